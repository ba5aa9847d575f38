#!/usr/bin/env bash
# Which pruning hides a move: searches one position with the root restricted to the moves
# given (UCI `go nodes N searchmoves …`), first with every switch on, then with each pruning
# switched off in turn, and prints each search's move, depth and score, and the first depth at
# which the wanted move led. A node limit makes every line the same on any machine and under
# any load, so it may run beside other work. Session 76 found this way that razoring hid
# Bratko-Kopec's BK.07 (docs/strength.md, "Session 76").
#
#   tools/pruning-culprit.sh [--nodes N (14000000)] [--hash MB (16)] ENGINE FEN WANTED OTHER...
#   e.g. tools/pruning-culprit.sh --nodes 14000000 build/release/engine/eschess-engine \
#            "1nk1r1r1/pp2n1pp/4p3/q2pPp1N/b1pP1P2/B1P2R2/2P1B1PP/R2Q2K1 w - - 0 1" h5f6 a3b4
#
# WANTED and OTHER are moves in UCI notation; the root searches only them, so that the
# wanted move meets its rival with a null window, as in the full search, but without the
# other root moves' influence. ENGINE is eschess-engine (its check options name the switches).
set -euo pipefail

usage() { echo "usage: pruning-culprit.sh [--nodes N] [--hash MB] ENGINE FEN WANTED OTHER..." >&2; exit 2; }
nodes=14000000
hash=16
while [[ ${1:-} == --* ]]; do
    case $1 in
        --nodes) nodes=${2:-}; shift 2 ;;
        --hash) hash=${2:-}; shift 2 ;;
        *) usage ;;
    esac
done
[[ $# -ge 4 ]] || usage
engine=$1 fen=$2 wanted=$3
shift 3
moves="$wanted $*"
[[ $nodes =~ ^[1-9][0-9]*$ ]] || { echo "pruning-culprit.sh: --nodes must be a positive whole number, got '$nodes'" >&2; exit 2; }
[[ $hash =~ ^[1-9][0-9]*$ ]] || { echo "pruning-culprit.sh: --hash must be a positive whole number, got '$hash'" >&2; exit 2; }
[[ -x $engine ]] || { echo "pruning-culprit.sh: $engine is not an executable program" >&2; exit 2; }
for m in $moves; do
    [[ $m =~ ^[a-h][1-8][a-h][1-8][qrbn]?$ ]] || { echo "pruning-culprit.sh: '$m' is not a UCI move (e.g. e2e4, e7e8q)" >&2; exit 2; }
done

# The engine's own check options, so that a build without one of them is not asked for it.
known=$(echo uci | "$engine" | awk '$1 == "option" && / type check / {print $3}') ||
    { echo "pruning-culprit.sh: $engine failed when asked 'uci'" >&2; exit 1; }
switches=()
for s in NullMove LateMovePruning Futility ReverseFutility Razoring SEEPruning SingularExtension TTCutoffs LMR; do
    grep -qx "$s" <<<"$known" && switches+=("$s")
done

out=$(mktemp)
trap 'rm -f "$out"' EXIT

# One search; $1 is an extra UCI line (a setoption, or isready). Prints
# "MOVE DEPTH SCORE FIRST" where FIRST is "dD (N nodes)" of the wanted move's first lead.
search() {
    : >"$out"
    {
        printf 'uci\nsetoption name Hash value %s\n%s\nisready\nposition fen %s\ngo nodes %s searchmoves %s\n' \
            "$hash" "$1" "$fen" "$nodes" "$moves"
        # A node limit ends the search; an hour covers a slow machine. The isready each second
        # (answered even while searching) fails on a closed pipe, which ends the wait at once
        # when the engine has died.
        for ((i = 1; i <= 36000; ++i)); do
            grep -q -e '^bestmove' -e '^info string error' "$out" && break
            ((i % 10)) || echo isready
            sleep 0.1
        done
        echo quit
    } | "$engine" >"$out" 2>&1 || true
    # A bad FEN or move leaves the engine searching something else: say so and stop.
    if grep -q '^info string error' "$out"; then
        grep '^info string error' "$out" | sed 's/^info string error: /pruning-culprit.sh: the engine says: /' >&2
        return 1
    fi
    grep -q '^bestmove' "$out" || { echo "no bestmove (see the engine's output below)"; tail -5 "$out"; return; }
    awk -v wanted="$wanted" '
        /^info / && / pv / {
            d = s = n = p = ""
            for (i = 1; i <= NF; ++i) {
                if ($i == "depth") d = $(i + 1)
                if ($i == "score") s = $(i + 1) == "cp" ? $(i + 2) : "mate " $(i + 2)
                if ($i == "nodes") n = $(i + 1)
                if ($i == "pv") { p = $(i + 1); break }
            }
            depth = d; score = s
            if (p == wanted && first == "") first = "d" d " (" n " nodes)"
            if (p != wanted) first = ""   # a lead lost again does not count
        }
        /^bestmove/ { printf "%-6s %5s %8s   %s\n", $2, depth, score, first == "" ? "-" : first }
    ' "$out"
}

printf '%-18s %-6s %5s %8s   %s\n' "switched off" "move" "depth" "score" "$wanted leads from"
line=$(search isready) || exit 1
printf '%-18s %s\n' "(none)" "$line"
for s in "${switches[@]}"; do
    line=$(search "setoption name $s value false") || exit 1
    printf '%-18s %s\n' "$s" "$line"
done
