#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""test-translations.py SOURCE_ROOT: every language in po/LINGUAS is
complete.  For each one, its catalogue po/LANG.po passes msgfmt --check
(format strings, plurals, header), has no fuzzy entry, and translates
every string the sources have today: the template is made afresh from
po/POTFILES with xgettext, as meson's gettext module makes it, and
msgcmp fails on any string missing, untranslated or fuzzy.  The help
pages' catalogues (help/LANG/LANG.po) are checked the same way against
a template itstool makes from help/C/*.page."""
import glob
import os
import subprocess
import sys
import tempfile
sys.dont_write_bytecode = True   # no __pycache__ in the source tree
from tap import finish, report  # noqa: E402

root = sys.argv[1]
po_dir = os.path.join(root, "po")

# meson's i18n.gettext(preset: 'glib') arguments, and ours (po/meson.build)
XGETTEXT_ARGS = [
    "--from-code=UTF-8", "--add-comments",
    "--keyword=_", "--keyword=N_", "--keyword=C_:1c,2", "--keyword=NC_:1c,2",
    "--keyword=g_dcgettext:2", "--keyword=g_dngettext:2,3", "--keyword=g_dpgettext2:2c,3",
    "--flag=N_:1:pass-c-format", "--flag=C_:2:pass-c-format", "--flag=NC_:2:pass-c-format",
    "--flag=g_dngettext:2:pass-c-format", "--flag=g_strdup_printf:1:c-format",
    "--flag=g_string_printf:2:c-format", "--flag=g_string_append_printf:2:c-format",
    "--flag=g_error_new:3:c-format", "--flag=g_set_error:4:c-format",
    "--flag=g_markup_printf_escaped:1:c-format", "--flag=g_log:3:c-format",
    "--flag=g_print:1:c-format", "--flag=g_printerr:1:c-format", "--flag=g_printf:1:c-format",
    "--flag=g_fprintf:2:c-format", "--flag=g_sprintf:2:c-format", "--flag=g_snprintf:3:c-format",
    "--keyword=NP_:1,2",
]




def run(args, **kw):
    return subprocess.run(args, capture_output=True, text=True, **kw)


def check_catalogue(po, template, what):
    r = run(["msgfmt", "--check", "--check-format", "-o", os.devnull, po])
    report(r.returncode == 0, "%s passes msgfmt --check" % what, r.stderr)
    r = run(["msgattrib", "--only-fuzzy", "--no-obsolete", po])
    fuzzy = r.stdout.count("\nmsgid ")
    report(r.returncode == 0 and fuzzy == 0, "%s has no fuzzy entry" % what,
           r.stdout if fuzzy else r.stderr)
    # every string of the template translated (msgcmp ignores untranslated
    # and fuzzy entries of the catalogue, so they count as missing)
    r = run(["msgcmp", po, template])
    report(r.returncode == 0, "%s translates every string of the sources" % what, r.stderr)


def program_template(tmp):
    pot = os.path.join(tmp, "program.pot")
    env = dict(os.environ, GETTEXTDATADIRS=po_dir)
    r = run(["xgettext", "--package-name=house-divided", "-D", root,
             "-f", os.path.join(po_dir, "POTFILES"), "-o", pot] + XGETTEXT_ARGS, env=env)
    report(r.returncode == 0, "xgettext makes the template from po/POTFILES", r.stderr)
    return pot if r.returncode == 0 else None


def help_template(tmp):
    pages = sorted(glob.glob(os.path.join(root, "help", "C", "*.page")))
    if not pages:
        return None
    pot = os.path.join(tmp, "help.pot")
    r = run(["itstool", "-o", pot] + pages)
    report(r.returncode == 0, "itstool makes the help template from help/C", r.stderr)
    return pot if r.returncode == 0 else None


with open(os.path.join(po_dir, "LINGUAS")) as f:
    languages = [w for line in f if not line.startswith("#") for w in line.split()]
report(len(languages) > 0, "po/LINGUAS names at least one language")

with tempfile.TemporaryDirectory() as tmp:
    template = program_template(tmp)
    help_pot = help_template(tmp)
    for lang in languages:
        po = os.path.join(po_dir, lang + ".po")
        report(os.path.exists(po), "po/%s.po exists" % lang)
        if os.path.exists(po) and template:
            check_catalogue(po, template, "po/%s.po" % lang)
        if help_pot:
            help_po = os.path.join(root, "help", lang, lang + ".po")
            report(os.path.exists(help_po), "help/%s/%s.po exists" % (lang, lang))
            if os.path.exists(help_po):
                check_catalogue(help_po, help_pot, "help/%s/%s.po" % (lang, lang))

finish()
