#!/usr/bin/env python3
"""Compares two tournament PGN files game by game, matched by (Round, White, Black):
are the moves and the result the same? Used by tools/tournament-demo.sh."""
import re
import sys


def games(path):
    text = open(path, encoding="utf-8").read()
    found = {}
    for game in re.split(r"\n(?=\[Event )", text.strip()):
        tags = dict(re.findall(r'\[(\w+) "([^"]*)"\]', game))
        # Comments first: they vary with load ([%eval], [%clk], "+0.31/12 0.125s") and their
        # [%…] commands, wrapped at the end of a line, would look like tags.
        body = re.sub(r"\{[^}]*\}", "", game)
        body = re.sub(r"^\[[^\]]*\]$", "", body, flags=re.M)
        moves = re.sub(r"\d+\.(\.\.)?", "", body).split()
        found[(tags.get("Round"), tags["White"], tags["Black"])] = (tags["Result"], moves)
    return found


def main():
    a, b = games(sys.argv[1]), games(sys.argv[2])
    if a.keys() != b.keys():
        print(f"different sets of games: {len(a)} and {len(b)}")
        return 1
    differ = sorted(k for k in a if a[k] != b[k])
    print(f"{len(a)} games in each; {len(a) - len(differ)} identical move for move; "
          f"{len(differ)} differ")
    for key in differ:
        print(f"  round {key[0]}: {key[1]} - {key[2]}: {a[key][0]} and {b[key][0]}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
