#!/usr/bin/env python3
"""How each engine of a match spent its clock: the mean time left after 10, 20, 30 and 60
moves from each game's start and at the game's end, read from the %clk comments that
`eschess-cli match` writes.

    pgn-clocks.py MATCH.pgn

Games shorter than a mark do not count at that mark, so the number of games is printed too."""
import collections
import re
import sys

MARKS = (10, 20, 30, 60)


def clock_seconds(comment):
    m = re.search(r'%clk\s+(\d+):(\d+):([\d.]+)', comment)
    return None if m is None else int(m.group(1)) * 3600 + int(m.group(2)) * 60 + float(m.group(3))


def main():
    if len(sys.argv) != 2:
        sys.exit(__doc__)
    left = collections.defaultdict(lambda: collections.defaultdict(list))
    with open(sys.argv[1], encoding='utf-8') as f:
        games = f.read().split('[Event ')[1:]
    for game in games:
        white = re.search(r'\[White "([^"]*)"', game)
        black = re.search(r'\[Black "([^"]*)"', game)
        if not white or not black or '\n\n' not in game:
            continue
        fen = re.search(r'\[FEN "[^"]* ([wb]) ', game)
        first = 1 if fen and fen.group(1) == 'b' else 0  # who moves first in this game
        names = (white.group(1), black.group(1))
        comments = re.findall(r'\{([^}]*)\}', game.split('\n\n', 1)[1], re.S)
        last = {}
        for ply, comment in enumerate(comments):
            seconds = clock_seconds(comment)
            if seconds is None:
                continue
            name = names[(first + ply) % 2]
            last[name] = seconds
            if ply // 2 in MARKS:
                left[name][ply // 2].append(seconds)
        for name, seconds in last.items():
            left[name]['end'].append(seconds)
    for name, marks in left.items():
        order = [m for m in MARKS if m in marks] + ['end']
        figures = ', '.join(f'{"at the" if m == "end" else "after"} {m}: '
                            f'{sum(marks[m]) / len(marks[m]):.2f} s ({len(marks[m])} games)' for m in order)
        print(f'{name}: {figures}')


if __name__ == '__main__':
    main()
