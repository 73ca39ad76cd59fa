#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""test-match.py: `house-divided-cli match` as CI runs it for issue 24: a
few short games of the 1861 Short Game for each pair of players, with no
action refused and no game stalled; its text and JSON parsed and checked
against each other; the same seed giving the same transcripts; each
transcript replayed with `play` to the end the match reported; a stalled
game failing the command; bad arguments refused, named, with 64; and
(issue 33) `--from`: a save or a transcript played on to its end by its
companions, the whole game written, the same file and seed giving the
same game, and what --from refuses.  Its second argument runs one part,
`games` or `from` (meson runs the two side by side), or both (none)."""
import json
import os
import re
import subprocess
import sys
import tempfile

cli = sys.argv[1]
env = dict(os.environ, LC_ALL="C.UTF-8", LANGUAGE="")
count = 0
failures = []


def run(*args):
    p = subprocess.run([cli, *args], capture_output=True, text=True, env=env)
    return p.returncode, p.stdout, p.stderr


def check(name, cond, detail=""):
    global count
    count += 1
    print(("ok %d - %s" if cond else "not ok %d - %s") % (count, name))
    if not cond:
        failures.append(name)
        print("# " + str(detail).replace("\n", "\n# "))


def match_json(*args):
    rc, out, err = run("match", "--json", *args)
    try:
        return rc, json.loads(out), err
    except ValueError:
        return rc, None, err + out


def score_adds_up(s):
    return s["wins"] + s["draws"] + s["losses"] == s["games"] and \
        0 <= s["interval"][0] <= s["won"] <= s["interval"][1] <= 1


def check_json(name, rc, d, err, n_games, levels):
    """The JSON of a sound match of @n_games, players at @levels."""
    if d is None:
        check(name + ": prints JSON", False, err)
        return
    check(name + ": exit 0, none refused, none stalled",
          rc == 0 and d["refused"] == 0 and d["stalled"] == 0 and err == "", "rc=%d %s" % (rc, err))
    games = d["games"]
    check(name + ": every game recorded", len(games) == n_games and
          all(g["winner"] in ("union", "confederate", "none") and g["reason"] and g["refused"] == 0
              and not g["stalled"] and g["actions"] > 0 and 1 <= g["turn"] <= 10 for g in games), games)
    a, b = d["players"]
    check(name + ": the players and their scores",
          [a["level"], b["level"]] == levels and a["score"]["games"] == n_games and
          all(score_adds_up(p[k]) for p in (a, b) for k in ("score", "union", "confederate")) and
          a["union"]["games"] + a["confederate"]["games"] == n_games and
          a["score"]["wins"] + b["score"]["wins"] + a["score"]["draws"] == n_games and
          d["sides"]["union"] + d["sides"]["confederate"] + d["sides"]["none"] == n_games, d["players"])
    union_wins = sum(1 for g in games if g["winner"] == "union")
    a_wins = sum(1 for g in games if (g["winner"] == "union") == (g["union_player"] == "A")
                 and g["winner"] != "none")
    check(name + ": the scores are the games'", d["sides"]["union"] == union_wins and
          a["score"]["wins"] == a_wins, (union_wins, a_wins, d["sides"], a["score"]))
    times_ok = all(t[k]["median"] <= t[k]["p95"] <= t[k]["max"] for t in d["times"].values()
                   for k in ("decision", "segment", "battle"))
    n_decisions = sum(t["decision"]["n"] for t in d["times"].values())
    check(name + ": every decision timed", times_ok and n_decisions == sum(g["actions"] for g in games) and
          sorted(d["times"]) == sorted(set(levels)) and d["playouts_per_second"] > 0, d["times"])


def last_state(path, drop_last=False):
    """The state `play --json` reaches on the transcript at @path."""
    with open(path) as f:
        lines = f.read().splitlines(True)
    if drop_last:
        lines = lines[:-1]
    with tempfile.NamedTemporaryFile("w", suffix=".txt", delete=False) as t:
        t.write("".join(lines))
    rc, out, err = run("play", "--json", t.name)
    os.unlink(t.name)
    return json.loads(out) if rc == 0 else {"error": err}


def check_replays(name, d):
    """Each game's transcript replays with play to the end the match
    reported: the winner and the reason after its last line, no winner
    and the same Game Turn just before it."""
    bad = []
    for g in d["games"]:
        end = last_state(g["transcript"])
        before = last_state(g["transcript"], drop_last=True)
        winner = end.get("winner") or {}
        if winner.get("side") != g["winner"] or winner.get("reason") != g["reason"] or \
                before.get("winner") is not None or before.get("turn") != g["turn"]:
            bad.append((g["transcript"], winner, before.get("turn"), g))
    check(name + ": transcripts replay with play to the same end", not bad, bad)


def transcripts(folder):
    out = {}
    for name in sorted(os.listdir(folder)):
        with open(os.path.join(folder, name)) as f:
            out[name] = f.read()
    return out


tmp = tempfile.mkdtemp(prefix="test-match-")

# --from (issue 33): a save or a transcript played on to its end, the
# file's companions commanding their sides
def actions_of(text):
    return [l for l in text.splitlines() if l and not l.startswith("#") and
            not l.startswith("scenario ") and not l.startswith("option ") and not l.startswith("companion ")]


def companions_of(text):
    return [l for l in text.splitlines() if l.startswith("companion ")]



def part_games():
    """Matches between players: scores, times, transcripts, refusals."""
    # random against random, as text
    rc, out, err = run("match", "--union", "random", "--confederate", "random", "--games", "3")
    rows = {m.group(1).strip(): [int(x) for x in m.group(2).split()]
            for m in re.finditer(r"^  (A \(Random\)|B \(Random\))\s+((?:\d+\s+){4})", out, re.M)}
    check("random v random: text, exit 0", rc == 0 and "Match: The 1861 Short Game (1861-short)" in out
          and "Games: 3 (seeds 1 to 3)" in out, out + err)
    check("random v random: none refused, none stalled", "Refused actions: 0\n" in out and
          "Stalled games: 0\n" in out, out)
    check("random v random: the table of scores", len(rows) == 2 and rows["A (Random)"][0] == 3 and
          rows["A (Random)"][1] + rows["B (Random)"][1] + rows["A (Random)"][2] == 3, rows)
    check("random v random: the times and playouts", re.search(r"^  Random\s+every decision\s+\d+", out, re.M)
          and re.search(r"a Movement Segment\s+\d+", out) and re.search(r"Playouts a second: [\d.]+ \(3 games in", out),
          out)
    rc, d, err = match_json("--union", "random", "--confederate", "random", "--games", "3")
    check_json("random v random", rc, d, err, 3, ["random", "random"])
    # the text and the JSON of one match agree
    if d is not None:
        check("random v random: the text's figures are the JSON's",
              rows.get("A (Random)", [None])[1] == d["players"][0]["score"]["wins"] and
              "Union won: %d;" % d["sides"]["union"] in out, (rows, d["players"][0]["score"]))

    # greedy against random, swapped, with transcripts, twice
    runs = []
    for k in range(2):
        folder = os.path.join(tmp, "greedy-%d" % k)
        rc, d, err = match_json("--union", "greedy", "--confederate", "random", "--games", "2", "--seed", "5",
                                "--swap", "--transcript", folder)
        runs.append((d, folder))
        if k == 0:
            check_json("greedy v random --swap", rc, d, err, 4, ["greedy", "random"])
    d, folder = runs[0]
    if d is not None:
        check("greedy v random --swap: seeds in order, each swapped after",
              [(g["seed"], g["swapped"], g["union"], g["confederate"]) for g in d["games"]] ==
              [(5, False, "greedy", "random"), (5, True, "random", "greedy"),
               (6, False, "greedy", "random"), (6, True, "random", "greedy")], d["games"])
        texts = transcripts(folder)
        check("greedy v random --swap: a transcript a game, who played what first",
              sorted(texts) == ["game-5-swapped.txt", "game-5.txt", "game-6-swapped.txt", "game-6.txt"] and
              texts["game-5.txt"].startswith("# match: union greedy, confederate random, seed 5\n"
                                             "# union player A, confederate player B\n") and
              texts["game-5-swapped.txt"].startswith("# match: union random, confederate greedy, seed 5, swapped\n"
                                                     "# union player B, confederate player A\n") and
              all("\nscenario 1861-short\n" in t for t in texts.values()), list(texts))
        check_replays("greedy v random --swap", d)
        # issue 33: each transcript names its two players as the game's seats
        seats = {}
        for g in d["games"]:
            got = last_state(g["transcript"]).get("seats") or {}
            seats[g["transcript"]] = [(got.get(side) or {}).get("player") for side in ("union", "confederate")] + \
                [(got.get(side) or {}).get("dice") for side in ("union", "confederate")] + \
                [isinstance((got.get(side) or {}).get("seed"), int) for side in ("union", "confederate")]
        check("greedy v random --swap: play shows who played each side",
              all(seats[g["transcript"]] == [g["union"], g["confederate"], "rolled", "rolled", True, True]
                  for g in d["games"]) and
              re.search(r"^companion union greedy seed \d+ dice rolled\ncompanion confederate random seed \d+ dice rolled$",
                        texts["game-5.txt"], re.M), seats)
        check("same seed, same games: the transcripts", texts == transcripts(runs[1][1]),
              "the two runs' transcripts differ")
        strip = lambda games: [{k: v for k, v in g.items() if k not in ("seconds", "transcript")} for g in games]
        check("same seed, same games: the records", runs[1][0] is not None and
              strip(d["games"]) == strip(runs[1][0]["games"]), "the two runs' records differ")

    # the opponent itself: one game each of normal v greedy and hard v normal;
    # Easy (issue 33) on either side plays complete games, none refused
    for union, confederate in [("normal", "greedy"), ("hard", "normal"), ("easy", "normal"), ("greedy", "easy")]:
        name = "%s v %s" % (union, confederate)
        folder = os.path.join(tmp, union)
        rc, d, err = match_json("--union", union, "--confederate", confederate, "--games", "1", "--seed", "2",
                                "--transcript", folder)
        check_json(name, rc, d, err, 1, [union, confederate])
        if d is not None:
            check_replays(name, d)
        if d is not None and (union, confederate) in [("normal", "greedy"), ("hard", "normal")]:
            # same seed, same game: the first 150 actions played again
            again = os.path.join(tmp, union + "-again")
            rc2, d2, err2 = match_json("--union", union, "--confederate", confederate, "--games", "1", "--seed", "2",
                                       "--transcript", again, "--max-actions", "150")
            first = transcripts(folder)["game-2.txt"].splitlines()
            second = (transcripts(again).get("game-2.txt") or "").splitlines()
            check("%s: same seed, the same first 150 actions" % name,
                  rc2 == 3 and d2 is not None and d2["games"][0]["actions"] == 150 and
                  len(second) > 150 and second == first[:len(second)], (rc2, err2, len(first), len(second)))

    # 11.3's levels: the campaign ended in 03/1862, each game's level the
    # table's for the army maximums play reaches (11 decisive in 1862)
    LEVELS = ["union-decisive", "union-marginal", "union-pyrrhic", "draw", "confederate-pyrrhic",
              "confederate-marginal", "confederate-decisive"]
    folder = os.path.join(tmp, "levels")
    rc, d, err = match_json("--union", "random", "--confederate", "random", "--games", "3", "--scenario",
                            "1861-campaign", "--option", "11.3-1862", "--transcript", folder)
    if d is None:
        check("11.3's levels: prints JSON", False, err)
    else:
        bad = []
        for g in d["games"]:
            lead = last_state(g["transcript"])["to_win"]["union_lead"]
            expected = LEVELS[0] if lead >= 11 else LEVELS[6] if lead <= 5 else LEVELS[11 - lead]
            if g["level"] != expected or g["turn"] != 7:
                bad.append((g, lead))
        counted = {}
        for g in d["games"]:
            counted[g["level"]] = counted.get(g["level"], 0) + 1
        check("11.3's levels: each game's, counted", rc == 0 and d["options"] == ["11.3-1862"] and not bad and
              d["players"][0]["score"]["levels"] == counted, (bad, counted, d["players"][0]["score"]))
        rc, out, err = run("match", "--union", "random", "--confederate", "random", "--games", "3", "--scenario",
                           "1861-campaign", "--option", "11.3-1862")
        check("11.3's levels: in the text", rc == 0 and "Option: 11.3-1862" in out and
              re.search(r"^  A \(Random\): Confederate \w+ Victory: \d+$", out, re.M), out)

    # weights go with their player; the weights the JSON names parse back
    rc, d, err = match_json("--union", "greedy", "--confederate", "greedy", "--games", "1",
                            "--union-weights", "material=2")
    check("weights: exit 0, A's named, B's the defaults", rc == 0 and d is not None and
          "material=2" in d["players"][0]["weights"] and d["players"][1]["weights"] is None, err)
    if d is not None:
        rc, d2, err = match_json("--union", "greedy", "--confederate", "greedy", "--games", "1",
                                 "--union-weights", d["players"][0]["weights"])
        check("weights: printed back, they parse and give the same game", rc == 0 and d2 is not None and
              d2["players"][0]["weights"] == d["players"][0]["weights"] and
              d2["games"][0]["actions"] == d["games"][0]["actions"], err)

    # planner settings go with their player, over its level's; echoed, they parse back
    rc, d, err = match_json("--union", "easy", "--confederate", "random", "--games", "1", "--max-actions", "40",
                            "--union-planner", "beam=3 win_chance=0.6")
    check("planner: A's echoed over Easy's, B's none", d is not None and
          d["players"][0]["planner"] == "beam=3 finalists=2 per_box=3 win_chance=0.6" and
          d["players"][1]["planner"] is None, err)
    if d is not None:
        rc2, d2, err = match_json("--union", "easy", "--confederate", "random", "--games", "1", "--max-actions", "40",
                                  "--union-planner", d["players"][0]["planner"])
        check("planner: printed back, they parse to the same", d2 is not None and
              d2["players"][0]["planner"] == d["players"][0]["planner"], err)

    # a stalled game fails the command, named on stderr
    rc, out, err = run("match", "--union", "random", "--confederate", "random", "--games", "2", "--seed", "9",
                       "--max-actions", "20")
    check("a stalled game: exit 3, each named", rc == 3 and "Stalled games: 2" in out and
          "seed 9 stalled" in err and "seed 10 stalled" in err and "20 actions" in err, "rc=%d %s" % (rc, err))

    # bad arguments: 64 and the bad word named
    for args, word in [
        (["--union", "clever", "--confederate", "random"], "clever"),
        (["--union", "random", "--confederate", "Random2"], "Random2"),
        (["--union", "random"], "--confederate"),
        (["--confederate", "random"], "--union"),
        (["--union", "random", "--confederate", "random", "--games", "0"], "0"),
        (["--union", "random", "--confederate", "random", "--games", "ten"], "ten"),
        (["--union", "random", "--confederate", "random", "--seed", "-1"], "-1"),
        (["--union", "random", "--confederate", "random", "--seed"], "--seed"),
        (["--union", "random", "--confederate", "random", "--scenario", "1866"], "1866"),
        (["--union", "random", "--confederate", "random", "--option", "no-such-rule"], "no-such-rule"),
        (["--union", "random", "--confederate", "random", "--fast"], "--fast"),
        (["--union", "random", "--confederate", "random", "--union-weights", "courage=3"], "courage"),
        (["--union", "random", "--confederate", "random", "--max-actions", "0"], "0"),
        (["--union", "greedy", "--confederate", "random", "--union-planner", "beam=2"], "random and greedy plan nothing"),
        (["--union", "easy", "--confederate", "random", "--confederate-planner", "beam=2"], "--confederate-planner"),
        (["--union", "easy", "--confederate", "random", "--union-planner", "beam=0"], "beam=0"),
        (["--union", "easy", "--confederate", "random", "--union-planner", "win_chance=1.5"], "win_chance=1.5"),
        (["--union", "easy", "--confederate", "random", "--union-planner", "depth=3"], "depth=3"),
        (["--union", "external:true", "--confederate", "random", "--union-planner", "beam=2"],
         "--union-planner is for our players"),
    ]:
        rc, out, err = run("match", *args)
        check("refused with 64, naming it: %s" % " ".join(args), rc == 64 and out == "" and word in err
              and "house-divided-cli match --union PLAYER" in err, "rc=%d err=%r" % (rc, err))


def part_from():
    """match --from: a save or a transcript played on to its end."""
    base = os.path.join(tmp, "base")
    rc, d, err = match_json("--union", "greedy", "--confederate", "random", "--games", "1", "--seed", "3",
                            "--transcript", base)
    with open(os.path.join(base, "game-3.txt")) as f:
        begun = actions_of(f.read())[:60]
    # a person commands the Union, the companion (Normal, seed 12) the Confederacy
    person = os.path.join(tmp, "person.txt")
    with open(person, "w") as f:
        f.write("scenario 1861-short\ncompanion confederate normal seed 12 dice rolled\n" + "\n".join(begun) + "\n")
    save = os.path.join(tmp, "person.hdgame")
    rc, out, err = run("play", "--save", save, person)
    check("--from: a save made to play on from", rc == 0 and os.path.exists(save), err)
    runs = []
    for k in range(2):
        folder = os.path.join(tmp, "from-%d" % k)
        rc, d, err = match_json("--from", save, "--union", "greedy", "--seed", "4", "--transcript", folder)
        runs.append((rc, d, err, transcripts(folder) if os.path.isdir(folder) else {}))
    rc, d, err, texts = runs[0]
    g = d["games"][0] if d else {}
    check("--from a save: played to its end, none refused, none stalled",
          rc == 0 and d is not None and d["refused"] == 0 and d["stalled"] == 0 and len(d["games"]) == 1 and
          g["winner"] in ("union", "confederate", "none") and g["actions"] > 0 and err == "", "rc=%d %s %s" % (rc, err, g))
    check("--from a save: the file and the players named",
          d is not None and d["from"] == {"file": save, "actions": 60} and d["scenario"] == "1861-short" and
          d["seeds"] == 1 and d["seed"] == 4 and g["union"] == "greedy" and g["confederate"] == "normal" and
          [p["level"] for p in d["players"]] == ["greedy", "normal"], d and {k: d[k] for k in ("from", "players")})
    whole = texts.get("game-4.txt", "")
    check("--from a save: the transcript is the whole game, the file's actions first, with the seats",
          actions_of(whole)[:60] == begun and len(actions_of(whole)) == 60 + g.get("actions", -1) and
          "\n# from %s, played on after its 60 actions\n" % save in whole and
          re.search(r"^companion union greedy seed \d+ dice rolled\n"
                    r"companion confederate normal seed 12 dice rolled$", whole, re.M), whole[:400])
    if d is not None:
        check_replays("--from a save", d)
    check("--from: the same file and seed, the same game", runs[1][0] == 0 and runs[1][3] == texts and texts,
          "the two runs' transcripts differ")
    rc, out, err = run("match", "--from", save, "--union", "greedy", "--seed", "4")
    check("--from: as text, the file named", rc == 0 and "From: %s, played on after its 60 actions\n" % save in out
          and "Games: 1 (seeds 4 to 4)" in out and "Refused actions: 0\n" in out and "Stalled games: 0\n" in out,
          out + err)

    # a transcript of two companions: no player named, both from the file; a
    # player named for a companion's side takes its seat
    both = os.path.join(tmp, "both.txt")
    with open(both, "w") as f:
        f.write("scenario 1861-short\ncompanion union easy seed 7 dice rolled\n"
                "companion confederate greedy seed 8 dice typed\n" + "\n".join(begun[:30]) + "\n")
    folder = os.path.join(tmp, "from-both")
    rc, d, err = match_json("--from", both, "--transcript", folder)
    whole = transcripts(folder).get("game-1.txt", "") if os.path.isdir(folder) else ""
    check("--from a transcript of two companions: played to its end, their seats kept",
          rc == 0 and d is not None and d["refused"] == 0 and d["stalled"] == 0 and
          (d["games"][0]["union"], d["games"][0]["confederate"]) == ("easy", "greedy") and
          companions_of(whole) == ["companion union easy seed 7 dice rolled",
                                   "companion confederate greedy seed 8 dice typed"] and
          actions_of(whole)[:30] == begun[:30], "rc=%d %s %s" % (rc, err, companions_of(whole)))
    folder = os.path.join(tmp, "from-replaced")
    rc, d, err = match_json("--from", both, "--confederate", "random", "--transcript", folder)
    whole = transcripts(folder).get("game-1.txt", "") if os.path.isdir(folder) else ""
    check("--from: a player named for a companion's side replaces its seat",
          rc == 0 and d is not None and d["games"][0]["confederate"] == "random" and
          companions_of(whole)[0] == "companion union easy seed 7 dice rolled" and
          re.fullmatch(r"companion confederate random seed \d+ dice rolled", companions_of(whole)[1]),
          "rc=%d %s %s" % (rc, err, companions_of(whole)))

    # --from's refusals
    for args, says, status in [
        (["--from", save, "--union", "greedy", "--games", "2"], "“--games” cannot be given with --from", 64),
        (["--from", save, "--union", "greedy", "--swap"], "“--swap” cannot be given with --from", 64),
        (["--from", save, "--union", "greedy", "--scenario", "1862"], "“--scenario” cannot be given with --from", 64),
        (["--from", save, "--union", "greedy", "--option", "7.3"], "“--option” cannot be given with --from", 64),
        (["--from", save], "In this file a person commands the Union: name its player with --union PLAYER.", 64),
        (["--from", save, "--union-weights", "material=2"], "With --from, --union-weights needs --union PLAYER", 64),
        (["--from", save, "--union-planner", "beam=2"], "With --from, --union-planner needs --union PLAYER", 64),
        (["--from", os.path.join(tmp, "no-such.hdgame"), "--union", "greedy"], "no-such.hdgame", 1),
        (["--from"], "“--from” needs a value after it.", 64),
    ]:
        rc, out, err = run("match", *args)
        check("--from refused with %d, saying why: %s" % (status, " ".join(a.replace(tmp, "TMP") for a in args)),
              rc == status and out == "" and says in err, "rc=%d err=%r" % (rc, err))
    with open(person, "a") as f:
        f.write("march bogus\n")
    rc, out, err = run("match", "--from", person, "--union", "greedy")
    check("--from a transcript with a line not understood: exit 2, as play says it",
          rc == 2 and out == "" and "person.txt:%d:" % (63) in err and "Stopped at line 63" in err, "rc=%d %s" % (rc, err))



# one part or both: meson runs the two side by side (tests/meson.build)
part = sys.argv[2] if len(sys.argv) > 2 else "all"
if part in ("all", "games"):
    part_games()
if part in ("all", "from"):
    part_from()
subprocess.run(["rm", "-rf", tmp])
print("1..%d" % count)
sys.exit(1 if failures else 0)
