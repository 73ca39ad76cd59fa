#!/usr/bin/env bash
# ci-run-app.sh: runs ./build-aux/run under Xvfb on a private D-Bus, waits
# until the main window is on the screen, closes it with Ctrl+Q as a
# player would, and fails if it never showed or did not close.
set -euo pipefail
cd "$(dirname "$0")/.."

inner() {
  ./build-aux/run > "$home/run.log" 2>&1 &
  local pid=$! wid=""
  for _ in $(seq 1 600); do
    wid=$(xdotool search --onlyvisible --name "House Divided" 2>/dev/null | head -1 || true)
    [ -n "$wid" ] && break
    kill -0 "$pid" 2>/dev/null || break
    sleep 1
  done
  if [ -z "$wid" ]; then
    echo "run: the application window never appeared"; cat "$home/run.log"; kill "$pid" 2>/dev/null || true
    return 1
  fi
  echo "run: the window \"$(xdotool getwindowname "$wid")\" is on the screen"
  xdotool windowfocus --sync "$wid" key ctrl+q || true
  for _ in $(seq 1 30); do
    kill -0 "$pid" 2>/dev/null || break
    sleep 1
  done
  if kill -0 "$pid" 2>/dev/null; then
    echo "run: the application did not close on Ctrl+Q"; kill "$pid"; return 1
  fi
  wait "$pid" || { echo "run: the application exited with an error"; cat "$home/run.log"; return 1; }
  echo "run: the application closed"
}
if [ "${1:-}" = --inner ]; then
  inner
  exit
fi
build-aux/deps.sh check
home=$(mktemp -d)
trap 'rm -rf "$home"' EXIT
export home HOME="$home" XDG_DATA_HOME="$home/data" XDG_CONFIG_HOME="$home/config" GSETTINGS_BACKEND=memory
export GDK_BACKEND=x11 NO_AT_BRIDGE=1
dbus-run-session -- xvfb-run -a -s "-screen 0 1600x1000x24" "$0" --inner
