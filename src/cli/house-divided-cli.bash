# SPDX-License-Identifier: GPL-3.0-or-later
# house-divided-cli.bash: bash completion for house-divided-cli, installed
# as bash-completion's completions/house-divided-cli.  It completes the
# commands, their options, the players of match and engine, scenario ids (from
# `scenario list`), box ids (from `map list`) and files.  It needs
# nothing but bash (bash-completion's helpers are not used), and asks the
# very program being completed (the command line's first word) for ids.

# _house_divided_cli_ids COMMAND WORDS...: the first column of what the
# program prints for WORDS (`scenario list`, `map list`).
_house_divided_cli_ids()
{
  local program=$1; shift
  command -v "$program" >/dev/null 2>&1 || return 0
  "$program" "$@" 2>/dev/null | while read -r id _; do printf '%s\n' "$id"; done
}

# _house_divided_cli_reply WORDS CURRENT: COMPREPLY from a list of words.
_house_divided_cli_reply()
{
  mapfile -t COMPREPLY < <(compgen -W "$1" -- "$2")
}

# _house_divided_cli_files CURRENT [-d]: files (or folders) as COMPREPLY.
_house_divided_cli_files()
{
  compopt -o filenames 2>/dev/null
  mapfile -t COMPREPLY < <(compgen "${2:--f}" -- "$1")
}

# how many words that are not options (nor an option's value) stand
# between the command's words (the first $1 of them) and the word completed
_house_divided_cli_positionals()
{
  local i n=0 with_value=$2
  for ((i = $1; i < COMP_CWORD; i++)); do
    case ${COMP_WORDS[i]} in
      -*) [[ " $with_value " == *" ${COMP_WORDS[i]} "* ]] && ((i++)) ;;
      *) ((n++)) ;;
    esac
  done
  echo "$n"
}

_house_divided_cli()
{
  local program=${COMP_WORDS[0]} cur=${COMP_WORDS[COMP_CWORD]} prev=${COMP_WORDS[COMP_CWORD - 1]}
  local command=${COMP_WORDS[1]:-} commands="map scenario play odds export review campaign match engine help"
  COMPREPLY=()

  if ((COMP_CWORD == 1)); then
    _house_divided_cli_reply "$commands --help -h" "$cur"
    return 0
  fi
  case $command in
    help)
      case $COMP_CWORD:${COMP_WORDS[2]:-} in
        2:*) _house_divided_cli_reply "$commands" "$cur" ;;
        3:map) _house_divided_cli_reply "validate show list" "$cur" ;;
        3:scenario) _house_divided_cli_reply "list show" "$cur" ;;
        3:campaign) _house_divided_cli_reply "new" "$cur" ;;
      esac ;;
    map)
      if ((COMP_CWORD == 2)); then
        _house_divided_cli_reply "validate show list --help" "$cur"
        return 0
      fi
      case ${COMP_WORDS[2]}:$prev:$cur in
        validate:*) _house_divided_cli_files "$cur" ;;
        show:--map:*) _house_divided_cli_files "$cur" ;;
        show:*:-*) _house_divided_cli_reply "--json --map --help" "$cur" ;;
        show:*) _house_divided_cli_reply "$(_house_divided_cli_ids "$program" map list)" "$cur" ;;
        *) _house_divided_cli_reply "--help" "$cur" ;;
      esac ;;
    scenario)
      if ((COMP_CWORD == 2)); then
        _house_divided_cli_reply "list show --help" "$cur"
      elif [[ ${COMP_WORDS[2]} == show && $cur != -* ]]; then
        _house_divided_cli_reply "$(_house_divided_cli_ids "$program" scenario list)" "$cur"
      elif [[ ${COMP_WORDS[2]} == show ]]; then
        _house_divided_cli_reply "--json --help" "$cur"
      else
        _house_divided_cli_reply "--help" "$cur"
      fi ;;
    play)
      case $prev:$cur in
        --save:*) _house_divided_cli_files "$cur" ;;
        --seat:*) _house_divided_cli_reply "umpire union confederate" "$cur" ;;
        *:-*) _house_divided_cli_reply "--json --save --seat --help" "$cur" ;;
        *) _house_divided_cli_files "$cur" ;;
      esac ;;
    odds)
      if [[ $cur == -* ]]; then
        _house_divided_cli_reply "--json --confederate --help" "$cur"
      elif (($(_house_divided_cli_positionals 2 "") == 1)); then
        _house_divided_cli_reply "$(_house_divided_cli_ids "$program" map list)" "$cur"
      else
        _house_divided_cli_files "$cur"
      fi ;;
    review)
      case $cur in
        -*) _house_divided_cli_reply "--json --help" "$cur" ;;
        *) _house_divided_cli_files "$cur" ;;
      esac ;;
    export)
      case $prev:$cur in
        *:-*) _house_divided_cli_reply "--setup-out --help" "$cur" ;;
        *) _house_divided_cli_files "$cur" ;;
      esac ;;
    campaign)
      case $COMP_CWORD:$prev in
        2:*) _house_divided_cli_reply "new chronicle serve dispatch view orders import --help" "$cur" ;;
        *:--setup-out | *:--save | *:--out) _house_divided_cli_files "$cur" ;;
        *:--port) ;;
        *:--seat) _house_divided_cli_reply "umpire union confederate" "$cur" ;;
        *:--from) ;;
        *) if [[ ${COMP_WORDS[2]} != new && $cur != -* ]]; then
             _house_divided_cli_files "$cur"
           elif [[ ${COMP_WORDS[2]} == chronicle ]]; then
             _house_divided_cli_reply "--seat --help" "$cur"
           elif [[ ${COMP_WORDS[2]} == serve ]]; then
             _house_divided_cli_reply "--port --loopback --seat --help" "$cur"
           elif [[ ${COMP_WORDS[2]} == dispatch ]]; then
             _house_divided_cli_reply "--seat --out --help" "$cur"
           elif [[ ${COMP_WORDS[2]} == view ]]; then
             _house_divided_cli_reply "--json --sheet --help" "$cur"
           elif [[ ${COMP_WORDS[2]} == orders ]]; then
             _house_divided_cli_reply "--out --help" "$cur"
           elif [[ ${COMP_WORDS[2]} == import ]]; then
             _house_divided_cli_reply "--from --help" "$cur"
           else
             _house_divided_cli_reply "--setup-out --save --help" "$cur"
           fi ;;
      esac ;;
    match)
      case $prev in
        --union | --confederate) _house_divided_cli_reply "random greedy easy normal hard external:" "$cur" ;;
        --scenario) _house_divided_cli_reply "$(_house_divided_cli_ids "$program" scenario list)" "$cur" ;;
        --transcript) _house_divided_cli_files "$cur" -d ;;
        --from) _house_divided_cli_files "$cur" ;;
        --option | --games | --seed | --max-actions | --move-time | --union-weights | --confederate-weights) ;;
        *) _house_divided_cli_reply "--union --confederate --scenario --option --games --seed --swap
                                      --transcript --union-weights --confederate-weights
                                      --max-actions --move-time --from --json --help" "$cur" ;;
      esac ;;
    engine)
      case $prev in
        --level) _house_divided_cli_reply "random greedy easy normal hard" "$cur" ;;
        --seed | --weights) ;;
        *) _house_divided_cli_reply "--level --seed --weights --help" "$cur" ;;
      esac ;;
  esac
  return 0
}

complete -F _house_divided_cli house-divided-cli
