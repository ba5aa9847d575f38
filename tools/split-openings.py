#!/usr/bin/env python3
"""Splits a PGN file of openings into its even and odd lines (counted from 0), as two files.

A net trained on the match archive (`eschess-engine pgn-data`) has learnt the games that
followed the SPRT's openings; trained without the games of one half (`--exclude-openings
B.pgn`), it can be judged on that half, which it has not seen (docs/nnue.md, "Session 88"):

    tools/split-openings.py resources/openings/eco-balanced.pgn eco-A.pgn eco-B.pgn
"""
import re
import sys


def main():
    if len(sys.argv) != 4:
        sys.exit(__doc__)
    text = open(sys.argv[1], encoding="utf-8").read()
    start = text.find("[Event ")
    if start < 0:
        sys.exit(f"split-openings: {sys.argv[1]}: no [Event tag, so no game")
    games = re.split(r"\n(?=\[Event )", text[start:])
    for path, part in ((sys.argv[2], games[0::2]), (sys.argv[3], games[1::2])):
        with open(path, "w", encoding="utf-8") as out:
            out.write("\n".join(game.rstrip("\n") + "\n" for game in part))
        print(f"{path}: {len(part)} lines")


if __name__ == "__main__":
    main()
