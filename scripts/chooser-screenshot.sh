#!/usr/bin/env bash
# The README's picture of the chooser: `iconpicker` run with no PATH in an empty folder (so the bundled
# demo opens) in a 100x32 tmux pane with 24-bit colour, captured with `tmux capture-pane -p -e` once
# the status line is drawn and the screen has settled, and drawn by scripts/ansi-screen-to-svg.py.
# The tmux server runs on its own socket and is killed at the end; state and tiles go to a scratch folder.
#
#   scripts/chooser-screenshot.sh BIN [OUTPUT.svg]    (default output: docs/chooser.svg)
set -euo pipefail
bin="$(realpath "${1:?usage: scripts/chooser-screenshot.sh BIN [OUTPUT.svg]}")"
output="${2:-$(dirname "$0")/../docs/chooser.svg}"
scratch="$(mktemp -d)"
socket="iconpicker-screenshot-$$"
cleanup() {
    tmux -L "$socket" kill-server 2>/dev/null || true
    rm -rf "$scratch"
}
trap cleanup EXIT
mkdir -p "$scratch/empty"

tmux -L "$socket" new-session -d -x 100 -y 32 -s shot \
    "env -i PATH=/usr/bin:/bin HOME=$scratch TERM=tmux-256color COLORTERM=truecolor LANG=C.UTF-8 \
     XDG_STATE_HOME=$scratch/state XDG_CACHE_HOME=$scratch/cache bash --norc --noprofile"
tmux -L "$socket" send-keys -t shot -l "cd $scratch/empty; PS1='\$ '; clear; '$bin'"
tmux -L "$socket" send-keys -t shot Enter

# Wait (at most 20 s) for the status line's position, then for two captures 100 ms apart that agree.
previous=""
for _ in $(seq 200); do
    screen="$(tmux -L "$socket" capture-pane -p -e -t shot)"
    if grep -q "q quit" <<<"$screen" && [ "$screen" = "$previous" ]; then
        break
    fi
    previous="$screen"
    sleep 0.1
done
if ! grep -q "q quit" <<<"$screen" || [ "$screen" != "$previous" ]; then
    echo "chooser-screenshot: the chooser's screen did not settle within 20 s" >&2
    exit 1
fi
tmux -L "$socket" send-keys -t shot q
printf '%s\n' "$screen" >"$scratch/screen.ansi"
python3 "$(dirname "$0")/ansi-screen-to-svg.py" "$scratch/screen.ansi" --columns 100 --rows 32 -o "$output"
echo "wrote $output"
