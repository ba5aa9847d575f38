#!/usr/bin/env bash
# What one search technique is worth: eschess-engine with every switch on against the same
# binary with OPTION=false, with the project's own match runner (colours alternated, balanced
# openings). Prints the runner's score line, Elo with its 95% interval and LOS.
#
#   tools/switch-value.sh ENGINE OPTION [GAMES] [TC]
#   e.g. tools/switch-value.sh /tmp/eschess-native NullMove 200 1+0.01
#
# OPTION is any check option of `eschess-engine` (NullMove, LMR, LateMovePruning, Futility,
# ReverseFutility, Razoring, Aspiration, CheckExtension, MateDistancePruning, SEEPruning,
# TTCutoffs). A positive Elo means the technique helps.
set -euo pipefail

engine=${1:?usage: switch-value.sh ENGINE OPTION [GAMES] [TC]}
option=${2:?usage: switch-value.sh ENGINE OPTION [GAMES] [TC]}
games=${3:-200}
tc=${4:-1+0.01}
cli=${ESCHESS_CLI:-build/dev/app/eschess-cli}
openings=${OPENINGS:-resources/openings/balanced.epd}

"$cli" match --engine1 "$engine,Hash=16" --name1 "Eschess" \
    --engine2 "$engine,Hash=16,$option=false" --name2 "Eschess $option=false" \
    --games "$games" --tc "$tc" --openings "$openings" --seed 1 --concurrency 1 \
    --resign 4,800 --draw 40,10,10 | grep -v '^Finished game'
