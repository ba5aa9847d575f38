#!/usr/bin/env bash
# Perft speed: Eschess against Stockfish on the same positions in one run.
#
#   bench/perft.sh            build the `release` preset (-march=native) and compare
#   bench/perft.sh --no-build use the existing build
#
# Both programs count the same trees (each checks the published node count) and both count the
# leaves in bulk, single-threaded. Eschess's time is the one it prints for the perft itself;
# Stockfish prints none, so its time is the process's wall-clock less its start-up (the best of
# three depth-1 runs), and its network loading does not count against it.
# Environment: STOCKFISH (default /usr/games/stockfish), ESCHESS_BENCH_BUILD_DIR (default build/release).
set -euo pipefail

root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
build=${ESCHESS_BENCH_BUILD_DIR:-$root/build/release}
stockfish=${STOCKFISH:-/usr/games/stockfish}
cli=$build/app/eschess-cli

if [[ "${1:-}" != --no-build ]]; then
    mkdir -p "$build"
    log=$build/bench-build.log
    echo "building eschess-cli in $build (log: $log) ..."
    if ! {
        if [[ -n "${ESCHESS_BENCH_BUILD_DIR:-}" ]]; then
            cmake -S "$root" -B "$build" -DCMAKE_BUILD_TYPE=Release -DESCHESS_NATIVE=ON
        else
            (cd "$root" && cmake --preset release)
        fi && cmake --build "$build" -j2 --target eschess-cli
    } >"$log" 2>&1; then
        tail -20 "$log" >&2
        echo "perft.sh: the build failed (full log: $log)" >&2
        exit 1
    fi
fi
[[ -x "$cli" ]] || { echo "perft.sh: $cli not built" >&2; exit 1; }
[[ -x "$stockfish" ]] || { echo "perft.sh: no Stockfish at $stockfish (apt-get install stockfish)" >&2; exit 1; }

now_us() { echo $((${EPOCHREALTIME/./})); }

# Runs one program's perft; prints "<nodes> <microseconds>". Eschess reports the perft's own
# time (its "Time: N ms" line), so its start-up (attack tables) is left out without guessing.
run_eschess() {
    local out
    out=$("$cli" perft "$1" "$2")
    echo "$(sed -n 's/^Nodes searched: \([0-9]*\).*/\1/p' <<<"$out")" \
        "$(($(sed -n 's/^Time: \([0-9]*\) ms.*/\1/p' <<<"$out") * 1000))"
}
run_stockfish() {
    local t0 t1 out
    t0=$(now_us)
    out=$(printf 'position fen %s\ngo perft %s\nquit\n' "$1" "$2" | "$stockfish")
    t1=$(now_us)
    echo "$(sed -n 's/^Nodes searched: \([0-9]*\).*/\1/p' <<<"$out") $((t1 - t0))"
}

startfen="rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
kiwipete="r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1"

# Start-up cost: the best of three depth-1 runs.
startup() {
    local best=999999999 i t
    for i in 1 2 3; do
        t=$("$1" "$startfen" 1 | cut -d' ' -f2)
        ((t < best)) && best=$t
    done
    echo "$best"
}
es_start=0
sf_start=$(startup run_stockfish)

echo "Perft, $(date -u +%Y-%m-%d), $(nproc) cores: $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | sed 's/^ //')"
echo "Eschess: $cli ($(git -C "$root" rev-parse --short HEAD 2>/dev/null || echo unknown))"
echo "Stockfish: $("$stockfish" quit 2>/dev/null | head -1)"
echo "Times: Eschess as it reports; Stockfish wall-clock less its start-up (${sf_start} us, best of 3)"
echo
printf '| %-11s | %5s | %11s | %9s | %11s | %9s | %11s | %5s |\n' \
    position depth nodes "Eschess s" "Eschess nps" "SF s" "SF nps" ratio
printf '|%s|%s|%s|%s|%s|%s|%s|%s|\n' -------------  ------- ------------- ----------- ------------- \
    ----------- ------------- -------
status=0
while IFS='|' read -r name fen depth expected; do
    read -r es_nodes es_us < <(run_eschess "$fen" "$depth")
    read -r sf_nodes sf_us < <(run_stockfish "$fen" "$depth")
    if [[ "$es_nodes" != "$expected" || "$sf_nodes" != "$expected" ]]; then
        echo "perft.sh: $name: expected $expected nodes, Eschess $es_nodes, Stockfish $sf_nodes" >&2
        status=1
    fi
    es_net=$((es_us - es_start)); ((es_net > 0)) || es_net=1
    sf_net=$((sf_us - sf_start)); ((sf_net > 0)) || sf_net=1
    es_nps=$((es_nodes * 1000000 / es_net))
    sf_nps=$((sf_nodes * 1000000 / sf_net))
    ratio=$(awk -v a="$es_nps" -v b="$sf_nps" 'BEGIN { printf "%.2f", a / b }')
    printf '| %-11s | %5s | %11s | %9.3f | %11s | %9.3f | %11s | %5s |\n' "$name" "$depth" "$es_nodes" \
        "$(awk -v t="$es_net" 'BEGIN { print t / 1e6 }')" "$es_nps" \
        "$(awk -v t="$sf_net" 'BEGIN { print t / 1e6 }')" "$sf_nps" "$ratio"
done <<EOF2
startpos|$startfen|6|119060324
kiwipete|$kiwipete|5|193690690
EOF2
echo
echo "ratio = Eschess nps / Stockfish nps (>= 1.00: Eschess is at least as fast)"
exit $status
