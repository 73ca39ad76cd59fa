#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""engine-player.py: a small outside player for the engine protocol
(docs/engine-protocol.md), in Python with its standard library only, as
an example for authors and for tests/test-engine.py.

It knows no rules of its own: it plays from the `legal` lines the
harness offers with each request.  Among battles it may begin, it takes
the one with the best stated odds; among
fires, the first offered (the default targets); otherwise a unit's
march or a recruit at random (any other line when there is none),
ending a segment when nothing else is left or one time in ten.  The choice is seeded (--seed N), so the same
requests get the same answers.

    python3 tests/engine-player.py [--seed N]
"""
import random
import sys

NAME = "engine-player.py 1 (reference)"


class Player:
    def __init__(self, seed):
        self.seed = seed
        self.random = random.Random(seed)
        self.legal = []
        self.in_position = False

    def say(self, line):
        sys.stdout.write(line + "\n")

    def handle(self, line):
        """One line from the harness; False after `quit`."""
        if self.in_position:
            # the transcript's lines: this player needs only the legal ones
            if line.strip() == "endposition":
                self.in_position = False
            return True
        words = line.split()
        if not words:
            return True
        command = words[0]
        if command == "hdp":
            self.say("id name " + NAME)
            self.say("id author the House Divided Companion's tests")
            self.say("hdpok")
        elif command == "isready":
            self.say("readyok")
        elif command == "newgame":
            self.random = random.Random(self.seed)
        elif command == "position":
            self.in_position = True
            self.legal = []
        elif command == "legal":
            self.legal.append(line.split(None, 1)[1] if len(words) > 1 else "")
        elif command == "go":
            self.go()
        elif command == "quit":
            return False
        return True

    def go(self):
        if not self.legal:
            # an answer that is none forfeits the game: say why on stderr
            sys.stderr.write("engine-player.py: no legal line was offered\n")
            self.say("action end segment")
            return
        reason, action = self.choose()
        self.say("info reason " + reason)
        self.say("action " + action)
        self.legal = []

    def choose(self):
        """(reason, action line) from the legal lines."""
        battles = []
        for entry in self.legal:
            line, _, comment = entry.partition(" # ")
            words = comment.split()
            if line.startswith("battle at ") and len(words) == 2 and words[0] == "odds":
                battles.append((float(words[1]), line))
        if battles:
            odds, line = max(battles, key=lambda b: b[0])
            return "the best odds offered (%.0f %%)" % (100 * odds), line
        lines = [e.partition(" # ")[0] for e in self.legal]
        fires = [line for line in lines if line.startswith("fire ")]
        if fires:
            return "the default targets", fires[0]
        # a unit's move rather than a box activated alone; a segment
        # ended only now and then while something else may be done
        moves = [line for line in lines if line.startswith("march #") or line.startswith("recruit ")]
        others = [line for line in lines if line != "end segment"]
        if "end segment" in lines and (not others or self.random.random() < 0.1):
            return "nothing better to do", "end segment"
        pool = moves or others
        return "chosen at random from %d lines" % len(pool), self.random.choice(pool)


def main():
    seed = 1
    args = sys.argv[1:]
    if len(args) == 2 and args[0] == "--seed" and args[1].isdigit():
        seed = int(args[1])
    elif args:
        sys.stderr.write("usage: engine-player.py [--seed N]\n")
        return 64
    player = Player(seed)
    for line in sys.stdin:
        if not player.handle(line.rstrip("\r\n")):
            break
        sys.stdout.flush()
    return 0


if __name__ == "__main__":
    sys.exit(main())
