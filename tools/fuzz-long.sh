#!/usr/bin/env bash
# The long fuzz run (not part of CI): gives every libFuzzer target of tests/fuzz (the list is in
# tools/fuzz-common.sh, shared with the smoke run) a fixed number of executions on its corpus,
# then minimises tests/fuzz/corpus/<target>/: the hand-named seeds stay, and of the rest (the
# committed inputs and what this run found) only those that add coverage are kept
# (libFuzzer -merge=1 into a fresh folder), so the corpus grows by useful inputs, not by volume.
# Crashes, leaks, timeouts and sanitizer reports stop that target and are kept in
# build/fuzz/fuzz-artifacts/; the script exits non-zero if any target failed.
#
# For each target it prints a line of figures for the table in docs/reliability.md:
#   | target | executions | seconds | executions/s | corpus files before → after | peak RSS MB |
#
# Usage: tools/fuzz-long.sh [runs per target, default 10000000] [target …]
# Environment: ESCHESS_FUZZ_BUILD (default build/fuzz), ESCHESS_JOBS (build jobs, default 2),
#              ESCHESS_FUZZ_WORKERS (parallel fuzzing processes per target, default 1; the runs
#              are shared among them and their executions added up),
#              ESCHESS_FUZZ_SECONDS (stop each target after this many seconds, default 0 = no
#              limit: for a run that must end by a set time; the corpus is merged and the
#              executions counted as after a full run, and runs on the same corpus add up).
# Hours of CPU at the default: run it on a machine of its own, not a shared build box
# (docs/reliability.md gives each target's speed). Review the corpus before committing it.
set -euo pipefail

runs=${1:-10000000}
if ! [[ $runs =~ ^[0-9]+$ ]] || [ "$runs" -lt 1 ]; then
    echo "usage: $0 [runs per target] [target …]" >&2
    exit 2
fi
shift || true
fuzz_name=fuzz-long
. "$(dirname "${BASH_SOURCE[0]}")/fuzz-common.sh"
workers=${ESCHESS_FUZZ_WORKERS:-1}
if ! [[ $workers =~ ^[0-9]+$ ]] || [ "$workers" -lt 1 ]; then
    echo "$fuzz_name: ESCHESS_FUZZ_WORKERS must be a whole number of at least 1" >&2
    exit 2
fi
seconds_limit=${ESCHESS_FUZZ_SECONDS:-0}
if ! [[ $seconds_limit =~ ^[0-9]+$ ]]; then
    echo "$fuzz_name: ESCHESS_FUZZ_SECONDS must be a whole number of seconds (0 = no limit)" >&2
    exit 2
fi
time_limit=()
[ "$seconds_limit" -gt 0 ] && time_limit=(-max_total_time="$seconds_limit")
fuzz_configure
if [ $# -gt 0 ]; then
    for t in "$@"; do
        if [[ " ${fuzz_targets[*]} " != *" $t "* ]]; then
            echo "$fuzz_name: no target '$t' in this build (targets: ${fuzz_targets[*]})" >&2
            exit 2
        fi
    done
    targets=("$@")
else
    targets=("${fuzz_targets[@]}")
fi

fuzz_build "${targets[@]}"

# Files directly in folder $1.
count_files() { find "$1" -maxdepth 1 -type f | wc -l; }

figures=()
failed=()
for t in "${targets[@]}"; do
    seeds=$root/tests/fuzz/corpus/$t
    found=$build/corpus-long/$t
    logs=$build/fuzz-long_$t
    rm -rf "$logs"
    mkdir -p "$seeds" "$found" "$logs"
    fuzz_target_options "$t"
    before=$(count_files "$seeds")
    log=$logs/run.log
    # With several workers, libFuzzer runs one job per worker, each with its share of the runs,
    # and writes each job's log (with its final statistics) to fuzz-<job>.log in the folder.
    parallel=()
    per_job=$runs
    if [ "$workers" -gt 1 ]; then
        # Workers share their finds through the corpus folder, which libFuzzer re-reads every
        # second by default; with thousands of inputs that cost 7.6% of a fuzz_uci_session
        # worker's time (perf), so every 30 seconds is enough.
        parallel=(-jobs="$workers" -workers="$workers" -reload=30)
        per_job=$(((runs + workers - 1) / workers))
    fi
    echo "fuzz_$t: $runs runs ..."
    start=$(date +%s)
    if (cd "$logs" && "$build/tests/fuzz/fuzz_$t" -runs="$per_job" "${parallel[@]}" -timeout=30 "${time_limit[@]}" \
        -rss_limit_mb=2048 -print_final_stats=1 "${fuzz_options[@]}" -artifact_prefix="$artifacts/${t}-" \
        "$found" "$seeds" >"$log" 2>&1); then
        seconds=$(($(date +%s) - start))
        # Minimise: the named seeds, then only inputs that add coverage to them and to each other.
        fresh=$build/corpus-merged/$t
        rm -rf "$fresh"
        mkdir -p "$fresh"
        for f in "$seeds"/*; do
            if [ -f "$f" ] && ! [[ $(basename "$f") =~ ^[0-9a-f]{40}$ ]]; then cp "$f" "$fresh/"; fi
        done
        "$build/tests/fuzz/fuzz_$t" -merge=1 "${fuzz_options[@]}" "$fresh" "$seeds" "$found" >>"$logs/merge.log" 2>&1
        find "$seeds" -maxdepth 1 -type f -delete
        find "$fresh" -maxdepth 1 -type f -exec cp {} "$seeds/" \;
        after=$(count_files "$seeds")
        executions=0 rss=0
        stats=("$log")
        [ "$workers" -gt 1 ] && stats=("$logs"/fuzz-*.log) # run.log repeats them
        for l in "${stats[@]}"; do
            n=$(fuzz_stat number_of_executed_units "$l")
            r=$(fuzz_stat peak_rss_mb "$l")
            if [[ $n =~ ^[0-9]+$ ]]; then executions=$((executions + n)); fi
            if [[ $r =~ ^[0-9]+$ ]] && [ "$r" -gt "$rss" ]; then rss=$r; fi
        done
        rate=$((executions / (seconds > 0 ? seconds : 1)))
        stopped=""
        [ "$executions" -lt "$runs" ] && stopped=" (time limit)"
        line="| $t | $executions$stopped | $seconds | $rate | $before → $after | $rss |"
        figures+=("$line")
        echo "fuzz_$t: ok; $line"
    else
        cat "$log" "$logs"/fuzz-*.log >"$logs/all.log" 2>/dev/null || true
        fuzz_report_failure "$t" "$logs/all.log"
        failed+=("$t")
    fi
done

echo
echo "| target | executions | seconds | executions/s | corpus files before → after | peak RSS MB |"
echo "|---|---:|---:|---:|---|---:|"
for line in "${figures[@]}"; do echo "$line"; done

if [ ${#failed[@]} -gt 0 ]; then
    echo "fuzz-long: failures in: ${failed[*]} (inputs in $artifacts)" >&2
    exit 1
fi
echo "fuzz-long: all ${#targets[@]} targets clean"
