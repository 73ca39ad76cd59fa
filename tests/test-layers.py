#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""test-layers.py: the engine's includes point down its layers.

The engine's files live in one folder per layer (src/engine/meson.build
names them, lowest first).  A file may include headers of its own layer
and of lower ones, never of a higher one; and no two modules include
each other, directly or round a longer loop (a module is hd-x.c with
hd-x.h and hd-x-private.h).  The engine's tests live in folders of the
same names under tests/, and docs/design.md names every module.

The application's files live in folders too (src/app/meson.build names
them, lowest first; docs/design.md names each, and no other), with the
same rule; no include circle is left in the application but HdWindow's,
one class split over files on purpose, whose own shared functions are
_hd_window_*; and none in the CLI.  So that an include says whom a file
calls, an app or CLI header declares only what the .c of its name
defines.

Names say where things live: every engine .c has its own header (or is
a named part of one module split over files), every public function
has its module's prefix (or its type's), and a layer's -private.h is
included only inside its layer; each exception is named below with
its reason.  The counts docs/design.md, README.md and HACKING.md give in
words (folders, split modules, HdWindow's files) are the real ones, and
so are the lessons README.md and the lessons' dialog and tooltip count.
Output is TAP."""
import os
import re
import sys

root = sys.argv[1]
engine = os.path.join(root, "src", "engine")
include = re.compile(r'^\s*#\s*include\s+"([^"]+)"', re.M)


def read_layers():
    with open(os.path.join(engine, "meson.build"), encoding="utf-8") as f:
        text = f.read()
    found = re.search(r"engine_layers\s*=\s*\[([^\]]*)\]", text)
    return re.findall(r"'([^']+)'", found.group(1))


def module_of(name):
    stem = name.rsplit(".", 1)[0]
    return stem[: -len("-private")] if stem.endswith("-private") else stem


layers = read_layers()
rank = {layer: i for i, layer in enumerate(layers)}
files = {}          # file name -> layer
strays = []
for entry in sorted(os.listdir(engine)):
    path = os.path.join(engine, entry)
    if os.path.isdir(path):
        if entry not in rank:
            strays.append(os.path.join("src", "engine", entry) + "/ (not a layer)")
            continue
        for name in sorted(os.listdir(path)):
            if name.endswith((".c", ".h")):
                files[name] = entry
    elif entry.endswith((".c", ".h")):
        strays.append(os.path.join("src", "engine", entry))

count = 0
failures = 0


def report(ok, text):
    global count, failures
    count += 1
    print(("ok %d - %s" if ok else "not ok %d - %s") % (count, text))
    if not ok:
        failures += 1


report(not strays, "every engine file lives in a layer folder" +
       ("" if not strays else ": " + ", ".join(strays)))

graph = {}          # module -> modules it includes
for name, layer in sorted(files.items()):
    with open(os.path.join(engine, layer, name), encoding="utf-8") as f:
        wanted = include.findall(f.read())
    upward = [w for w in wanted if w in files and rank[files[w]] > rank[layer]]
    report(not upward, "%s/%s includes nothing above %s%s" % (
        layer, name, layer,
        "" if not upward else ": " + ", ".join("%s (%s)" % (w, files[w]) for w in upward)))
    edges = graph.setdefault(module_of(name), set())
    edges.update(module_of(w) for w in wanted if w in files and module_of(w) != module_of(name))


def find_cycle(graph):
    """A loop of @graph's modules, as a list, or None (depth-first, three
    colours)."""
    colour = {m: 0 for m in graph}
    stack = []

    def visit(m):
        colour[m] = 1
        stack.append(m)
        for n in sorted(graph.get(m, ())):
            if colour.get(n, 0) == 1:
                return stack[stack.index(n):] + [n]
            if colour.get(n, 0) == 0:
                loop = visit(n)
                if loop:
                    return loop
        stack.pop()
        colour[m] = 2
        return None

    for m in sorted(graph):
        if colour[m] == 0:
            loop = visit(m)
            if loop:
                return loop
    return None


loop = find_cycle(graph)
report(loop is None, "no cycle among the engine's modules" +
       ("" if loop is None else ": " + " -> ".join(loop)))

tests = os.path.join(root, "tests")
misplaced = []
for entry in sorted(os.listdir(tests)):
    path = os.path.join(tests, entry)
    if entry.startswith("test-") and entry.endswith(".c"):
        misplaced.append("tests/" + entry)
    elif os.path.isdir(path) and entry not in rank and entry not in ("app", "data", "fuzz"):
        misplaced.append("tests/" + entry + "/")
report(not misplaced, "the engine's tests live in folders named after the layers" +
       ("" if not misplaced else ": " + ", ".join(misplaced)))

# docs/design.md draws the layers: every module of the engine and of the
# application is named there (in backquotes), so that the page stays true.
with open(os.path.join(root, "docs", "design.md"), encoding="utf-8") as f:
    design = f.read()
modules = {module_of(n) for n in files}
app = os.path.join(root, "src", "app")
for dirpath, _, names in os.walk(app):
    modules.update(module_of(n) for n in names if n.endswith(".c") and n != "main.c")
unnamed = sorted(m for m in modules if "`%s`" % m not in design and "`%s.c`" % m not in design)
report(not unnamed, "docs/design.md names every module" +
       ("" if not unnamed else ": " + ", ".join(unnamed) + " missing"))

# Every source or test file a comment of src/ or tests/ names by its
# path exists (the paths move with the layers).
comment = re.compile(r"/\*.*?\*/", re.S)
named = re.compile(r"\b(?:src|tests)/[A-Za-z0-9_./-]+\.(?:c|h|py)\b")
stale = []
for folder in ("src", "tests"):
    for dirpath, dirnames, names in os.walk(os.path.join(root, folder)):
        dirnames[:] = [d for d in dirnames if d != "data"]
        for name in sorted(names):
            if not name.endswith((".c", ".h")):
                continue
            path = os.path.join(dirpath, name)
            with open(path, encoding="utf-8") as f:
                for block in comment.findall(f.read()):
                    stale.extend("%s names %s" % (os.path.relpath(path, root), p)
                                 for p in named.findall(block) if not os.path.exists(os.path.join(root, p)))
report(not stale, "every file a comment names by its path exists" + ("" if not stale else ": " + "; ".join(stale)))

# Data is passed in structs, not hung on objects (issue 21, item 5).
hung = []
for folder in ("src", "tests"):
    for dirpath, dirnames, names in os.walk(os.path.join(root, folder)):
        for name in sorted(names):
            if name.endswith((".c", ".h")):
                path = os.path.join(dirpath, name)
                with open(path, encoding="utf-8") as f:
                    if re.search(r"\bg_object_[gs]et_data\b", f.read()):
                        hung.append(os.path.relpath(path, root))
report(not hung, "no g_object_set_data or g_object_get_data" + ("" if not hung else ": " + ", ".join(hung)))

# The application in folders (issue 32, item 6): docs/design.md names each
# folder of src/app as `src/app/NAME/`, every folder it names exists, and
# every file of the app lives in one; src/app/meson.build lists them lowest
# first (app_folders), and a file includes nothing of a higher folder.
app_named = set(re.findall(r"`src/app/([a-z-]+)/`", design))
app_dirs = {e for e in os.listdir(app) if os.path.isdir(os.path.join(app, e))}
report(app_named and app_named <= app_dirs, "every folder docs/design.md names under src/app exists" +
       (": it names none" if not app_named else "" if app_named <= app_dirs else
        ": " + ", ".join(sorted(app_named - app_dirs)) + " missing"))
report(app_dirs <= app_named, "docs/design.md names every folder of src/app" +
       ("" if app_dirs <= app_named else ": " + ", ".join(sorted(app_dirs - app_named)) + " unnamed"))
loose = sorted(e for e in os.listdir(app) if e.endswith((".c", ".h")))
report(not loose, "every file of the app lives in a folder" + ("" if not loose else ": " + ", ".join(loose)))
with open(os.path.join(app, "meson.build"), encoding="utf-8") as f:
    found = re.search(r"app_folders\s*=\s*\[([^\]]*)\]", f.read())
app_rank = {d: i for i, d in enumerate(re.findall(r"'([^']+)'", found.group(1) if found else ""))}
report(set(app_rank) == app_dirs, "src/app/meson.build lists every folder of the app (app_folders)")


def sources_of(top):
    """Every .c and .h under @top: file name -> its folder (relative)."""
    where = {}
    for dirpath, _, names in os.walk(top):
        for name in names:
            if name.endswith((".c", ".h")):
                where[name] = os.path.relpath(dirpath, top)
    return where


def code_of(path):
    with open(path, encoding="utf-8") as f:
        return re.sub(r"/\*.*?\*/", " ", f.read(), flags=re.S)


app_files = sources_of(app)
upward = []
for name, folder in sorted(app_files.items()):
    upward += ["%s/%s includes %s/%s" % (folder, name, app_files[w], w)
               for w in include.findall(code_of(os.path.join(app, folder, name)))
               if w in app_files and app_rank.get(app_files[w], -1) > app_rank.get(folder, -1)]
report(not upward, "the app's files include nothing of a higher folder" + ("" if not upward else ": " + "; ".join(upward)))

# No include circle in the app or the CLI, but one class split over files
# on purpose: HdWindow, whose modules (hd-window and every module of
# src/app/window whose .c includes hd-window-private.h) count as one.
# So that an include says who is called, a header declares only what the
# .c of its name defines (the split's headers: what its files define).
declared = re.compile(r"^(?!\s*#)[^;{}()]*?\b(_?hd_\w+)\s*\(", re.M)
defined = re.compile(r"^(_?hd_\w+)\s*\(", re.M)
SPLIT = "hd-window"


def split_modules(top, where):
    return {module_of(n) for n, d in where.items() if n.endswith(".c") and d == "window" and
            (module_of(n) == SPLIT or "hd-window-private.h" in include.findall(code_of(os.path.join(top, d, n))))}


def header_strays(top, where, split):
    """What a header of @where declares that the .c of its name does not
    define, with where it is defined."""
    defs = {}
    for name, folder in where.items():
        if name.endswith(".c"):
            defs.update((fn, name) for fn in defined.findall(code_of(os.path.join(top, folder, name))))
    strays = []
    for name, folder in sorted(where.items()):
        if name.endswith(".h"):
            own = {m + ".c" for m in split} if module_of(name) == SPLIT else {module_of(name) + ".c"}
            strays += ["%s (%s)" % (fn, defs.get(fn, "nowhere"))
                       for fn in declared.findall(code_of(os.path.join(top, folder, name))) if defs.get(fn) not in own]
    return strays


def include_graph(top, where, split):
    """Module -> the modules it includes; the split's modules are one."""
    def node(name):
        return SPLIT if module_of(name) in split else module_of(name)

    modules = {}
    for name, folder in where.items():
        modules.setdefault(node(name), set()).update(
            node(w) for w in include.findall(code_of(os.path.join(top, folder, name))) if w in where)
    for m, used in modules.items():
        used.discard(m)
    return modules


