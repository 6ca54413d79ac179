#!/usr/bin/env python3
"""The chooser's first complete frame with pixel graphics against symbols: time from exec, and bytes sent
to the terminal, for the demo and for 300 alternates of a 1024 px icon.

Rows (interleaved, one run of each per round):
  kitty placeholders  kitty 0.28 and later (and Ghostty): images sent once, tiles drawn as placeholder text
  kitty placed        kitty before 0.28 (Debian's 0.26.5): images sent once, placed after the frame
  sixel               xterm -ti vt340 and others: each tile's sixel painted after the frame
  symbols             character art

Runs in a pseudo-terminal (100x32, xterm-256color with COLORTERM=truecolor) that is the chooser's
controlling terminal and answers the detection queries at once, as the terminal named by the row would
(kitty's graphics OK, XTVERSION, the cell size 10x20 from CSI 16t, DA1 with or without sixel). The
protocol is named with --graphics, so only the answers' contents matter, not detection. A shell leads the
session (so the far end reads everything before the terminal hangs up), so the time from exec includes
its start (~1 ms, the same in every row). The frame is timed inside the process (ICONPICKER_FIRST_FRAME_REPORT: after the pictures are written), the bytes are
everything the chooser wrote before it ended (ICONPICKER_EXIT_AFTER_FIRST_FRAME). Each run has an empty
tile cache, so symbol art is decoded as on a first visit.

    python3 scripts/bench-chooser-graphics.py [--runs 7] [--bin-dir DIR] [--quick]
"""
import argparse
import fcntl
import importlib
import os
import select
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

CELL = b"\x1b[6;20;10t"
# What each terminal answers to the chooser's detection queries (kitty a=q, XTVERSION, 16t, 14t, DA1).
ANSWERS = {
    "kitty placeholders": b"\x1b_Gi=31;OK\x1b\\\x1bP>|kitty(0.35.2)\x1b\\" + CELL + b"\x1b[?62;c",
    "kitty placed": b"\x1b_Gi=31;OK\x1b\\\x1bP>|kitty(0.26.5)\x1b\\" + CELL + b"\x1b[?62;c",
    "sixel": b"\x1bP>|XTerm(379)\x1b\\" + CELL + b"\x1b[?63;1;2;4;6;9;15;16;22;28c",
    "symbols": b"\x1bP>|XTerm(379)\x1b\\" + CELL + b"\x1b[?63;1;2;6;9;15;16;22;28c",
}
PROTOCOL = {"kitty placeholders": "kitty", "kitty placed": "kitty", "sixel": "sixel", "symbols": "symbols"}


def controlling_terminal():
    """In the child: a session of its own with the pseudo-terminal (its stdin) as controlling terminal."""
    os.setsid()
    fcntl.ioctl(0, termios.TIOCSCTTY, 0)


