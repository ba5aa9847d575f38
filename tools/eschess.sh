#!/usr/bin/env bash
# One command for each way to start with Eschess on Debian 12 (see README.md):
#
#   tools/eschess.sh run    install missing packages, configure, build, start the app
#   tools/eschess.sh test   install missing packages, build with warnings as errors and run
#                           every test not labelled slow under AddressSanitizer and
#                           UndefinedBehaviorSanitizer (build/asan), the threads' tests under
#                           ThreadSanitizer (build/tsan; both tools/sanitize.sh), the fuzz smoke
#                           run, then (as root, as in CI) the package check: a plain build of the
#                           programs alone (build/package-check) packed as a .deb, installed,
#                           each program started, removed again (tools/package-check.sh;
#                           ESCHESS_PACKAGE_CHECK=0 skips it). About 22 minutes on two cores.
#                           ESCHESS_SANITIZE=0: the quick plain flow instead — build/dev, the
#                           tests there, the package from it.
#
# Build directory of `run` and of `test` with ESCHESS_SANITIZE=0: build/dev (RelWithDebInfo,
# -Werror, as the `dev` preset), or $ESCHESS_BUILD_DIR.
# Parallel jobs: 2, or $ESCHESS_JOBS.
set -euo pipefail

root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
build=${ESCHESS_BUILD_DIR:-$root/build/dev}
jobs=${ESCHESS_JOBS:-2}

step() { printf '\n== %s\n' "$*"; }

configure_and_build() {
    step "configure $build"
    cmake -S "$root" -B "$build" -DCMAKE_BUILD_TYPE=RelWithDebInfo -DESCHESS_WERROR=ON
    step "build (-j$jobs)"
    cmake --build "$build" -j"$jobs"
}

have_display() { [[ -n "${DISPLAY:-}" || -n "${WAYLAND_DISPLAY:-}" ]]; }

case "${1:-}" in
run)
    step "packages"
    bash "$root/tools/install-deps.sh"
    configure_and_build
    app="$build/app/eschess"
    if have_display; then
        step "start $app"
        exec "$app" "${@:2}"
    fi
    echo
    echo "No display found (neither DISPLAY nor WAYLAND_DISPLAY is set), so the app was built but not started."
    echo "Start it on a virtual X server (package xvfb, installed by 'tools/install-deps.sh --test'):"
    echo "  xvfb-run -a $app"
    echo "or run the headless harness:  $build/app/eschess-cli --help"
    ;;
test)
    step "packages"
    bash "$root/tools/install-deps.sh" --test
    package_check=1
    if [[ ${ESCHESS_PACKAGE_CHECK:-1} == 0 ]]; then
        package_check=0
        package_why="package check skipped (ESCHESS_PACKAGE_CHECK=0)"
    elif [[ $(id -u) -ne 0 ]]; then
        # It installs a package into the system: done by itself only where that is expected.
        package_check=0
        package_why="package check skipped: it installs the .deb, so it runs only as root (as in CI);"
    fi
    if [[ ${ESCHESS_SANITIZE:-1} == 0 ]]; then
        configure_and_build
        step "tests (ctest -LE slow)"
        ctest --test-dir "$build" -LE slow -j"$jobs" --output-on-failure --timeout 600
        package_build=$build
    else
        # The test set runs in the ASan+UBSan build, then the threads' tests under TSan
        # (tools/sanitize.sh); a second, plain build of everything would only cost time. The
        # package check packs a plain build of the programs alone (no tests), made only when
        # it runs, without debug information (CPack strips the programs anyway: -g would only
        # cost compile and link time). Why: docs/reliability.md, "Sanitizers".
        ESCHESS_JOBS=$jobs bash "$root/tools/sanitize.sh" all
        package_build=${ESCHESS_PACKAGE_BUILD_DIR:-$root/build/package-check}
        if ((package_check)); then
            step "configure $package_build (the programs, without tests)"
            cmake -S "$root" -B "$package_build" -DCMAKE_BUILD_TYPE=RelWithDebInfo -DESCHESS_WERROR=ON \
                -DCMAKE_CXX_FLAGS_RELWITHDEBINFO="-O2 -DNDEBUG" -DESCHESS_BUILD_TESTS=OFF \
                -DESCHESS_UNITY=ON -DESCHESS_PCH=ON
            step "build (-j$jobs)"
            cmake --build "$package_build" -j"$jobs"
        fi
    fi
    if [[ -x "$root/tools/fuzz-smoke.sh" || -f "$root/tools/fuzz-smoke.sh" ]]; then
        step "fuzz smoke run (tools/fuzz-smoke.sh)"
        bash "$root/tools/fuzz-smoke.sh"
    fi
    if ((package_check)); then
        step "package check (tools/package-check.sh)"
        ESCHESS_BUILD_DIR="$package_build" bash "$root/tools/package-check.sh"
    else
        step "$package_why"
        [[ ${ESCHESS_PACKAGE_CHECK:-1} == 0 ]] || echo "run it with: sudo bash tools/package-check.sh"
    fi
    step "all tests passed"
    ;;
*)
    sed -n '2,18p' "${BASH_SOURCE[0]}" | sed 's/^# \{0,1\}//'
    [[ "${1:-}" == -h || "${1:-}" == --help ]] && exit 0
    exit 2
    ;;
esac
