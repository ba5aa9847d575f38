#!/usr/bin/env bash
# Builds the libFuzzer targets (the `fuzz` preset: clang, ASan+UBSan) and runs each one for a
# short time on its seed corpus in tests/fuzz/corpus/<target>/. Exits non-zero when any target
# finds a crash, a leak, a timeout or a sanitizer report; the failing input is kept and named.
#
# Usage: tools/fuzz-smoke.sh [seconds per target, default 12]
# Runs every target of tests/fuzz (the list is in tools/fuzz-common.sh); the app's targets need
# Qt 6 Core and are skipped, with a note, where the fuzz build could not find it.
# tools/fuzz-long.sh is the long run (not in CI); docs/reliability.md says what each target checks.
# Environment: ESCHESS_FUZZ_BUILD (build directory, default build/fuzz), ESCHESS_JOBS (default 2).
set -euo pipefail

seconds=${1:-12}
if ! [[ $seconds =~ ^[0-9]+$ ]] || [ "$seconds" -lt 1 ]; then
    echo "usage: $0 [seconds per target]" >&2
    exit 2
fi
fuzz_name=fuzz-smoke
. "$(dirname "${BASH_SOURCE[0]}")/fuzz-common.sh"
fuzz_configure
targets=("${fuzz_targets[@]}")
fuzz_build "${targets[@]}"

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

failed=()
for t in "${targets[@]}"; do
    mkdir -p "$work/$t"
    log=$build/fuzz_$t.log
    fuzz_target_options "$t"
    echo "fuzz_$t: ${seconds}s ..."
    # New inputs go to the scratch corpus (first directory); the seeds are only read.
    if "$build/tests/fuzz/fuzz_$t" -max_total_time="$seconds" -timeout=30 -rss_limit_mb=2048 \
        -print_final_stats=1 "${fuzz_options[@]}" -artifact_prefix="$artifacts/${t}-" "$work/$t" "$root/tests/fuzz/corpus/$t" \
        >"$log" 2>&1; then
        echo "fuzz_$t: ok ($(fuzz_stat number_of_executed_units "$log") runs, $(fuzz_stat average_exec_per_sec "$log")/s)"
    else
        fuzz_report_failure "$t" "$log"
        failed+=("$t")
    fi
done

if [ ${#failed[@]} -gt 0 ]; then
    echo "fuzz-smoke: failures in: ${failed[*]} (inputs in $artifacts)" >&2
    exit 1
fi
echo "fuzz-smoke: all ${#targets[@]} targets clean"
