#!/usr/bin/env python3
"""Listing a built app whose Assets.car is 50 MB (issue 23: the index is read, not the pixels; budget
50 ms of CPU), with the release binary.

The catalog is scripts/bench-car.py's synthetic one (about 50 MB: one icon set, AppIcon, of 5,000
renditions of 10 kB payloads), named by the app's Info.plist, wrapped as:
  Bench.app/               the car on disk, read with pread
  Bench-stored.ipa         the car stored in the zip (as `zip -0` leaves it), read in place
  Bench-deflated.ipa       deflated, as Xcode's export writes every entry: inflated once in memory
  Bench-random.ipa         deflated, the payloads random bytes (deflate cannot shrink them, nor real
                           LZFSE payloads): the inflating cost of a real catalog
  Bench-nocar.app          the same app without Assets.car: what `list` costs besides the car
  Bench.app/Assets.car     `iconpicker list` of the car alone
Each is listed RUNS times; CPU (user + system, from wait4) and wall time, best and median.

    scripts/bench-built-app.py [--runs N] [--bin PATH]   (builds iconpicker in release unless --bin)
"""
import argparse
import importlib.util
import os
import plistlib
import shutil
import statistics
import subprocess
import tempfile
import time
import zipfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def bench_car():
    spec = importlib.util.spec_from_file_location("bench_car", os.path.join(ROOT, "scripts", "bench-car.py"))
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def plist():
    return plistlib.dumps({"CFBundleDisplayName": "Bench", "CFBundleIdentifier": "com.example.bench", "CFBundleExecutable": "Bench",
                           "UIDeviceFamily": [1], "CFBundleIcons": {"CFBundlePrimaryIcon": {"CFBundleIconName": "AppIcon",
                                                                                          "CFBundleIconFiles": ["AppIcon60x60"]}}},
                          fmt=plistlib.FMT_BINARY)


def app(folder, name, car):
    os.makedirs(os.path.join(folder, name))
    with open(os.path.join(folder, name, "Info.plist"), "wb") as handle:
        handle.write(plist())
    if car:
        shutil.copy(car, os.path.join(folder, name, "Assets.car"))
    return os.path.join(folder, name)


def ipa(folder, name, car, method):
    path = os.path.join(folder, name)
    with zipfile.ZipFile(path, "w", zipfile.ZIP_DEFLATED) as archive:
        archive.writestr("Payload/Bench.app/Info.plist", plist())
        archive.writestr("Payload/Bench.app/Bench", b"\0" * 200_000)
        archive.write(car, "Payload/Bench.app/Assets.car", compress_type=method)
    return path


def measure(binary, target, runs, state):
    cpu, wall = [], []
    environment = dict(os.environ, ICONPICKER_STATE_DIR=state)
    for _ in range(runs):
        start = time.perf_counter()
        process = subprocess.Popen([binary, "list", target], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, env=environment)
        _, status, usage = os.wait4(process.pid, 0)
        wall.append((time.perf_counter() - start) * 1e3)
        if status != 0:
            raise SystemExit(f"iconpicker list {target} exited with {status}")
        cpu.append((usage.ru_utime + usage.ru_stime) * 1e3)
    return cpu, wall


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--runs", type=int, default=20)
    parser.add_argument("--bin")
    args = parser.parse_args()
    binary = args.bin
    if not binary:
        subprocess.run(["make", "build"], cwd=ROOT, check=True, stdout=subprocess.DEVNULL)
        binary = os.path.join(ROOT, ".build", "release", "iconpicker")
    print("load average before: %.2f %.2f %.2f" % os.getloadavg())
    work = tempfile.mkdtemp(prefix="iconpicker-bench-built-")
    state = os.path.join(work, "state")
    try:
        generator = bench_car()
        car = os.path.join(work, "synthetic.car")
        generator.synthetic_car(car, 50)
        random_car = os.path.join(work, "random.car")
        generator.synthetic_car(random_car, 50, random_payloads=True)
        bundle = app(work, "Bench.app", car)
        inputs = [
            ("Bench.app (car on disk)", bundle),
            ("Bench-stored.ipa (car stored)", ipa(work, "Bench-stored.ipa", car, zipfile.ZIP_STORED)),
            ("Bench-deflated.ipa (car deflated)", ipa(work, "Bench-deflated.ipa", car, zipfile.ZIP_DEFLATED)),
            ("Bench-random.ipa (random payloads, deflated)", ipa(work, "Bench-random.ipa", random_car, zipfile.ZIP_DEFLATED)),
            ("Bench-nocar.app (no Assets.car)", app(work, "Bench-nocar.app", None)),
            ("Bench.app/Assets.car (list of the car)", os.path.join(bundle, "Assets.car")),
        ]
        print("catalog: %.1f MB; in the deflated .ipa %.1f MB, in the random one %.1f MB" % (
            os.path.getsize(car) / 1e6, os.path.getsize(inputs[2][1]) / 1e6, os.path.getsize(inputs[3][1]) / 1e6))
        print("%-46s %18s %18s" % ("iconpicker list", "CPU ms best/med", "wall ms best/med"))
        for label, target in inputs:
            cpu, wall = measure(binary, target, args.runs, state)
            print("%-46s %8.1f / %6.1f  %8.1f / %6.1f" % (label, min(cpu), statistics.median(cpu), min(wall), statistics.median(wall)))
    finally:
        shutil.rmtree(work)
    print("load average after: %.2f %.2f %.2f" % os.getloadavg())


if __name__ == "__main__":
    main()
