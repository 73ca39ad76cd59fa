# SPDX-License-Identifier: GPL-3.0-or-later
"""test-tune-opponent.py: build-aux/tune-opponent keeps a step only when
its split is beyond noise (docs/opponent.md, "Tuning the weights"): the
exact two-sided sign test on the decisive games, checked against figures
worked out by hand, and the rule that a step is kept only when it wins
more than it loses below --alpha; the values a step tries; and whole
searches, of the weights and of the planner's settings, run against a
stand-in for house-divided-cli whose players are strongest at a point
the search must find, the same arguments giving the same steps.  Output
is TAP."""
import json
import math
import os
import stat
import subprocess
import sys
import tempfile

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
is_kept = space["is_kept"]
check("a step is kept with more wins than losses beyond noise", is_kept(61, 39, 0.05))
check("not with fewer wins, however uneven", not is_kept(39, 61, 0.05))
check("not within noise", not is_kept(60, 40, 0.05) and is_kept(60, 40, 0.06))

candidates = space["candidates"]
check("a weight is halved and doubled", candidates("material", 0.35) == [0.175, 0.7])
check("a count is halved and doubled, whole", candidates("beam", 7) == [3, 14])
check("a count stays between 1 and 64", candidates("beam", 1) == [2] and candidates("per_box", 64) == [32])
check("a chance moves by 0.05 inside (0, 1)",
      candidates("win_chance", 0.75) == [0.7, 0.8] and candidates("win_chance", 0.95) == [0.9])

# A stand-in for house-divided-cli: echoes what it is given, as match
# does, and makes A win 90 % of the games when its point is nearer the
# best one than B's (nearer for each varied name), half otherwise.
STAND_IN = r"""
import json, sys
BEST = {"beam": 12, "material": 0.7}
START = {"weights": "cities=4 maximum=2 capitals=40 material=0.35 room=0.2 exposure=1 distance=0.6 battles=1",
         "planner": "beam=6 finalists=6 per_box=6 win_chance=0.75"}
argv = sys.argv[1:]
assert argv[0] == "match", argv
def opt(flag):
    return argv[argv.index(flag) + 1] if flag in argv else None
def over(base, text):
    words = dict(w.split("=") for w in base.split())
    words.update(dict(w.split("=") for w in (text or "").split()))
    return words
kind = "planner" if opt("--union-planner") is not None else "weights"
a = over(START[kind], opt("--union-" + kind))
b = over(START[kind], opt("--confederate-" + kind))
def miss(point):
    return sum(abs(float(point[k]) - v) for k, v in BEST.items() if k in point)
games = 2 * int(opt("--games"))
wins = games * 9 // 10 if miss(a) < miss(b) else games // 10 if miss(a) > miss(b) else games // 2
with open(sys.argv[0] + ".log", "a") as log:
    log.write(" ".join(argv) + "\n")
text = lambda p: " ".join("%s=%s" % kv for kv in p.items())
print(json.dumps({"players": [{"weights": text(a) if kind == "weights" else None,
                               "planner": text(a) if kind == "planner" else None,
                               "score": {"wins": wins, "losses": games - wins, "draws": 0}}],
                  "refused": 0, "stalled": 0}))
sys.exit(3 if "--max-actions" in argv else 0)
"""

tune = os.path.join(root, "build-aux", "tune-opponent")
with tempfile.TemporaryDirectory() as tmp:
    cli = os.path.join(tmp, "cli")
    with open(cli, "w", encoding="utf-8") as f:
        f.write("#!" + sys.executable + "\n" + STAND_IN)
    os.chmod(cli, os.stat(cli).st_mode | stat.S_IXUSR)

    def search(*extra):
        done = subprocess.run([sys.executable, tune, "--cli", cli, "--games", "10", "--rounds", "3"] + list(extra),
                              stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
        return done.returncode, done.stdout, done.stderr

    rc, out, err = search("--tune", "planner", "--level", "normal")
    check("the planner's search runs", rc == 0, err)
    check("it finds the best beam and keeps the rest",
          out.strip().endswith("planner: beam=12 finalists=6 per_box=6 win_chance=0.75"), out)
    check("each step printed with its games", "round 1 step 2: beam 6 -> 12: 18 won, 2 lost, 0 drawn" in out, out)
    check("a round without a change ends the search", "nothing changed; the search has settled" in out, out)
    log = open(cli + ".log", encoding="utf-8").read()
    check("the settings go to match as --union-planner and --confederate-planner",
          "--union-planner beam=12 finalists=6 per_box=6 win_chance=0.75" in log and "--confederate-planner" in log
          and "--union-weights" not in log, log[:400])
    rc2, out2, _ = search("--tune", "planner", "--level", "normal")
    check("the same arguments print the same steps", rc2 == 0 and out2 == out)

    rc, out, err = search("--tune", "weights", "--level", "greedy")
    check("the weights' search finds the best material",
          rc == 0 and "material=0.7 " in out.strip().splitlines()[-1] and out.strip().startswith("start:"), out + err)

    rc, out, err = search("--tune", "planner", "--level", "greedy")
    check("greedy has no planner to tune: refused, named", rc != 0 and "random and greedy plan nothing" in err, err)
print("1..%d" % n)
