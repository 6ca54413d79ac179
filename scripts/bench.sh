#!/usr/bin/env bash
# Benchmarks against the targets in docs/benchmarks.md. Installs nothing; uses hyperfine and chafa when present.
#   in process:    1,000 alternates (XML and binary) loaded and ordered      target <= 20 ms
#                  a 1024 px icon decoded, scaled, mapped to 32x16 cells     target <= 12 ms (180 px: <= 1 ms)
#   whole process: iconpicker list --json on the demo                        target <= 30 ms
#                  iconpicker render vs chafa, alternating                   target <= 0.6x chafa's time, no more memory
#                  iconpicker list on an .ipa with 50 alternates            target <= 100 ms
#                  iconpicker lint, 300 alternates of 1024 px icons         target <= 200 ms
#
#   scripts/bench.sh [--quick] [--bin-dir DIR]
# --quick runs every step once on small inputs (CI's `make bench-smoke`: the scripts must not rot; the
# figures mean nothing). --bin-dir takes the binaries from DIR instead of the release build.
set -euo pipefail
cd "$(dirname "$0")/.."

quick=no
bin=""
while [ $# -gt 0 ]; do
  case "$1" in
    --quick) quick=yes ;;
    --bin-dir) bin="$2"; shift ;;
    *) echo "usage: scripts/bench.sh [--quick] [--bin-dir DIR]" >&2; exit 2 ;;
  esac
  shift
done
bin="${bin:-$(swift build -c release --show-bin-path)}"
if [ "$quick" = yes ]; then
  iterations=1 render_runs=(--runs 1 --warmup 0) ipa_alternates=5 lint_alternates=10 command_runs=(--runs 1 --warmup 0)
else
  iterations="${ITERATIONS:-50}" render_runs=(--runs 30) ipa_alternates=50 lint_alternates=300 command_runs=()
fi

# Times a whole command: hyperfine when present, else scripts/bench-command.py.
# Usage: time_command RUNS WARMUP COMMAND...
time_command() {
  local runs="$1" warmup="$2"
  shift 2
  if [ "$quick" = yes ]; then
    python3 scripts/bench-command.py "${command_runs[@]}" -- "$@"
  elif command -v hyperfine >/dev/null 2>&1; then
    hyperfine --warmup "$warmup" --runs "$runs" -N "$*" 2>&1 | sed -n '2,3p'
  else
    python3 scripts/bench-command.py --runs "$runs" --warmup "$warmup" -- "$@"
  fi
}

echo "machine: $(nproc) cores, load $(cut -d' ' -f1-3 /proc/loadavg)"
echo
"$bin/iconpicker-bench" "$iterations"
echo
echo "whole process: iconpicker render vs chafa (medians, peak memory)"
render_images=(Resources/Colourful/Icons/sunset-60@3x.png)
corpus_icon=../shared/corpus/Dimillian__IceCubesApp/IceCubesApp/Assets.xcassets/AppIconAlternate23.appiconset/icon23.png
[ -f "$corpus_icon" ] && render_images+=("$corpus_icon")
python3 scripts/bench-render.py --bin-dir "$bin" "${render_runs[@]}" "${render_images[@]}"
echo
state="$(mktemp -d)"
trap 'rm -rf "$state"' EXIT
export ICONPICKER_STATE_DIR="$state"
ipa="$state/bench.ipa"
python3 scripts/make-bench-ipa.py "$ipa" "$ipa_alternates"
echo "whole process: iconpicker list on an .ipa with $ipa_alternates alternates ($(du -k "$ipa" | cut -f1) KB)"
time_command 40 5 "$bin/iconpicker" list "$ipa"
python3 scripts/make-bench-lint.py "$state/sets" "$lint_alternates"
python3 scripts/make-bench-lint.py "$state/loose" "$lint_alternates" --loose
echo "whole process: iconpicker lint, $lint_alternates alternates of 1024 px icons, icon sets"
time_command 40 3 "$bin/iconpicker" lint "$state/sets/App/Info.plist"
echo "whole process: iconpicker lint, $lint_alternates alternates of 1024 px icons, loose files"
time_command 40 3 "$bin/iconpicker" lint "$state/loose/App/Info.plist"
echo "whole process: iconpicker list --json (demo)"
time_command 50 5 "$bin/iconpicker" list --json
