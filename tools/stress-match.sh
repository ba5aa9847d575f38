#!/usr/bin/env bash
# The stress match (not in CI: it runs for a long while): the strong engine against fakeuci in
# its `chaos` mode, which at random (seeded) crashes, stalls, hangs, writes junk, plays an
# illegal move, sends a 1 MiB line or forks a child that ignores SIGTERM. Then it checks:
#
#   - every game ended with a result and a reason (eschess-cli's "Finished game" lines),
#   - the PGN holds every game (one [Result] tag each, no game lost or half-written),
#   - no process is left over: no process of this user runs the fakeuci binary (checked in
#     /proc, forked children included) once eschess-cli has exited,
#   - eschess-cli's resident memory (VmRSS) when the last game finished is within 10 % of what
#     it was after the first 50 games.
#
# Usage: tools/stress-match.sh [OUTDIR] [GAMES (1000)] [TC (1+0.02)] [SEED (1)]
# Output (kept, not in the repository): OUTDIR/match.log, OUTDIR/stress.pgn, OUTDIR/rss.log.
# Needs a build with eschess-cli and fakeuci: $ESCHESS_BUILD_DIR, default build/dev.
# Exits 0 when every check holds, 1 otherwise. Results of a run: docs/reliability.md, "Stress".
set -euo pipefail

root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
build=${ESCHESS_BUILD_DIR:-$root/build/dev}
out=${1:-$(mktemp -d)}
games=${2:-1000}
tc=${3:-1+0.02}
seed=${4:-1}
cli=$build/app/eschess-cli
fake=$build/tests/fakeuci
[[ -x $cli && -x $fake ]] || { echo "stress-match.sh: build eschess-cli and fakeuci in $build first" >&2; exit 2; }
[[ $games =~ ^[0-9]+$ && $games -ge 100 ]] || { echo "stress-match.sh: GAMES must be 100 or more (memory is compared with game 50)" >&2; exit 2; }
mkdir -p "$out/bin"
# Run copies: a rebuild during the run must not swap the programs (and the leftover check below
# looks processes up by their executable's path).
cp "$cli" "$fake" "$out/bin/"
cli=$out/bin/eschess-cli fake=$out/bin/fakeuci
log=$out/match.log pgn=$out/stress.pgn rsslog=$out/rss.log
rm -f "$pgn" "$rsslog"

# Processes of ours running the fakeuci binary (a forked child shares its parent's executable);
# zombies have no executable and are counted apart (they hold no memory, only a /proc entry).
fake_exe=$(readlink -f "$fake")
fake_processes() { find /proc -mindepth 2 -maxdepth 2 -name exe -lname "$fake_exe" 2>/dev/null || true; }
before=$(fake_processes | wc -l)

echo "stress-match: $games games at $tc, seed $seed, output in $out"
"$cli" match --engine1 eschess --engine2 "$fake chaos $seed" --name2 Chaos --games "$games" --tc "$tc" \
    --maxmoves 150 --margin 300 --pgn "$pgn" --event "Stress seed $seed" >"$log" 2>&1 &
pid=$!

rss_kb() { awk '/^VmRSS:/ {print $2}' "/proc/$1/status" 2>/dev/null || true; }
# kill -0 succeeds on a zombie too (it stays one until we wait for it): look at its state.
running() { [[ -r /proc/$1/stat && $(awk '{print $3}' "/proc/$1/stat" 2>/dev/null) != Z ]]; }
rss50='' rss_last='' games_last=0 logged=-1
while running "$pid"; do
    n=$(grep -c '^Finished game' "$log" || true)
    r=$(rss_kb "$pid")
    if [[ -n $r ]]; then
        [[ -z $rss50 && $n -ge 50 ]] && rss50=$r && echo "after $n games: VmRSS $r kB" | tee -a "$rsslog"
        rss_last=$r games_last=$n
        if ((n % 100 == 0 && n != logged)); then echo "after $n games: VmRSS $r kB" >>"$rsslog"; logged=$n; fi
    fi
    sleep 0.2
done
status=0
wait "$pid" || status=$?
sleep 1 # the kernel's SIGKILLs of the process groups are asynchronous

ok=1
check() { if eval "$2"; then echo "  ok    $1"; else echo "  FAIL  $1"; ok=0; fi; }
finished=$(grep -c '^Finished game' "$log" || true)
with_reason=$(grep -cE '^Finished game [0-9]+ \(.*\): (1-0|0-1|1/2-1/2) \{[^}]+\}$' "$log" || true)
in_pgn=$(grep -c '^\[Result "\(1-0\|0-1\|1/2-1/2\)"\]' "$pgn" || true)
left=$(fake_processes | wc -l)
leftover=$((left - before))
# (pipefail: a process that ends while it is read must not end this script.)
zombies=$({ cat /proc/[0-9]*/stat 2>/dev/null || true; } | awk '$3 == "Z"' | wc -l)

echo
echo "eschess-cli exit status: $status"
echo "games finished: $finished of $games; with a result and a reason: $with_reason"
echo "games in the PGN: $in_pgn"
echo "fakeuci processes left over: $leftover (zombies on the machine: $zombies)"
echo "VmRSS after 50 games: ${rss50:-?} kB; at game $games_last: ${rss_last:-?} kB"
echo "reasons:"
sed -nE 's/^Finished game [0-9]+ \(.*\): [^ ]+ \{(.*)\}$/\1/p' "$log" | sed -E 's/[0-9]+/N/g' | sort | uniq -c | sort -rn | head -25 || true
echo "checks:"
check "exit status 0" '[[ $status -eq 0 ]]'
check "all $games games finished with a result and a reason" '[[ $finished -eq $games && $with_reason -eq $games ]]'
check "the PGN holds all $games games" '[[ $in_pgn -eq $games ]]'
check "no fakeuci process left over" '[[ $leftover -le 0 ]]'
check "memory at the end within 10 % of after 50 games" \
    '[[ -n $rss50 && -n $rss_last ]] && (( rss_last * 10 <= rss50 * 11 ))'
((ok)) && echo "stress-match: all checks hold" || { echo "stress-match: some checks failed" >&2; exit 1; }
