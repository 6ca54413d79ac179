#!/usr/bin/env python3
"""Fidelity of iconpicker's symbol art against chafa's symbol mode, at the same cell count.

The score is the one scripts/compare-with-chafa.py uses — mean OKLab distance x100 ("ΔE_OK") to the
image box-downscaled in linear light — taken at a finer raster, since symbols split cells: every
cell is painted as 8x24 pixels from its character's shape (block elements and sextants exactly; box
drawing from chafa's own 8x8 outlines, scripts/box_drawing_8x8.json) in its two colours, and compared
pixel by pixel with the image downscaled to that raster. Lower is better. chafa runs with its default
symbol set (block+border+space-wide-inverted) and with half blocks (vhalf) for reference.

    python3 scripts/compare-symbols-with-chafa.py [--size 32x16] [--colors 256|full] [--bin-dir DIR] [image.png ...]
"""
import argparse
import json
import os
import shutil
import subprocess
import sys
import tempfile

import numpy as np

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from terminal_art import parse_cells, read_png  # noqa: E402
from colour_metrics import box_weights, linear_to_oklab as oklab, srgb_to_linear  # noqa: E402

ROOT = os.path.dirname(HERE)
CELL_W, CELL_H = 8, 24
QUADRANTS = {0x258C: 0b0101, 0x2590: 0b1010, 0x2596: 0b0100, 0x2597: 0b1000, 0x2598: 0b0001, 0x2599: 0b1101,
             0x259A: 0b1001, 0x259B: 0b0111, 0x259C: 0b1011, 0x259D: 0b0010, 0x259E: 0b0110, 0x259F: 0b1110}
BOX = {int(k, 16): int(v, 16) for k, v in json.load(open(os.path.join(HERE, "box_drawing_8x8.json"))).items()}
# Octant shapes encoded before Unicode 16 (mask -> code point); the rest follow from U+1CD00 in mask order.
OCTANT_EXCEPTIONS = {0x00: 0xA0, 0x01: 0x1CEA8, 0x02: 0x1CEAB, 0x03: 0x1FB82, 0x05: 0x2598, 0x0A: 0x259D, 0x0F: 0x2580,
                     0x14: 0x1FBE6, 0x28: 0x1FBE7, 0x3F: 0x1FB85, 0x40: 0x1CEA3, 0x50: 0x2596, 0x55: 0x258C, 0x5A: 0x259E,
                     0x5F: 0x259B, 0x80: 0x1CEA0, 0xA0: 0x2597, 0xA5: 0x259A, 0xAA: 0x2590, 0xAF: 0x259C, 0xC0: 0x2582,
                     0xF0: 0x2584, 0xF5: 0x2599, 0xFA: 0x259F, 0xFC: 0x2586, 0xFF: 0x2588}
OCTANTS = {}
for _bits in range(256):
    if _bits in OCTANT_EXCEPTIONS:
        OCTANTS.setdefault(OCTANT_EXCEPTIONS[_bits], _bits)
    else:
        OCTANTS[0x1CD00 + _bits - sum(1 for b in OCTANT_EXCEPTIONS if b < _bits)] = _bits