def check_part(label, top, split):
    where = sources_of(top)
    strays = header_strays(top, where, split)
    report(not strays, "%s: a header declares only what the .c of its name defines" % label +
           ("" if not strays else ": " + ", ".join(strays)))
    loop = find_cycle(include_graph(top, where, split))
    report(loop is None, "%s: no include circle among its modules%s" % (
        label, "" if not split else " (HdWindow's files are one)") + ("" if loop is None else ": " + " -> ".join(loop)))


app_split = split_modules(app, app_files)
check_part("the app", app, app_split)
check_part("the CLI", os.path.join(root, "src", "cli"), set())

# The split's own functions, which its files call across and no one else,
# are _hd_window_* and declared in hd-window-private.h; what the window's
# tests (or another file) also call keeps its name there.
outside = [os.path.join(app, d, n) for n, d in app_files.items() if n.endswith(".c") and module_of(n) not in app_split]
for dirpath, _, names in os.walk(os.path.join(root, "tests", "app")):
    outside += [os.path.join(dirpath, n) for n in names if n.endswith(".c")]
outside_text = "\n".join(code_of(p) for p in outside)
private_h = os.path.join(app, "window", "hd-window-private.h")
private = declared.findall(code_of(private_h)) if os.path.exists(private_h) else []
misnamed = [fn for fn in private if fn.startswith("_hd_window_") == bool(re.search(r"\b%s\b" % fn, outside_text))]
report(private and not misnamed, "hd-window-private.h: what only HdWindow's files call is _hd_window_*, "
       "and no other file calls a _hd_window_ function" + ("" if not misnamed else ": " + ", ".join(misnamed)))

