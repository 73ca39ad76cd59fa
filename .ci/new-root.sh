#!/usr/bin/env bash
# new-root.sh: proves the README's two commands on a brand-new Debian 12
# machine.  A minimal Debian 12 root is made with mmdebstrap, this tree is
# cloned into it, and there, alone, ./build-aux/run is started (its window
# seen under Xvfb and closed with Ctrl+Q), then ./build-aux/check is run.
# Nothing is installed in the root beyond what those two commands install:
# the X server and the tools that watch the window run outside it, the
# root sees only the X server's socket.
#
# Every mount is made inside a private mount namespace (unshare), so none
# of them is seen outside it and all of them vanish with it, whatever
# fails; /dev is never bind-mounted (mmdebstrap makes the device nodes).
# The root is removed only once nothing is mounted below it.
#
#   .ci/new-root.sh [--run-only] [ROOT_PARENT]
# as root; ROOT_PARENT defaults to /var/tmp; --run-only skips check (to
# try run quickly by hand).
set -euo pipefail
cd "$(dirname "$0")/.."
src=$PWD
run_only=false
if [ "${1:-}" = --run-only ]; then run_only=true; shift; fi
parent=${1:-/var/tmp}

now() { date +%s; }
started=$(now)
step_started=$started
step() {
  local t; t=$(now)
  if [ -n "${step_name:-}" ]; then
    printf 'new-root: %s took %d s\n' "$step_name" $((t - step_started))
  fi
  step_name=$*; step_started=$t
  [ -n "$step_name" ] && echo "new-root: === $step_name"
  return 0
}

root=""
xvfb_pid=""
display=""
cleanup() {
  local status=$?
  [ -n "$xvfb_pid" ] && kill "$xvfb_pid" 2>/dev/null && wait "$xvfb_pid" 2>/dev/null
  [ -n "$display" ] && rm -f "/tmp/.X11-unix/X$display" "/tmp/.X$display-lock"
  if [ -n "$root" ] && [ -d "$root" ]; then
    if findmnt -rn -o TARGET | grep -q "^$root"; then
      echo "new-root: something is still mounted below $root; it is left in place:" >&2
      findmnt -rn -o TARGET | grep "^$root" >&2
      status=1
    else
      rm -rf --one-file-system "$root"
    fi
  fi
  exit $status
}
trap cleanup EXIT

step "making a minimal Debian 12 root (mmdebstrap)"
root=$(mktemp -d "$parent/hd-new-root.XXXXXX")
mmdebstrap --quiet --variant=minbase bookworm "$root" \
  "deb http://deb.debian.org/debian bookworm main" \
  "deb http://deb.debian.org/debian bookworm-updates main" \
  "deb http://deb.debian.org/debian-security bookworm-security main"

step "cloning this tree into it"
git clone --quiet --no-local "$src" "$root/house-divided"

step "starting an X server outside the root"
for n in $(seq 90 140); do
  [ -e "/tmp/.X11-unix/X$n" ] || [ -e "/tmp/.X$n-lock" ] || { display=$n; break; }
done
[ -n "$display" ] || { echo "new-root: no free X display" >&2; exit 1; }
Xvfb ":$display" -screen 0 1600x1000x24 -nolisten tcp -ac >"$root/xvfb.log" 2>&1 &
xvfb_pid=$!
for _ in $(seq 1 50); do
  [ -S "/tmp/.X11-unix/X$display" ] && break
  sleep 0.2
done
[ -S "/tmp/.X11-unix/X$display" ] || { echo "new-root: Xvfb did not start" >&2; cat "$root/xvfb.log" >&2; exit 1; }

# in_root x|nox CMD: runs CMD (a shell line) in /house-divided inside the
# root, as root, with a clean environment, in its own mount and process
# namespaces holding /proc, /sys, /dev/pts, /dev/shm and, with x, the
# outside X server's socket folder (check starts its own X servers inside,
# so it gets none: they cannot clash with ours).
in_root() {
  local x=$1; shift
  unshare --mount --propagation private --fork --pid --kill-child -- /bin/bash -euc '
    root=$1; display=$2; x=$3; shift 3
    mount -t proc proc "$root/proc"
    mount -t sysfs sysfs "$root/sys"
    mount -t devpts -o newinstance,ptmxmode=0666 devpts "$root/dev/pts"
    mkdir -p "$root/dev/shm"
    mount -t tmpfs tmpfs "$root/dev/shm"
    if [ "$x" = x ]; then
      mkdir -p "$root/tmp/.X11-unix"
      mount --bind /tmp/.X11-unix "$root/tmp/.X11-unix"
    fi
    exec chroot "$root" /usr/bin/env -i HOME=/root LANG=C.UTF-8 TERM=dumb \
      PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin \
      DISPLAY=":$display" CI=true /bin/bash -c "cd /house-divided && $*"
  ' in_root "$root" "$display" "$x" "$@"
}

step "./build-aux/run alone in the new root"
in_root x ./build-aux/run >"$root/run.log" 2>&1 &
run_pid=$!
wid=""
for _ in $(seq 1 900); do
  wid=$(DISPLAY=":$display" xdotool search --onlyvisible --name "House Divided" 2>/dev/null | head -1 || true)
  [ -n "$wid" ] && break
  kill -0 "$run_pid" 2>/dev/null || break
  sleep 1
done
if [ -z "$wid" ]; then
  echo "new-root: the application window never appeared; run printed:" >&2
  cat "$root/run.log" >&2
  kill "$run_pid" 2>/dev/null || true
  wait "$run_pid" 2>/dev/null || true
  exit 1
fi
echo "new-root: the window \"$(DISPLAY=":$display" xdotool getwindowname "$wid")\" is on the screen"
DISPLAY=":$display" xdotool windowfocus --sync "$wid" key ctrl+q || true
for _ in $(seq 1 30); do
  kill -0 "$run_pid" 2>/dev/null || break
  sleep 1
done
if kill -0 "$run_pid" 2>/dev/null; then
  echo "new-root: the application did not close on Ctrl+Q" >&2
  kill "$run_pid"; wait "$run_pid" 2>/dev/null || true
  exit 1
fi
if ! wait "$run_pid"; then
  echo "new-root: ./build-aux/run failed; it printed:" >&2
  cat "$root/run.log" >&2
  exit 1
fi
echo "new-root: the application closed; the last lines run printed:"
tail -n 8 "$root/run.log"

if ! $run_only; then
  step "./build-aux/check in the new root"
  in_root nox ./build-aux/check
fi

step ""
echo "new-root: all steps passed in $(( $(now) - started )) s"
