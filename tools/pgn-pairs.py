#!/usr/bin/env python3
"""Counts a match's game pairs from its PGN, as `eschess-cli match` counts them for its SPRT.

`eschess-cli match` plays game 2k-1 and 2k (Round tags) from one opening with the colours
swapped. This reads the Round, White, Black and Result tags and prints the pairs by what ENGINE
scored in them (0, 1/2, 1, 1 1/2, 2 points), in the form `eschess-cli elo --pairs` reads, so a
match played before the pairs were counted (or by another program that numbers its rounds so)
can be judged by pairs too. Unfinished games ("*") and pairs missing a game are left out and
counted on stderr. Reads .pgn or .pgn.xz.

Usage: tools/pgn-pairs.py GAMES.pgn[.xz] ENGINE
       build/release/app/eschess-cli elo --pairs "$(tools/pgn-pairs.py GAMES.pgn ENGINE)" --sprt 0,10,0.05,0.05
"""
import lzma
import re
import sys

TAG = re.compile(r'^\[(\w+)\s+"(.*)"\]\s*$')
POINTS = {"1-0": (2, 0), "0-1": (0, 2), "1/2-1/2": (1, 1)}


def games(path):
    opener = lzma.open if path.endswith(".xz") else open
    tags = {}
    with opener(path, "rt", encoding="utf-8", errors="replace") as f:
        for line in f:
            m = TAG.match(line)
            if m:
                tags[m.group(1)] = m.group(2)
            elif line.strip() and tags:
                yield tags
                tags = {}
    if tags:
        yield tags


def main():
    if len(sys.argv) != 3:
        sys.exit("usage: tools/pgn-pairs.py GAMES.pgn[.xz] ENGINE")
    path, engine = sys.argv[1], sys.argv[2]
    half_points = {}  # pair number -> [half-points of ENGINE in each game]
    skipped = 0
    for tags in games(path):
        result, white, black = tags.get("Result"), tags.get("White"), tags.get("Black")
        try:
            round_number = int(tags.get("Round", ""))
        except ValueError:
            sys.exit(f"pgn-pairs: a game without a whole-number Round tag in {path}: {tags}")
        if result not in POINTS:
            skipped += 1
            continue
        if engine not in (white, black):
            sys.exit(f"pgn-pairs: round {round_number} is {white} against {black}, not a game of {engine}")
        side = 0 if white == engine else 1
        half_points.setdefault((round_number - 1) // 2, []).append(POINTS[result][side])
    counts = [0] * 5
    single = 0
    for pair in half_points.values():
        if len(pair) == 2:
            counts[sum(pair)] += 1
        else:
            single += 1
    if skipped or single:
        print(f"pgn-pairs: left out {skipped} unfinished game(s) and {single} game(s) without their pair",
              file=sys.stderr)
    print(",".join(map(str, counts)))


if __name__ == "__main__":
    main()
