#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
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
run_pid=""
cleanup() {
  local status=$?
  set +e
  # unshare passes SIGTERM on rather than dying of it; killed, its
  # --kill-child takes the namespace's first process, and so all of them
  if [ -n "$run_pid" ] && kill -0 "$run_pid" 2>/dev/null; then
    kill -KILL "$run_pid" 2>/dev/null; wait "$run_pid" 2>/dev/null
  fi
  [ -n "$root" ] && wait_root_idle "$root"
  [ -n "$xvfb_pid" ] && kill "$xvfb_pid" 2>/dev/null && wait "$xvfb_pid" 2>/dev/null
  [ -n "$display" ] && rm -f "/tmp/.X11-unix/X$display" "/tmp/.X$display-lock"
  if [ -n "$root" ] && [ -d "$root" ]; then
    remove_root "$root" || status=1
  fi
  exit $status
}
trap cleanup EXIT
trap 'exit 130' INT TERM

# wait_root_idle DIR: waits (10 s at most) until no process runs inside DIR.
wait_root_idle() {
  local p busy
  for _ in $(seq 1 50); do
    busy=false
    for p in /proc/[0-9]*/root; do
      case $(readlink "$p" 2>/dev/null) in "$1"|"$1"/*) busy=true; break ;; esac
    done
    $busy || return 0
    sleep 0.2
  done
  echo "new-root: processes still run inside $1" >&2
  return 1
}

# remove_root DIR: removes a root, only once nothing is mounted below it.
remove_root() {
  if findmnt -rn -o TARGET | grep -q "^$1"; then
    echo "new-root: something is still mounted below $1; it is left in place:" >&2
    findmnt -rn -o TARGET | grep "^$1" >&2
    return 1
  fi
  rm -rf --one-file-system "$1"
}

# roots left by a run that was killed outright (nothing can be mounted
# there: the mounts lived in that run's namespaces)
for old in "$parent"/hd-new-root.*; do
  [ -d "$old" ] && remove_root "$old" && echo "new-root: removed $old, left by an earlier run"
done

step "making a minimal Debian 12 root (mmdebstrap)"
root=$(mktemp -d "$parent/hd-new-root.XXXXXX")
mmdebstrap --quiet --variant=minbase bookworm "$root" \
  "deb http://deb.debian.org/debian bookworm main" \
  "deb http://deb.debian.org/debian bookworm-updates main" \
  "deb http://deb.debian.org/debian-security bookworm-security main"

# the root's apt-get needs the host's name server (mmdebstrap may leave
# its own copy, or none)
rm -f "$root/etc/resolv.conf"   # never write through a link out of the root
cp -L /etc/resolv.conf "$root/etc/resolv.conf"

# a machine installed from Debian's installer has /etc/hosts naming
# localhost; minbase has none, and without it "localhost" is asked of the
# name server (chromedriver, test-seat-browser.py, reaches its browser
# and is reached by Selenium at localhost)
[ -e "$root/etc/hosts" ] || printf '127.0.0.1\tlocalhost\n::1\t\tlocalhost ip6-localhost ip6-loopback\n' >"$root/etc/hosts"

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

# in_root x|nox CMD (in a subshell: it becomes unshare): runs CMD (a shell line) in /house-divided inside the
# root, as root, with a clean environment, in its own mount and process
# namespaces holding /proc, /sys, /dev/pts, /dev/shm and, with x, the
# outside X server's socket folder (check starts its own X servers inside,
# so it gets none: they cannot clash with ours).
#
# The root is first bind-mounted onto itself (with whatever is mounted
# below it), so that inside the chroot "/" is a mount point: the tests
# that prove nothing is lost on a full disk or a read-only folder mount a
# tmpfs in a mount namespace of their own, and making "/" private there
# (mount(2) with MS_PRIVATE, as `unshare --mount` does) fails with EINVAL
# on a plain folder.  And HD_TEST_MOUNTS=required makes those tests fail,
# saying why, where mounting is still refused, instead of skipping as
# they do on a machine that does not allow it.
in_root() {
  local x=$1; shift
  exec unshare --mount --propagation private --fork --pid --kill-child -- /bin/bash -euc '
    root=$1; display=$2; x=$3; shift 3
    mount --rbind "$root" "$root"
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
      DISPLAY=":$display" CI=true HD_TEST_MOUNTS=required /bin/bash -c "cd /house-divided && $*"
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
  in_root nox ./build-aux/check &
  run_pid=$!
  wait "$run_pid"
fi

step ""
echo "new-root: all steps passed in $(( $(now) - started )) s"
