#!/usr/bin/env python3
"""A small UCI match runner for engine development until `eschess-cli match` exists.

Plays games between two UCI engines at base+increment, colours alternated, each opening
played with both colours, one game at a time. Our own eschess-engine is the referee: its
`go perft 1` lists the legal moves and `d` gives the FEN and the checkers, so this script
holds no chess rules. Writes results to stdout and, with --positions, every position seen
with the game's result (for the Texel tuner).

  tools/tuner/uci_match.py --engine1 build/x/engine/eschess-engine \
      --engine2 /usr/games/stockfish --opt2 UCI_LimitStrength=true --opt2 UCI_Elo=1800 \
      --games 20 --tc 10+0.1
"""
import argparse, math, subprocess, sys, time

# Short, balanced opening lines (UCI moves), each played with both colours.
OPENINGS = [
    "e2e4 e7e5 g1f3 b8c6", "e2e4 c7c5 g1f3 d7d6", "d2d4 d7d5 c2c4 e7e6", "d2d4 g8f6 c2c4 g7g6",
    "e2e4 e7e6 d2d4 d7d5", "e2e4 c7c6 d2d4 d7d5", "c2c4 e7e5 b1c3 g8f6", "g1f3 d7d5 g2g3 g8f6",
    "d2d4 g8f6 c2c4 e7e6 g1f3 b7b6", "e2e4 e7e5 g1f3 b8c6 f1b5 a7a6", "e2e4 c7c5 b1c3 b8c6",
    "d2d4 d7d5 g1f3 g8f6 c1f4", "e2e4 d7d6 d2d4 g8f6 b1c3 g7g6", "c2c4 c7c5 g1f3 g8f6",
    "e2e4 e7e5 f2f4", "d2d4 f7f5 g2g3 g8f6", "e2e4 g7g6 d2d4 f8g7", "d2d4 d7d5 c2c4 c7c6",
    "e2e4 c7c5 g1f3 e7e6 d2d4 c5d4", "g1f3 c7c5 c2c4 b8c6",
]


class Engine:
    def __init__(self, cmd, options):
        self.name = cmd.split()[0].split("/")[-1]
        self.p = subprocess.Popen(cmd, shell=True, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                  stderr=subprocess.DEVNULL, text=True, bufsize=1)
        self.send("uci")
        self.wait("uciok")
        for name, value in options:
            self.send(f"setoption name {name} value {value}")
        self.ready()

    def send(self, line):
        self.p.stdin.write(line + "\n")
        self.p.stdin.flush()

    def wait(self, prefix):
        lines = []
        while True:
            line = self.p.stdout.readline()
            if not line:
                raise RuntimeError("engine died")
            line = line.rstrip("\n")
            if line.startswith("info string error"):
                print(f"[{self.name}] {line}", file=sys.stderr)
            lines.append(line)
            if line.startswith(prefix):
                return lines

    def ready(self):
        self.send("isready")
        self.wait("readyok")

    def quit(self):
        try:
            self.send("quit")
            self.p.wait(timeout=2)
        except Exception:
            self.p.kill()


class Referee(Engine):
    def state(self, moves):
        self.send("position startpos moves " + " ".join(moves) if moves else "position startpos")
        self.send("d")
        out = self.wait("Checkers")
        fen = next(l for l in out if l.startswith("Fen: "))[5:]
        in_check = out[-1].strip() != "Checkers:"
        self.send("go perft 1")
        legal = [l.split(":")[0] for l in self.wait("Nodes searched") if ":" in l and not l.startswith("Nodes")]
        return fen, in_check, legal


def insufficient(fen):
    board = fen.split()[0]
    pieces = [c for c in board if c.isalpha() and c not in "kK"]
    if not pieces:
        return True
    return len(pieces) == 1 and pieces[0] in "nNbB"


