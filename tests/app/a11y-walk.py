#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""a11y-walk.py PID: reads, through AT-SPI, the accessible tree of the
program PID shows (every window of it) as a screen reader would, and
fails on what a screen reader would read wrong:
  - a control (push, toggle, check, radio and menu buttons, switches,
    entries, spin buttons, combo boxes, links) without a name, or named
    after its class ("GtkImage", "GtkMenuButton"...);
  - a name said twice ("Leave Leave") or with a mnemonic's underscore
    ("_Leave");
(GTK 4.8 offers no AT-SPI Hypertext, so whether a label that is a Tab
stop holds a link is checked by the window test on the widgets.)
  - a plain check box among radios of one group (the scenarios).
Writes one line a showing node, "ROLE<TAB>NAME<TAB>DESCRIPTION", to
standard output (the window test looks into it), and the faults to
standard error, one a line; exits 1 when there are faults, 2 when the
program is not on the accessibility bus."""
import re
import sys
import time

import gi
gi.require_version("Atspi", "2.0")
from gi.repository import Atspi  # noqa: E402

R = Atspi.Role
CONTROLS = {R.PUSH_BUTTON, R.TOGGLE_BUTTON, R.CHECK_BOX, R.RADIO_BUTTON, R.ENTRY,
            R.SPIN_BUTTON, R.COMBO_BOX, R.LINK, R.PASSWORD_TEXT, R.SLIDER}
for extra in ("BUTTON", "SWITCH"):   # newer AT-SPI names, when known
    if hasattr(R, extra):
        CONTROLS.add(getattr(R, extra))


def find_app(pid):
    desktop = Atspi.get_desktop(0)
    for i in range(desktop.get_child_count()):
        app = desktop.get_child_at_index(i)
        if app is not None and app.get_process_id() == pid:
            return app
    return None


def doubled(name):
    words = name.split()
    n = len(words)
    return n >= 2 and n % 2 == 0 and words[: n // 2] == words[n // 2:]


def walk(node, depth, out, faults, path):
    try:
        states = node.get_state_set()
        role = node.get_role()
    except Exception:
        return
    if not states.contains(Atspi.StateType.VISIBLE):
        return
    name = node.get_name() or ""
    desc = node.get_description() or ""
    rname = node.get_role_name()
    here = path + [rname + (":" + name if name else "")]
    out.append("%s\t%s\t%s" % (rname, name.replace("\n", " "), desc.replace("\n", " ")))
    named = [p for p in here[:-4] if ":" in p]
    where = " > ".join(named[-1:] + ["…"] * bool(named) + here[-4:])
    if role in CONTROLS and not name.strip():
        faults.append("unnamed %s: %s" % (rname, where))
    if (role in CONTROLS or role == R.IMAGE) and re.match(r"^(Gtk|Adw|Hd)[A-Z]\w*$", name):
        faults.append("named after its class: %s" % where)
    if name:
        if doubled(name):
            faults.append("name said twice: %r at %s" % (name, where))
        if re.search(r"(^|\s)_\w", name):
            faults.append("mnemonic underscore in the name: %r at %s" % (name, where))
    kids = [node.get_child_at_index(i) for i in range(node.get_child_count())]
    roles = [k.get_role() for k in kids if k is not None]
    if R.RADIO_BUTTON in roles and R.CHECK_BOX in roles:
        faults.append("check boxes among radios: %s" % where)
    for k in kids:
        if k is not None:
            walk(k, depth + 1, out, faults, here)


def main():
    pid = int(sys.argv[1])
    app = None
    for _ in range(100):   # the program registers with the registry at start
        app = find_app(pid)
        if app is not None and app.get_child_count() > 0:
            break
        time.sleep(0.1)
    if app is None:
        sys.stderr.write("process %d is not on the accessibility bus\n" % pid)
        return 2
    out, faults = [], []
    for i in range(app.get_child_count()):
        win = app.get_child_at_index(i)
        if win is not None:
            walk(win, 0, out, faults, [])
    sys.stdout.write("\n".join(out) + "\n")
    for f in faults:
        sys.stderr.write(f + "\n")
    return 1 if faults else 0


if __name__ == "__main__":
    sys.exit(main())
