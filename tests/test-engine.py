#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""test-engine.py: the engine protocol (issue 34, item 4;
docs/engine-protocol.md).  The reference player (tests/engine-player.py)
plays a whole 1861 Short Game through `match --union external:COMMAND`,
nothing refused and nothing forfeited, and takes over a side of a game
begun elsewhere (--from); our own engine through the protocol plays the
very game our player plays in the match (same seed, same dice); an
outside player that answers an illegal action, answers late, dies,
answers what is no answer, or gives its own dice forfeits, the reason
told in the text and the JSON, exit 4; `engine` answers a position with
a line that replays, and meets bad input with one `error` line each,
never crashing; bad arguments get 64.  Output is TAP."""
import json
import os
import shutil
import subprocess
import sys
import tempfile

cli = sys.argv[1]
srcdir = sys.argv[2]
reference = os.path.join(srcdir, "engine-player.py")
env = dict(os.environ, LC_ALL="C.UTF-8", LANGUAGE="")
count = 0
failures = []
tmp = tempfile.mkdtemp(prefix="test-engine-")


def run(*args, stdin=None, timeout=120):
    p = subprocess.run([cli, *args], input=stdin, capture_output=True, text=True, env=env, timeout=timeout)
    return p.returncode, p.stdout, p.stderr


def check(name, cond, detail=""):
    global count
    count += 1
    print(("ok %d - %s" if cond else "not ok %d - %s") % (count, name))
    if not cond:
        failures.append(name)
        print("# " + str(detail).replace("\n", "\n# "))


def match_json(*args, one_game=True):
    rc, out, err = run("match", "--json", *(["--games", "1"] if one_game else []), *args)
    try:
        return rc, json.loads(out), err
    except ValueError:
        return rc, None, err + out


def actions_of(text):
    return [l for l in text.splitlines() if l and not l.startswith("#") and
            not l.startswith("scenario ") and not l.startswith("option ") and not l.startswith("companion ")]


def faulty(name, go_body):
    """A player that shakes hands and answers `go` with @go_body (Python,
    `legal` the lines offered); its path."""
    path = os.path.join(tmp, name + ".py")
    with open(path, "w") as f:
        f.write("""import sys, time
legal = []
for line in sys.stdin:
    w = line.split()
    if not w:
        continue
    if w[0] == "hdp":
        print("id name %s")
        print("hdpok")
    elif w[0] == "isready":
        print("readyok")
    elif w[0] == "legal":
        legal.append(line.split(None, 1)[1].split(" # ")[0].strip())
    elif w[0] == "go":
%s
        legal = []
    elif w[0] == "quit":
        break
    sys.stdout.flush()