# Names where they live (issue 32, item 5).  A module is hd-x.c with its
# header hd-x.h (and hd-x-private.h); every engine .c has its header but
# the files of a module split on purpose (hd-x-*.c defining only what
# hd-x.h or hd-x-private.h declares), named here with the reason.
SPLIT_MODULES = {
    "hd-campaign-game": "HdCampaignGame's transcript reader is a file of its own: the class is long",
    "hd-campaign-oob": "the order of battle's edits and its whole-army trial are files of their own: the module is long",
    "hd-reference": "the rulebook's text is data (rules, tables, campaign), a file each beside the module's code",
    "hd-planner": "its settings read and written as words are a file of their own: the search is long",
    "hd-acw": "American Civil War's Command Points and armies, and its books, are files of their own beside its turn",
    "hd-fga": "The Civil War's actions, combat and books are files of their own beside its turn",
}
# A public function's prefix names its module: hd_x_* for hd-x.h (or the
# module's name alone, hd_evaluate), or a type its header declares, as
# GLib's do (HdSide -> hd_side_*, GObject's hd_x_get_type).  Exceptions,
# each with its reason (a header's name: all it declares):
PREFIX_ALLOWED = {
    "hd-action-private.h": "the appliers hd_action_apply dispatches to, one an action type, each defined in its "
                           "rule's module (hd_battle_fire in hd-battle.c) and declared together here, so that only "
                           "hd-action.c (and the tests) change a position past the rules' check",
}
# A layer's -private.h is included only by the engine's files of its own
# layer (the tests may look inside).  Exceptions, file by file, each with
# its reason; the list is to shrink, not to grow.
RULES_WRITE = "a rule of the game changes the position: HdState's layout is the rules' to write"
ADVANCED_WRITE = "an Advanced rule changes the position like the basic rules (its fields are HdState's)"
BATTLE_SHARED = "fights the battle's rounds with hd-battle's own pieces (HdBattleUnit, a shot's value)"
PRIVATE_ALLOWED = {
    "hd-state-private.h": {
        **{"rules/%s.c" % m: RULES_WRITE for m in (
            "hd-action", "hd-battle", "hd-invariants", "hd-inventory", "hd-movement", "hd-promotion",
            "hd-recruitment", "hd-turn", "hd-victory")},
        **{"advanced/%s.c" % m: ADVANCED_WRITE for m in (
            "hd-battle-days", "hd-border", "hd-containment", "hd-garrison", "hd-intervention", "hd-leader",
            "hd-morale", "hd-supply", "hd-washington")},
        "analysis/hd-odds.c": "reads the battle under way (round, firing side, days' leadership) in its inner loop",
        "analysis/hd-preview.c": "sets up a made-up battle with the unchecked changes (units placed, crossings)",
        "analysis/hd-threat.c": "plays a Movement Segment forward on a copy field by field, for speed",
        "opponent/hd-planner.c": "plays a plan's outcome on a copy with the unchecked changes (captures, losses)",
    },
    "hd-battle-private.h": {
        "advanced/hd-battle-days.c": BATTLE_SHARED,
        "advanced/hd-containment.c": BATTLE_SHARED,
        "advanced/hd-morale.c": BATTLE_SHARED,
        "advanced/hd-leader-private.h": BATTLE_SHARED,
        "analysis/hd-odds.c": BATTLE_SHARED,
        "analysis/hd-battle-log.c": "tells each shot by the very functions the battle fires it with",
    },
    "hd-action-private.h": {
        "advanced/hd-intervention.c": "lands a Foreign Intervention unit as a sea crossing does, by its own applier",
        "analysis/hd-threat.c": "tries a move on a scratch copy by the movement's own applier, for speed",
    },
}


