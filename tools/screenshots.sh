#!/bin/sh
# Renders the screenshots of the desktop application under a virtual X server.
#   tools/screenshots.sh [build-dir]              the README's, in English: docs/screenshots/*.png
#       (start, analysis, gameover, clock, engine-game-panels, engine-vs-engine, …)
#   tools/screenshots.sh --lang xx [build-dir]    one language's (de, fr, es, ru, zh_CN):
#       docs/screenshots/xx/{main,newgame,match,suite,setup,preferences}.png
# (default build-dir: build/dev)
set -eu
here=$(cd "$(dirname "$0")/.." && pwd)
lang=en
if [ "${1:-}" = "--lang" ]; then
    lang=${2:?"screenshots.sh: --lang needs a language code, e.g. --lang fr"}
    shift 2
fi
case "$lang" in
    en) out="$here/docs/screenshots"; locale=C.UTF-8 ;;
    de|fr|es|ru) out="$here/docs/screenshots/$lang"; locale="${lang}_$(echo "$lang" | tr a-z A-Z).UTF-8" ;;
    zh_CN) out="$here/docs/screenshots/$lang"; locale=zh_CN.UTF-8 ;;
    *) echo "screenshots.sh: unknown language '$lang' (en, de, fr, es, ru or zh_CN)" >&2; exit 2 ;;
esac
build=${1:-"$here/build/dev"}
app="$build/app/eschess"
if [ ! -x "$app" ]; then
    echo "screenshots.sh: $app not found; build the 'eschess' target first" >&2
    exit 1
fi
# Without a font that has Chinese glyphs Qt draws every character as a box, and the pictures
# show nothing of the translation.
if [ "$lang" = zh_CN ] && ! fc-list :lang=zh | grep -q .; then
    echo "screenshots.sh: no Chinese font installed; apt-get install fonts-noto-cjk" >&2
    exit 1
fi
mkdir -p "$out"
# The games explorer's picture indexes a database of our own games: 2,717 of an SPRT, all from
# the start position.
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
database="$scratch/eschess-sprt-games.pgn"
xz -dc "$here/docs/matches/2026-11-26-corrhist-vs-1138d7f-sprt-25k-nodes.pgn.xz" > "$database"
export ESCHESS_SCREENSHOT_DATABASE="$database"
# A fixed language and style so that the pictures do not depend on who renders them. Qt takes
# the language from these variables even where the system has no such locale installed.
LC_ALL= LANG=$locale LC_MESSAGES=$locale LANGUAGE=$lang QT_QPA_PLATFORM=xcb QT_STYLE_OVERRIDE=Fusion \
    xvfb-run -a -s "-screen 0 1600x1100x24" "$app" --screenshots "$out"
