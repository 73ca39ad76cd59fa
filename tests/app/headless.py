#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""headless.py PROGRAM [ARGS...]: runs a GTK test program, with an empty data
folder of its own, on a private session bus (so GTK's accessibility and
settings portals behave as on a desktop) under a headless X server of its
own, keeping the bus daemons' chatter off the program's standard output
(the test protocol).

The X server picks its own free display number and says which
(Xvfb -displayfd): `xvfb-run -a` looks for a free number and then starts
the server, so two tests started at once could both take the same one,
and one test's keys and windows would land in the other's server (a test
failed that way in CI, its accessibility registry gone with the other
test)."""
import os
import shutil
import subprocess
import sys
import tempfile

# a fresh data folder each run: automatic saves and recent files start empty
data_home = tempfile.mkdtemp(prefix="hd-test-data-")
# and a runtime folder of its own: the accessibility bus's socket never
# meets another run's.  The session bus starts that bus's launcher with
# its own environment, so the bus gets the folder too.
runtime_dir = tempfile.mkdtemp(prefix="hd-test-run-")
bus_env = dict(os.environ, XDG_DATA_HOME=data_home, XDG_RUNTIME_DIR=runtime_dir)
# The system's daemons (the bus, the accessibility bus and registry it
# starts, the X server) run without meson's MALLOC_PERTURB_: it is meant
# to shake out our program's use of freed memory, and a daemon that is
# not ours crashing under one of its values took the accessibility bus
# away in the middle of a test (CI, with MALLOC_PERTURB_=70).
daemon_env = {k: v for k, v in bus_env.items() if k != "MALLOC_PERTURB_"}
r, w = os.pipe()
bus = subprocess.Popen(["dbus-daemon", "--session", "--nofork", "--print-address=%d" % w],
                       pass_fds=(w,), stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, env=daemon_env)
os.close(w)
with os.fdopen(r) as f:
    address = f.readline().strip()
if not address:
    sys.exit("could not start a session bus")
r, w = os.pipe()
xvfb = subprocess.Popen(["Xvfb", "-displayfd", "%d" % w, "-screen", "0", "2000x1200x24", "-nolisten", "tcp"],
                        pass_fds=(w,), stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, env=daemon_env)
os.close(w)
with os.fdopen(r) as f:
    display = f.readline().strip()
rc = 1
try:
    if not display:
        print("could not start an X server", file=sys.stderr)
    else:
        env = dict(bus_env, DBUS_SESSION_BUS_ADDRESS=address, DISPLAY=":" + display)
        env.pop("XAUTHORITY", None)
        env.pop("WAYLAND_DISPLAY", None)
        rc = subprocess.run(sys.argv[1:], env=env).returncode
finally:
    xvfb.terminate()
    xvfb.wait()
    shutil.rmtree(data_home, ignore_errors=True)
    shutil.rmtree(runtime_dir, ignore_errors=True)
    bus.terminate()
    bus.wait()
sys.exit(rc)
