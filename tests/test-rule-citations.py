#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""test-rule-citations.py: every rule number the program cites, in src/
and data/, and every one its help pages cite (help/C), has an entry in the rules reference (hd-reference-rules.c).

Citations are collected as the program writes them: a string that is a
rule number ("4.3", the rule of a refusal or an option's id), "rule 4.3",
"rules 4.0, 4.3", "(5.31)", "Advanced 2.1" and "advanced-2.1" (the
Advanced Game's numbers are its own), and "Game Piece Inventory".
Prints TAP."""
import os
import re
import sys

root = sys.argv[1]
NUMBER = r"\d+\.\d+(?:\.\d+)?"
PATTERNS = [
    (re.compile(r'"(' + NUMBER + r')"'), False),                      # "4.3": a refusal's rule, an option
    (re.compile(r'[Rr]ules? (' + NUMBER + r'(?:(?:, | and | or )' + NUMBER + r')*)'), False),
    (re.compile(r'\((' + NUMBER + r'(?:, ' + NUMBER + r')*)\)'), False),
    (re.compile(r'Advanced (' + NUMBER + r'(?:(?:, | and )' + NUMBER + r')*)'), True),
    (re.compile(r'"advanced-(' + NUMBER + r')'), True),
]
SOURCES = ('.c', '.h', '.ui', '.xml', '.in', '.txt', '.md', '.page')


def reference_ids():
    path = os.path.join(root, 'src', 'engine', 'teach', 'hd-reference-rules.c')
    with open(path, encoding='utf-8') as f:
        return set(re.findall(r'\{ "([^"]+)", HD_RULE_', f.read()))


def cited_in(path):
    with open(path, encoding='utf-8', errors='replace') as f:
        text = f.read()
    found = set()
    for pattern, advanced in PATTERNS:
        for m in pattern.finditer(text):
            for number in re.findall(NUMBER, m.group(1)):
                found.add(('advanced-' if advanced else '') + number)
    if 'Game Piece Inventory' in text:
        found.add('inventory')
    return found


def files():
    for top in ('src', 'data', os.path.join('help', 'C')):
        for folder, _, names in os.walk(os.path.join(root, top)):
            for name in sorted(names):
                # the reference itself, and release numbers
                if name.endswith(SOURCES) and name != 'hd-reference-rules.c' and 'metainfo' not in name:
                    yield os.path.join(folder, name)


def main():
    ids = reference_ids()
    cited = {}
    for path in files():
        for rule in cited_in(path):
            cited.setdefault(rule, []).append(os.path.relpath(path, root))
    missing = sorted(r for r in cited if r not in ids)
    print('1..2')
    print('ok 1 - %d rule numbers cited in src/, data/ and help/C/ (%d files)' % (len(cited), len(set(sum(cited.values(), [])))))
    if missing:
        print('not ok 2 - cited but not in the rules reference:')
        for r in missing:
            print('#   %s (in %s)' % (r, ', '.join(sorted(set(cited[r]))[:4])))
        return 1
    print('ok 2 - the rules reference has every one')
    return 0


sys.exit(main())
