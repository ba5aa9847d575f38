#!/usr/bin/env bash
# Measures what each UCI_Elo label of eschess-engine plays like, on Stockfish's limited-strength
# scale: for every label, `eschess-cli ladder` plays Stockfish at the nearest UCI_Elo levels and
# fits one rating with its 95% interval. The table in docs/strength.md comes from this script.
#
#   tools/calibrate-levels.sh ENGINE [GAMES] [TC] [OUTDIR]
#   e.g. tools/calibrate-levels.sh /tmp/eschess-native 20 5+0.05 /tmp/calibration
#
# Stockfish 15.1's UCI_Elo starts at 1350, so the labels below it are measured against 1350 only
# (a lopsided score gives a wide interval; the fit still bounds it).
set -euo pipefail

engine=${1:?usage: calibrate-levels.sh ENGINE [GAMES] [TC] [OUTDIR]}
games=${2:-20}
tc=${3:-5+0.05}
outdir=${4:-calibration}
cli=${ESCHESS_CLI:-build/dev/app/eschess-cli}
openings=${OPENINGS:-resources/openings/balanced.epd}
mkdir -p "$outdir"

# label → Stockfish levels to play (nearest ones that Stockfish offers)
declare -A levels=(
    [800]=1350
    [1200]=1350
    [1600]=1350,1800
    [2000]=1800,2200
    [2400]=2200,2600
)
for label in 800 1200 1600 2000 2400; do
    echo "== UCI_Elo $label vs Stockfish ${levels[$label]} ($games games each, $tc)"
    "$cli" ladder --engine "$engine,Hash=16,UCI_LimitStrength=true,UCI_Elo=$label" \
        --levels "${levels[$label]}" --games "$games" --tc "$tc" --openings "$openings" \
        --concurrency 1 --pgn "$outdir/level-$label.pgn" | tee "$outdir/level-$label.txt" | grep -v '^  Stockfish'
done
