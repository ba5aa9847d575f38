#!/usr/bin/env bash
# Installs the Debian package with apt-get, checks that each installed program starts and
# reports the package's version, then removes the package again.
#
#   tools/package-check.sh [PACKAGE.deb]
#
# Without a file it first packs the build in $ESCHESS_BUILD_DIR (default build/dev, as
# tools/eschess.sh test leaves it) with `cpack -G DEB`: the same packaging as the release, from
# the build that was just tested, so CI needs no second, Release build. tools/package.sh makes
# the release .deb; pass that one to check it.
#
# Checks, on the installed files: `eschess-engine --version`, `eschess-cli --version` and
# `eschess --version` print the package's version; the engine answers `uci` with
# `id name Eschess <version>`; the GUI starts on a virtual X server (xvfb-run) and quits by
# itself after a second (--quit-after 1000); then `apt-get remove` leaves none of the programs.
#
# Needs root (or sudo), apt-get and xvfb-run. Refuses to run when an eschess package is
# already installed, so it never replaces or removes one it did not install.
set -euo pipefail

root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
build=${ESCHESS_BUILD_DIR:-$root/build/dev}
programs=(eschess eschess-cli eschess-engine)

step() { printf '\n== %s\n' "$*"; }
fail() { echo "package-check.sh: $*" >&2; exit 1; }

case "${1:-}" in
-h|--help) sed -n '2,18p' "${BASH_SOURCE[0]}" | sed 's/^# \{0,1\}//'; exit 0 ;;
esac

if [[ $(id -u) -eq 0 ]]; then
    as_root=()
elif command -v sudo >/dev/null 2>&1; then
    as_root=(sudo)
else
    fail "needs root or sudo to install the package"
fi
command -v xvfb-run >/dev/null 2>&1 || fail "needs xvfb-run (package xvfb: tools/install-deps.sh --test)"
status=$(dpkg-query -W -f='${db:Status-Status}' eschess 2>/dev/null || true)
[[ $status == installed ]] && fail "an eschess package is already installed; remove it first (apt-get remove eschess)"

scratch=$(mktemp -d)
installed=0
cleanup() {
    if ((installed)); then
        echo "package-check.sh: removing the package"
        "${as_root[@]}" apt-get remove -y -q -o DPkg::Lock::Timeout=300 eschess >/dev/null || true
    fi
    rm -rf "$scratch"
}
trap cleanup EXIT

if [[ $# -ge 1 ]]; then
    deb=$(realpath "$1")
    [[ -f $deb ]] || fail "no such file: $1"
else
    [[ -f $build/CPackConfig.cmake ]] || fail "$build is not a configured build (run tools/eschess.sh test first)"
    step "pack $build (cpack -G DEB)"
    cpack -G DEB --config "$build/CPackConfig.cmake" -B "$scratch/out" >/dev/null
    deb=$(ls "$scratch"/out/eschess_*.deb)
fi
version=$(dpkg-deb -f "$deb" Version)
echo "package: $(basename "$deb"), version $version"

step "install"
export DEBIAN_FRONTEND=noninteractive
installed=1
"${as_root[@]}" apt-get install -y -q -o DPkg::Lock::Timeout=300 "$deb" >"$scratch/apt.log" \
    || { cat "$scratch/apt.log"; fail "apt-get install $deb failed"; }
for p in "${programs[@]}"; do
    [[ -x /usr/bin/$p ]] || fail "/usr/bin/$p is not installed"
done

step "the installed programs start"
# The programs print "0.1.0-5-gabc1234", the package says "0.1.0+5.gabc1234" (cmake/EschessVersion.cmake).
as_package() { local v=$1; [[ $v == *-* ]] && v="${v%%-*}+$(tr - . <<<"${v#*-}")"; echo "$v"; }
export HOME=$scratch/home XDG_CONFIG_HOME=$scratch/home/.config # never the user's settings
mkdir -p "$HOME"
for p in eschess-engine eschess-cli; do
    line=$(timeout 60 "/usr/bin/$p" --version) || fail "$p --version failed"
    echo "$line"
    [[ $(as_package "${line#"$p "}") == "$version" && $line == "$p "* ]] \
        || fail "$p --version says '$line', the package is $version"
done
line=$(timeout 60 xvfb-run -a /usr/bin/eschess --version) || fail "eschess --version failed"
echo "$line"
[[ $(as_package "${line#eschess }") == "$version" ]] || fail "eschess --version says '$line', the package is $version"
id=$(printf 'uci\nquit\n' | timeout 60 /usr/bin/eschess-engine | grep '^id name ' || true)
echo "$id"
[[ $(as_package "${id#id name Eschess }") == "$version" ]] || fail "eschess-engine's UCI name is '$id'"
timeout 120 xvfb-run -a /usr/bin/eschess --quit-after 1000 >"$scratch/gui.log" 2>&1 \
    || { cat "$scratch/gui.log"; fail "the GUI did not start and quit by itself under xvfb-run"; }
echo "eschess --quit-after 1000: started and quit"

step "remove"
"${as_root[@]}" apt-get remove -y -q -o DPkg::Lock::Timeout=300 eschess >"$scratch/apt.log" \
    || { cat "$scratch/apt.log"; fail "apt-get remove eschess failed"; }
installed=0
for p in "${programs[@]}"; do
    [[ ! -e /usr/bin/$p ]] || fail "/usr/bin/$p is still there after apt-get remove"
done
status=$(dpkg-query -W -f='${db:Status-Status}' eschess 2>/dev/null || true)
[[ $status != installed ]] || fail "dpkg still lists eschess as installed"

step "package check passed"
