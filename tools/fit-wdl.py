#!/usr/bin/env python3
"""Fits the win/draw/loss model of `UCI_ShowWDL` (engine/search/wdl.cpp) to self-play data.

    tools/fit-wdl.py DATA.data [DATA.data ...]

DATA is marlinformat, as `eschess-engine datagen` writes it (docs/nnue.md): each record's search
score and the game's result. The model is the usual logistic pair: from the side to move's view,
a score of x centipawns wins with probability 1 / (1 + exp((a - x) / b)) and loses with
1 / (1 + exp((a + x) / b)); the rest is the draw. a (the score that wins half the games) and b
(how quickly the odds change) depend on the material left, m = 1 per pawn, 3 per knight or
bishop, 5 per rook and 9 per queen on the board (10 to 78; less counts as 10).

a and b are fitted for each m by maximum likelihood over the records with that much material (a
histogram of scores in 10 cp steps, so the fit is quick), then smoothed over m - 2 to m + 2
(odd and even amounts of material are different kinds of endgame). Prints the fits and the two
tables to paste into wdl.cpp. Standard library only.
"""
import math
import struct
import sys

PIECE_MATERIAL = [1, 3, 3, 5, 9, 0, 5]  # pawn knight bishop rook queen king castling-rook
SCORE_STEP = 10
SCORE_LIMIT = 2000  # larger scores say little about a and b and are nearly all wins
SMOOTH = 2  # each entry averages the fits of material m - 2 to m + 2
MATERIAL_MIN = 10  # less material is counted as this much: few pieces, many kinds of endgame


def records(paths):
    for path in paths:
        with open(path, "rb") as f:
            data = f.read()
        usable = len(data) - len(data) % 32
        for rec in struct.iter_unpack("<Q16sBBHhBB", data[:usable]):
            occupancy, nibbles, stm_ep, _, _, score, result, _ = rec
            pieces = bin(occupancy).count("1")
            material = 0
            for i in range(pieces):
                code = (nibbles[i // 2] >> (4 * (i % 2))) & 0xF
                material += PIECE_MATERIAL[code & 7] if (code & 7) < 7 else 0
            if stm_ep >> 7:  # Black to move: both to its view
                score, result = -score, 2 - result
            yield material, score, result


def fit_bucket(hist):
    """hist: {score: [losses, draws, wins]}; returns (a, b) by Newton's method on the log-likelihood."""
    a, b = 100.0, 100.0
    for _ in range(100):
        grad = [0.0, 0.0]
        hess = [[0.0, 0.0], [0.0, 0.0]]
        # Numerical derivatives: two parameters, a few hundred histogram cells.
        def loglik(a, b):
            total = 0.0
            for x, (l, d, w) in hist.items():
                pw = 1 / (1 + math.exp(min(50, (a - x) / b)))
                pl = 1 / (1 + math.exp(min(50, (a + x) / b)))
                pd = max(1e-9, 1 - pw - pl)
                total += w * math.log(max(pw, 1e-9)) + l * math.log(max(pl, 1e-9)) + d * math.log(pd)
            return total
        h = 0.5
        f0 = loglik(a, b)
        fa1, fa0 = loglik(a + h, b), loglik(a - h, b)
        fb1, fb0 = loglik(a, b + h), loglik(a, b - h)
        fab = loglik(a + h, b + h)
        grad = [(fa1 - fa0) / (2 * h), (fb1 - fb0) / (2 * h)]
        hess[0][0] = (fa1 - 2 * f0 + fa0) / (h * h)
        hess[1][1] = (fb1 - 2 * f0 + fb0) / (h * h)
        hess[0][1] = hess[1][0] = (fab - fa1 - fb1 + f0) / (h * h)
        det = hess[0][0] * hess[1][1] - hess[0][1] * hess[1][0]
        if det <= 0 or hess[0][0] >= 0:  # not concave here: a plain gradient step
            step = [g * 0.01 for g in grad]
        else:
            step = [-(hess[1][1] * grad[0] - hess[0][1] * grad[1]) / det,
                    -(-hess[1][0] * grad[0] + hess[0][0] * grad[1]) / det]
        step = [max(-50.0, min(50.0, s)) for s in step]
        a, b = a + step[0], max(10.0, b + step[1])
        if abs(step[0]) < 0.01 and abs(step[1]) < 0.01:
            break
    return a, b


def main():
    if len(sys.argv) < 2:
        sys.exit(__doc__)
    buckets = {}
    count = 0
    for material, score, result in records(sys.argv[1:]):
        if abs(score) > SCORE_LIMIT or result not in (0, 1, 2):
            continue
        material = max(MATERIAL_MIN, min(78, material))
        cell = buckets.setdefault(material, {}).setdefault(round(score / SCORE_STEP) * SCORE_STEP, [0, 0, 0])
        cell[result] += 1
        count += 1
    print(f"{count} records within ±{SCORE_LIMIT} cp")
    fits = []
    for material in sorted(buckets):
        hist = buckets[material]
        n = sum(sum(c) for c in hist.values())
        if n < 2000:
            continue
        a, b = fit_bucket(hist)
        fits.append((material / 58, a, b, n))
        print(f"material {material:2d}: {n:7d} records, a {a:7.1f} b {b:6.1f}")
    # Smoothed over neighbouring amounts of material (odd and even counts differ by endgame kind),
    # weighted by the records behind each fit.
    by_m = {round(t * 58): (a, b, n) for t, a, b, n in fits}
    table = []
    for m in range(MATERIAL_MIN, 79):
        near = [by_m[k] for k in range(m - SMOOTH, m + SMOOTH + 1) if k in by_m]
        if not near:
            sys.exit(f"no fit near material {m}: too little data")
        w = sum(n for _, _, n in near)
        table.append((sum(a * n for a, _, n in near) / w, sum(b * n for _, b, n in near) / w))
    print(f"// tools/fit-wdl.py ({count:,} positions within ±{SCORE_LIMIT:,} cp), for material {MATERIAL_MIN} to 78: a")
    print("// (the score that wins half the games) and b")
    for name, column in (("kWdlA", 0), ("kWdlB", 1)):
        values = [f"{round(row[column])}," for row in table]
        print("constexpr std::array<std::int16_t, %d> %s = {" % (len(table), name))
        for i in range(0, len(values), 16):
            print("    " + " ".join(values[i:i + 16]))
        print("};")


if __name__ == "__main__":
    main()
