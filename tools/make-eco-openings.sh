#!/bin/sh
# Makes resources/openings/eco-balanced.pgn: the Lichess ECO lines (resources/openings/eco/) of at
# least 8 plies whose final position Stockfish scores within 50 cp at depth 12, one thread.
#   tools/make-eco-openings.sh WORKDIR [build-dir]
# Why: the 45 lines of balanced.epd give 90 distinct games; a match at fixed nodes is
# deterministic, so an SPRT of thousands of games needs thousands of different starts.
# The scoring is `eschess-cli review` with Stockfish (about 15 minutes on one core; deterministic:
# one thread and a fixed depth), whose [%eval] after a line's last move is the line's balance.
set -eu
here=$(cd "$(dirname "$0")/.." && pwd)
work=${1:?usage: tools/make-eco-openings.sh WORKDIR [build-dir]}
build=${2:-"$here/build/release"}
stockfish=${STOCKFISH:-/usr/games/stockfish}
mkdir -p "$work"

# 1. TSV (eco, name, SAN movetext) to PGN, lines of 8 plies or more.
awk -F'\t' 'FNR > 1 {
    n = split($3, t, " "); plies = 0
    for (i = 1; i <= n; i++) if (t[i] !~ /\./) plies++
    if (plies >= 8)
        printf "[Event \"%s\"]\n[ECO \"%s\"]\n[Opening \"%s\"]\n[Result \"*\"]\n\n%s *\n\n", $2, $1, $2, $3
}' "$here"/resources/openings/eco/[a-e].tsv > "$work/eco8.pgn"

# 2. Stockfish scores every position of every line.
"$build/app/eschess-cli" review "$work/eco8.pgn" --out "$work/eco8-reviewed.pgn" \
    --engine "$stockfish" --depth 12 > "$work/review-summary.txt" 2> /dev/null

# 3. Keep the balanced lines.
python3 "$here/tools/select-balanced-openings.py" "$work/eco8.pgn" "$work/eco8-reviewed.pgn" 50 \
    > "$here/resources/openings/eco-balanced.pgn"
grep -c '^\[Event' "$here/resources/openings/eco-balanced.pgn"
