#!/usr/bin/env bash
# Real terminal emulators under a virtual X server: `iconpicker render` with sixel in xterm (-ti vt340)
# and with kitty's protocol in kitty, each screenshot compared with the icon itself (the picture is
# found on the screen, cropped, and compared at 32x32 by RMSE); then the chooser in xterm (sixel tiles,
# and its whole text, read back through xterm's print-screen) and in kitty 0.26.5 (images placed
# directly: through a popup, Ctrl-Z/fg, a resize and both ways out). Skips, with a message, when the
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
Xvfb "$display" -screen 0 1024x768x24 -nolisten tcp >/dev/null 2>&1 &
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
# Its text is read back with xterm's print-screen (MC, `CSI i`, to printerCommand): with TERM=xterm (8
# colours) the chooser once stopped drawing at the first colour ncurses refused (white, 15, for the ✓),
# so nothing below the first row of tiles appeared.
chooser_check() {
    local state="$work/state"
    mkdir -p "$state"
    DISPLAY="$display" xterm -ti vt340 -geometry 100x32+0+0 -xrm 'XTerm*decTerminalID: vt340' \
        -xrm 'XTerm*numColorRegisters: 256' -xrm "XTerm*printerCommand: cat > '$work/xterm-text'" -xrm 'XTerm*printAttributes: 0' \
        -e bash -c "tty > '$work/xterm-tty'; cd '$work'; TERM=xterm ICONPICKER_STATE_DIR='$state' '$binary' --graphics sixel; sleep 20" \
        >/dev/null 2>&1 &
    local terminal=$!
    sleep 6
    DISPLAY="$display" import -window root "$work/chooser-screen.png"
    [ -s "$work/xterm-tty" ] && printf '\033[i' > "$(cat "$work/xterm-tty")"
    for _ in $(seq 20); do [ -s "$work/xterm-text" ] && break; sleep 0.1; done
    sleep 0.3
    kill "$terminal" 2>/dev/null; wait "$terminal" 2>/dev/null
    if grep -q 'q quit' "$work/xterm-text" 2>/dev/null && grep -q 'sunset' "$work/xterm-text"; then
        echo "test-terminals: chooser: xterm (TERM=xterm, 8 colours) shows the whole frame: names and status line"
    else
        echo "test-terminals: chooser: FAILED, xterm's screen lacks the names or the status line:" >&2
        cat "$work/xterm-text" >&2 2>/dev/null
        failed=1
    fi
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

# The chooser in kitty 0.26.5, which has no Unicode placeholders: images sent once and placed after
# every frame. Driven as a person would, through kitty's remote control (send-text, get-text), with a
# screenshot after each step. Pictures are told from symbol art by the colours on screen: the icons'
# gradients and hue ring give thousands, symbol art (two colours a cell) and text a few hundred; the same
# count with --graphics symbols must stay low, or the check proves nothing.
kitty_socket="$work/kitty.sock"
kitty_at() { kitty @ --to "unix:$kitty_socket" "$@"; }
colours() { DISPLAY="$display" import -window root "$work/kitty-$1.png"; convert "$work/kitty-$1.png" -format %k info:; }
# Waits (up to 10 s) until kitty's screen text contains $1.
kitty_wait() {
    local deadline=$((SECONDS + 10))
    while [ "$SECONDS" -lt "$deadline" ]; do kitty_at get-text 2>/dev/null | grep -qF -- "$1" && return 0; sleep 0.1; done
    echo "test-terminals: kitty chooser: FAILED waiting for \"$1\"; the screen shows:" >&2
    kitty_at get-text >&2 2>/dev/null
    failed=1
    return 1
}
# Waits until the chooser's status line is as wide as the window after a resize to 110 columns.
kitty_wait_resized() {
    local deadline=$((SECONDS + 10))
    while [ "$SECONDS" -lt "$deadline" ]; do
        kitty_at get-text 2>/dev/null | awk 'length >= 105 && /1\/6/ { found = 1 } END { exit !found }' && return 0
        sleep 0.1
    done
    echo "test-terminals: kitty chooser: FAILED, the chooser did not redraw at 110 columns" >&2
    failed=1
    return 1
}
# Expects $2 pictures (yes/no) on the screen after step $1 (given a moment to be placed).
kitty_expect() {
    sleep 0.6
    local count
    count=$(colours "$1")
    [ -n "${KEEP_SCREENSHOTS:-}" ] && cp "$work/kitty-$1.png" "/tmp/iconpicker-kitty-$1.png"
    if { [ "$2" = yes ] && [ "$count" -gt 1500 ]; } || { [ "$2" = no ] && [ "$count" -lt 1500 ]; }; then
        echo "test-terminals: kitty chooser: $1: pictures $2 ($count colours)"
    else
        echo "test-terminals: kitty chooser: $1: FAILED, pictures expected: $2, $count colours (screenshot in /tmp/iconpicker-kitty-$1.png)" >&2
        cp "$work/kitty-$1.png" "/tmp/iconpicker-kitty-$1.png"
        failed=1
    fi
}
# A script for the shell in kitty: asks whether image $1 is still in kitty's memory for the alternate
# screen (mode 47 enters it without clearing it, as 1049 would) and prints kitty's answer, OK or ENOENT.
# With $2 = add it first sends a 1x1 image under that id (the control: the query must find it).
cat > "$work/image-query.sh" <<'QUERY'
printf '\033[?47h'
[ "$2" = add ] && printf '\033_Ga=t,f=32,s=1,v=1,i=%s,q=2;AAAAAA==\033\\' "$1"
printf '\033_Ga=p,i=%s,p=77,q=0\033\\\033_Ga=d,d=i,i=%s,p=77,q=2\033\\\033[?47l' "$1" "$1"
IFS= read -rs -d '\' -t 2 reply
reply="${reply#*;}"
echo "IMAGE-$1=${reply%%[!A-Z]*}"
QUERY
kitty_image_query() {
    kitty_at send-text "clear; bash '$work/image-query.sh' $1 ${2:-}\r"
    kitty_wait "IMAGE-$1=" && kitty_at get-text | grep -o "IMAGE-$1=[A-Z]*" | tail -1
}
# Runs the chooser as the shell's job (its own process, whose pid goes to a file); the shell prints its
# status. After Ctrl-Z, `fg; echo EXIT=$?` prints the status when it ends.
kitty_run_chooser() {
    kitty_at send-text "clear; bash -c 'echo \$\$ > pid; exec \"$binary\" $*'; echo EXIT=\$?\r"
    kitty_wait 'q quit'
}
kitty_chooser_check() {
    local state="$work/kitty-state" first=1048576
    mkdir -p "$state"
    DISPLAY="$display" LIBGL_ALWAYS_SOFTWARE=1 kitty -o allow_remote_control=yes --listen-on "unix:$kitty_socket" \
        -o remember_window_size=no -o initial_window_width=100c -o initial_window_height=32c -o background=#000000 \
        env ICONPICKER_STATE_DIR="$state" PS1='$ ' bash --norc --noprofile -i >/dev/null 2>&1 &
    local terminal=$!
    kitty_wait '$' || { kill "$terminal"; return; }
    kitty_at send-text "cd '$work'\r"
    local control after_quit after_term
    control=$(kitty_image_query "$first" add)
    kitty_run_chooser --graphics symbols && kitty_expect symbols no
    kitty_at send-text 'q'
    kitty_wait 'EXIT=0'
    kitty_run_chooser && kitty_expect first-frame yes
    kitty_at send-text '?'
    kitty_wait 'these keys' && kitty_expect popup no
    kitty_at send-text '\x1b'
    kitty_wait '1/6' && kitty_expect popup-closed yes
    kitty_at send-text '\x1a'
    kitty_wait 'Stopped' && kitty_expect ctrl-z no
    kitty_at send-text 'clear; fg; echo EXIT=$?\r'
    kitty_wait 'q quit' && kitty_expect fg yes
    kitty_at resize-os-window --width 110 --height 36
    kitty_wait_resized && kitty_expect resized yes
    kitty_at send-text '\x1b[F'
    kitty_wait '6/6' && kitty_expect scrolled yes
    kitty_at send-text 'q'
    kitty_wait 'EXIT=0' && kitty_expect quit no
    after_quit=$(kitty_image_query "$first")
    # The same through a signal: SIGTERM's handler deletes the images before leaving the alternate screen.
    kitty_run_chooser && sleep 1 && kill -TERM "$(cat "$work/pid")"
    kitty_wait 'EXIT=143' && kitty_expect terminated no
    after_term=$(kitty_image_query "$first")
    if [ "$control" = "IMAGE-$first=OK" ] && [ "$after_quit" = "IMAGE-$first=ENOENT" ] && [ "$after_term" = "IMAGE-$first=ENOENT" ]; then
        echo "test-terminals: kitty chooser: no image left in kitty's memory after q or SIGTERM (control: $control)"
    else
        echo "test-terminals: kitty chooser: FAILED, image queries: control $control, after q $after_quit, after TERM $after_term" >&2
        failed=1
    fi
    kill "$terminal" 2>/dev/null; wait "$terminal" 2>/dev/null
}
kitty_chooser_check
exit "$failed"
