#!/usr/bin/env bash
# Installs the Debian 12 packages Eschess needs, and only those that are missing.
#
#   tools/install-deps.sh            build and run the app
#   tools/install-deps.sh --test     also what the tests need (Xvfb, clang for the fuzz smoke run,
#                                    Stockfish as a reference engine, dpkg-dev and file for the
#                                    package check)
#   tools/install-deps.sh --package  build, plus what tools/package.sh uses (lintian, rpm, …)
#   tools/install-deps.sh --all      all of the above
#
# Uses apt-get; runs it through sudo only when not root. Prints what it installs.
set -euo pipefail

build_pkgs=(cmake make g++ qt6-base-dev qt6-charts-dev qt6-svg-dev qt6-tools-dev qt6-tools-dev-tools
            qt6-l10n-tools qt6-translations-l10n libgl-dev)
test_pkgs=(xvfb xauth clang libclang-rt-14-dev stockfish dpkg-dev file)
extra_pkgs=(appstream desktop-file-utils librsvg2-bin dpkg-dev file lintian rpm git)

wanted=("${build_pkgs[@]}")
case "${1:-}" in
    "") ;;
    --test) wanted+=("${test_pkgs[@]}") ;;
    --package) wanted+=("${extra_pkgs[@]}") ;;
    --all) wanted+=("${test_pkgs[@]}" "${extra_pkgs[@]}") ;;
    -h|--help) sed -n '2,11p' "$0"; exit 0 ;;
    *) echo "install-deps.sh: unknown option '$1' (use --test, --package, --all or nothing)" >&2; exit 2 ;;
esac
mapfile -t wanted < <(printf '%s\n' "${wanted[@]}" | awk '!seen[$0]++') # --all names some twice

if ! command -v dpkg-query >/dev/null 2>&1 || ! command -v apt-get >/dev/null 2>&1; then
    echo "install-deps.sh: this script needs Debian (dpkg and apt-get); install these by hand:" >&2
    echo "  ${wanted[*]}" >&2
    exit 1
fi

missing=()
for pkg in "${wanted[@]}"; do
    status=$(dpkg-query -W -f='${db:Status-Status}' "$pkg" 2>/dev/null || true)
    [[ "$status" == installed ]] || missing+=("$pkg")
done

if ((${#missing[@]} == 0)); then
    echo "install-deps.sh: all ${#wanted[@]} packages are installed"
    exit 0
fi

if [[ $(id -u) -eq 0 ]]; then
    as_root=()
elif command -v sudo >/dev/null 2>&1; then
    as_root=(sudo)
else
    echo "install-deps.sh: not root and no sudo; as root, run:" >&2
    echo "  apt-get update && apt-get install -y ${missing[*]}" >&2
    exit 1
fi

echo "install-deps.sh: installing ${missing[*]}"
export DEBIAN_FRONTEND=noninteractive
"${as_root[@]}" apt-get update -q
"${as_root[@]}" apt-get install -y -q "${missing[@]}"
