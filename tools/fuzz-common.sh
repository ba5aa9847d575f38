# Sourced by tools/fuzz-smoke.sh and tools/fuzz-long.sh: what the two runs share (the fuzz
# build, the sanitizer settings, each target's dictionary and input size, failure reports).
# Expects $fuzz_name (for messages) to be set; sets root, build, jobs and artifacts.

root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
build=${ESCHESS_FUZZ_BUILD:-$root/build/fuzz}
case $build in /*) ;; *) build=$PWD/$build ;; esac # the long run fuzzes from inside its log folder
jobs=${ESCHESS_JOBS:-2}
artifacts=$build/fuzz-artifacts

command -v clang++ >/dev/null || {
    echo "$fuzz_name: clang++ is missing (apt-get install clang libclang-rt-14-dev)" >&2
    exit 2
}
export ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=1:abort_on_error=1}
export UBSAN_OPTIONS=${UBSAN_OPTIONS:-halt_on_error=1:print_stacktrace=1}

# Every libFuzzer target of tests/fuzz, one list for both runs. The engine's need only the
# engine library; the app's read text with Qt 6 Core and exist only where the fuzz build found it.
fuzz_engine_targets=(fen epd san pgn uci_move uci_session nnue_files search_params explorer_index)
fuzz_app_targets=(uci_parser engine_spec opening_book suite_history)

# Configures the fuzz build and sets fuzz_targets to every target it can build (the app's
# left out, with a note, without Qt). Fails when tests/fuzz has a target missing from the
# lists above, so that a new target cannot be left out of the runs unnoticed.
fuzz_configure() {
    cd "$root"
    local f name missing=()
    for f in "$root"/tests/fuzz/fuzz_*.cpp; do
        name=$(basename "$f" .cpp)
        name=${name#fuzz_}
        [[ " ${fuzz_engine_targets[*]} ${fuzz_app_targets[*]} " == *" $name "* ]] || missing+=("$name")
    done
    if [ ${#missing[@]} -gt 0 ]; then
        echo "$fuzz_name: tests/fuzz has targets not listed in tools/fuzz-common.sh: ${missing[*]}" >&2
        exit 2
    fi
    cmake --preset fuzz -B "$build" >/dev/null
    fuzz_targets=("${fuzz_engine_targets[@]}")
    if grep -q '^Qt6Core_DIR:PATH=/' "$build/CMakeCache.txt" 2>/dev/null; then
        fuzz_targets+=("${fuzz_app_targets[@]}")
    else
        echo "$fuzz_name: Qt 6 Core not found; skipping ${fuzz_app_targets[*]}" >&2
    fi
}

# One statistic of libFuzzer's -print_final_stats=1 from log $2 (e.g. number_of_executed_units).
fuzz_stat() {
    grep -o "stat::$1: *[0-9]*" "$2" | tail -1 | grep -o '[0-9]*$' || echo '?'
}

# Builds the targets named (after fuzz_configure).
fuzz_build() {
    cd "$root"
    cmake --build "$build" -j"$jobs" --target "${@/#/fuzz_}"
    mkdir -p "$artifacts"
}

# The libFuzzer options of target $1, in the array fuzz_options: its dictionary if it has one,
# and the input size (whole PGN and EPD files may be large; the line-based readers get short
# inputs).
fuzz_target_options() {
    fuzz_options=()
    [ -f "$root/tests/fuzz/$1.dict" ] && fuzz_options+=(-dict="$root/tests/fuzz/$1.dict")
    case $1 in
    pgn | epd | opening_book) fuzz_options+=(-max_len=1048576) ;;
    *) fuzz_options+=(-max_len=4096) ;;
    esac
}

# Says that target $1 failed, with the lines of its log $2 that tell why.
fuzz_report_failure() {
    echo "fuzz_$1: FAILED — log $2" >&2
    grep -E 'ERROR|SUMMARY|Test unit written|runtime error' "$2" | head -20 >&2 || true
}
