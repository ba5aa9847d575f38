#!/bin/sh
# Renders the README's screenshots of the desktop application under a virtual X server:
# docs/screenshots/{start,analysis,gameover,clock,engine-game-panels,engine-vs-engine,…}.png.
#   tools/screenshots.sh [build-dir]     (default: build/dev)
set -eu
here=$(cd "$(dirname "$0")/.." && pwd)
build=${1:-"$here/build/dev"}
app="$build/app/eschess"
if [ ! -x "$app" ]; then
    echo "screenshots.sh: $app not found; build the 'eschess' target first" >&2
    exit 1
fi
out="$here/docs/screenshots"
mkdir -p "$out"
# A fixed language and style so that the pictures do not depend on who renders them.
LANG=C.UTF-8 LANGUAGE=en QT_QPA_PLATFORM=xcb QT_STYLE_OVERRIDE=Fusion \
    xvfb-run -a -s "-screen 0 1600x1100x24" "$app" --screenshots "$out"
