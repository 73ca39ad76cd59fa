#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""test-po-glue.py: no translatable string is glued together from pieces a
translator cannot reorder (issue 22, item 1).

Two kinds of check, over every C file of src/ and every translatable
string of data/ui/:

- the catalogue: a msgid (of _(), N_(), C_(), NC_(), ngettext() or NP_(),
  as xgettext reads them with po/meson.build's keywords) that begins or
  ends with a space, begins or ends with a comma, begins with "and" or
  "or" or ends with them, begins with a colon or ends with ": ", or is a
  lone fragment: nothing but format directives, punctuation and spaces
  ("%s: %s", ", ").  A lone fragment is allowed when a TRANSLATORS comment
  just before it says what it joins (a list separator, a heading of a
  number and a title), as po/ readers see it.
- the code: g_strconcat() or strcat()/g_strlcat() joining two translated
  pieces, or a translated piece and English words in a literal; a
  printf-style call (g_strdup_printf, g_string_append_printf, g_print,
  g_printerr, printf, fprintf, g_set_error, hd_rules_refuse) whose format
  is an untranslated literal with English words, or with two %s or more,
  given a translated piece as an argument; g_string_append() /
  g_string_prepend() / g_string_insert() of a translated piece that is a
  fragment by the catalogue's rules.

    test-po-glue.py SRCDIR             # TAP over the sources
    test-po-glue.py --self-check       # the fixtures below: glue caught,
                                       # honest code passed

Whole sentences with format arguments (g_strdup_printf (_("The %1$s
cannot go there. %2$s."), ...)) and lists joined with a translatable
separator that has a TRANSLATORS comment are fine."""
import os
import re
import sys

TRANSLATE = {"_": (0,), "N_": (0,), "C_": (1,), "NC_": (1,), "Q_": (0,), "ngettext": (0, 1), "NP_": (0, 1),
             "g_dngettext": (1, 2), "g_dgettext": (1,), "dgettext": (1,)}
PRINTF = {"g_strdup_printf": 0, "g_string_append_printf": 1, "g_string_printf": 1, "g_print": 0,
          "g_printerr": 0, "printf": 0, "fprintf": 1, "g_set_error": 3, "hd_rules_refuse": 2,
          "g_string_prepend_printf": 1}
APPEND = {"g_string_append": 1, "g_string_prepend": 1, "g_string_insert": 2, "g_string_append_len": 1}
CONCAT = {"g_strconcat", "strcat", "g_strlcat", "g_strjoin"}
DIRECTIVE = re.compile(r"%(?:\d+\$)?[-+ #0']*(?:\d+|\*)?(?:\.(?:\d+|\*))?(?:hh|h|ll|l|L|z|j|t)?[diouxXeEfgGcsp%]"
                       r"|%\"G_G?U?INT\d*_FORMAT\"")
WORDS = re.compile(r"[A-Za-z]{2,}")
MACRO = "\x01"   # where a format macro (G_GSIZE_FORMAT) stood in a literal


# ------------------------------------------------------------ C tokens

TOKEN = re.compile(r'''
    (?P<comment>/\*.*?\*/|//[^\n]*)
  | (?P<string>"(?:[^"\\\n]|\\.)*")
  | (?P<char>'(?:[^'\\\n]|\\.)*')
  | (?P<pre>\#[^\n]*(?:\\\n[^\n]*)*)
  | (?P<ident>[A-Za-z_][A-Za-z0-9_]*)
  | (?P<punct>[(),;{}?:])
  | (?P<space>\s+)
  | (?P<other>.)
''', re.S | re.X)


def unescape(literal):
    body = literal[1:-1]
    return re.sub(r'\\(.)', lambda m: {"n": "\n", "t": "\t"}.get(m.group(1), m.group(1)), body)


def tokens(text):
    """(kind, value, line) of C @text; adjacent string literals joined,
    macros inside #define kept (xgettext reads them too)."""
    out = []
    line = 1
    for m in TOKEN.finditer(text):
        kind, value = m.lastgroup, m.group()
        if kind == "pre":
            body = value.split(None, 1)[1] if value.startswith("#define") and " " in value else ""
            if body:
                out.extend((k, v, line + l - 1) for k, v, l in tokens(body.replace("\\\n", " ")))
        elif kind == "string":
            if out and out[-1][0] == "string":
                out[-1] = ("string", out[-1][1] + unescape(value), out[-1][2])
            else:
                out.append(("string", unescape(value), line))
        elif kind == "ident" and value.startswith("G_G") and out and out[-1][0] == "string":
            # "%" G_GSIZE_FORMAT: a directive, marked, for xgettext cuts a msgid there
            out[-1] = ("string", out[-1][1] + "u" + MACRO, out[-1][2])
        elif kind not in ("space",):
            out.append((kind, value, line))
        line += value.count("\n")
    return out


def split_args(toks, start):
    """The arguments of the call whose "(" is toks[start]: a list of lists
    of token indices, and the index after its ")"."""
    depth, args, cur = 0, [], []
    i = start
    while i < len(toks):
        kind, value, _ = toks[i]
        if kind == "punct" and value in "({":
            depth += 1
            if depth > 1:
                cur.append(i)
        elif kind == "punct" and value in ")}":
            depth -= 1
            if depth == 0:
                args.append(cur)
                return args, i + 1
            cur.append(i)
        elif kind == "punct" and value == "," and depth == 1:
            args.append(cur)
            cur = []
        else:
            cur.append(i)
        i += 1
    return args, i


class Translation:
    def __init__(self, msgids, line, comment):
        self.msgids, self.line, self.comment = msgids, line, comment


def translations_in(toks, comments):
    """Every translation call in @toks: Translation objects, and a map from
    the index of its name token to it."""
    found = {}
    for i, (kind, value, line) in enumerate(toks):
        if kind != "ident" or value not in TRANSLATE or i + 1 >= len(toks) or toks[i + 1][1] != "(":
            continue
        args, _ = split_args(toks, i + 1)
        msgids = []
        for n in TRANSLATE[value]:
            if n < len(args) and len(args[n]) == 1 and toks[args[n][0]][0] == "string":
                msgids.append(toks[args[n][0]][1])
        if msgids:
            found[i] = Translation(msgids, line, comment_before(comments, line))
    return found


def comment_before(comments, line):
    """A TRANSLATORS comment ending on @line or up to three lines above."""
    for end, text in comments:
        if line - 3 <= end <= line and "TRANSLATORS" in text:
            return text
    return None


# ------------------------------------------------------------ the rules

def bare(msgid):
    return DIRECTIVE.sub("", msgid)


def catalogue_problem(msgid):
    """Why @msgid reads as a piece glued to others, or None."""
    if msgid.strip() == "":
        return "it is only spaces" if msgid else None
    if msgid[0] in " \t":
        return "it begins with a space"
    if msgid[-1] in " \t":
        return "it ends with a space"
    if msgid.lstrip().startswith(","):
        return "it begins with a comma"
    if msgid.rstrip().endswith(","):
        return "it ends with a comma"
    if msgid.startswith((":", ";")):
        return "it begins with a %s" % ("colon" if msgid[0] == ":" else "semicolon")
    if re.match(r"(and|or)\b", msgid):
        return 'it begins with "%s"' % msgid.split()[0]
    if re.search(r"\b(and|or)$", msgid.rstrip()):
        return 'it ends with "%s"' % msgid.split()[-1]
    return None


def is_lone_fragment(msgid):
    """Nothing but directives, punctuation and spaces: "%s: %s", ", "."""
    rest = bare(msgid)
    return not re.search(r"\w", rest, re.U)


def english(literal):
    """A literal with English words in it (not only directives, codes)."""
    return bool(WORDS.search(bare(literal)))


def parse(text):
    """The tokens of C @text without comments, and its translation calls."""
    toks = tokens(text)
    comments = [(tok[2] + tok[1].count("\n"), tok[1]) for tok in toks if tok[0] == "comment"]
    code = [t for t in toks if t[0] != "comment"]
    return code, translations_in(code, comments)


def commented_msgids(texts):
    """The msgids with a TRANSLATORS comment at one of their places at least:
    xgettext gathers every place's comments into the one entry of the
    catalogue, so that is what a translator reads."""
    out = set()
    for text in texts:
        for t in parse(text)[1].values():
            if t.comment is not None:
                out.update(t.msgids)
    return out


def check_file(path, text, commented=frozenset()):
    """Problems of one C file: (line, message)."""
    code, calls = parse(text)
    problems = []
    for t in calls.values():
        if t.comment is None and any(m in commented for m in t.msgids):
            t.comment = "TRANSLATORS: (at another place of the same msgid)"

    for t in calls.values():
        for msgid in t.msgids:
            if MACRO in msgid:
                problems.append((t.line, "msgid %r: a format macro (G_GSIZE_FORMAT) cuts it, xgettext stops "
                                 "there, so it is never translated; write a plain directive with a cast"
                                 % msgid.replace(MACRO, "")))
                continue
            why = catalogue_problem(msgid)
            if is_lone_fragment(msgid):
                # a separator or a composition, explained to translators
                why = None if t.comment is not None else \
                    "it is a lone fragment (only directives and punctuation) with no TRANSLATORS comment"
            if why is not None:
                problems.append((t.line, "msgid %r: %s" % (msgid, why)))

    for i, (kind, value, line) in enumerate(code):
        if kind != "ident" or i + 1 >= len(code) or code[i + 1][1] != "(":
            continue
        if value not in CONCAT and value not in PRINTF and value not in APPEND:
            continue
        args, _ = split_args(code, i + 1)
        pieces = [a for a in args if any(k in calls for k in a)]
        literals = [code[a[0]][1] for a in args if len(a) == 1 and code[a[0]][0] == "string"]
        if value in CONCAT:
            if len(pieces) >= 2 or (pieces and any(english(l) for l in literals)):
                problems.append((line, "%s() glues translated pieces%s" %
                                 (value, "" if len(pieces) >= 2 else " to English words")))
        elif value in PRINTF:
            n = PRINTF[value]
            if n >= len(args) or len(args[n]) != 1 or code[args[n][0]][0] != "string":
                continue
            literal = code[args[n][0]][1]
            given = [a for a in pieces if a is not args[n]]
            # a list: an item and an explained separator (", "), no words
            separator = any(calls[k].comment is not None and all(is_lone_fragment(m) for m in calls[k].msgids)
                            for a in given for k in a if k in calls)
            if given and english(literal):
                problems.append((line, "%s() puts a translated piece into the untranslated %r" % (value, literal)))
            elif len(given) >= 2 and len(re.findall(r"%(?:\d+\$)?s", literal)) >= 2 and not separator:
                problems.append((line, "%s() glues translated pieces with the untranslated %r" % (value, literal)))
        elif APPEND[value] < len(args):
            for k in args[APPEND[value]]:
                if k in calls and calls[k].comment is None:
                    for msgid in calls[k].msgids:
                        if catalogue_problem(msgid) is not None or is_lone_fragment(msgid):
                            problems.append((line, "%s() of the fragment %r" % (value, msgid)))
    problems.extend(appends_to_one_string(code, calls))
    return sorted(set(problems))


def whole(msgid):
    """A piece that stands as a sentence or line of its own: it begins with
    a capital, a directive or a line break, and ends a sentence or line."""
    text = msgid.strip("\n")
    return bool(re.match(r"(%|[A-Z0-9\u00c0-\u024f\"(\[★▸•])", text)) and \
        bool(re.search(r"([.!?:)\]]|%(?:\d+\$)?[sdu])$", text))


STRING_APPENDS = {"g_string_append": 1, "g_string_append_printf": 1, "g_string_prepend": 1,
                  "strcat": 1, "g_strlcat": 1}


def appends_to_one_string(code, calls):
    """Two translated pieces or more appended, statement after statement,
    to one string in one function, one of them not whole (a fragment)."""
    problems = []
    depth = 0
    targets = {}
    for i, (kind, value, line) in enumerate(code):
        if kind == "punct" and value == "{":
            depth += 1
        elif kind == "punct" and value == "}":
            depth -= 1
            if depth == 0:
                targets = {}
        if kind != "ident" or value not in STRING_APPENDS or i + 1 >= len(code) or code[i + 1][1] != "(":
            continue
        args, _ = split_args(code, i + 1)
        if len(args) <= STRING_APPENDS[value]:
            continue
        target = " ".join(code[k][1] for k in args[0])
        # one piece a call: the msgids of a ?: are one piece or another
        msgids = [m for k in args[STRING_APPENDS[value]] if k in calls for m in calls[k].msgids
                  if not (is_lone_fragment(m) and calls[k].comment is not None)]
        if not msgids:
            continue
        pieces = targets.setdefault(target, [])
        pieces.append((line, msgids))
        if len(pieces) >= 2 and not all(whole(m) for _, ms in pieces for m in ms):
            problems.append((line, "%s() glues %r and %r into %s" % (value, pieces[-2][1][0], pieces[-1][1][0],
                                                                     target)))
    return problems


UI_STRING = re.compile(r'translatable="yes"[^>]*>([^<]*)<')


def check_ui(text):
    problems = []
    for m in UI_STRING.finditer(text):
        msgid = m.group(1)
        why = catalogue_problem(msgid)
        if why is not None:
            problems.append((text.count("\n", 0, m.start()) + 1, "msgid %r: %s" % (msgid, why)))
    return problems


# ------------------------------------------------------------ self-check

GLUED = {
    "concat of two pieces": 'x = g_strconcat (_("Not for the "), name, _(": "), why, NULL);',
    "concat of a piece and English": 'x = g_strconcat (_("Rule"), " 4.0 says no", NULL);',
    "a msgid ending in a space": 'x = g_strdup_printf (_("Not for the %s: "), name);',
    "a msgid beginning with a comma": 'g_string_append_printf (out, _(", +%d from a leader"), n);',
    "a msgid beginning with and": 'g_string_append (out, _("and the rest"));',
    "a msgid ending with or": 'x = _("march or");',
    "a lone fragment": 'x = g_strdup_printf (_("%s: %s"), a, b);',
    "a piece in an untranslated sentence": 'x = g_strdup_printf ("%s is out of reach", _("Chicago"));',
    "two pieces in an untranslated format": 'x = g_strdup_printf ("%s %s", _("Militia"), _("Infantry"));',
    "an append of a fragment": 'g_string_append (s, _(" (rule 4.0)"));',
    "a plural piece ending in a space": 'x = g_strdup_printf (ngettext ("%u unit ", "%u units ", n), n);',
    "strcat of two pieces": 'void f (void) {\n  strcat (buf, _("moved"));\n  strcat (buf, _("to Richmond"));\n}',
    "appends of two pieces": 'void f (void) {\n  g_string_append (s, _("the Union"));\n'
                             '  g_string_append_printf (s, _("attacks %s"), box);\n}',
    "a msgid beginning with a semicolon": 'g_print (_("; attacking %s crosses its river side"), name);',
    "a msgid cut by a format macro": 'x = g_strdup_printf (_("the file is %" G_GSIZE_FORMAT " bytes"), len);',
    "a separator no one explains": 'g_string_append_printf (out, "%s%s", i ? _(", ") : "", _("the leaders"));',
}

HONEST = '''
/* TRANSLATORS: %1$s a unit, %2$s the rule's refusal */
x = g_strdup_printf (_("The %1$s cannot go there. %2$s."), unit, why);
y = g_strdup_printf (ngettext ("%u unit in play", "%u units in play", n), n);
/* TRANSLATORS: between the items of a list, "Richmond, Petersburg" */
changes = g_strjoinv (_(", "), items);
/* TRANSLATORS: a rule's heading: its number, then its title */
h = g_strdup_printf (_("%1$s %2$s"), number, title);
g_string_append_printf (out, "%s%s", out->len > 0 ? "\\n" : "", line);
void f (void) {
  g_string_append (text, _("Optional rules:"));
  g_string_append_printf (text, _("\\n%s Supply (Advanced 2.0)"), star);
  g_string_append (text, _("Every battle of this Player Turn has been fought."));
}
z = g_strdup_printf ("%u", die);
g_print (_("Army maximums: Union %1$u (%2$s), Confederate %3$u (%4$s)\\n"), a, b, c, d);
/* TRANSLATORS: between the items of a list */
g_string_append_printf (why, "%s%s", why->len > 0 ? _(", ") : "", _("the leaders' pluses (Advanced 8.2.2)"));
#define USED(n) ngettext ("the %u march has been used", "all %u marches have been used", (n))
'''


def self_check():
    failures = 0
    count = 0
    for name, code in GLUED.items():
        count += 1
        found = check_file("fixture.c", code)
        ok = len(found) > 0
        failures += not ok
        print("%s %d - glue caught: %s%s" % ("ok" if ok else "not ok", count, name,
                                             "" if ok else " (nothing found in %r)" % code))
    count += 1
    found = check_file("honest.c", HONEST)
    ok = not found
    failures += not ok
    print("%s %d - honest code passes%s" % ("ok" if ok else "not ok", count,
                                            "" if ok else ": " + "; ".join(m for _, m in found)))
    count += 1
    found = check_ui('<property name="title" translatable="yes">Move </property>')
    ok = len(found) == 1
    failures += not ok
    print("%s %d - a .ui string ending in a space is caught" % ("ok" if ok else "not ok", count))
    print("1..%d" % count)
    return 1 if failures else 0


def main():
    if sys.argv[1:] == ["--self-check"]:
        return self_check()
    root = sys.argv[1]
    failures = 0
    count = 0
    files = []
    for folder, ext in (("src", ".c"), (os.path.join("data", "ui"), ".ui")):
        for dirpath, _, names in os.walk(os.path.join(root, folder)):
            files.extend(os.path.join(dirpath, n) for n in names if n.endswith(ext))
    texts = {}
    for path in sorted(files):
        with open(path, encoding="utf-8") as f:
            texts[path] = f.read()
    commented = commented_msgids(t for p, t in texts.items() if p.endswith(".c"))
    for path in sorted(files):
        text = texts[path]
        rel = os.path.relpath(path, root)
        found = check_ui(text) if path.endswith(".ui") else check_file(rel, text, commented)
        count += 1
        if found:
            failures += 1
            print("not ok %d - %s has glued strings" % (count, rel))
            for line, message in found:
                print("# %s:%d: %s" % (rel, line, message))
        else:
            print("ok %d - %s" % (count, rel))
    print("1..%d" % count)
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
