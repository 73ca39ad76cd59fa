#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""run-fuzzer.py FUZZER CORPUS SECONDS: runs a libFuzzer target for a bounded
time, starting from the committed corpus (read-only) and keeping what it
finds in a scratch folder.  A crash, leak or timeout fails the test and
leaves the input in the scratch folder's parent."""
import os
import subprocess
import sys
import tempfile

fuzzer, corpus, seconds = sys.argv[1], sys.argv[2], sys.argv[3]
with tempfile.TemporaryDirectory(prefix="hd-fuzz-") as scratch:
    cmd = [fuzzer, "-max_total_time=" + seconds, "-timeout=10", "-rss_limit_mb=2048",
           "-max_len=65536", "-print_final_stats=1",
           "-artifact_prefix=" + os.path.join(os.getcwd(), os.path.basename(fuzzer) + "-"),
           scratch, corpus]
    print(" ".join(cmd), flush=True)
    rc = subprocess.run(cmd).returncode
print("1 passed, 0 failed" if rc == 0 else "0 passed, 1 failed")
# libFuzzer exits 77 on a crash by default, which meson reads as a skipped
# test: any failure must fail.
sys.exit(0 if rc == 0 else 1)
