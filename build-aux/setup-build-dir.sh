# SPDX-License-Identifier: GPL-3.0-or-later
# setup-build-dir.sh: sourced by run and check.  setup_build_dir DIR
# [MESON OPTIONS...] makes DIR a configured meson build tree whatever state
# it is in: configured already (reconfigured with the options), missing,
# or present but not a build tree (an interrupted setup, or a folder that
# only holds other build trees) -- then it is set up afresh.
#
# Meson's own output goes to DIR.setup.log beside DIR; when the last try
# fails, that log is printed, so the reason is never hidden.
setup_build_dir() {
  local dir=$1; shift
  local log=$dir.setup.log
  mkdir -p "$(dirname "$dir")"
  if [ -f "$dir/meson-private/coredata.dat" ]; then
    meson setup --reconfigure "$dir" "$@" >"$log" 2>&1 && return 0
    echo "The build folder $dir could not be reconfigured; setting it up afresh."
  fi
  if [ -e "$dir" ]; then
    meson setup --wipe "$dir" "$@" >"$log" 2>&1 && return 0
    rm -rf "$dir"
  fi
  meson setup "$dir" "$@" >"$log" 2>&1 && return 0
  echo "Setting up the build folder $dir failed; meson said:" >&2
  tail -n 40 "$log" >&2
  echo "(the whole log is $log)" >&2
  return 1
}

# fail_with_step NAME: from now on, a failing command ends the script with
# "NAME: failed while STEP" on standard error, where STEP is the last
# value given to `step`.
fail_with_step() {
  HD_SCRIPT_NAME=$1
  HD_STEP="starting"
  trap 'echo "$HD_SCRIPT_NAME: failed while $HD_STEP (exit status $?)" >&2' ERR
}
step() {
  HD_STEP=$*
}