def snake(name):
    return re.sub(r"(?<!^)([A-Z])", r"_\1", name).lower()


def types_declared(text):
    """The prefixes of the types @text declares (HdSide -> hd_side)."""
    found = re.findall(r"typedef[^;{}]*?\b(Hd[A-Z]\w*)\s*;", text)
    found += re.findall(r"\}\s*(Hd[A-Z]\w*)\s*;", text)
    found += re.findall(r"G_DECLARE_\w+\s*\(\s*(Hd\w+)", text)
    return {snake(t) for t in found}


def without_bodies(text):
    """@text with every {...} (an inline function's body, a struct's
    fields) cut out, so that only declarations are left."""
    while True:
        cut = re.sub(r"\{[^{}]*\}", ";", text)
        if cut == text:
            return text
        text = cut


def named_by(fn, prefixes):
    return fn in PREFIX_ALLOWED or any(fn == p or fn.startswith(p + "_") for p in prefixes)


def public_defined(text):
    """The functions @text (a .c) defines and does not make static."""
    return [m.group(2) for m in re.finditer(r"^([^\n]*)\n(hd_\w+)\s*\(", text, re.M)
            if "static" not in m.group(1)]


def engine_path(name):
    return os.path.join(engine, files[name], name)


def engine_module(name):
    """The module of an engine .c: its own, or the split module it is a
    part of (None if neither)."""
    stem = module_of(name)
    if stem + ".h" in files:
        return stem
    return next((m for m in SPLIT_MODULES if stem.startswith(m + "-")), None)


