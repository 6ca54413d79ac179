#!/usr/bin/env python3
"""Issue 14's speed targets, each against the peer the issue names, in ONE interleaved run (the
commands of a row alternate, so they share the machine's state); medians of wall time and CPU time
(user + system of the process) and the peak resident memory. The machine's load is printed first.

    python3 scripts/bench-peers.py [--runs 21] [--quick] [--bin-dir DIR] [--baseline-bin-dir DIR]

--baseline-bin-dir adds an earlier build's iconpicker to every row (before/after figures).
Rows: `.ipa` list vs the same app unzipped (target <= 1.5x CPU); `list` of 1,000 alternates
(target <= 25 ms CPU; plistutil shown when installed); `render` of 1024 px flat, photographic and
16-bit icons and a 180 px one vs chafa (target <= 0.6x time, memory <= chafa's); `--version` vs a
static Swift "hello" with Foundation (target <= 1.5x).
"""
import argparse
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
import zlib
import struct

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
CHAFA = ["chafa", "--size", "32x16", "-f", "symbols", "--symbols", "vhalf+space", "--colors", "256"]


def render_command(name, binary, path):
    """Like for like with chafa's half blocks: the default is quadrants now, which builds before
    `--symbols` existed (the baseline) do not know and draw half blocks anyway."""
    symbols = [] if name.endswith("(before)") else ["--symbols", "half"]
    return [binary, "render", "--colors", "256"] + symbols + [path]


def run(command, env):
    """(wall ms, cpu ms) of one process."""
    start = time.perf_counter()
    process = subprocess.Popen(command, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, env=env)
    _, status, usage = os.wait4(process.pid, 0)
    wall = (time.perf_counter() - start) * 1000
    if status != 0:
        sys.exit(f"failed ({status}): {' '.join(command)}")
    return wall, (usage.ru_utime + usage.ru_stime) * 1000


def peak(command, env):
    """Peak resident memory (MB) through /usr/bin/time (wait4's ru_maxrss here is not per child), or None."""
    if not os.path.exists("/usr/bin/time"):
        return None
    with tempfile.NamedTemporaryFile("r") as out:
        subprocess.run(["/usr/bin/time", "-f", "%M", "-o", out.name] + command,
                       stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, env=env)
        text = out.read().strip().splitlines()
        return int(text[-1]) / 1024 if text and text[-1].isdigit() else None


def row(title, commands, runs, env, target=None):
    """Runs the named commands alternately and prints their medians; the first is compared to the last."""
    samples = {name: [] for name, _ in commands}
    for _ in range(2):
        for _, command in commands:
            run(command, env)
    for _ in range(runs):
        for name, command in commands:
            samples[name].append(run(command, env))
    peaks = {name: [p for p in (peak(command, env) for _ in range(3)) if p is not None] for name, command in commands}
    print(title)
    medians = {}
    for name, _ in commands:
        wall = statistics.median(s[0] for s in samples[name])
        cpu = statistics.median(s[1] for s in samples[name])
        medians[name] = (wall, cpu)
        memory = f"{max(peaks[name]):6.1f} MB" if peaks[name] else "   n/a"
        print(f"  {name:<22} wall {wall:7.1f} ms   cpu {cpu:7.1f} ms   peak {memory}")
    if target and len(commands) > 1:
        peer = commands[-1][0]
        for name, _ in commands[:-1]:
            wall = medians[name][0] / medians[peer][0]
            cpu = medians[name][1] / max(0.01, medians[peer][1])
            print(f"  {name} / {peer}: wall {wall:.2f}x, cpu {cpu:.2f}x  (target {target})")
    print()


