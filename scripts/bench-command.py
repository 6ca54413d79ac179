#!/usr/bin/env python3
"""Wall time of whole commands, for the benchmarks when hyperfine is not installed: a few warm-up runs,
then the median, fastest and 90th percentile. A command that exits non-zero stops the benchmark.

    python3 scripts/bench-command.py [--runs 40] [--warmup 5] -- COMMAND [ARGUMENT...]
"""
import argparse
import statistics
import subprocess
import sys
import time


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=40)
    parser.add_argument("--warmup", type=int, default=5)
    parser.add_argument("command", nargs=argparse.REMAINDER)
    arguments = parser.parse_args()
    command = arguments.command[1:] if arguments.command[:1] == ["--"] else arguments.command
    if not command:
        parser.error("no command given")

    def run():
        start = time.perf_counter()
        status = subprocess.run(command, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL).returncode
        if status != 0:
            sys.exit(f"failed with status {status}: {' '.join(command)}")
        return (time.perf_counter() - start) * 1000

    for _ in range(arguments.warmup):
        run()
    samples = sorted(run() for _ in range(max(1, arguments.runs)))
    p90 = samples[min(len(samples) - 1, len(samples) * 9 // 10)]
    print(f"  median {statistics.median(samples):.2f} ms   min {samples[0]:.2f} ms   p90 {p90:.2f} ms   ({len(samples)} runs)")


if __name__ == "__main__":
    main()