""" % (name, "\n".join("        " + l for l in go_body.splitlines())))
    return "external:python3 " + path


# 1. the reference player plays a whole Short Game against greedy
rc, d, err = match_json("--union", "external:python3 " + reference, "--confederate", "greedy")
game = d["games"][0] if d else {}
check("the reference player plays a whole game: exit 0, nothing refused, no forfeit",
      rc == 0 and d["refused"] == 0 and d["stalled"] == 0 and d["forfeits"] == 0 and
      game.get("forfeit") is None and game.get("winner") in ("union", "confederate", "none") and
      game.get("actions", 0) > 20, (rc, err, d))
times = d["times"] if d else {}
check("the outside player's decisions timed apart, within the move time",
      sorted(times) == ["external", "greedy"] and list(times["external"]) == ["decision"] and
      times["external"]["decision"]["n"] + times["greedy"]["decision"]["n"] == game.get("actions") and
      0 <= times["external"]["decision"]["median"] <= times["external"]["decision"]["max"] <= 10, times)
check("the match names the outside player: level external, its command and its name",
      d is not None and d["players"][0]["level"] == "external" and game.get("union") == "external" and
      d["players"][0]["command"] == "python3 " + reference and
      d["players"][0]["program"] == "engine-player.py 1 (reference)", d and d["players"][0])

# the same on the Confederacy's side, as text
rc, out, err = run("match", "--union", "greedy", "--confederate", "external:python3 " + reference,
                   "--games", "1", "--seed", "2")
check("the reference player as the Confederacy: text, exit 0, forfeits 0",
      rc == 0 and "Forfeits: 0" in out and "B (outside: engine-player.py 1 (reference))" in out, out + err)

# 2. our engine through the protocol plays the game our player plays
# in the match: the same seed gives the same dice, whoever plays; Normal
# thinking with the seed the match gives its side keeps its plans
# through positions sent as transcripts
ours = os.path.join(tmp, "ours")
theirs = os.path.join(tmp, "theirs")
rc1, _, err1 = run("match", "--union", "normal", "--confederate", "greedy", "--games", "1", "--seed", "3",
                   "--transcript", ours)
same, detail = False, (rc1, err1)
if rc1 == 0:
    with open(os.path.join(ours, "game-3.txt")) as f:
        text = f.read()
    seed = [l.split()[4] for l in text.splitlines() if l.startswith("companion union normal seed ")]
    rc2, out2, err2 = run("match", "--union", "external:%s engine --level normal --seed %s" % (cli, seed[0]),
                          "--confederate", "greedy", "--games", "1", "--seed", "3", "--transcript", theirs)
    if rc2 == 0:
        with open(os.path.join(theirs, "game-3.txt")) as f:
            b = actions_of(f.read())
        same = actions_of(text) == b and len(b) > 20
    detail = (rc2, err2, out2)
check("engine --level normal through the protocol plays the same game as normal in the match", same, detail)

# --from: an outside player takes over a side of a game begun elsewhere
if rc1 == 0:
    head = os.path.join(tmp, "head.txt")
    with open(head, "w") as f:
        f.write("\n".join(text.splitlines()[:30]) + "\n")
    rc, d, err = match_json("--from", head, "--union", "external:python3 " + reference, one_game=False)
    check("match --from with an outside player: played on to its end, no forfeit",
          rc == 0 and d["forfeits"] == 0 and d["from"]["actions"] == len(actions_of(open(head).read())) and
          d["players"][0]["level"] == "external" and d["games"][0]["winner"] in ("union", "confederate", "none"),
          (rc, err, d))

# 3. forfeits: each told in the JSON and the text, exit 4
CASES = [
    ("illegal", "answers an action the rules refuse", 'print("action battle at Washington")',
     "The rules refused its action “Fight the battle in Washington”: Rule 3.0: "),
    ("garbage", "answers what is no answer", 'print("hello there")', "is not an answer of the engine protocol"),
    ("unparsable", "answers an action line not understood", 'print("action march to the sea")',
     "is not an action line of a transcript"),
    ("late", "answers late", 'time.sleep(5)\nprint("action " + legal[0])', "did not answer within 400 ms"),
    ("correction", "corrects the board", 'print("action entrench Union in Washington")',
     "corrects the board"),
    ("dies", "ends", "sys.exit(3)", "its output ended"),
    ("killed", "is killed", "import os, signal\nos.kill(os.getpid(), signal.SIGKILL)", "its output ended"),
    ("dice", "gives its own dice", 'r = [l for l in legal if " rolls 0" in l or " 0 for " in l]\n'
     'print("action " + (r[0].replace(" rolls 0", " rolls 6").replace(" 0 for ", " 6 for ") if r else legal[0]))',
     "gives its own dice"),
]
for name, what, body, words in CASES:
    rc, d, err = match_json("--union", faulty(name, body), "--confederate", "greedy", "--move-time", "400",
                            "--max-actions", "1000")
    game = d["games"][0] if d else {}
    check("a player that %s forfeits: exit 4, the other side wins, the reason in the JSON" % what,
          rc == 4 and d["forfeits"] == 1 and d["refused"] == 0 and game.get("forfeit") == "union" and
          game.get("winner") == "confederate" and game.get("reason") == "forfeit" and
          words in (game.get("forfeit_reason") or ""), (rc, err, d and game))
rc, out, err = run("match", "--union", "greedy", "--confederate", faulty("illegal-b", 'print("action battle at Cairo")'),
                   "--games", "1", "--move-time", "2000")
check("a forfeit by the Confederacy's player, in the text", rc == 4 and "Forfeits: 1" in out and
      "The game of seed 1: the Confederacy's outside player forfeited it: The rules refused its action" in out,
      out + err)
rc, d, err = match_json("--union", "external:/nonexistent/program", "--confederate", "greedy")
check("a program that cannot be started forfeits", rc == 4 and d["games"][0]["forfeit"] == "union" and
      "could not be started" in d["games"][0]["forfeit_reason"], (rc, err, d))

# 4. engine answers a position with a line that replays
position = "scenario 1861-short\n"
session = "hdp\nisready\nnewgame\nposition\n" + position + "endposition\ngo side union movetime 1000\nquit\n"
rc, out, err = run("engine", "--level", "normal", "--seed", "5", stdin=session)
lines = out.splitlines()
answer = [l[len("action "):] for l in lines if l.startswith("action ")]
check("engine: the handshake and readyok, then info reason and one action",
      rc == 0 and lines[0].startswith("id name House Divided Companion ") and lines[0].endswith(" (normal)") and
      "hdpok" in lines and "readyok" in lines and len(answer) == 1 and
      any(l.startswith("info reason ") for l in lines), out + err)
if answer:
    path = os.path.join(tmp, "answer.txt")
    with open(path, "w") as f:
        f.write(position + answer[0].replace(" rolls 0", " rolls 4").replace(" 0 for ", " 4 for ") + "\n")
    with open(os.path.join(tmp, "start.txt"), "w") as f:
        f.write(position)
    rc, out, err = run("play", "--json", path)
    rc0, out0, _ = run("play", "--json", os.path.join(tmp, "start.txt"))
    check("engine's answer replays with play, and changes the position",
          rc == 0 and rc0 == 0 and json.loads(out) != json.loads(out0), (answer, out + err))

# hostile input: each bad line one error, nothing changed, no crash
hostile = ("hdp extra\nfrobnicate\nendposition\ngo\ngo side union\n"
           "position\nscenario 1861-short\nendposition\n"
           "go movetime soon\ngo side confederate\ngo sideways\n"
           "position\nscenario nowhere\nendposition\n"
           "position\nscenario 1861-short\nmarch to the sea\nendposition\n"
           + "x" * 70000 + "\n\x01\x02\xff\n" +
           "go side union\nlegal anything at all\nisready\n")
p = subprocess.run([cli, "engine", "--level", "random"], input=hostile.encode("utf-8", "surrogateescape"),
                   capture_output=True, env=env, timeout=60)
out = p.stdout.decode("utf-8", "replace").splitlines()
errors = [l for l in out if l.startswith("error ")]
check("engine: bad input gets one error line each and changes nothing",
      p.returncode == 0 and len(errors) == 12 and out[-1] == "readyok" and
      sum(1 for l in out if l.startswith("action ")) == 1 and
      "error “frobnicate” is not a command of the engine protocol." in out and
      "error No position has been given: send position first." in out and
      any("awaits the Union's decision" in l for l in out) and
      any(l.startswith("error The position was not taken: position:1: ") for l in out) and
      any(l.startswith("error The position was not taken: position:2: ") for l in out), "\n".join(out))
rc, out, err = run("engine", stdin="")
check("engine: an empty input ends it, exit 0", rc == 0 and out == "", out + err)

# 5. bad arguments
for args, words in [
        (["match", "--union", "external:", "--confederate", "greedy"], "is not a command"),
        (["match", "--union", "external:'unclosed", "--confederate", "greedy"], "is not a command"),
        (["match", "--union", "external:true", "--confederate", "greedy", "--move-time", "0"],
         "is not a time in milliseconds"),
        (["match", "--union", "external:true", "--union-weights", "material=1", "--confederate", "greedy"],
         "--union-weights is for our players"),
        (["engine", "--level", "superb"], "is not a player"),
        (["engine", "--seed", "-1"], "is not a seed"),
        (["engine", "--weights", "nonsense=1"], "is not a weight"),
        (["engine", "--ponder"], "is not an option of engine"),
        (["engine", "--level"], "needs a value after it")]:
    rc, out, err = run(*args)
    check("refused with 64: %s" % " ".join(args), rc == 64 and words in err, (rc, out, err))

shutil.rmtree(tmp, ignore_errors=True)
print("1..%d" % count)
sys.exit(1 if failures else 0)
