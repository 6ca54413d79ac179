#!/usr/bin/env python3
"""`add`'s image work as a whole process (issue 22: every size from a 1024 px PNG in 300 ms or less):
`iconpicker-bench icon-sizes SOURCE OUT [LEVEL]` decodes the PNG, makes the ten iPhone and iPad sizes
(40 … 180 and 1024) and writes each file. Each source is run RUNS times; wall and CPU time (user +
system, from wait4), best, median and 90th percentile, and the bytes written.

    scripts/bench-icon-sizes.py [--runs N] [--bin PATH] [--level L] SOURCE.png...
        (builds iconpicker-bench in release unless --bin)
"""
import argparse
import os
import shutil
import statistics
import subprocess
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def run_once(binary, source, out, level):
    command = [binary, "icon-sizes", source, out] + ([str(level)] if level is not None else [])
    start = time.perf_counter()
    process = subprocess.Popen(command, stdout=subprocess.PIPE)
    _, status, usage = os.wait4(process.pid, 0)
    wall = time.perf_counter() - start
    written = process.stdout.read().decode().strip()
    if status != 0:
        raise SystemExit(f"{' '.join(command)} failed")
    return wall * 1000, (usage.ru_utime + usage.ru_stime) * 1000, written


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("sources", nargs="+")
    parser.add_argument("--runs", type=int, default=20)
    parser.add_argument("--bin")
    parser.add_argument("--level", type=int)
    arguments = parser.parse_args()
    binary = arguments.bin
    if binary is None:
        subprocess.run(["swift", "build", "-c", "release", "--product", "iconpicker-bench"], cwd=ROOT, check=True)
        folder = subprocess.run(["swift", "build", "-c", "release", "--show-bin-path"], cwd=ROOT, check=True,
                                capture_output=True, text=True).stdout.strip()
        binary = os.path.join(folder, "iconpicker-bench")
    out = tempfile.mkdtemp(prefix="iconpicker-bench-sizes-")
    try:
        for source in arguments.sources:
            run_once(binary, source, out, arguments.level)  # warm the page cache
            runs = [run_once(binary, source, out, arguments.level) for _ in range(arguments.runs)]
            walls = sorted(run[0] for run in runs)
            cpus = sorted(run[1] for run in runs)
            p90 = walls[min(len(walls) - 1, len(walls) * 9 // 10)]
            print(f"{os.path.basename(source)} ({os.path.getsize(source) // 1024} KB): wall best {walls[0]:.1f} ms, "
                  f"median {statistics.median(walls):.1f} ms, p90 {p90:.1f} ms; CPU best {cpus[0]:.1f} ms, "
                  f"median {statistics.median(cpus):.1f} ms; {int(runs[0][2]) // 1024} KB written")
    finally:
        shutil.rmtree(out)


if __name__ == "__main__":
    main()
