# setup-build-dir.sh: sourced by run and check.  setup_build_dir DIR
# [MESON OPTIONS...] makes DIR a configured meson build tree whatever state
# it is in: configured already (reconfigured with the options), missing,
# or present but not a build tree (an interrupted setup, or a folder that
# only holds other build trees) -- then it is set up afresh.
setup_build_dir() {
  local dir=$1; shift
  if [ -f "$dir/meson-private/coredata.dat" ]; then
    meson setup --reconfigure "$dir" "$@" >/dev/null && return 0
    echo "The build folder $dir could not be reconfigured; setting it up afresh."
  fi
  if [ -e "$dir" ]; then
    meson setup --wipe "$dir" "$@" >/dev/null 2>&1 && return 0
    rm -rf "$dir"
  fi
  meson setup "$dir" "$@" >/dev/null
}
