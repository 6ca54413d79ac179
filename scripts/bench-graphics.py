#!/usr/bin/env python3
"""`render` with each graphics protocol against chafa on the same file, interleaved, plus our sixel
encoder against libsixel's img2sixel (time, bytes, and error after decoding both with sixel2png).

Times are whole-process medians of interleaved runs (ratios matter: the machine is shared), output
to a file (so nothing is detected: both tools use their defaults for cell size).

    python3 scripts/bench-graphics.py [--runs 15] [--bin-dir DIR] [image.png]
"""
import argparse
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
sys.path.insert(0, HERE)
from terminal_art import read_png  # noqa: E402


def timed(command, output_path):
    with open(output_path, "wb") as handle:
        start = time.perf_counter()
        subprocess.run(command, stdout=handle, stderr=subprocess.DEVNULL, check=True)
        return (time.perf_counter() - start) * 1000


def mean_difference(path_a, path_b):
    """Mean absolute difference per channel of two same-sized PNGs (RGB), 0-255."""
    width_a, height_a, rows_a = read_png(path_a)
    width_b, height_b, rows_b = read_png(path_b)
    if (width_a, height_a) != (width_b, height_b):
        return None
    total = count = 0
    for row_a, row_b in zip(rows_a, rows_b):
        for index in range(0, len(row_a), 4):
            if row_a[index + 3] < 128:
                continue
            total += sum(abs(row_a[index + c] - row_b[index + c]) for c in range(3))
            count += 3
    return total / max(1, count)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("image", nargs="?")
    parser.add_argument("--runs", type=int, default=15)
    parser.add_argument("--bin-dir")
    arguments = parser.parse_args()
    image = arguments.image or os.path.join(
        ROOT, "..", "shared", "corpus", "home-assistant__iOS", "Sources", "App", "Resources", "Assets.xcassets",
        "AppIcon.dev.appiconset", "dev-1024x1024.png")
    bin_dir = arguments.bin_dir or subprocess.run(["swift", "build", "-c", "release", "--show-bin-path"], cwd=ROOT,
                                                  capture_output=True, text=True).stdout.strip()
    binary = os.path.join(bin_dir, "iconpicker")
    if not shutil.which("chafa"):
        sys.exit("chafa is not installed (Debian package `chafa`)")
    work = tempfile.mkdtemp(prefix="iconpicker-graphics-")
    pairs = [("kitty", "kitty"), ("iterm", "iterm"), ("sixel", "sixels"), ("symbols", "symbols")]
    commands = {}
    for ours, theirs in pairs:
        commands[f"iconpicker {ours}"] = [binary, "render", "--graphics", ours, "--size", "32x16", "--no-mask", image]
        commands[f"chafa {theirs}"] = ["chafa", "-f", theirs, "--size", "32x16", image]
    times = {name: [] for name in commands}
    for _ in range(arguments.runs):
        for name, command in commands.items():
            times[name].append(timed(command, os.path.join(work, name.replace(" ", "-"))))
    print(f"render of {os.path.basename(image)} at 32x16 cells, median of {arguments.runs} interleaved runs; "
          f"load {os.getloadavg()[0]:.1f}")
    print(f"{'':22}{'ms':>9}{'bytes':>10}   {'':22}{'ms':>9}{'bytes':>10}{'time ratio':>12}")
    for ours, theirs in pairs:
        a, b = f"iconpicker {ours}", f"chafa {theirs}"
        ta, tb = statistics.median(times[a]), statistics.median(times[b])
        sa = os.path.getsize(os.path.join(work, a.replace(" ", "-")))
        sb = os.path.getsize(os.path.join(work, b.replace(" ", "-")))
        print(f"{a:22}{ta:9.1f}{sa:10}   {b:22}{tb:9.1f}{sb:10}{ta / tb:12.2f}")
    compare_sixel(binary, image, work, arguments.runs)
    shutil.rmtree(work)


def compare_sixel(binary, image, work, runs):
    """Our sixel encoder vs img2sixel on the same 320x320 picture (what render sends at 32x16 cells)."""
    if not (shutil.which("img2sixel") and shutil.which("sixel2png") and shutil.which("convert")):
        print("sixel encoder comparison skipped (needs libsixel-bin and imagemagick)")
        return
    fitted = os.path.join(work, "fitted.png")
    subprocess.run(["convert", image, "-resize", "320x320", "-define", "png:color-type=6", fitted], check=True)
    ours_cmd = [binary, "render", "--graphics", "sixel", "--size", "32x16", "--no-mask", fitted]
    theirs_cmd = ["img2sixel", fitted]
    timings = {"ours": [], "libsixel": []}
    for _ in range(runs):
        timings["ours"].append(timed(ours_cmd, os.path.join(work, "ours.six")))
        timings["libsixel"].append(timed(theirs_cmd, os.path.join(work, "libsixel.six")))
    print("sixel of a 320x320 picture (whole process), median ms / bytes / mean |difference| per channel after sixel2png:")
    for name in ("ours", "libsixel"):
        six = os.path.join(work, f"{name}.six")
        png = os.path.join(work, f"{name}-decoded.png")
        subprocess.run(["sixel2png", "-i", six, "-o", png], check=True)
        subprocess.run(["convert", png, "-define", "png:color-type=6", png], check=True)
        difference = mean_difference(fitted, png)
        print(f"  {name:10}{statistics.median(timings[name]):9.1f} ms{os.path.getsize(six):10} B   "
              f"{'size differs' if difference is None else f'{difference:.2f}'}")


if __name__ == "__main__":
    main()
