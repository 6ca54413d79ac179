#!/usr/bin/env python3
"""Colour error of iconpicker's terminal art against chafa's, in 256 colours.

For each image: the exact reference is the image box-downscaled in linear light to the art's
samples (two per cell, vertically); both tools' SGR output is parsed back into samples; the mean
OKLab distance (x100, "ΔE_OK") to the reference is printed side by side. Lower is better.

Installs nothing. Needs numpy, chafa (Debian package `chafa`) and a release build of iconpicker
(`swift build -c release`). Images: PNG files given as arguments, else the demo icons (180 px) plus a
photographic test image this script generates (smooth random colour fields with fine noise).

    python3 scripts/compare-with-chafa.py [--size 32x16] [--bin-dir DIR] [image.png ...]
"""
import argparse
import os
import shutil
import subprocess
import sys
import tempfile

import numpy as np

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from terminal_art import parse_art, read_png  # noqa: E402
from colour_metrics import box_weights, linear_to_oklab, srgb_to_linear  # noqa: E402

ROOT = os.path.dirname(HERE)


def reference_samples(path, columns, rows):
    width, height, raw_rows = read_png(path)
    assert width == height, f"{path}: the comparison uses square images"
    rgba = np.frombuffer(b"".join(raw_rows), dtype=np.uint8).reshape(height, width, 4).astype(float)
    assert (rgba[..., 3] == 255).all(), f"{path}: use opaque images (the tools treat transparency differently)"
    linear = srgb_to_linear(rgba[..., :3])
    side = min(columns, rows * 2)
    horizontal = np.einsum("xw,hwc->hxc", box_weights(width, side), linear)
    return np.einsum("yh,hxc->yxc", box_weights(height, side), horizontal)


def art_samples(text):
    """Parsed art → (2*rows, columns, 3) linear samples."""
    cells = parse_art(text)
    top = np.array([[cell[0] for cell in row] for row in cells], dtype=float)
    bottom = np.array([[cell[1] for cell in row] for row in cells], dtype=float)
    samples = np.empty((top.shape[0] * 2, top.shape[1], 3))
    samples[0::2], samples[1::2] = top, bottom
    return srgb_to_linear(samples)


def mean_delta_e(art, reference):
    if art.shape != reference.shape:
        return None
    return float(np.linalg.norm(linear_to_oklab(art) - linear_to_oklab(reference), axis=-1).mean() * 100)


def photographic_image(path, size=512, seed=7):
    """Smooth random colour fields plus fine noise: a stand-in for a photo, written as an RGB PNG."""
    import struct
    import zlib
    rng = np.random.default_rng(seed)
    y, x = np.mgrid[0:size, 0:size] / size
    image = np.zeros((size, size, 3))
    for _ in range(24):
        cx, cy, radius = rng.random(), rng.random(), 0.08 + 0.3 * rng.random()
        weight = np.exp(-((x - cx) ** 2 + (y - cy) ** 2) / (2 * radius ** 2))
        image += weight[..., None] * rng.random(3)
    image = image / image.max()
    image += rng.normal(0, 0.04, image.shape)
    data = (np.clip(image, 0, 1) ** 0.8 * 255).astype(np.uint8)
    raw = b"".join(b"\x00" + row.tobytes() for row in data)

    def chunk(kind, body):
        return struct.pack(">I", len(body)) + kind + body + struct.pack(">I", zlib.crc32(kind + body))
    with open(path, "wb") as handle:
        handle.write(b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", size, size, 8, 2, 0, 0, 0))
                     + chunk(b"IDAT", zlib.compress(raw, 6)) + chunk(b"IEND", b""))


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("images", nargs="*")
    parser.add_argument("--size", default="32x16")
    parser.add_argument("--bin-dir", help="where iconpicker is (default: the release build's folder)")
    arguments = parser.parse_args()
    columns, rows = (int(v) for v in arguments.size.lower().split("x"))
    if not shutil.which("chafa"):
        sys.exit("chafa is not installed (Debian package `chafa`); nothing to compare with")
    bin_dir = arguments.bin_dir or subprocess.run(["swift", "build", "-c", "release", "--show-bin-path"], cwd=ROOT,
                                                  capture_output=True, text=True).stdout.strip()
    binary = os.path.join(bin_dir, "iconpicker")
    if not os.path.exists(binary):
        sys.exit(f"{binary} is missing: run `swift build -c release` first")
    workdir = tempfile.mkdtemp(prefix="iconpicker-compare-")
    images = arguments.images
    if not images:
        icons = os.path.join(ROOT, "Resources", "Colourful", "Icons")
        images = sorted(os.path.join(icons, name) for name in os.listdir(icons) if name.endswith("-60@3x.png"))
        photo = os.path.join(workdir, "photographic-512.png")
        photographic_image(photo)
        images.append(photo)

    environment = dict(os.environ, LC_ALL="C.UTF-8", LANG="C.UTF-8")
    print(f"mean ΔE_OK (OKLab distance x100) against the linear-light box-downscaled image, {columns}x{rows} cells, 256 colours")
    print(f"{'image':<34} {'iconpicker':>10} {'+dither':>8} {'chafa':>8}")
    totals = []
    for image in images:
        reference = reference_samples(image, columns, rows)
        ours = subprocess.run([binary, "render", image, "--size", f"{columns}x{rows}", "--colors", "256", "--no-mask", "--symbols", "half"],
                              capture_output=True, text=True, env=environment, check=True).stdout
        dithered = subprocess.run([binary, "render", image, "--size", f"{columns}x{rows}", "--colors", "256", "--no-mask", "--symbols", "half",
                                   "--dither"], capture_output=True, text=True, env=environment, check=True).stdout
        theirs = subprocess.run(["chafa", "--size", f"{columns}x{rows}", "-f", "symbols", "--symbols", "vhalf",
                                 "--colors", "256", image], capture_output=True, text=True, env=environment, check=True).stdout
        scores = [mean_delta_e(art_samples(text), reference) for text in (ours, dithered, theirs)]
        totals.append(scores)
        cells = ["  shape?" if score is None else f"{score:8.2f}" for score in scores]
        print(f"{os.path.basename(image):<34} {cells[0]:>10} {cells[1]:>8} {cells[2]:>8}")
    valid = [row for row in totals if None not in row]
    if valid:
        means = np.mean(np.array(valid), axis=0)
        print(f"{'mean':<34} {means[0]:10.2f} {means[1]:8.2f} {means[2]:8.2f}")
    shutil.rmtree(workdir)


if __name__ == "__main__":
    main()