def module_headers(module):
    return [h for h in (module + ".h", module + "-private.h") if h in files]


def module_prefixes(module):
    heads = "\n".join(code_of(engine_path(h)) for h in module_headers(module))
    return {module.replace("-", "_")} | types_declared(heads), heads


orphans = []
for name in sorted(n for n in files if n.endswith(".c")):
    module = engine_module(name)
    if module is None:
        orphans.append("%s/%s" % (files[name], name))
    elif module != module_of(name):
        heads = module_prefixes(module)[1]
        orphans += ["%s/%s defines %s, which %s.h does not declare" % (files[name], name, fn, module)
                    for fn in public_defined(code_of(engine_path(name)))
                    if not re.search(r"\b%s\s*\(" % fn, heads)]
report(not orphans, "every engine .c has its header, or is a part of a split module" +
       ("" if not orphans else ": " + ", ".join(orphans)))

misnamed = []
for name in sorted(files):
    if name.endswith(".h") and name not in PREFIX_ALLOWED:
        text = code_of(engine_path(name))
        prefixes = {module_of(name).replace("-", "_")} | types_declared(text)
        misnamed += ["%s in %s" % (fn, name) for fn in sorted(set(declared.findall(without_bodies(text))))
                     if not named_by(fn, prefixes)]
report(not misnamed, "every function an engine header declares has its module's prefix (or its type's)" +
       ("" if not misnamed else ": " + ", ".join(misnamed)))

misplaced = []
for name in sorted(n for n in files if n.endswith(".c") and engine_module(n)):
    prefixes = module_prefixes(engine_module(name))[0]
    misplaced += ["%s in %s" % (fn, name) for fn in public_defined(code_of(engine_path(name)))
                  if not named_by(fn, prefixes)]