def grid_mask(mask, columns, rows):
    """A mask on a columns x rows grid (bit row*columns+column) as a CELL_H x CELL_W boolean array."""
    out = np.zeros((CELL_H, CELL_W), bool)
    for row in range(rows):
        for column in range(columns):
            if mask & (1 << (row * columns + column)):
                out[row * CELL_H // rows:(row + 1) * CELL_H // rows, column * CELL_W // columns:(column + 1) * CELL_W // columns] = True
    return out


def sextant_mask(code):
    index = code - 0x1FB00 + 1
    index += 1 if index >= 21 else 0
    index += 1 if index >= 42 else 0
    return grid_mask(index, 2, 3)


def glyph(character, unknown):
    """The pixels a character lights, as a CELL_H x CELL_W boolean array."""
    code = ord(character)
    out = np.zeros((CELL_H, CELL_W), bool)
    if code == 0x2588:
        out[:] = True
    elif code == 0x2580:
        out[:CELL_H // 2] = True
    elif 0x2581 <= code <= 0x2587:
        out[CELL_H - 3 * (code - 0x2580):] = True
    elif 0x2589 <= code <= 0x258F:
        out[:, :0x2590 - code] = True
    elif code == 0x2594:
        out[:3] = True
    elif code == 0x2595:
        out[:, 7:] = True
    elif code in QUADRANTS:
        out = grid_mask(QUADRANTS[code], 2, 2)
    elif 0x1FB00 <= code <= 0x1FB3B:
        out = sextant_mask(code)
    elif code in OCTANTS and code >= 0x1CD00:
        out = grid_mask(OCTANTS[code], 2, 4)
    elif code in BOX:
        bits = np.array([(BOX[code] >> (63 - i)) & 1 for i in range(64)], bool).reshape(8, 8)
        out = np.repeat(bits, 3, axis=0)
    elif code != 0x20:
        unknown.add(character)
    return out


def reference(path, columns, rows):
    width, height, raw_rows = read_png(path)
    assert width == height and columns == 2 * rows, "square images in a square cell area"
    rgba = np.frombuffer(b"".join(raw_rows), dtype=np.uint8).reshape(height, width, 4).astype(float)
    assert (rgba[..., 3] == 255).all(), f"{path}: use opaque images"
    linear = srgb_to_linear(rgba[..., :3])
    horizontal = np.einsum("xw,hwc->hxc", box_weights(width, columns * CELL_W), linear)
    return np.einsum("yh,hxc->yxc", box_weights(height, rows * CELL_H), horizontal)


def paint(text, unknown):
    cells = parse_cells(text)
    canvas = np.zeros((len(cells) * CELL_H, max(len(r) for r in cells) * CELL_W, 3))
    for y, row in enumerate(cells):
        for x, (character, fg, bg) in enumerate(row):
            mask = glyph(character, unknown)[..., None]
            canvas[y * CELL_H:(y + 1) * CELL_H, x * CELL_W:(x + 1) * CELL_W] = np.where(mask, fg, bg)
    return srgb_to_linear(canvas)


def score(text, ref, unknown):
    art = paint(text, unknown)
    if art.shape != ref.shape:
        return None
    return float(np.linalg.norm(oklab(art) - oklab(ref), axis=-1).mean() * 100)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("images", nargs="*")
    parser.add_argument("--size", default="32x16")
    parser.add_argument("--colors", default="256", choices=["256", "full"])
    parser.add_argument("--bin-dir")
    arguments = parser.parse_args()
    columns, rows = (int(v) for v in arguments.size.lower().split("x"))
    if not shutil.which("chafa"):
        sys.exit("chafa is not installed (Debian package `chafa`); nothing to compare with")
    bin_dir = arguments.bin_dir or subprocess.run(["swift", "build", "-c", "release", "--show-bin-path"], cwd=ROOT,
                                                  capture_output=True, text=True).stdout.strip()
    binary = os.path.join(bin_dir, "iconpicker")
    workdir = tempfile.mkdtemp(prefix="iconpicker-symbols-")
    images = arguments.images
    if not images:
        sys.path.insert(0, HERE)
        from importlib import import_module
        photographic_image = import_module("compare-with-chafa").photographic_image
        icons = os.path.join(ROOT, "Resources", "Colourful", "Icons")
        images = sorted(os.path.join(icons, n) for n in os.listdir(icons) if n.endswith("-60@3x.png"))
        images.append(os.path.join(workdir, "photographic-512.png"))
        photographic_image(images[-1])
    env = dict(os.environ, LC_ALL="C.UTF-8", LANG="C.UTF-8")
    ours_colors = "256" if arguments.colors == "256" else "truecolor"
    tools = [(f"ours:{s}", [binary, "render", "--size", f"{columns}x{rows}", "--colors", ours_colors, "--no-mask", "--symbols", s])
             for s in ("half", "quadrants", "sextants", "octants")]
    tools += [("chafa", ["chafa", "--size", f"{columns}x{rows}", "-f", "symbols", "--colors", arguments.colors]),
              ("chafa:vhalf", ["chafa", "--size", f"{columns}x{rows}", "-f", "symbols", "--symbols", "vhalf", "--colors", arguments.colors])]
    print(f"mean ΔE_OK x100 at 8x24 px per cell, {columns}x{rows} cells, colours {arguments.colors}; lower is better")
    print(f"{'image':<30}" + "".join(f"{name:>16}" for name, _ in tools))
    unknown, totals = set(), []
    for image in images:
        ref = reference(image, columns, rows)
        scores = [score(subprocess.run(command + [image], capture_output=True, text=True, env=env, check=True).stdout, ref, unknown)
                  for _, command in tools]
        totals.append(scores)
        print(f"{os.path.basename(image):<30}" + "".join("           shape" if s is None else f"{s:16.2f}" for s in scores))
    valid = np.array([row for row in totals if None not in row])
    if len(valid):
        print(f"{'mean':<30}" + "".join(f"{v:16.2f}" for v in valid.mean(axis=0)))
    if unknown:
        print("characters painted as space (no shape known): " + " ".join(sorted(unknown)))
    shutil.rmtree(workdir)


if __name__ == "__main__":
    main()
