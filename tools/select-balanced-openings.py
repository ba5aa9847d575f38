#!/usr/bin/env python3
"""Keeps the opening lines whose final position the reviewer scored within a margin.

    select-balanced-openings.py LINES.pgn REVIEWED.pgn MARGIN-CP > BALANCED.pgn

LINES.pgn holds the lines as they are; REVIEWED.pgn the same games in the same order as
`eschess-cli review` wrote them (an [%eval] after each move, the reviewer's better lines as
variations). A line's balance is the [%eval] after its last main-line move, from White's view.
Lines reaching a position already kept (the same moves) are dropped. Used by
tools/make-eco-openings.sh."""
import re
import sys


def split_games(text):
    return [g for g in re.split(r"\n(?=\[Event )", text.strip()) if g.strip()]


def main_line(movetext):
    """The movetext without its (nested) variations."""
    out, depth = [], 0
    for ch in movetext:
        if ch == "(":
            depth += 1
        elif ch == ")":
            depth -= 1
        elif depth == 0:
            out.append(ch)
    return "".join(out)


def final_eval(game):
    body = re.sub(r"^\[[^\]]*\]$", "", game, flags=re.M)
    evals = re.findall(r"\[%eval ([^\]]+)\]", main_line(body))
    if not evals:
        return None
    last = evals[-1].strip()
    if last.startswith("#"):
        return None  # a forced mate is not an opening
    return round(float(last) * 100)


def main():
    lines = split_games(open(sys.argv[1], encoding="utf-8").read())
    reviewed = split_games(open(sys.argv[2], encoding="utf-8").read())
    margin = int(sys.argv[3])
    if len(lines) != len(reviewed):
        sys.exit(f"{len(lines)} lines but {len(reviewed)} reviewed games: was the review stopped?")
    seen, kept = set(), 0
    print("% Balanced ECO lines: the Lichess opening list (resources/openings/eco/, CC0) lines of 8 plies")
    print(f"% or more whose final position Stockfish scored within {margin} cp at depth 12 (one thread).")
    print("% Made by tools/make-eco-openings.sh; the Balance tag is that score, from White's view.")
    print()
    for line, rev in zip(lines, reviewed):
        cp = final_eval(rev)
        moves = re.sub(r"^\[[^\]]*\]$", "", line, flags=re.M).strip()
        if cp is None or abs(cp) > margin or moves in seen:
            continue
        seen.add(moves)
        kept += 1
        tags = "\n".join(t for t in line.splitlines() if t.startswith("["))
        print(tags.replace('[Result "*"]', f'[Balance "{cp:+d} cp"]\n[Result "*"]'))
        print()
        print(moves)
        print()
    print(f"kept {kept} of {len(lines)} lines", file=sys.stderr)


if __name__ == "__main__":
    main()