report(not misplaced, "every public function an engine .c defines has its module's prefix (or its type's)" +
       ("" if not misplaced else ": " + ", ".join(misplaced)))

trespass = []
for name in sorted(files):
    for wanted in include.findall(code_of(engine_path(name))):
        if wanted.endswith("-private.h") and wanted in files and files[wanted] != files[name] \
                and "%s/%s" % (files[name], name) not in PRIVATE_ALLOWED.get(wanted, {}):
            trespass.append("%s/%s includes %s/%s" % (files[name], name, files[wanted], wanted))
stale_allowed = ["%s by %s" % (h, f) for h, users in PRIVATE_ALLOWED.items() for f in users
                 if not os.path.exists(os.path.join(engine, f)) or
                 h not in include.findall(code_of(os.path.join(engine, f)))]
report(not trespass and not stale_allowed, "a layer's -private.h is included only inside its layer "
       "(%d allowed by name)" % sum(len(u) for u in PRIVATE_ALLOWED.values()) +
       ("" if not trespass else ": " + "; ".join(trespass)) +
       ("" if not stale_allowed else "; allowed but not included: " + ", ".join(stale_allowed)))


# The counts the pages give (issue 32, item 8): how many folders the engine
# and the app live in, how many modules are split over files, how many
# files HdWindow is, as docs/design.md, README.md and HACKING.md say them
# in words, and how many lessons data/lessons/ holds, as README.md and
# the lessons' dialog and tooltip say; a count that changes fails here
# until the pages follow.
NUMBERS = {w: i for i, w in enumerate("zero one two three four five six seven eight nine ten eleven twelve thirteen "
                                       "fourteen fifteen".split())}
pages = {}
for page in ("docs/design.md", "README.md", "HACKING.md", "data/ui/hd-lessons-dialog.ui", "data/ui/hd-status-panel.ui"):
    with open(os.path.join(root, page), encoding="utf-8") as f:
        pages[page] = f.read()
window_files = sum(1 for m in app_split)
lessons = len([n for n in os.listdir(os.path.join(root, "data", "lessons")) if n.endswith(".xml")])
COUNTS = [
    ("README.md", r"\*\*Learn the Game\.\*\* (\w+) short lessons", lessons, "lessons"),
    ("data/ui/hd-lessons-dialog.ui", r">(\w+) Short Lessons<", lessons, "lessons"),
    ("data/ui/hd-status-panel.ui", r">(\w+) short lessons on the board", lessons, "lessons"),
    ("docs/design.md", r"The engine lives in (\w+) folders", len(layers), "engine folders"),
    ("README.md", r"`src/engine/` \|[^|\n]*? in (\w+) layers", len(layers), "engine layers"),
    ("docs/design.md", r"The application lives in (\w+) folders", len(app_dirs), "app folders"),
    ("docs/design.md", r"\| app \| `src/app/` \|[^|\n]*\| in (\w+) folders", len(app_dirs), "app folders"),
    ("README.md", r"`src/app/` \|[^|\n]*? in (\w+) folders", len(app_dirs), "app folders"),
    ("docs/design.md", r"but for (\w+) modules split", len(SPLIT_MODULES), "split modules"),
    ("docs/design.md", r"one class over (\w+) files", window_files, "HdWindow's files"),
    ("HACKING.md", r"one class over (\w+) files", window_files, "HdWindow's files"),
]
wrong = []
for page, pattern, real, what in COUNTS:
    said = re.findall(pattern, pages[page])
    if not said:
        wrong.append("%s no longer says how many %s (/%s/)" % (page, what, pattern))
    wrong += ["%s says %s %s, there are %d" % (page, w, what, real) for w in said
          if NUMBERS.get(w.lower(), int(w) if w.isdigit() else None) != real]
report(not wrong, "the pages count the folders, split modules, HdWindow's files and lessons rightly" +
       ("" if not wrong else ": " + "; ".join(wrong)))

print("1..%d" % count)
sys.exit(1 if failures else 0)
