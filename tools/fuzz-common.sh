# Sourced by tools/fuzz-smoke.sh and tools/fuzz-long.sh: what the two runs share (the fuzz
# build, the sanitizer settings, each target's dictionary and input size, failure reports).
# Expects $fuzz_name (for messages) to be set; sets root, build, jobs and artifacts.

root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
build=${ESCHESS_FUZZ_BUILD:-$root/build/fuzz}
jobs=${ESCHESS_JOBS:-2}
artifacts=$build/fuzz-artifacts

command -v clang++ >/dev/null || {
    echo "$fuzz_name: clang++ is missing (apt-get install clang libclang-rt-14-dev)" >&2
    exit 2
}
export ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=1:abort_on_error=1}
export UBSAN_OPTIONS=${UBSAN_OPTIONS:-halt_on_error=1:print_stacktrace=1}

# Configures the fuzz build (the `fuzz` preset) and builds the targets named.
fuzz_build() {
    cd "$root"
    cmake --preset fuzz -B "$build" >/dev/null
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
