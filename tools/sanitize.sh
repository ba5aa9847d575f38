#!/usr/bin/env bash
# The test set under the sanitizers (called by tools/eschess.sh test, so by CI; ESCHESS_SANITIZE=0
# there runs the quick plain flow instead):
#
#   tools/sanitize.sh [asan|tsan|all]      default all
#
#   asan  AddressSanitizer + UndefinedBehaviorSanitizer (gcc, -O1 -g1): builds every test program
#         (and the programs tst_cli and tst_version start) and runs every test not labelled slow.
#   tsan  ThreadSanitizer (gcc, -O1 -g1): builds only the engine, the app's core and the tests
#         that run threads (the local engine, analysis, an in-process match, Lazy
#         SMP search with two threads, the UCI session's searching thread) and runs those.
#
# Any sanitizer report fails the test that caused it (halt_on_error / -fno-sanitize-recover).
# Suppressions, each with its reason: tools/sanitizers/*.supp. Why this shape and what it costs
# in CI: docs/reliability.md, "Sanitizers".
#
# Environment: ESCHESS_SANITIZE=0 skips everything; ESCHESS_ASAN_BUILD (default build/asan),
# ESCHESS_TSAN_BUILD (default build/tsan), ESCHESS_JOBS (default 2).
set -euo pipefail

root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
jobs=${ESCHESS_JOBS:-2}
which=${1:-all}

step() { printf '\n== %s\n' "$*"; }

case $which in
asan | tsan | all) ;;
-h | --help) sed -n '2,18p' "${BASH_SOURCE[0]}" | sed 's/^# \{0,1\}//'; exit 0 ;;
*) echo "usage: $0 [asan|tsan|all]" >&2; exit 2 ;;
esac
if [[ ${ESCHESS_SANITIZE:-1} == 0 ]]; then
    step "sanitizers skipped (ESCHESS_SANITIZE=0)"
    exit 0
fi

# -O1: the sanitizers' own advice (fast enough, stack traces still exact). -g1: line tables
# only, all a sanitizer's stack trace needs (file:line of each frame), and much less for the
# compiler, assembler and linker to write than -g. Debug's own flags are replaced by these
# (CMAKE_CXX_FLAGS_DEBUG), so Debug keeps only what it means to Qt: Q_ASSERT stays on.
common="-O1 -g1 -fno-omit-frame-pointer"
supp=$root/tools/sanitizers
# Trees built once from scratch: batches of sources and precompiled Qt headers (CMakeLists.txt,
# ESCHESS_UNITY and ESCHESS_PCH; docs/reliability.md, "CI's time"). ESCHESS_ONE_OFF=0: without.
one_off="-DESCHESS_UNITY=ON -DESCHESS_PCH=ON"
[[ ${ESCHESS_ONE_OFF:-1} == 0 ]] && one_off="-DESCHESS_UNITY=OFF -DESCHESS_PCH=OFF"

# The threads' tests: the engine's (Lazy SMP, the UCI session's search thread) and the app's.
tsan_tests=(tst_eschess tst_uci tst_searchstop tst_localengine tst_analysiscontroller)
# Not tst_tournament: its games with the strong engine take minutes under TSan (it timed out
# at 300 s a function on two busy cores), and its threads are LocalEngine's, covered above.
# Not tst_enginegame and tst_reviewrunner: they start engine processes (below), and the
# former needs the widgets library in this tree too.
# tst_matchrunner only for its in-process match: a QProcess start blinds TSan for the rest of
# the process (Qt 6.4 starts children with clone(CLONE_VM|CLONE_VFORK); TSan's fork handling
# in the child then writes into the parent's memory: it marks the parent "after a
# multi-threaded fork" and ignores its main thread from then on). The tests that start engine
# processes run under ASan. Why not die_after_fork=0: docs/reliability.md, "Sanitizers".
# tst_analysiscontroller's one such test (externalEngineGivesEveryLine) skips itself under TSan.
tsan_matchrunner_functions=(inProcessMatch)

run_asan() {
    local build=${ESCHESS_ASAN_BUILD:-$root/build/asan}
    step "ASan+UBSan: configure $build"
    cmake -S "$root" -B "$build" -DCMAKE_BUILD_TYPE=Debug -DESCHESS_WERROR=ON -DCMAKE_CXX_FLAGS_DEBUG="$common" \
        $one_off -DCMAKE_CXX_FLAGS="-fsanitize=address,undefined -fno-sanitize-recover=undefined" >/dev/null
    step "ASan+UBSan: build (-j$jobs)"
    cmake --build "$build" -j"$jobs"
    step "ASan+UBSan: tests (ctest -LE slow)"
    # detect_leaks: a leak fails the test (suppressions: tools/sanitizers/lsan.supp).
    # allocator_may_return_null: the "Hash too large" tests cap the address space and expect
    # the allocation to fail with a null pointer or bad_alloc, as it does without ASan.
    ASAN_OPTIONS=detect_leaks=1:allocator_may_return_null=1:strict_string_checks=1 \
    LSAN_OPTIONS=suppressions=$supp/lsan.supp:print_suppressions=0 \
    UBSAN_OPTIONS=halt_on_error=1:print_stacktrace=1:suppressions=$supp/ubsan.supp \
        ctest --test-dir "$build" -LE slow -j"$jobs" --output-on-failure --timeout 900
}

run_tsan() {
    local build=${ESCHESS_TSAN_BUILD:-$root/build/tsan}
    step "TSan: configure $build"
    cmake -S "$root" -B "$build" -DCMAKE_BUILD_TYPE=Debug -DESCHESS_WERROR=ON -DCMAKE_CXX_FLAGS_DEBUG="$common" \
        $one_off -DCMAKE_CXX_FLAGS="-fsanitize=thread" >/dev/null
    step "TSan: build ${tsan_tests[*]} tst_matchrunner (-j$jobs)"
    cmake --build "$build" -j"$jobs" --target "${tsan_tests[@]}" tst_matchrunner
    step "TSan: tests"
    local regex
    regex="^($(IFS='|'; echo "${tsan_tests[*]}"))\$"
    export TSAN_OPTIONS="halt_on_error=1:second_deadlock_stack=1:allocator_may_return_null=1:suppressions=$supp/tsan.supp"
    ctest --test-dir "$build" -R "$regex" -j"$jobs" --output-on-failure --timeout 900
    step "TSan: tst_matchrunner ${tsan_matchrunner_functions[*]}"
    (cd "$build/tests" && QT_QPA_PLATFORM=offscreen ./tst_matchrunner "${tsan_matchrunner_functions[@]}")
}

case $which in
asan) run_asan ;;
tsan) run_tsan ;;
# Not `run_asan && run_tsan`: set -e does not stop a failing left side of &&, so a failed ASan
# run went on to "no reports".
all)
    run_asan
    run_tsan
    ;;
esac
step "sanitizers: no reports"