def png(path, size, depth, pixel):
    """A size x size RGBA PNG of noise around `pixel` (photographic) or flat when pixel is a colour."""
    channels = 4 * (depth // 8)
    rows = bytearray()
    seed = 12345
    for y in range(size):
        rows.append(0)
        line = bytearray()
        for x in range(size):
            if pixel == "noise":
                seed = (seed * 1103515245 + 12345) & 0x7FFFFFFF
                value = [(x + (seed >> 8)) & 0xFF, (y + (seed >> 16)) & 0xFF, (x ^ y) & 0xFF, 255]
            else:
                value = list(pixel)
            for sample in value:
                line += bytes([sample, sample]) if depth == 16 else bytes([sample])
        rows += line
    def chunk(kind, body):
        return struct.pack(">I", len(body)) + kind + body + struct.pack(">I", zlib.crc32(kind + body) & 0xFFFFFFFF)
    header = struct.pack(">IIBBBBB", size, size, depth, 6, 0, 0, 0)
    with open(path, "wb") as handle:
        handle.write(b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", zlib.compress(bytes(rows), 6)) + chunk(b"IEND", b""))


def hello(folder):
    """A fully static Swift "hello" that imports Foundation, the floor for start-up."""
    source = os.path.join(folder, "hello.swift")
    binary = os.path.join(folder, "hello")
    with open(source, "w") as handle:
        handle.write('import Foundation\nprint("hello \\(ProcessInfo.processInfo.processIdentifier > 0)")\n')
    result = subprocess.run(["swiftc", "-O", "-static-executable", source, "-o", binary], capture_output=True)
    return binary if result.returncode == 0 else None


def installed_copy(binary, folder, name):
    """A copy of `binary` in `folder`, as `make install` leaves it: a binary the linker has just
    written (through mmap) starts measurably slower than a copy of it (the static hello: 1.18 vs
    0.87 ms of CPU here), so both sides of the start-up row are copies."""
    copy = os.path.join(folder, "startup-" + "".join(c if c.isalnum() else "-" for c in name))
    shutil.copyfile(binary, copy)
    shutil.copymode(binary, copy)
    return copy


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--runs", type=int, default=21)
    parser.add_argument("--quick", action="store_true")
    parser.add_argument("--bin-dir")
    parser.add_argument("--baseline-bin-dir")
    arguments = parser.parse_args()
    runs = 1 if arguments.quick else arguments.runs
    bin_dir = arguments.bin_dir or subprocess.run(
        ["swift", "build", "-c", "release", "--show-bin-path"], capture_output=True, text=True, cwd=ROOT).stdout.strip()
    ours = [("iconpicker", os.path.join(bin_dir, "iconpicker"))]
    if arguments.baseline_bin_dir:
        ours.insert(0, ("iconpicker (before)", os.path.join(arguments.baseline_bin_dir, "iconpicker")))
    print(f"machine: {os.cpu_count()} cores, load {' '.join(open('/proc/loadavg').read().split()[:3])}\n")
    with tempfile.TemporaryDirectory() as work:
        env = dict(os.environ, ICONPICKER_STATE_DIR=os.path.join(work, "state"))
        alternates = 5 if arguments.quick else 50
        ipa = os.path.join(work, "bench.ipa")
        subprocess.run([sys.executable, os.path.join(ROOT, "scripts/make-bench-ipa.py"), ipa, str(alternates)], check=True)
        unzipped = os.path.join(work, "unzipped")
        shutil.unpack_archive(ipa, unzipped, "zip")
        app = os.path.join(unzipped, "Payload", "Bench.app")
        commands = [(f"{name} .ipa", [path, "list", ipa]) for name, path in ours] + [("unzipped app", [ours[-1][1], "list", app])]
        row(f".ipa: list of a {alternates}-alternate app, archive vs unzipped", commands, runs, env, "<= 1.5x cpu")

        count = 20 if arguments.quick else 1000
        lists = os.path.join(work, "lists")
        subprocess.run([sys.executable, os.path.join(ROOT, "scripts/make-bench-lint.py"), lists, str(count), "--loose"], check=True)
        plist = os.path.join(lists, "App", "Info.plist")
        commands = [(name, [path, "list", plist]) for name, path in ours]
        if shutil.which("plistutil"):
            commands.append(("plistutil", ["plistutil", "-i", plist, "-o", os.devnull]))
        row(f"lists: list of {count} alternates (target <= 25 ms cpu)", commands, runs, env)

        size = 64 if arguments.quick else 1024
        images = {"flat": (size, 8, (40, 160, 90, 255)), "photographic": (size, 8, "noise"), "16-bit": (size, 16, "noise")}
        for kind, (pixels, depth, fill) in images.items():
            path = os.path.join(work, f"{kind}.png")
            png(path, pixels, depth, fill)
            commands = [(name, render_command(name, binary, path)) for name, binary in ours]
            if shutil.which("chafa"):
                commands.append(("chafa", CHAFA + [path]))
            row(f"decoding: render of a {pixels} px {kind} icon vs chafa", commands, runs, env, "<= 0.6x time, memory <= chafa")
        small = os.path.join(ROOT, "Resources/Colourful/Icons/sunset-60@3x.png")
        commands = [(name, render_command(name, binary, small)) for name, binary in ours]
        if shutil.which("chafa"):
            commands.append(("chafa", CHAFA + [small]))
        row("decoding: render of a 180 px icon vs chafa", commands, runs, env, "memory <= chafa")

        static_hello = None if arguments.quick else hello(work)
        commands = [(name, [installed_copy(binary, work, name), "--version"]) for name, binary in ours]
        if static_hello:
            commands.append(("static Swift hello", [installed_copy(static_hello, work, "hello")]))
        row("start-up: iconpicker --version vs a static Swift hello with Foundation", commands, runs, env, "<= 1.5x")


if __name__ == "__main__":
    main()
