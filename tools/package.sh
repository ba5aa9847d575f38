#!/usr/bin/env bash
# Builds the three release files from a clean checkout, into build/package:
#
#   eschess_<version>_amd64.deb        Debian 12 / Ubuntu; lintian must find no errors
#   eschess-<version>-1.x86_64.rpm     Fedora / openSUSE
#   eschess-<version>.tar.gz           the sources of HEAD (git archive), version stamped in
#
#   tools/package.sh [--allow-dirty]
#
# <version> is the build's own (docs/packaging.md): "0.1.0" on the commit tagged v0.1.0,
# "0.1.0+5.gabc1234" five commits later. Uncommitted changes are refused, since the packages
# would then match no commit; --allow-dirty builds them anyway (the tarball still holds HEAD).
# Installs what is missing first (tools/install-deps.sh --package). Parallel jobs: 2, or
# $ESCHESS_JOBS.
set -euo pipefail

root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
out=$root/build/package
jobs=${ESCHESS_JOBS:-2}
allow_dirty=0

step() { printf '\n== %s\n' "$*"; }
fail() { echo "package.sh: $*" >&2; exit 1; }

case "${1:-}" in
"") ;;
--allow-dirty) allow_dirty=1 ;;
-h|--help) sed -n '2,14p' "${BASH_SOURCE[0]}" | sed 's/^# \{0,1\}//'; exit 0 ;;
*) echo "package.sh: unknown option '$1' (use --allow-dirty or nothing)" >&2; exit 2 ;;
esac

cd "$root"
step "packages"
bash tools/install-deps.sh --package

git rev-parse --is-inside-work-tree >/dev/null 2>&1 \
    || fail "$root is not a git checkout; the version and the source tarball come from git"
if [[ -n $(git status --porcelain --untracked-files=no) ]]; then
    ((allow_dirty)) || fail "uncommitted changes (git status); commit them, or pass --allow-dirty"
    echo "package.sh: building with uncommitted changes (--allow-dirty); the version says -dirty"
fi

step "configure (preset package)"
cmake --preset package
step "build (-j$jobs)"
cmake --build --preset package -j"$jobs"

version=$(<"$out/version/package-version.txt")
echo "version: $(<"$out/version/version.txt") (packages: $version)"
rm -f "$out"/eschess_*.deb "$out"/eschess-*.rpm "$out"/eschess-*.tar.gz

step "Debian package and RPM (cpack)"
(cd "$out" && cpack -G DEB && cpack -G RPM)
deb=$out/eschess_${version}_$(dpkg --print-architecture).deb
rpm=$(ls "$out"/eschess-"$version"-*.rpm)
[[ -f $deb ]] || fail "cpack made no $deb"

step "source tarball (git archive HEAD)"
tarball=$out/eschess-$version.tar.gz
git archive --format=tar.gz --prefix="eschess-$version/" -o "$tarball" HEAD
stamp=$(tar -xzOf "$tarball" "eschess-$version/cmake/git-archive-version.txt")
[[ $stamp == *'$Format'* ]] && fail "git archive did not stamp the version (export-subst in .gitattributes?)"
echo "stamped: $stamp"

step "checks"
appstreamcli validate --no-net packaging/io.github.eschess.Eschess.metainfo.xml
desktop-file-validate packaging/io.github.eschess.Eschess.desktop
# Errors fail the build; the warnings that remain are explained in docs/packaging.md.
lintian --fail-on error "$deb"
echo "lintian: no errors"
rpm -qp --qf '%{NAME} %{VERSION}-%{RELEASE} %{ARCH}, %{SIZE} bytes installed\n' "$rpm"
rpm -qp --requires "$rpm" | grep -c . | sed 's/^/rpm requirements: /'

step "done"
ls -l "$deb" "$rpm" "$tarball"
