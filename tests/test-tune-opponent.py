# SPDX-License-Identifier: GPL-3.0-or-later
"""test-tune-opponent.py: build-aux/tune-opponent keeps a step only when
its split is beyond noise (docs/opponent.md, "Tuning the weights"): the
exact two-sided sign test on the decisive games, checked against figures
worked out by hand, and the rule that a step is kept only when it wins
more than it loses below --alpha.  Output is TAP."""
import math
import os
import sys

root = sys.argv[1]
source = open(os.path.join(root, "build-aux", "tune-opponent"), encoding="utf-8").read()
space = {}
exec(compile(source.replace("if __name__ == '__main__':", "if False:"), "tune-opponent", "exec"), space)
sign_test = space["sign_test"]

n = 0


def check(what, ok, detail=""):
    global n
    n += 1
    print("%sok %d - %s" % ("" if ok else "not ", n, what))
    if not ok and detail:
        print("# " + str(detail))
    return ok


# 61 of 100: the sum of C(100, i) for i <= 39, doubled, over 2^100
by_hand = 2 * sum(math.comb(100, i) for i in range(40)) / 2 ** 100
check("61 wins of 100 decisive games are beyond noise at 5 %", sign_test(61, 39) < 0.05, sign_test(61, 39))
check("60 of 100 are not", sign_test(60, 40) > 0.05, sign_test(60, 40))
check("the test is the exact binomial tail, doubled", abs(sign_test(61, 39) - by_hand) < 1e-12)
check("27 of 40 are beyond noise, 26 of 40 not", sign_test(27, 13) < 0.05 < sign_test(26, 14))
check("it does not care which side won", sign_test(13, 27) == sign_test(27, 13))
check("an even split, or no decisive game, is no evidence", sign_test(20, 20) == 1.0 and sign_test(0, 0) == 1.0)
check("a single win is no evidence", sign_test(1, 0) == 1.0)
check("the script keeps a step only below --alpha and with more wins than losses",
      "kept = wins > losses and p < args.alpha" in source)
print("1..%d" % n)