def first_frame(binary, arguments, environment, answer):
    """(ms from exec to the first complete frame, bytes the chooser wrote)."""
    work = tempfile.mkdtemp(prefix="iconpicker-graphics-")
    report = os.path.join(work, "frame")
    master, slave = os.openpty()
    fcntl.ioctl(slave, termios.TIOCSWINSZ, struct.pack("HHHH", 32, 100, 0, 0))
    # A cache of its own (empty): symbol tiles are decoded, as on a first visit.
    env = dict(environment, ICONPICKER_FIRST_FRAME_REPORT=report, ICONPICKER_EXIT_AFTER_FIRST_FRAME="1",
               TERM="xterm-256color", COLORTERM="truecolor", LANG="C.UTF-8", LC_ALL="C.UTF-8",
               XDG_CACHE_HOME=os.path.join(work, "cache"))
    for name in ("TMUX", "KITTY_WINDOW_ID", "TERM_PROGRAM", "LC_TERMINAL", "WEZTERM_EXECUTABLE", "KONSOLE_VERSION"):
        env.pop(name, None)
    received = [0]
    tail = [b""]

    def play_terminal():
        answered = False
        try:
            while True:
                ready, _, _ = select.select([master], [], [], 5)
                if not ready:
                    break
                chunk = os.read(master, 65536)
                if not chunk:
                    break
                received[0] += len(chunk)
                tail[0] = (tail[0] + chunk)[-200_000:]
                if not answered and b"\x1b[c" in chunk:
                    os.write(master, answer)
                    answered = True
        except OSError:
            pass
    terminal = threading.Thread(target=play_terminal, daemon=True)
    terminal.start()
    env["ICONPICKER_LAUNCH_NS"] = str(time.monotonic_ns())
    # A shell leads the session and outlives the chooser a moment: when a session leader ends, its
    # terminal is hung up and output the far end has not read yet is thrown away.
    wrapper = ["/bin/sh", "-c", '"$0" "$@"; status=$?; sleep 0.3; exit $status', binary] + arguments
    process = subprocess.Popen(wrapper, stdin=slave, stdout=slave, stderr=slave, env=env,
                               preexec_fn=controlling_terminal)
    process.wait()
    os.close(slave)
    terminal.join(timeout=1)
    os.close(master)
    value = float(open(report).read()) if os.path.exists(report) else float("nan")
    shutil.rmtree(work)
    # A tile still "loading…" in the last frame: the 250 ms wait for the visible art ran out.
    complete = "loading\u2026".encode() not in tail[0][max(0, tail[0].rfind(b"\x1b[2J")):]
    return value, received[0], complete


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--runs", type=int, default=7)
    parser.add_argument("--bin-dir")
    parser.add_argument("--quick", action="store_true", help="one run, 10 alternates (the script must not rot)")
    arguments = parser.parse_args()
    bin_dir = arguments.bin_dir or subprocess.run(["swift", "build", "-c", "release", "--show-bin-path"], cwd=ROOT,
                                                  capture_output=True, text=True).stdout.strip()
    binary = os.path.join(bin_dir, "iconpicker")
    runs = 1 if arguments.quick else arguments.runs
    count = 10 if arguments.quick else 300
    state = tempfile.mkdtemp(prefix="iconpicker-bench-state-")
    work = tempfile.mkdtemp(prefix="iconpicker-bench-app-")
    flat = os.path.join(work, "flat1024.png")
    subprocess.run([sys.executable, os.path.join(HERE, "draw-demo-icons.py"), "--single", "multi-black", "1024", flat], check=True)
    plist = bench_chooser.large_app(os.path.join(work, "large"), flat, count)
    base = dict(os.environ, ICONPICKER_STATE_DIR=state)
    print(f"{binary}\nmachine: {os.cpu_count()} cores, load {' '.join(open('/proc/loadavg').read().split()[:3])}, "
          f"{runs} interleaved runs")
    for label, app in (("demo", []), (f"{count} x 1024 px", [plist])):
        results = {row: [] for row in ANSWERS}
        for _ in range(runs):
            for row in results:
                results[row].append(first_frame(binary, app + ["--graphics", PROTOCOL[row]], base, ANSWERS[row]))
        symbols = statistics.median(value for value, _, _ in results["symbols"])
        for row, values in results.items():
            times = [value for value, _, _ in values]
            sent = statistics.median(size for _, size, _ in values)
            incomplete = sum(1 for _, _, complete in values if not complete)
            print(f"{label:<15} {row:<19} first complete frame: median {statistics.median(times):7.1f} ms "
                  f"(x{statistics.median(times) / symbols:4.2f} symbols)  max {max(times):7.1f} ms  bytes sent {sent:9,.0f}"
                  + (f"  ({incomplete} of {len(values)} frames incomplete: the 250 ms wait ran out)" if incomplete else ""))
    print(f"load after: {' '.join(open('/proc/loadavg').read().split()[:3])}")
    shutil.rmtree(work)
    shutil.rmtree(state)


if __name__ == "__main__":
    main()
