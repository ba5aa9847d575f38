#!/usr/bin/env python3
"""Match openings from NNUE training records: EPD starts that no opening book holds.

Reads a file of 32-byte marlinformat records (`eschess-engine datagen` writes them a game at a
time; docs/nnue.md, "Record format") and prints, as EPD, the positions of each game's first recorded
move number and of three moves later, when the search scored them within +-LIMIT cp (default
50) and they were not printed before. Made with random plies (`datagen --random-plies 10`), these are positions far from
opening theory, for an SPRT of a net trained on games from the usual openings (docs/nnue.md,
"Session 88"):

    eschess-engine datagen --out randstart.data --nodes 2000 --random-plies 10 --games 600 --seed 8801 \
        --eval net10.nnue   # net10: `git show 17d337fa:engine/nnue/default.nnue > net10.nnue`
    tools/records-to-epd.py randstart.data 50 > randstart.epd   # 800 starts
"""
import struct
import sys

TYPES = "PNBRQKR"  # type code 6 is a rook that still has its castling right


def decode(record):
    """(EPD's four fields, fullmove number, White's score) of one record."""
    occupancy = struct.unpack_from("<Q", record, 0)[0]
    codes = [nibble for byte in record[8:24] for nibble in (byte & 15, byte >> 4)]
    board, rights, next_code = [None] * 64, "", 0
    for square in range(64):
        if occupancy >> square & 1:
            code = codes[next_code]
            next_code += 1
            letter = TYPES[code & 7]
            board[square] = letter.lower() if code & 8 else letter
            if code & 7 == 6:
                side = "K" if square % 8 == 7 else "Q"
                rights += side.lower() if code & 8 else side
    ranks = []
    for rank in range(7, -1, -1):
        text, empty = "", 0
        for file in range(8):
            piece = board[rank * 8 + file]
            if piece is None:
                empty += 1
                continue
            text += (str(empty) if empty else "") + piece
            empty = 0
        ranks.append(text + (str(empty) if empty else ""))
    side_to_move = "b" if record[24] & 128 else "w"
    ep = record[24] & 127
    ep_text = "-" if ep == 64 else "abcdefgh"[ep % 8] + str(ep // 8 + 1)
    rights = "".join(sorted(rights, key="KQkq".index)) or "-"
    fullmove = struct.unpack_from("<H", record, 26)[0]
    score = struct.unpack_from("<h", record, 28)[0]
    return f"{'/'.join(ranks)} {side_to_move} {rights} {ep_text}", fullmove, score


def main():
    if len(sys.argv) not in (2, 3):
        sys.exit(__doc__)
    limit = int(sys.argv[2]) if len(sys.argv) == 3 else 50
    data = open(sys.argv[1], "rb").read()
    if len(data) % 32:
        print(f"records-to-epd: {sys.argv[1]}: {len(data) % 32} bytes past the last whole record, ignored",
              file=sys.stderr)
    seen, last_move, first_move = set(), None, 0
    for offset in range(0, len(data) - 31, 32):
        fields, move, score = decode(data[offset:offset + 32])
        if last_move is None or move < last_move:  # the move number fell: a new game
            first_move = move
        last_move = move
        # The game's first recorded move and the move three later, each up to two positions
        # (White's and Black's): a few starts per game, from its opening and its early middlegame.
        if move in (first_move, first_move + 3) and abs(score) <= limit and fields not in seen:
            seen.add(fields)
            print(f'{fields} c0 "random start";')


if __name__ == "__main__":
    main()
