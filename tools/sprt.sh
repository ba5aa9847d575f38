#!/usr/bin/env bash
# The SPRT that decides whether a search or evaluation change is kept (docs/strength.md): a
# candidate engine against a base engine, each opening of the 1,490 balanced ECO lines played
# with both colours in a shuffled order, two games at a time, Cute Chess's adjudication, until
# the SPRT decides or the games run out (the SPRT counts game pairs, docs/tournaments.md; a
# referee copied before session 82 counts games). It resumes from its state file when run again with the
# same arguments (after Ctrl-C or a killed session), on the machine that wrote it.
#
# At a node limit (the default, 25,000 a move) the games do not depend on the machine or its
# load, so other work may share the cores; a clock (--tc) needs cores that do nothing else.
# Everything it writes stays in DIR, outside the repository: NAME.pgn, NAME.state, NAME.log, and
# bin/eschess-cli, copied on the first run so that a rebuild cannot change the referee halfway.
# Copy the engines' binaries somewhere stable too: a rebuilt binary would change a side.
#
# Usage: tools/sprt.sh --dir DIR --name NAME --engine SPEC --base SPEC --seed S
#            [--nodes N (25000) | --tc TC (e.g. 3+0.03)] [--bounds ELO0,ELO1 (0,10)]
#            [--games N (6000)] [--concurrency C (2)] [--openings FILE (resources/openings/eco-balanced.pgn)]
# --openings plays other starts, e.g. to see that a net trained on games from eco-balanced.pgn
# (pgn-data, docs/nnue.md) gains as much from starts it has never seen: EPD or PGN, many of them
# (each gives two games only at fixed nodes).
# SPEC is eschess-cli's: a program or a built-in searcher, then options, e.g.
# /work/artifacts/s73/cand-engine,Hash=16 or eschess,Hash=16,EvalFile=net11.nnue.
# Bounds (0, 10) ask for a gain; (-10, 0) asks that a simplification or a speed change lose
# nothing. Needs a release build of eschess-cli: $ESCHESS_BUILD_DIR, default build/release.
# Example, session 73's en prise order against session 72's search:
#   tools/sprt.sh --dir /work/artifacts/s73/sprt --name prise --seed 807 \
#       --engine /work/artifacts/s73/prisee-engine,Hash=16 --base /work/artifacts/s73/base-engine,Hash=16
set -euo pipefail

root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
build=${ESCHESS_BUILD_DIR:-$root/build/release}
usage() {
    sed -n '/^# Usage:/,/^# nothing\. Needs/p' "${BASH_SOURCE[0]}" | sed 's/^# \{0,1\}//' >&2
    exit 2
}
die() { echo "sprt.sh: $*" >&2; exit 2; }

dir='' name='' engine='' base='' seed='' nodes='' tc='' bounds=0,10 games=6000 concurrency=2 openings=$root/resources/openings/eco-balanced.pgn
while (($#)); do
    (($# >= 2)) || { [[ $1 == -h || $1 == --help ]] && usage; die "$1 needs a value"; }
    case $1 in
        --dir) dir=$2 ;;
        --name) name=$2 ;;
        --engine) engine=$2 ;;
        --base) base=$2 ;;
        --seed) seed=$2 ;;
        --nodes) nodes=$2 ;;
        --tc) tc=$2 ;;
        --bounds) bounds=$2 ;;
        --games) games=$2 ;;
        --concurrency) concurrency=$2 ;;
        --openings) openings=$(realpath -m "$2") ;;
        *) die "unknown option '$1'" ;;
    esac
    shift 2
done
[[ -n $dir && -n $name && -n $engine && -n $base && -n $seed ]] || usage
[[ $name =~ ^[A-Za-z0-9._-]+$ ]] || die "--name must be a file name (letters, digits, . _ -), got '$name'"
[[ $seed =~ ^[0-9]+$ ]] || die "--seed must be a whole number, got '$seed'"
[[ -z $nodes || -z $tc ]] || die "--nodes and --tc exclude each other"
[[ -n $tc ]] || nodes=${nodes:-25000}
[[ -r $openings ]] || die "cannot read the openings $openings"
[[ -z $nodes || ($nodes =~ ^[0-9]+$ && $nodes -gt 0) ]] || die "--nodes must be a positive whole number, got '$nodes'"
[[ $bounds =~ ^-?[0-9]+(\.[0-9]+)?,-?[0-9]+(\.[0-9]+)?$ ]] || die "--bounds must be ELO0,ELO1, e.g. 0,10 or -10,0, got '$bounds'"
[[ $games =~ ^[0-9]+$ && $games -ge 2 ]] || die "--games must be a whole number from 2, got '$games'"
[[ $concurrency =~ ^[1-9][0-9]*$ ]] || die "--concurrency must be a positive whole number, got '$concurrency'"
dir=$(realpath -m "$dir")
case $dir/ in
    "$root"/*) die "--dir $dir is inside the repository; the games stay outside" ;;
esac
mkdir -p "$dir/bin"
if [[ ! -x $dir/bin/eschess-cli ]]; then
    [[ -x $build/app/eschess-cli ]] || die "build eschess-cli in $build first (cmake --preset release && cmake --build build/release -j2)"
    cp "$build/app/eschess-cli" "$dir/bin/"
fi

limit=(--nodes "$nodes")
[[ -n $tc ]] && limit=(--tc "$tc")
state=$dir/$name.state
resume=()
[[ -s $state ]] && resume=(--resume)
# Elo, pairs and LLR every 50 games (a referee copied before --report existed has not got it).
report=()
"$dir/bin/eschess-cli" match --help | grep -q -- --report && report=(--report 50)
"$dir/bin/eschess-cli" match --engine1 "$engine" --engine2 "$base" --name1 "$name" --name2 base \
    --games "$games" "${limit[@]}" --openings "$openings" --random --seed "$seed" \
    --concurrency "$concurrency" --resign 4,800 --draw 40,10,10 --sprt "$bounds,0.05,0.05" \
    --pgn "$dir/$name.pgn" --state "$state" "${resume[@]}" "${report[@]}" 2>&1 | tee -a "$dir/$name.log"
