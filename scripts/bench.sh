#!/usr/bin/env bash
# Benchmarks for the issue targets. Installs nothing; uses hyperfine and chafa when present.
#   in process:    1,000 alternates (XML and binary) loaded and ordered      target <= 20 ms
#                  a 1024 px icon decoded, scaled, mapped to 32x16 cells     target <= 12 ms (180 px: <= 1 ms)
#   whole process: iconpicker list --json on the demo                        target <= 30 ms
#                  iconpicker render vs chafa, alternating                   target <= 0.6x chafa's time, no more memory
#                  iconpicker list on an .ipa with 50 alternates            target <= 100 ms
#                  iconpicker lint, 300 alternates of 1024 px icons         target <= 200 ms
set -euo pipefail
cd "$(dirname "$0")/.."
bin="$(swift build -c release --show-bin-path)"
echo "machine: $(nproc) cores, load $(cut -d' ' -f1-3 /proc/loadavg)"
echo
"$bin/iconpicker-bench" "${ITERATIONS:-50}"
echo
echo "whole process: iconpicker render vs chafa (medians, peak memory)"
render_images=(Resources/Colourful/Icons/sunset-60@3x.png)
corpus_icon=../shared/corpus/Dimillian__IceCubesApp/IceCubesApp/Assets.xcassets/AppIconAlternate23.appiconset/icon23.png
[ -f "$corpus_icon" ] && render_images+=("$corpus_icon")
python3 scripts/bench-render.py --runs 30 "${render_images[@]}"
echo
state="$(mktemp -d)"
trap 'rm -rf "$state"' EXIT
export ICONPICKER_STATE_DIR="$state"
ipa="$state/bench.ipa"
python3 scripts/make-bench-ipa.py "$ipa" 50
echo "whole process: iconpicker list on an .ipa with 50 alternates ($(du -k "$ipa" | cut -f1) KB)"
if command -v hyperfine >/dev/null 2>&1; then
  hyperfine --warmup 5 --runs 40 -N "$bin/iconpicker list $ipa" 2>&1 | sed -n '2,3p'
fi
python3 scripts/make-bench-lint.py "$state/sets" 300
python3 scripts/make-bench-lint.py "$state/loose" 300 --loose
echo "whole process: iconpicker lint, 300 alternates of 1024 px icons (icon sets; loose files)"
if command -v hyperfine >/dev/null 2>&1; then
  hyperfine --warmup 3 --runs 40 -N "$bin/iconpicker lint $state/sets/App/Info.plist" "$bin/iconpicker lint $state/loose/App/Info.plist" 2>&1 \
    | grep -E "^Benchmark|Time" || true
fi
echo "whole process: iconpicker list --json (demo)"
if command -v hyperfine >/dev/null 2>&1; then
  hyperfine --warmup 5 --runs 50 -N "$bin/iconpicker list --json" 2>&1 | sed -n '2,4p'
else
  python3 - "$bin/iconpicker" <<'PY'
import statistics, subprocess, sys, time
command = [sys.argv[1], "list", "--json"]
for _ in range(5):
    subprocess.run(command, stdout=subprocess.DEVNULL, check=True)
samples = []
for _ in range(50):
    start = time.perf_counter()
    subprocess.run(command, stdout=subprocess.DEVNULL, check=True)
    samples.append((time.perf_counter() - start) * 1000)
samples.sort()
print(f"  median {statistics.median(samples):.2f} ms   min {samples[0]:.2f} ms   p90 {samples[int(len(samples) * 0.9)]:.2f} ms   (50 runs)")
PY
fi
