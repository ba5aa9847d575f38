#!/bin/sh
# The six-engine round robin of docs/tournaments.md, with its kill -9 and --resume check.
#   tools/tournament-demo.sh OUTDIR [build-dir]
# Writes into OUTDIR (keep it outside the repository):
#   A.*  the tournament as documented (Stockfish at UCI_Elo 1800), uninterrupted
#   B.*  the same, killed with kill -9 after 25 games and resumed
#   C.*  a deterministic variant (Stockfish at full strength, one thread), uninterrupted
#   D.*  C killed with kill -9 after 25 games and resumed
# and prints how the runs compare game by game (tools/compare-pgn-games.py).
# Node limits make the games independent of machine load, so it may run at nice 19 beside other work.
set -eu
here=$(cd "$(dirname "$0")/.." && pwd)
out=${1:?usage: tools/tournament-demo.sh OUTDIR [build-dir]}
build=${2:-"$here/build/dev"}
cli="$build/app/eschess-cli"
stockfish=${STOCKFISH:-/usr/games/stockfish}
mkdir -p "$out"
cd "$out"

run() { # prefix stockfish-options stockfish-name [extra args]
    p=$1 sfopts=$2 sfname=$3; shift 3
    nice -n 19 "$cli" tournament \
        --engine simplified --engine quiescence --engine prototype --engine eschess \
        --engine eschess,UCI_LimitStrength=true,UCI_Elo=1800 --engine "$stockfish,$sfopts" \
        --name simplified --name quiescence --name prototype --name Eschess \
        --name Eschess-1800 --name "$sfname" \
        --format round-robin --games 4 --nodes 20000 --openings "$here/resources/openings/balanced.epd" \
        --maxmoves 200 --pgn "$p.pgn" --state "$p.state" "$@"
}

killed_and_resumed() { # prefix stockfish-options stockfish-name
    rm -f "$1".*
    run "$@" > "$1.part1.log" 2>&1 &
    while [ "$(grep -c '^Finished game' "$1.part1.log" || true)" -lt 25 ]; do sleep 1; done
    # The program itself, not the subshell that started it ($!): only its command line has the state file.
    kill -9 "$(pgrep -f -- "--state $1.state")"
    wait || true
    sleep 2
    echo "$1: killed after $(grep -c '^Finished game' "$1.part1.log") games;" \
         "Stockfish processes left over: $(pgrep -xc stockfish || true)"
    run "$@" --resume > "$1.log" 2>&1
}

tables() { sed -n '/^ #  Engine/,$p' "$1"; }

rm -f A.* C.*
run A UCI_LimitStrength=true,UCI_Elo=1800 Stockfish-1800 > A.log 2>&1
killed_and_resumed B UCI_LimitStrength=true,UCI_Elo=1800 Stockfish-1800
run C Threads=1 Stockfish > C.log 2>&1
killed_and_resumed D Threads=1 Stockfish

tables A.log
echo "A against B (Stockfish's UCI_Elo mode picks its moves at random):"
python3 "$here/tools/compare-pgn-games.py" A.pgn B.pgn
echo "C against D (every engine deterministic):"
python3 "$here/tools/compare-pgn-games.py" C.pgn D.pgn
if tables C.log | cmp -s - "$(tables D.log > D.tables; echo D.tables)"; then
    echo "C and D: final crosstable, rating list and LOS matrix identical"
else
    echo "C and D: final tables DIFFER"; exit 1
fi
