#!/bin/sh
# Drives the desktop application the way a person would, in a virtual X server with the mouse
# and the keyboard (xdotool), and photographs each step of analysing a game (issue 21):
#   1. File ▸ Open PGN… (Ctrl+O), the path typed into the file dialog: Légal's trap, 1-0;
#   2. Home, then Right to 5. Nxe5, and 5... dxe5 6. Qxg4 dragged on the board: a side line
#      -> docs/screenshots/review-sideline.png
#   3. a right-drag from g4 to d7 (an arrow) and a right-click on e8 (a ring)
#      -> docs/screenshots/review-arrow.png
#   4. Analysis ▸ Review Game… (Ctrl+Shift+R), Return to start at the default depth
#      -> docs/screenshots/review-progress.png while it runs,
#   5. Close, then the blunder 5... Bxd1?? shown -> docs/screenshots/review-done.png
#
#   tools/review-screenshots.sh [build-dir]     (default: build/dev)
# Needs xvfb-run, xdotool and ImageMagick (import, convert). The settings live in a temporary
# home, so the window has its default layout and the pictures do not depend on who makes them.
set -eu
here=$(cd "$(dirname "$0")/.." && pwd)

if [ "${1:-}" != "--inside-x" ]; then
    build=${1:-"$here/build/dev"}
    app="$build/app/eschess"
    if [ ! -x "$app" ]; then
        echo "review-screenshots.sh: $app not found; build the 'eschess' target first" >&2
        exit 1
    fi
    for tool in xvfb-run xdotool import convert; do
        command -v "$tool" >/dev/null || { echo "review-screenshots.sh: $tool is missing" >&2; exit 1; }
    done
    exec xvfb-run -a -s "-screen 0 1400x960x24" "$0" --inside-x "$app"
fi

app=$2
out="$here/docs/screenshots"
mkdir -p "$out"
work=$(mktemp -d)
trap 'kill "$pid" 2>/dev/null || true; rm -rf "$work"' EXIT
cat >"$work/legal.pgn" <<'EOF'
[Event "Paris"]
[Site "Paris FRA"]
[Date "1750.??.??"]
[White "Legall"]
[Black "Saint Brie"]
[Result "1-0"]

1. e4 e5 2. Nf3 d6 3. Bc4 Bg4 4. Nc3 g6 5. Nxe5 Bxd1 6. Bxf7+ Ke7 7. Nd5# 1-0
EOF

mkdir -p "$work/home"
HOME="$work/home" XDG_CONFIG_HOME="$work/home/.config" XDG_DATA_HOME="$work/home/.local/share" \
    LANG=C.UTF-8 LANGUAGE=en QT_QPA_PLATFORM=xcb QT_STYLE_OVERRIDE=Fusion "$app" >"$work/app.log" 2>&1 &
pid=$!

shot() { import -window root "$1"; }
# Waits (up to 30 s) until a window whose name matches $1 is mapped, prints its id.
window() {
    i=0
    while [ $i -lt 300 ]; do
        id=$(xdotool search --onlyvisible --name "$1" 2>/dev/null | head -n 1) || true
        if [ -n "$id" ]; then echo "$id"; return 0; fi
        sleep 0.1
        i=$((i + 1))
    done
    echo "review-screenshots.sh: no window '$1'" >&2
    return 1
}
# Keys go to the focused window; without a window manager focus is given explicitly.
keys() { w=$1; shift; xdotool windowfocus --sync "$w" key --delay 80 "$@"; sleep 0.5; }

main=$(window "Eschess")
xdotool windowsize --sync "$main" 1400 960
sleep 1.5

# Where the board is: the first and last pixels of the board's two square colours on a row
# and a column through it (the layout is the default one, but fonts may differ a little).
shot "$work/board.png"
edges() { convert "$work/board.png" -crop "$1" txt:- | grep -n -E '#(B58863|F0D9B5)' | sed -n '1s/:.*//p;$s/:.*//p'; }
set -- $(edges 1400x1+0+300)
left=$(($1 - 2)); right=$(($2 - 2))
set -- $(edges "1x960+$((left + 4))+0")
top=$(($1 - 2)); bottom=$(($2 - 2))
sq=$(((right - left + 1) / 8))
# Centre of a square such as e4 (White at the bottom).
centre() {
    file=$(printf '%d' "'$(echo "$1" | cut -c1)"); rank=$(echo "$1" | cut -c2)
    echo "$((left + sq * (file - 97) + sq / 2)) $((top + sq * (8 - rank) + sq / 2))"
}
# A drag with button $1 from square $2 to square $3, in small steps as a hand moves.
drag() {
    set -- "$1" $(centre "$2") $(centre "$3")
    xdotool mousemove "$2" "$3" mousedown "$1"
    for step in 1 2 3 4; do
        xdotool mousemove $(($2 + ($4 - $2) * step / 4)) $(($3 + ($5 - $3) * step / 4))
        sleep 0.05
    done
    xdotool mouseup "$1"
    sleep 0.6
}

# 1. Open the game through the file dialog.
keys "$main" ctrl+o
dialog=$(window "Open PGN")
xdotool windowfocus --sync "$dialog" type --delay 15 "$work/legal.pgn"
keys "$dialog" Return
sleep 1

# 2. Back to 5. Nxe5, then a side line played on the board.
keys "$main" Home Right Right Right Right Right Right Right Right Right
drag 1 d6 e5
drag 1 d1 g4
xdotool mousemove 700 940
sleep 0.5
shot "$out/review-sideline.png"

# 3. An arrow and a ring, drawn with the right button.
drag 3 g4 d7
set -- $(centre e8)
xdotool mousemove "$1" "$2" click 3
xdotool mousemove 700 940
sleep 0.5
shot "$out/review-arrow.png"

# 4. Review the game (default engine and depth) and catch it half-way.
keys "$main" ctrl+shift+r
review=$(window "Review Game")
keys "$review" Return
i=0
while [ $i -lt 200 ] && ! xdotool search --onlyvisible --name "Review Game — [3-9][0-9]%" >/dev/null 2>&1; do
    sleep 0.1
    i=$((i + 1))
done
shot "$out/review-progress.png"

# 5. Wait for the end (the percentage leaves the title), close the dialog, show the blunder.
i=0
while [ $i -lt 1200 ] && xdotool search --onlyvisible --name "Review Game — [0-9]+%" >/dev/null 2>&1; do
    sleep 0.25
    i=$((i + 1))
done
sleep 0.5
keys "$review" Escape
keys "$main" Home Right Right Right Right Right Right Right Right Right Right
xdotool mousemove 700 940
sleep 1
shot "$out/review-done.png"

kill "$pid"
wait "$pid" 2>/dev/null || true
echo "review-screenshots.sh: wrote $out/review-{sideline,arrow,progress,done}.png"
