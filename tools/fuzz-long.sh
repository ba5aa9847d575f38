#!/usr/bin/env bash
# The long fuzz run (not part of CI): gives every libFuzzer target a fixed number of executions
# on its corpus, then merges what it found into tests/fuzz/corpus/<target>/ with -merge=1, which
# keeps only inputs that add coverage (the corpus grows by its useful inputs, not by volume).
# Crashes, leaks, timeouts and sanitizer reports stop that target and are kept in
# build/fuzz/fuzz-artifacts/; the script exits non-zero if any target failed.
#
# Usage: tools/fuzz-long.sh [runs per target, default 10000000] [target …]
# Environment: ESCHESS_FUZZ_BUILD (default build/fuzz), ESCHESS_JOBS (build jobs, default 2),
#              ESCHESS_FUZZ_WORKERS (parallel fuzzing processes per target, default 1).
# Hours of CPU at the default: run it on a machine of its own, not a shared build box.
# Review the merged corpus before committing it (keep tests/fuzz/corpus small: a few hundred
# files per target at most).
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
if [ $# -gt 0 ]; then
    targets=("$@")
else
    targets=(fen epd san pgn uci_move uci_session uci_parser engine_spec opening_book suite_history)
fi

fuzz_build "${targets[@]}"

failed=()
for t in "${targets[@]}"; do
    seeds=$root/tests/fuzz/corpus/$t
    found=$build/corpus-long/$t
    mkdir -p "$seeds" "$found"
    fuzz_target_options "$t"
    parallel=()
    [ "$workers" -gt 1 ] && parallel=(-jobs="$workers" -workers="$workers")
    log=$build/fuzz-long_$t.log
    echo "fuzz_$t: $runs runs ..."
    if "$build/tests/fuzz/fuzz_$t" -runs="$runs" "${parallel[@]}" -timeout=30 -rss_limit_mb=2048 \
        -print_final_stats=1 "${fuzz_options[@]}" -artifact_prefix="$artifacts/${t}-" "$found" "$seeds" \
        >"$log" 2>&1; then
        # Minimise: keep in the seed folder only the inputs that add coverage.
        "$build/tests/fuzz/fuzz_$t" -merge=1 "${fuzz_options[@]}" "$seeds" "$found" >>"$log" 2>&1
        echo "fuzz_$t: ok; corpus $(find "$seeds" -type f | wc -l) files"
    else
        fuzz_report_failure "$t" "$log"
        failed+=("$t")
    fi
done

if [ ${#failed[@]} -gt 0 ]; then
    echo "fuzz-long: failures in: ${failed[*]} (inputs in $artifacts)" >&2
    exit 1
fi
echo "fuzz-long: all ${#targets[@]} targets clean"
