#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""test-rule-citations.py: every rule number the program cites, in src/
and data/, and every one its help pages cite (help/C), has an entry in the
rules reference (hd-reference-rules.c for the rulebook,
hd-reference-campaign.c for the Campaign Game, hd-reference-fga.c for The
Civil War's "FGA 4.3.4", a paragraph's letter after it left aside and a
number deeper than the reference's shown by its section, as the program
shows it).

Citations are collected as the program writes them: a string that is a
rule number ("4.3", the rule of a refusal or an option's id), "rule 4.3",
"rules 4.0, 4.3", "(5.31)", "Advanced 2.1" and "advanced-2.1" (the
Advanced Game's numbers are its own), "Campaign 7.1", "Campaign 7.1 and
7.2", "Campaign 5" and "campaign-7.1" (the Campaign Game's, anywhere), and
"Game Piece Inventory".  In the Campaign Game's own files
(src/engine/campaign/, tests/campaign/, docs/campaign.md) a bare number
("(7.1)", "Rule 7.1", "7.1") is a campaign rule's: there every one must
have a campaign entry; A House Divided's rules are cited there "AHD 4.0"
or "AHD rule 4.0".  And a campaign refusal names its rule in the campaign's
form: every hd_rules_refuse () in src/engine/campaign/ given a written rule
gives "Campaign N.N" (shown "Campaign 7.1: ..."; a bare "7.1" would link to
the basic game's 7.1), or "Advanced N.N" for an Advanced rule.  Prints TAP."""
import os
import re
import sys

root = sys.argv[1]
NUMBER = r"\d+\.\d+(?:\.\d+)?"
SECTION = r"\d+(?:\.\d+){0,2}"        # a campaign section stands alone: "Campaign 5"
LIST = r"(?:(?:, | and | or )"
PATTERNS = [
    (re.compile(r'"(' + NUMBER + r')"'), ''),                      # "4.3": a refusal's rule, an option
    (re.compile(r'[Rr]ules? (' + NUMBER + LIST + NUMBER + r')*)'), ''),
    (re.compile(r'\((' + NUMBER + r'(?:, ' + NUMBER + r')*)\)'), ''),
    (re.compile(r'Advanced (' + NUMBER + LIST + NUMBER + r')*)'), 'advanced-'),
    (re.compile(r'"advanced-(' + NUMBER + r')'), 'advanced-'),
]
CAMPAIGN_PATTERNS = [
    re.compile(r'Campaign (' + SECTION + LIST + SECTION + r')*)(?![\d.]*\d)'),
    re.compile(r'campaign-(' + SECTION + r')(?![\d.]*\d)'),
]
SOURCES = ('.c', '.h', '.ui', '.xml', '.in', '.txt', '.md', '.page')
REFERENCE = ('hd-reference-rules.c', 'hd-reference-campaign.c', 'hd-reference-fga.c')
FGA = re.compile(r'\bFGA (\d+(?:\.\d+)*)')
# the Campaign Game's own files, where a bare rule number is a campaign rule's
CAMPAIGN_FILES = (os.path.join('src', 'engine', 'campaign') + os.sep,
                  os.path.join('tests', 'campaign') + os.sep,
                  os.path.join('docs', 'campaign.md'))


def reference_ids():
    ids = set()
    for name in REFERENCE:
        path = os.path.join(root, 'src', 'engine', 'teach', name)
        with open(path, encoding='utf-8') as f:
            ids |= set(re.findall(r'\{ "([^"]+)", (?:HD_RULE_\w+|C|F),', f.read()))
    return ids


def is_campaign_file(path):
    rel = os.path.relpath(path, root)
    return any(rel.startswith(prefix) for prefix in CAMPAIGN_FILES)


def cited_in(path):
    with open(path, encoding='utf-8', errors='replace') as f:
        text = f.read()
    # an XML declaration's version="1.0" cites nothing
    text = re.sub(r'<\?xml[^>]*\?>', '', text)
    campaign_file = is_campaign_file(path)
    found = set()
    for pattern, prefix in PATTERNS:
        for m in pattern.finditer(text):
            bare = ''
            # there A House Divided's own rules are cited "AHD 4.0", "AHD rule 4.0"
            if campaign_file and not text[max(0, m.start() - 4):m.start()].endswith('AHD '):
                bare = 'campaign-'
            for number in re.findall(NUMBER, m.group(1)):
                found.add((prefix or bare) + number)
    for pattern in CAMPAIGN_PATTERNS:
        for m in pattern.finditer(text):
            for number in re.findall(SECTION, m.group(1)):
                found.add('campaign-' + number)
    for m in FGA.finditer(text):
        found.add('fga-' + m.group(1))
    if 'Game Piece Inventory' in text:
        found.add('inventory')
    return found


REFUSAL = re.compile(r'hd_rules_refuse\s*\(\s*[^,()]+,\s*"([^"]*)"')
CITED_AS_CAMPAIGN = re.compile(r'(Campaign (' + SECTION + r'|Appendix I{1,2})|Advanced ' + NUMBER + r')$')


def bad_refusals():
    """(file, rule) for each refusal in the campaign layer not cited "Campaign N.N" (or "Advanced N.N")."""
    folder = os.path.join(root, 'src', 'engine', 'campaign')
    bad = []
    for name in sorted(os.listdir(folder)) if os.path.isdir(folder) else []:
        if name.endswith('.c'):
            with open(os.path.join(folder, name), encoding='utf-8') as f:
                for m in REFUSAL.finditer(f.read()):
                    if not CITED_AS_CAMPAIGN.match(m.group(1)):
                        bad.append((name, m.group(1)))
    return bad


def files():
    tops = ('src', 'data', os.path.join('help', 'C'), os.path.join('tests', 'campaign'))
    for top in tops:
        for folder, _, names in os.walk(os.path.join(root, top)):
            for name in sorted(names):
                # the reference itself, and release numbers
                if name.endswith(SOURCES) and name not in REFERENCE and 'metainfo' not in name:
                    yield os.path.join(folder, name)
    yield os.path.join(root, 'docs', 'campaign.md')


def fga_section_of(rule, ids):
    """The Civil War's section the program shows for @rule ("fga-10.2.4" is
    fga-10.2 when the reference has no 10.2.4): the deepest it has, a
    part's number alone not counting."""
    if not rule.startswith('fga-'):
        return None
    parts = rule[len('fga-'):].split('.')
    while len(parts) > 2:
        parts.pop()
        if 'fga-' + '.'.join(parts) in ids:
            return 'fga-' + '.'.join(parts)
    return None


def main():
    ids = reference_ids()
    cited = {}
    for path in files():
        if not os.path.exists(path):
            continue
        for rule in cited_in(path):
            cited.setdefault(rule, []).append(os.path.relpath(path, root))
    missing = sorted(r for r in cited if r not in ids and not fga_section_of(r, ids))
    status = 0
    print('1..3')
    print('ok 1 - %d rule numbers cited in src/, data/, help/C/ and the campaign\'s files (%d files)'
          % (len(cited), len(set(sum(cited.values(), [])))))
    if missing:
        print('not ok 2 - cited but not in the rules reference:')
        for r in missing:
            print('#   %s (in %s)' % (r, ', '.join(sorted(set(cited[r]))[:4])))
        status = 1
    else:
        print('ok 2 - the rules reference has every one')
    bad = bad_refusals()
    if bad:
        print('not ok 3 - campaign refusals must cite "Campaign N.N":')
        for name, rule in bad:
            print('#   src/engine/campaign/%s: "%s"' % (name, rule))
        status = 1
    else:
        print('ok 3 - every campaign refusal cites its rule as "Campaign N.N"')
    return status


sys.exit(main())
