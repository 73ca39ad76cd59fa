#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""a11y-walk.py PID [--forbid TEXT]...: reads, through AT-SPI, the
accessible tree of the program PID shows (every window of it) as a screen
reader would, and fails on what a screen reader would read wrong:
  - a control (push, toggle, check, radio and menu buttons, switches,
    entries, spin buttons, combo boxes, links) without a name;
  - anything named after a class ("GtkImage", "HdLessonCard",
    "AdwGizmo", "GtkStackPage"...): a name in people's words, or none
    where a container should be silent;
  - a name said twice ("Leave Leave") or with a mnemonic's underscore
    ("_Leave");
  - a plain check box among radios of one group (the scenarios);
  - a rule link of a label (its text coloured and underlined, as the
    label's Text interface tells) that is no link object of its own: GTK
    4.8 offers no AT-SPI Hypertext, so each link must be a child of its
    label with the role "link", a name, an action and its place on the
    screen over the words it stands for;
  - a control whose description holds two or more of the window's
    paragraphs (a whole card said on its buttons);
  - two spin buttons or combo boxes of one window named alike (which is
    which?);
  - a hidden page in the tree: a stack with more than one page in it (GTK
    gives each page an object of its own, with no place on the screen),
    or a control with no size on the screen, or something with a place on
    the screen inside something with none (a closed revealer's contents);
  - a button inside a button (GtkMenuButton's own toggle button inside
    it: a menu button must be one control);
  - with --forbid TEXT, TEXT in any name or description (what the window
    no longer shows, e.g. a light of the last segment).
Writes one line a showing node, "ROLE<TAB>NAME<TAB>DESCRIPTION", to
standard output (the window test looks into it), and the faults to
standard error, one a line; exits 1 when there are faults, 2 when the
program is not on the accessibility bus."""
import argparse
import re
import sys
import time

import gi
gi.require_version("Atspi", "2.0")
from gi.repository import Atspi  # noqa: E402

R = Atspi.Role
CONTROLS = {R.PUSH_BUTTON, R.TOGGLE_BUTTON, R.CHECK_BOX, R.RADIO_BUTTON, R.ENTRY,
            R.SPIN_BUTTON, R.COMBO_BOX, R.LINK, R.PASSWORD_TEXT, R.SLIDER}
BUTTONS = {R.PUSH_BUTTON, R.TOGGLE_BUTTON}
for extra in ("BUTTON", "SWITCH"):   # newer AT-SPI names, when known
    if hasattr(R, extra):
        CONTROLS.add(getattr(R, extra))
        if extra == "BUTTON":
            BUTTONS.add(R.BUTTON)
# fields a person fills in: each must say which it is
FIELDS = {R.SPIN_BUTTON, R.COMBO_BOX}
CLASS_NAME = re.compile(r"^(Gtk|Adw|Hd)[A-Z]\w*$")
# a paragraph of the window, for "a whole card on a button"
PARAGRAPH = 20


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


def extents(node):
    """The node's place in its window, or None when it has none to give."""
    if "Component" not in node.get_interfaces():
        return None
    try:
        e = node.get_extents(Atspi.CoordType.WINDOW)
    except Exception:
        return None
    return (e.x, e.y, e.width, e.height)


def empty(rect):
    return rect is not None and (rect[2] <= 0 or rect[3] <= 0)


def inside(inner, outer, slack=2):
    return (inner[0] >= outer[0] - slack and inner[1] >= outer[1] - slack and
            inner[0] + inner[2] <= outer[0] + outer[2] + slack and
            inner[1] + inner[3] <= outer[1] + outer[3] + slack)


def meet(a, b):
    return a[0] < b[0] + b[2] and b[0] < a[0] + a[2] and a[1] < b[1] + b[3] and b[1] < a[1] + a[3]


def link_runs(node):
    """The label's runs of link text: coloured or underlined (GTK draws its
    links so, and says so through the Text interface)."""
    if "Text" not in node.get_interfaces():
        return []
    n = Atspi.Text.get_character_count(node)
    text = Atspi.Text.get_text(node, 0, n)
    runs, at = [], 0
    while at < n:
        run = Atspi.Text.get_attribute_run(node, at, False)
        attrs = run.attributes if hasattr(run, "attributes") else run[0]
        if run.end_offset <= at:
            break
        if "fg-color" in attrs or attrs.get("underline", "none") not in ("none", "false"):
            runs.append((run.start_offset, run.end_offset, text[run.start_offset:run.end_offset]))
        at = run.end_offset
    return runs


class Walker:
    def __init__(self, forbid):
        self.out, self.faults, self.forbid = [], [], forbid

    def fault(self, text):
        self.faults.append(text)

    def window(self, win):
        self.paragraphs, self.described, self.fields = set(), [], {}
        self.walk(win, [], None)
        # a control's description that repeats the window's paragraphs
        for desc, where in self.described:
            said = [p for p in self.paragraphs if p in desc]
            if len(said) >= 2:
                self.fault("a whole card on a control (%d of the window's paragraphs in its description): %s" %
                           (len(said), where))
        for (role, name), wheres in self.fields.items():
            if len(wheres) > 1:
                self.fault("%d fields (%s) named alike, %r: %s" % (len(wheres), role, name, wheres[0]))

    def check_node(self, node, role, rname, name, desc, where, rect, parent_rect):
        if role in CONTROLS and not name.strip():
            self.fault("unnamed %s: %s" % (rname, where))
        if CLASS_NAME.match(name):
            self.fault("named after its class: %s" % where)
        if name and doubled(name):
            self.fault("name said twice: %r at %s" % (name, where))
        if name and re.search(r"(^|\s)_\w", name):
            self.fault("mnemonic underscore in the name: %r at %s" % (name, where))
        for text in self.forbid:
            if text in name or text in desc:
                self.fault("said but no longer true, %r: %s" % (text, where))
        if role in CONTROLS and desc:
            self.described.append((desc, where))
        if role in FIELDS and name:
            self.fields.setdefault((rname, name), []).append(where)
        if role == R.LABEL and len(name) >= PARAGRAPH:
            self.paragraphs.add(name)
        if empty(parent_rect) and rect is not None and not empty(rect):
            self.fault("in the tree but hidden (inside something of no size): %s" % where)
        elif role in CONTROLS and empty(rect):
            self.fault("in the tree but hidden (a control of no size): %s" % where)

    def check_links(self, node, kids, name, where, rect):
        runs = link_runs(node)
        links = [k for k in kids if k.get_role() == R.LINK]
        if len(links) < len(runs):
            self.fault("%d of %d rule links not exposed as links (%s) in %r: %s" %
                       (len(runs) - len(links), len(runs), ", ".join(repr(r[2]) for r in runs), name, where))
            return
        for link, run in zip(links, runs):
            lname = link.get_name() or ""
            place = extents(link)
            if "Action" not in link.get_interfaces() or Atspi.Action.get_n_actions(link) < 1:
                self.fault("a link that cannot be followed, %r: %s" % (lname, where))
            if place is None or empty(place) or (rect is not None and not inside(place, rect)):
                self.fault("a link with no place over its words, %r at %s in %r: %s" % (lname, place, name, where))
                continue
            try:
                r = Atspi.Text.get_range_extents(node, run[0], run[1], Atspi.CoordType.WINDOW)
                words = (r.x, r.y, r.width, r.height)
            except Exception:
                words = None
            if words is not None and not empty(words) and not meet(place, words):
                self.fault("a link away from its words %r, %r at %s: %s" % (run[2], lname, place, where))

    def walk(self, node, path, parent_rect):
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
        self.out.append("%s\t%s\t%s" % (rname, name.replace("\n", " "), desc.replace("\n", " ")))
        named = [p for p in here[:-4] if ":" in p]
        where = " > ".join(named[-1:] + ["…"] * bool(named) + here[-4:])
        rect = extents(node)
        self.check_node(node, role, rname, name, desc, where, rect, parent_rect)
        kids = [k for k in (node.get_child_at_index(i) for i in range(node.get_child_count())) if alive(k)]
        roles = [k.get_role() for k in kids]
        if R.RADIO_BUTTON in roles and R.CHECK_BOX in roles:
            self.fault("check boxes among radios: %s" % where)
        if role == R.LABEL:
            self.check_links(node, kids, name, where, rect)
        # GTK gives a stack's pages objects with no place of their own
        pages = [k for k in kids if "Component" not in k.get_interfaces()]
        if len(pages) > 1:
            self.fault("%d pages of a stack in the tree, one shown: %s" % (len(pages), where))
        if role in BUTTONS and any(r in BUTTONS for r in self.descendant_roles(kids)):
            self.fault("a button inside a button: %s" % where)
        for k in kids:
            self.walk(k, here, rect if rect is not None else parent_rect)

    def descendant_roles(self, kids):
        for k in kids:
            if not alive(k):
                continue
            yield k.get_role()
            yield from self.descendant_roles([c for c in (k.get_child_at_index(i)
                                                           for i in range(k.get_child_count())) if alive(c)])


def alive(node):
    """Whether @node still exists: an object the application removed
    while the walk went on (a tooltip, a page rebuilt) is left out, as
    walk() leaves out a node it can no longer ask."""
    if node is None:
        return False
    try:
        node.get_role()
        return True
    except Exception:
        return False


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("pid", type=int)
    parser.add_argument("--forbid", action="append", default=[])
    args = parser.parse_args()
    app = None
    for _ in range(100):   # the program registers with the registry at start
        app = find_app(args.pid)
        if app is not None and app.get_child_count() > 0:
            break
        time.sleep(0.1)
    if app is None:
        sys.stderr.write("process %d is not on the accessibility bus\n" % args.pid)
        return 2
    walker = Walker(args.forbid)
    for i in range(app.get_child_count()):
        win = app.get_child_at_index(i)
        if win is not None:
            walker.window(win)
    sys.stdout.write("\n".join(walker.out) + "\n")
    for f in walker.faults:
        sys.stderr.write(f + "\n")
    return 1 if walker.faults else 0


if __name__ == "__main__":
    sys.exit(main())
