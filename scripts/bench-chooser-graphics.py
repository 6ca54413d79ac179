#!/usr/bin/env python3
"""The chooser's first complete frame with pixel graphics (kitty placeholders) against symbols: time
from exec, and bytes sent to the terminal, for the demo and for 300 alternates of a 1024 px icon.

Runs in a pseudo-terminal (xterm-256color with COLORTERM=truecolor, 100x32, 10x20 px cells), interleaved,
release build. With no terminal to answer, detection is skipped by naming the protocol.

    python3 scripts/bench-chooser-graphics.py [--runs 10] [--bin-dir DIR]
"""
import argparse
import fcntl
import importlib
import os
import shutil
import statistics
import struct
import subprocess
import sys
import tempfile
import termios
import threading
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
sys.path.insert(0, HERE)
bench_chooser = importlib.import_module("bench-chooser")


def first_frame(binary, arguments, environment):
    """(ms from exec to the first complete frame, bytes the chooser wrote)."""
    work = tempfile.mkdtemp(prefix="iconpicker-graphics-")
    report = os.path.join(work, "frame")
    master, slave = os.openpty()
    fcntl.ioctl(slave, termios.TIOCSWINSZ, struct.pack("HHHH", 32, 100, 1000, 640))
    env = dict(environment, ICONPICKER_FIRST_FRAME_REPORT=report, ICONPICKER_EXIT_AFTER_FIRST_FRAME="1",
               TERM="xterm-256color", COLORTERM="truecolor", LANG="C.UTF-8", LC_ALL="C.UTF-8")
    received = [0]

    def drain():
        try:
            while True:
                chunk = os.read(master, 65536)
                if not chunk:
                    break
                received[0] += len(chunk)
        except OSError:
            pass
    reader = threading.Thread(target=drain, daemon=True)
    reader.start()
    env["ICONPICKER_LAUNCH_NS"] = str(time.monotonic_ns())
    process = subprocess.Popen([binary] + arguments, stdin=slave, stdout=slave, stderr=slave, env=env)
    process.wait()
    time.sleep(0.05)
    os.close(slave)
    os.close(master)
    reader.join(timeout=1)
    value = float(open(report).read()) if os.path.exists(report) else float("nan")
    shutil.rmtree(work)
    return value, received[0]


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--runs", type=int, default=10)
    parser.add_argument("--bin-dir")
    arguments = parser.parse_args()
    bin_dir = arguments.bin_dir or subprocess.run(["swift", "build", "-c", "release", "--show-bin-path"], cwd=ROOT,
                                                  capture_output=True, text=True).stdout.strip()
    binary = os.path.join(bin_dir, "iconpicker")
    state = tempfile.mkdtemp(prefix="iconpicker-bench-state-")
    work = tempfile.mkdtemp(prefix="iconpicker-bench-app-")
    flat = os.path.join(work, "flat1024.png")
    subprocess.run([sys.executable, os.path.join(HERE, "draw-demo-icons.py"), "--single", "multi-black", "1024", flat], check=True)
    plist = bench_chooser.large_app(os.path.join(work, "large"), flat, 300)
    base = dict(os.environ, ICONPICKER_STATE_DIR=state)
    print(f"machine: {os.cpu_count()} cores, load {open('/proc/loadavg').read().split()[:3]}")
    for label, app in (("demo", []), ("300 x 1024 px", [plist])):
        results = {"kitty": [], "symbols": []}
        for _ in range(arguments.runs):
            for graphics in results:
                results[graphics].append(first_frame(binary, app + ["--graphics", graphics], base))
        for graphics, values in results.items():
            times = [value for value, _ in values]
            sent = statistics.median(size for _, size in values)
            print(f"{label:<14} {graphics:<8} first complete frame: median {statistics.median(times):7.1f} ms  "
                  f"max {max(times):7.1f} ms   bytes sent {sent:,.0f}")
    shutil.rmtree(work)
    shutil.rmtree(state)


if __name__ == "__main__":
    main()