def play(white, black, referee, opening, base, inc, positions):
    moves = opening.split()
    clock = [base, base]
    seen = {}
    fens = []
    for e in (white, black):
        e.send("ucinewgame")
        e.ready()
    while True:
        fen, in_check, legal = referee.state(moves)
        key = " ".join(fen.split()[:4])
        seen[key] = seen.get(key, 0) + 1
        fens.append(fen)
        side = 0 if fen.split()[1] == "w" else 1
        if not legal:
            return ("0-1" if side == 0 else "1-0", "checkmate") if in_check else ("1/2-1/2", "stalemate"), fens
        if seen[key] >= 3:
            return ("1/2-1/2", "repetition"), fens
        if int(fen.split()[4]) >= 100:
            return ("1/2-1/2", "fifty moves"), fens
        if insufficient(fen):
            return ("1/2-1/2", "insufficient material"), fens
        if len(moves) > 400:
            return ("1/2-1/2", "adjudicated length"), fens
        engine = white if side == 0 else black
        engine.send("position startpos moves " + " ".join(moves))
        t0 = time.monotonic()
        engine.send(f"go wtime {int(clock[0]*1000)} btime {int(clock[1]*1000)} winc {int(inc*1000)} binc {int(inc*1000)}")
        out = engine.wait("bestmove")
        used = time.monotonic() - t0
        clock[side] -= used
        if clock[side] < 0:
            print(f"flag: side {side} used {used*1000:.0f} ms, clock now {clock[side]*1000:.0f} ms, ply {len(moves)}", file=sys.stderr)
            return ("0-1" if side == 0 else "1-0", "time"), fens
        clock[side] += inc
        move = out[-1].split()[1]
        if move not in legal:
            print(f"illegal {move} after: {' '.join(moves)} legal: {legal} fen {fen}", file=sys.stderr)
            return ("0-1" if side == 0 else "1-0", f"illegal move {move}"), fens
        moves.append(move)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--engine1", required=True)
    ap.add_argument("--engine2", required=True)
    ap.add_argument("--opt1", action="append", default=[])
    ap.add_argument("--opt2", action="append", default=[])
    ap.add_argument("--referee", default=None)
    ap.add_argument("--games", type=int, default=10)
    ap.add_argument("--tc", default="10+0.1")
    ap.add_argument("--positions", default=None, help="append FEN;result lines here")
    args = ap.parse_args()
    base, inc = (float(x) for x in args.tc.split("+"))
    opts = lambda l: [tuple(o.split("=", 1)) for o in l]
    e1, e2 = Engine(args.engine1, opts(args.opt1)), Engine(args.engine2, opts(args.opt2))
    ref = Referee(args.referee or args.engine1.split()[0], [])
    score = [0, 0, 0]  # engine1 wins, draws, losses
    out = open(args.positions, "a") if args.positions else None
    for g in range(args.games):
        opening = OPENINGS[(g // 2) % len(OPENINGS)]
        first = g % 2 == 0
        white, black = (e1, e2) if first else (e2, e1)
        (result, reason), fens = play(white, black, ref, opening, base, inc, out)
        if result == "1/2-1/2":
            score[1] += 1
        elif (result == "1-0") == first:
            score[0] += 1
        else:
            score[2] += 1
        if out:
            r = {"1-0": "1.0", "0-1": "0.0", "1/2-1/2": "0.5"}[result]
            for f in fens[8:]:
                out.write(f"{f};{r}\n")
            out.flush()
        n = g + 1
        pts = score[0] + 0.5 * score[1]
        print(f"game {n}: engine1 {'white' if first else 'black'} {result} ({reason})  "
              f"+{score[0]} ={score[1]} -{score[2]}  {100*pts/n:.1f}%", flush=True)
    n = args.games
    p = (score[0] + 0.5 * score[1]) / n
    if 0 < p < 1:
        elo = -400 * math.log10(1 / p - 1)
        var = (score[0] * (1 - p) ** 2 + score[1] * (0.5 - p) ** 2 + score[2] * p ** 2) / n
        se = math.sqrt(var / n)
        lo, hi = [(-400 * math.log10(1 / x - 1)) if 0 < x < 1 else float("nan") for x in (p - 1.96 * se, p + 1.96 * se)]
        print(f"score {100*p:.1f}%  Elo {elo:+.0f} [{lo:+.0f}, {hi:+.0f}] (95%)")
    else:
        print(f"score {100*p:.1f}%")
    for e in (e1, e2, ref):
        e.quit()


if __name__ == "__main__":
    main()
