#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""test-help.py SOURCE_ROOT BUILD_ROOT: the help (help/C/*.page) is valid
Mallard (yelp-check validate), its links and ids hold and no page is an
orphan; every page carries the SPDX line, a <desc>, a <credit>, a
<license> and a guide link, and is installed (help/meson.build); every
page the application opens (src/app/dialogs/hd-help.c) exists; and for every
language of help/LINGUAS the .po translates every string of the pages
(itstool's template, msgcmp, no fuzzy entry, msgfmt --check) and the
pages the build made from it (BUILD_ROOT/help/LANG/*.page, gnome.yelp's
itstool merge) exist for every page, are translated and validate too.
Prints TAP."""
import glob
import os
import re
import subprocess
import sys
import tempfile

source_root, build_root = sys.argv[1], sys.argv[2]
help_dir = os.path.join(source_root, "help")
c_pages = sorted(glob.glob(os.path.join(help_dir, "C", "*.page")))
page_ids = {os.path.basename(p)[:-len(".page")] for p in c_pages}
results = []


def report(ok, what, detail=""):
    results.append((bool(ok), what, detail))


def run(*args):
    """(exit status, stdout and stderr) of a command."""
    p = subprocess.run(args, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    return p.returncode, p.stdout.strip()


def check_yelp(pages, where):
    rc, out = run("yelp-check", "validate", *pages)
    report(rc == 0 and out == "", "yelp-check validate: the %d pages of %s" % (len(pages), where), out)


def check_c_pages():
    report(len(c_pages) >= 10, "%d pages in help/C" % len(c_pages))
    check_yelp(c_pages, "help/C")
    for command in ("links", "ids", "orphans"):
        rc, out = run("yelp-check", command, os.path.join(help_dir, "C"))
        report(rc == 0 and out == "", "yelp-check %s help/C" % command, out)
    for path in c_pages:
        name = os.path.relpath(path, source_root)
        with open(path, encoding="utf-8") as f:
            text = f.read()
        head = "".join(text.splitlines(True)[:3])
        report("SPDX-License-Identifier: GPL-3.0-or-later" in head, "%s has the SPDX line" % name)
        for element in ("<desc>", "<credit ", "<license ", "<title>"):
            report(element in text, "%s has %s" % (name, element.strip("<> ")))
        if not name.endswith("index.page"):
            report(re.search(r'<link type="guide" xref="index(#[a-z-]+)?"/>', text),
                   "%s is linked from the index" % name)


def check_installed():
    with open(os.path.join(help_dir, "meson.build"), encoding="utf-8") as f:
        listed = set(re.findall(r"'([a-z-]+)\.page'", f.read()))
    report(listed == page_ids, "help/meson.build installs every page of help/C",
           "listed %s, on disk %s" % (sorted(listed), sorted(page_ids)))


def check_app_pages():
    with open(os.path.join(source_root, "src", "app", "dialogs", "hd-help.c"), encoding="utf-8") as f:
        opened = set(re.findall(r'return "([a-z-]+)";', f.read()))
    report(len(opened) >= 5, "hd-help.c opens %d pages: %s" % (len(opened), ", ".join(sorted(opened))))
    for page in sorted(opened):
        report(page in page_ids, "the page hd-help.c opens, %s, is help/C/%s.page" % (page, page))


def linguas():
    with open(os.path.join(help_dir, "LINGUAS"), encoding="utf-8") as f:
        return [w for line in f if not line.startswith("#") for w in line.split()]


def check_language(lang, pot):
    po = os.path.join(help_dir, lang, lang + ".po")
    rc, out = run("msgfmt", "--check", "--statistics", "-o", os.devnull, po)
    report(rc == 0, "msgfmt --check help/%s/%s.po" % (lang, lang), out)
    report(rc == 0 and "fuzzy" not in out and "untranslated" not in out,
           "help/%s/%s.po: every string translated, none fuzzy" % (lang, lang), out)
    rc, out = run("msgcmp", po, pot)
    report(rc == 0, "help/%s/%s.po has every string of help/C (msgcmp)" % (lang, lang), out)
    with open(po, encoding="utf-8") as f:
        text = f.read()
    report(not re.search(r'^msgstr ""\n\n', text[text.find("\n\n"):], re.M),
           "help/%s/%s.po has no empty translation" % (lang, lang))

    built = sorted(glob.glob(os.path.join(build_root, "help", lang, "*.page")))
    names = {os.path.basename(p)[:-len(".page")] for p in built}
    report(names == page_ids, "the build made help/%s/*.page for every page" % lang,
           "built %s" % sorted(names))
    if not built:
        return
    check_yelp(built, "the build's help/%s" % lang)
    for path in built:
        with open(path, encoding="utf-8") as f:
            translated = f.read()
        with open(os.path.join(help_dir, "C", os.path.basename(path)), encoding="utf-8") as f:
            original = f.read()
        title = re.search(r"<title>(.*?)</title>", translated, re.S)
        report(translated != original and title and title.group(1) not in original,
               "help/%s/%s is translated (its title: %s)" % (lang, os.path.basename(path),
                                                           title.group(1) if title else None))


def main():
    check_c_pages()
    check_installed()
    check_app_pages()
    with tempfile.TemporaryDirectory() as tmp:
        pot = os.path.join(tmp, "help.pot")
        rc, out = run("itstool", "-o", pot, *c_pages)
        report(rc == 0, "itstool makes the template of help/C", out)
        languages = linguas()
        report("de" in languages, "help/LINGUAS: %s" % " ".join(languages))
        for lang in languages:
            check_language(lang, pot)

    print("1..%d" % len(results))
    failed = 0
    for i, (ok, what, detail) in enumerate(results, 1):
        print("%s %d - %s" % ("ok" if ok else "not ok", i, what))
        if not ok and detail:
            for line in detail.splitlines()[:20]:
                print("#   " + line)
        failed += not ok
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
