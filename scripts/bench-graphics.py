#!/usr/bin/env python3
"""`render` with each graphics protocol against chafa on the same file, interleaved, plus our sixel
encoder against libsixel's img2sixel (time, bytes, and error after decoding both with sixel2png).

Times are whole-process medians of interleaved runs (ratios matter: the machine is shared), output
to a file. chafa runs twice: as it is by default when it cannot learn the cell size (it then sends a
smaller picture that the terminal stretches: fewer pixels than the cells show), and like for like,
with a pseudo-terminal on its standard input and error that reports 10x20-pixel cells (what our
`render` assumes when it cannot ask), so both send the pixels the 32x16 cells show. The pixel size
each payload carries is printed beside its bytes. With --before-bin-dir (default: main's release
build at /work/main/.build/release when present) an older build runs in the same rotation.

    python3 scripts/bench-graphics.py [--runs 15] [--bin-dir DIR] [--before-bin-dir DIR] [image.png]
"""
import argparse
import base64
import fcntl
import os
import pty
import re
import shutil
import statistics
import struct
import subprocess
import sys
import tempfile
import termios
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
sys.path.insert(0, HERE)
from terminal_art import read_png  # noqa: E402

CELL_WIDTH, CELL_HEIGHT = 10, 20


def cell_reporting_terminal():
    """A pseudo-terminal whose size says 80x24 cells of 10x20 pixels (chafa reads TIOCGWINSZ on
    stdout, stderr, then stdin)."""
    leader, follower = pty.openpty()
    fcntl.ioctl(follower, termios.TIOCSWINSZ, struct.pack("HHHH", 24, 80, 80 * CELL_WIDTH, 24 * CELL_HEIGHT))
    return leader, follower


def timed(command, output_path, terminal=None, check=True):
    with open(output_path, "wb") as handle:
        start = time.perf_counter()
        subprocess.run(command, stdout=handle, stdin=terminal, stderr=terminal if terminal else subprocess.DEVNULL,
                       check=check)
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


def picture_size(data):
    """The pixel size a payload carries, as 'WxH' (kitty raw or PNG, iTerm2 PNG or TIFF, sixel)."""
    if data.startswith(b"\x1bP"):
        found = re.search(rb'"\d+;\d+;(\d+);(\d+)', data[:64])
        return f"{int(found.group(1))}x{int(found.group(2))}" if found else "?"
    if data.startswith(b"\x1b_G"):
        control = data[3:data.index(b";") if b";" in data[:200] else 200]
        width = re.search(rb"s=(\d+)", control)
        height = re.search(rb"v=(\d+)", control)
        if width and height:
            return f"{int(width.group(1))}x{int(height.group(1))}"
        payload = b"".join(re.findall(rb"\x1b_G[^;]*;([^\x1b]*)\x1b\\", data))
        return file_size(base64.b64decode(payload[:64]))
    if data.startswith(b"\x1b]1337"):
        payload = data[data.index(b":") + 1:data.index(b"\x07")]
        return file_size(base64.b64decode(payload))
    return "cells"


def file_size(head):
    if head.startswith(b"\x89PNG"):
        width, height = struct.unpack(">II", head[16:24])
        return f"{width}x{height}"
    if head[:4] in (b"II*\x00", b"MM\x00*"):
        order = "<" if head[:2] == b"II" else ">"
        (offset,) = struct.unpack(order + "I", head[4:8])
        (entries,) = struct.unpack(order + "H", head[offset:offset + 2])
        found = {}
        for index in range(entries):
            tag, kind, _, value = struct.unpack(order + "HHII", head[offset + 2 + 12 * index:offset + 14 + 12 * index])
            if kind == 3:
                value = value & 0xFFFF if order == "<" else value >> 16
            found[tag] = value
        return f"{found.get(256, '?')}x{found.get(257, '?')}"
    return "?"


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("image", nargs="?")
    parser.add_argument("--runs", type=int, default=15)
    parser.add_argument("--bin-dir")
    parser.add_argument("--before-bin-dir", default="/work/main/.build/release")
    arguments = parser.parse_args()
    image = arguments.image or os.path.join(
        ROOT, "..", "shared", "corpus", "home-assistant__iOS", "Sources", "App", "Resources", "Assets.xcassets",
        "AppIcon.dev.appiconset", "dev-1024x1024.png")
    bin_dir = arguments.bin_dir or subprocess.run(["swift", "build", "-c", "release", "--show-bin-path"], cwd=ROOT,
                                                  capture_output=True, text=True).stdout.strip()
    binary = os.path.join(bin_dir, "iconpicker")
    before = os.path.join(arguments.before_bin_dir, "iconpicker")
    if not os.path.exists(before) or os.path.samefile(before, binary):
        before = None
    if not shutil.which("chafa"):
        sys.exit("chafa is not installed (Debian package `chafa`)")
    work = tempfile.mkdtemp(prefix="iconpicker-graphics-")
    terminal = cell_reporting_terminal()
    load = os.getloadavg()
    compare_render(binary, before, image, work, arguments.runs, terminal[1])
    compare_sixel(binary, before, image, work, arguments.runs)
    print(f"load average {load[0]:.1f} / {load[1]:.1f} / {load[2]:.1f} at the start, "
          f"{os.getloadavg()[0]:.1f} at the end (2 cores shared: ratios matter, not times)")
    os.close(terminal[0])
    os.close(terminal[1])
    shutil.rmtree(work)


