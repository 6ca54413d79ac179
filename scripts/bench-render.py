#!/usr/bin/env python3
"""Whole-process speed and peak memory of `iconpicker render` against chafa, alternating the two
in one run so both see the same machine state. Installs nothing; skips chafa when it is absent.

    python3 scripts/bench-render.py [--runs 40] [--warmup 3] [--bin-dir DIR] [image.png ...]
"""
import argparse
import os
import shutil
import statistics
import subprocess
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def run(command):
    """Wall time (ms) and peak resident memory (MB) of one process."""
    start = time.perf_counter()
    process = subprocess.Popen(command, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    _, status, usage = os.wait4(process.pid, 0)
    elapsed = (time.perf_counter() - start) * 1000
    if status != 0:
        sys.exit(f"failed: {' '.join(command)}")
    return elapsed, usage.ru_maxrss / 1024


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("images", nargs="*")
    parser.add_argument("--runs", type=int, default=40)
    parser.add_argument("--warmup", type=int, default=3)
    parser.add_argument("--size", default="32x16")
    parser.add_argument("--bin-dir", help="where iconpicker is (default: the release build's folder)")
    arguments = parser.parse_args()
    bin_dir = arguments.bin_dir or subprocess.run(["swift", "build", "-c", "release", "--show-bin-path"], cwd=ROOT,
                                                  capture_output=True, text=True).stdout.strip()
    binary = os.path.join(bin_dir, "iconpicker")
    images = arguments.images or [os.path.join(ROOT, "Resources/Colourful/Icons/sunset-60@3x.png")]
    chafa = shutil.which("chafa")
    print(f"{'image':<28} {'iconpicker ms':>14} {'chafa ms':>9} {'ratio':>6} {'iconpicker MB':>14} {'chafa MB':>9}")
    for image in images:
        ours_command = [binary, "render", image, "--size", arguments.size, "--colors", "256", "--symbols", "half"]
        theirs_command = [chafa, "--size", arguments.size, "-f", "symbols", "--symbols", "vhalf+space", "--colors", "256", image]
        for _ in range(arguments.warmup):
            run(ours_command)
            if chafa:
                run(theirs_command)
        ours, theirs = [], []
        for _ in range(arguments.runs):
            ours.append(run(ours_command))
            if chafa:
                theirs.append(run(theirs_command))
        our_time = statistics.median(t for t, _ in ours)
        our_memory = max(m for _, m in ours)
        if theirs:
            their_time = statistics.median(t for t, _ in theirs)
            their_memory = max(m for _, m in theirs)
            print(f"{os.path.basename(image):<28} {our_time:14.1f} {their_time:9.1f} {our_time / their_time:6.2f} {our_memory:14.1f} {their_memory:9.1f}")
        else:
            print(f"{os.path.basename(image):<28} {our_time:14.1f} {'-':>9} {'-':>6} {our_memory:14.1f} {'-':>9}")


if __name__ == "__main__":
    main()
