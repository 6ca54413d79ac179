#!/usr/bin/env bash
# Real terminal emulators under a virtual X server: `iconpicker render` with sixel in xterm (-ti vt340)
# and with kitty's protocol in kitty, each screenshot compared with the icon itself (the picture is
# found on the screen, cropped, and compared at 32x32 by RMSE). Skips, with a message, when the
# packages are missing (make deps-terminals installs them: xvfb xterm kitty imagemagick x11-apps).
#   scripts/test-terminals.sh [path/to/iconpicker]
set -uo pipefail
cd "$(dirname "$0")/.."
binary="${1:-$(swift build --show-bin-path)/iconpicker}"
for tool in Xvfb xterm kitty import compare convert; do
    if ! command -v "$tool" >/dev/null 2>&1; then
        echo "test-terminals: skipped ($tool is not installed; make deps-terminals installs xvfb xterm kitty imagemagick)"
        exit 0
    fi
done
[ -x "$binary" ] || { echo "test-terminals: $binary is missing; build first" >&2; exit 1; }
binary="$(cd "$(dirname "$binary")" && pwd)/$(basename "$binary")"
icon="$PWD/Resources/Colourful/Icons/sunset-60@3x.png"
work="$(mktemp -d /tmp/iconpicker-terminals.XXXXXX)"
display=":$((90 + RANDOM % 9))"
Xvfb "$display" -screen 0 800x600x24 -nolisten tcp >/dev/null 2>&1 &
xvfb=$!
cleanup() { kill "$xvfb" 2>/dev/null; rm -rf "$work"; }
trap cleanup EXIT
for _ in $(seq 50); do DISPLAY="$display" xdpyinfo >/dev/null 2>&1 && break; sleep 0.1; done
failed=0

# Runs one terminal with the render command, screenshots it, and compares the picture found on it.
check() {
    local name="$1"; shift
    local done_file="$work/$name.done"
    DISPLAY="$display" "$@" -e bash -c "'$binary' render --graphics $name --size 16x8 '$icon'; touch '$done_file'; sleep 20" \
        >/dev/null 2>&1 &
    local terminal=$!
    for _ in $(seq 100); do [ -e "$done_file" ] && break; sleep 0.1; done
    sleep 1
    DISPLAY="$display" import -window root "$work/$name-screen.png"
    [ -n "${KEEP_SCREENSHOTS:-}" ] && cp "$work/$name-screen.png" "/tmp/iconpicker-$name-screen.png"
    kill "$terminal" 2>/dev/null; wait "$terminal" 2>/dev/null
    # The picture: the bounding box of everything that is not the terminal's plain background.
    convert "$work/$name-screen.png" -fuzz 12% -trim +repage -resize '32x32!' "$work/$name-found.png"
    convert "$icon" -background black -flatten -resize '32x32!' "$work/expected.png"
    local rmse
    rmse=$(compare -metric RMSE "$work/$name-found.png" "$work/expected.png" null: 2>&1 | sed 's/.*(\(.*\)).*/\1/')
    if awk "BEGIN { exit !($rmse < 0.12) }"; then
        echo "test-terminals: $name: the picture matches the icon (RMSE $rmse)"
    else
        echo "test-terminals: $name: FAILED, RMSE $rmse (screenshot kept in ${name}-screen.png)" >&2
        cp "$work/$name-screen.png" "/tmp/iconpicker-$name-screen.png"
        failed=1
    fi
}

check sixel xterm -ti vt340 -geometry 60x20+0+0 -bg black -fg black -xrm 'XTerm*decTerminalID: vt340' \
    -xrm 'XTerm*numColorRegisters: 256'
LIBGL_ALWAYS_SOFTWARE=1 check kitty kitty -o background=#000000 -o foreground=#000000 -o cursor=#000000 -o remember_window_size=no \
    -o initial_window_width=600 -o initial_window_height=400
# The chooser in xterm with sixel: the sunset tile's sun (a yellow no 8-colour symbol art can show) must be
# on the screen as real pixels.
chooser_check() {
    local state="$work/state"
    mkdir -p "$state"
    DISPLAY="$display" xterm -ti vt340 -geometry 100x32+0+0 -xrm 'XTerm*decTerminalID: vt340' \
        -xrm 'XTerm*numColorRegisters: 256' -e bash -c "cd '$work'; ICONPICKER_STATE_DIR='$state' '$binary' --graphics sixel; sleep 20" \
        >/dev/null 2>&1 &
    local terminal=$!
    sleep 6
    DISPLAY="$display" import -window root "$work/chooser-screen.png"
    kill "$terminal" 2>/dev/null; wait "$terminal" 2>/dev/null
    # Pixels near the sun's yellow (255, 219, 64 in the demo's drawing, within 12%).
    local sun
    sun=$(convert "$work/chooser-screen.png" -fuzz 12% -fill black +opaque '#FFDB40' -fill white -opaque '#FFDB40' \
        -format '%[fx:mean*w*h]' info: 2>/dev/null)
    if awk "BEGIN { exit !(${sun:-0} > 300) }"; then
        echo "test-terminals: chooser: sixel tiles drawn (${sun%.*} pixels of the sunset's sun)"
    else
        echo "test-terminals: chooser: FAILED, ${sun:-0} sun pixels (screenshot in /tmp/iconpicker-chooser-screen.png)" >&2
        cp "$work/chooser-screen.png" /tmp/iconpicker-chooser-screen.png
        failed=1
    fi
}
chooser_check
exit "$failed"