def compare_render(binary, before, image, work, runs, terminal):
    pairs = [("kitty", "kitty"), ("iterm", "iterm"), ("sixel", "sixels"), ("symbols", "symbols")]
    commands = {}
    for ours, theirs in pairs:
        commands[f"ours {ours}"] = ([binary, "render", "--graphics", ours, "--size", "32x16", "--no-mask", image], None)
        if before:
            commands[f"before {ours}"] = (
                [before, "render", "--graphics", ours, "--size", "32x16", "--no-mask", image], None)
        commands[f"chafa {theirs}"] = (["chafa", "-f", theirs, "--size", "32x16", image], None)
        if theirs != "symbols":
            commands[f"chafa-cells {theirs}"] = (["chafa", "-f", theirs, "--size", "32x16", image], terminal)
    times = {name: [] for name in commands}
    for _ in range(runs):
        for name, (command, stdin) in commands.items():
            times[name].append(timed(command, os.path.join(work, name.replace(" ", "-")), stdin))
    print(f"render of {os.path.basename(image)} at 32x16 cells, median ms of {runs} interleaved runs, bytes, "
          f"pixels sent; chafa-cells: chafa told of {CELL_WIDTH}x{CELL_HEIGHT}-pixel cells (like for like)")
    print(f"{'':22}{'ms':>8}{'bytes':>9}{'pixels':>9}{'/before':>9}{'/chafa':>8}{'/chafa-cells':>13}")
    for ours, theirs in pairs:
        names = [f"ours {ours}", f"before {ours}", f"chafa {theirs}", f"chafa-cells {theirs}"]
        ours_time = statistics.median(times[names[0]])
        for name in names:
            if name not in times:
                continue
            path = os.path.join(work, name.replace(" ", "-"))
            data = open(path, "rb").read()
            median = statistics.median(times[name])
            line = f"{name:22}{median:8.1f}{len(data):9}{picture_size(data):>9}"
            if name == names[0]:
                ratios = [ours_time / statistics.median(times[other]) if other in times else None for other in names[1:]]
                line += "".join(f"{ratio:9.2f}" if ratio else f"{'':9}" for ratio in ratios[:1])
                line += "".join(f"{ratio:8.2f}" if ratio else f"{'':8}" for ratio in ratios[1:2])
                line += "".join(f"{ratio:13.2f}" if ratio else "" for ratio in ratios[2:])
            print(line)


def compare_sixel(binary, before, image, work, runs):
    """Our sixel encoder vs img2sixel on the same 320x320 picture (what render sends at 32x16 cells)."""
    if not (shutil.which("img2sixel") and shutil.which("sixel2png") and shutil.which("convert")):
        print("sixel encoder comparison skipped (needs libsixel-bin and imagemagick)")
        return
    fitted = os.path.join(work, "fitted.png")
    subprocess.run(["convert", image, "-resize", "320x320", "-define", "png:color-type=6", fitted], check=True)
    commands = {"ours": [binary, "render", "--graphics", "sixel", "--size", "32x16", "--no-mask", fitted]}
    if before:
        commands["before"] = [before, "render", "--graphics", "sixel", "--size", "32x16", "--no-mask", fitted]
    commands["libsixel"] = ["img2sixel", fitted]
    # Start-up alone: each tool on a 1x1 picture (parse, decode, encode nothing to speak of).
    dot = os.path.join(work, "dot.png")
    subprocess.run(["convert", "-size", "1x1", "xc:#336699", "-define", "png:color-type=6", dot], check=True)
    startups = {"ours": [binary, "render", "--graphics", "sixel", "--size", "32x16", "--no-mask", dot],
                "libsixel": ["img2sixel", dot]}
    timings = {name: [] for name in list(commands) + [f"{name} start-up" for name in startups]}
    for _ in range(runs):
        for name, command in commands.items():
            timings[name].append(timed(command, os.path.join(work, f"{name}.six")))
        for name, command in startups.items():
            timings[f"{name} start-up"].append(timed(command, os.devnull, check=False))
    print("sixel of a 320x320 picture (whole process), median ms / bytes / mean |difference| per channel after "
          "sixel2png / time ratio ours:this")
    ours_time = statistics.median(timings["ours"])
    for name in commands:
        six = os.path.join(work, f"{name}.six")
        png = os.path.join(work, f"{name}-decoded.png")
        subprocess.run(["sixel2png", "-i", six, "-o", png], check=True)
        subprocess.run(["convert", png, "-define", "png:color-type=6", png], check=True)
        difference = mean_difference(fitted, png)
        median = statistics.median(timings[name])
        print(f"  {name:10}{median:9.1f} ms{os.path.getsize(six):10} B   "
              f"{'size differs' if difference is None else f'{difference:.2f}'}   {ours_time / median:.2f}")
    ours_startup = statistics.median(timings["ours start-up"])
    theirs_startup = statistics.median(timings["libsixel start-up"])
    beyond = (ours_time - ours_startup) / max(0.1, statistics.median(timings["libsixel"]) - theirs_startup)
    print(f"  start-up alone (a 1x1 picture): ours {ours_startup:.1f} ms, img2sixel {theirs_startup:.1f} ms; "
          f"beyond start-up ours:libsixel {beyond:.2f}")


if __name__ == "__main__":
    main()
