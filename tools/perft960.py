#!/usr/bin/env python3
"""Compares Eschess's Chess960 move generation with Stockfish's.

usage: tools/perft960.py ENGINE [SEED [GAMES]]

Plays GAMES (default 20) games of random legal moves from random Chess960 starts (SEED, default
1), and at several plies of each compares the `go perft 3` divide of ENGINE (eschess-engine)
with /usr/games/stockfish's, move by move, both in UCI_Chess960 mode. Prints each position that
differs and a count at the end; the exit status is 1 when any differs. The moves are Stockfish's
(its `go perft 1`), so a move Eschess does not generate still shows up as a difference.
"""
import random
import subprocess
import sys

STOCKFISH = "/usr/games/stockfish"


def start_fen(number):
    """The starting FEN of Chess960 position `number` (Scharnagl's numbering, 518 standard)."""
    rank = [None] * 8
    number, r = divmod(number, 4)
    rank[2 * r + 1] = "B"
    number, r = divmod(number, 4)
    rank[2 * r] = "B"
    number, r = divmod(number, 6)
    rank[[i for i in range(8) if rank[i] is None][r]] = "Q"
    pairs = [(0, 1), (0, 2), (0, 3), (0, 4), (1, 2), (1, 3), (1, 4), (2, 3), (2, 4), (3, 4)]
    free = [i for i in range(8) if rank[i] is None]
    for k in pairs[number]:
        rank[free[k]] = "N"
    free = [i for i in range(8) if rank[i] is None]
    rank[free[0]], rank[free[1]], rank[free[2]] = "R", "K", "R"
    white = "".join(rank)
    return f"{white.lower()}/pppppppp/8/8/8/8/PPPPPPPP/{white} w KQkq - 0 1"


def divide(program, fen, moves, depth):
    """{move: nodes} from the program's `go perft depth` after fen and moves."""
    commands = (f"setoption name UCI_Chess960 value true\nposition fen {fen} moves {' '.join(moves)}\n"
                f"go perft {depth}\nisready\nquit\n")
    out = subprocess.run([program], input=commands, capture_output=True, text=True).stdout
    counts = {}
    for line in out.splitlines():
        move, sep, nodes = line.partition(": ")
        if sep and len(move) in (4, 5) and nodes.strip().isdigit():
            counts[move] = int(nodes)
    return counts


def main():
    if len(sys.argv) < 2:
        sys.exit(__doc__)
    engine = sys.argv[1]
    rng = random.Random(int(sys.argv[2]) if len(sys.argv) > 2 else 1)
    games = int(sys.argv[3]) if len(sys.argv) > 3 else 20
    differ = checked = 0
    for _ in range(games):
        fen, moves = start_fen(rng.randrange(960)), []
        for ply in range(rng.randrange(10, 60)):
            legal = divide(STOCKFISH, fen, moves, 1)
            if not legal:
                break
            moves.append(rng.choice(sorted(legal)))
            if ply < 4 or ply % 7 == 6:
                ours, theirs = divide(engine, fen, moves, 3), divide(STOCKFISH, fen, moves, 3)
                checked += 1
                if ours != theirs:
                    differ += 1
                    print("differs:", fen, "moves", " ".join(moves))
                    for m in sorted(set(ours) | set(theirs)):
                        if ours.get(m) != theirs.get(m):
                            print(f"  {m}: eschess {ours.get(m)}, stockfish {theirs.get(m)}")
    print(f"checked {checked} positions, {differ} differ")
    sys.exit(1 if differ else 0)


if __name__ == "__main__":
    main()
