#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""test-layers.py: the engine's includes point down its layers.

The engine's files live in one folder per layer (src/engine/meson.build
names them, lowest first).  A file may include headers of its own layer
and of lower ones, never of a higher one; and no two modules include
each other, directly or round a longer loop (a module is hd-x.c with
hd-x.h and hd-x-private.h).  The engine's tests live in folders of the
same names under tests/, and docs/design.md names every module.
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


def find_cycle():
    """A loop of modules, as a list, or None (depth-first, three colours)."""
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


loop = find_cycle()
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

print("1..%d" % count)
sys.exit(1 if failures else 0)
