#!/usr/bin/env python3
"""Compare iconpicker's flat preview of an Icon Composer .icon bundle with a reference render.

The reference is a PNG exported by Apple's Icon Composer (e.g. `AppIcon-iOS-Default-1024x1024@1x.png`,
committed next to the .icon by some projects). The preview is what users see: the output of
`iconpicker render BUNDLE --colors truecolor --no-mask`, read back from its 24-bit colour escapes (one
half-block cell is two pixels), so the figure covers the compositor and the terminal art together.
The reference is box-averaged (in linear light) to the same grid, and only pixels the reference covers
fully (inside Apple's rounded-square mask) are compared.

Prints the mean and 95th-percentile colour difference, CIE76 delta E (L*a*b*, D65), and the mean
absolute RGB difference (0-255).

    scripts/icon-preview-diff.py BUNDLE.icon REFERENCE.png [--appearance default|dark|tinted] [--grid 256]

Needs Python 3 with numpy; PNG decoding is done here with zlib (8/16-bit grey, RGB, RGBA; no interlace).
"""
import argparse
import os
import re
import struct
import subprocess
import sys
import zlib

import numpy as np


def read_png(path):
    """RGBA float array 0..1 (straight alpha), shape (height, width, 4)."""
    with open(path, "rb") as handle:
        data = handle.read()
    if data[:8] != b"\x89PNG\r\n\x1a\n":
        sys.exit(f"{path}: not a PNG")
    offset, idat, header = 8, b"", None
    while offset < len(data):
        length, kind = struct.unpack(">I4s", data[offset:offset + 8])
        body = data[offset + 8:offset + 8 + length]
        if kind == b"IHDR":
            header = struct.unpack(">IIBBBBB", body)
        elif kind == b"IDAT":
            idat += body
        offset += 12 + length
    width, height, depth, colour, _, _, interlace = header
    channels = {0: 1, 2: 3, 4: 2, 6: 4}.get(colour)
    if channels is None or interlace or depth not in (8, 16):
        sys.exit(f"{path}: colour type {colour}, depth {depth}, interlace {interlace} not supported here")
    bpp = channels * depth // 8
    stride = width * bpp
    raw = np.frombuffer(zlib.decompress(idat), dtype=np.uint8).reshape(height, stride + 1)
    rows = unfilter(raw, bpp, stride)
    values = rows.reshape(height, width, channels * depth // 8)
    if depth == 16:
        values = values.reshape(height, width, channels, 2)[..., 0]
    pixels = values.reshape(height, width, channels).astype(np.float64) / 255.0
    if channels == 1:
        pixels = np.concatenate([pixels] * 3 + [np.ones_like(pixels)], axis=2)
    elif channels == 2:
        pixels = np.concatenate([pixels[..., :1]] * 3 + [pixels[..., 1:]], axis=2)
    elif channels == 3:
        pixels = np.concatenate([pixels, np.ones(pixels.shape[:2] + (1,))], axis=2)
    return pixels


def unfilter(raw, bpp, stride):
    out = np.zeros((raw.shape[0], stride), dtype=np.int32)
    previous = np.zeros(stride, dtype=np.int32)
    for y in range(raw.shape[0]):
        kind, line = raw[y, 0], raw[y, 1:].astype(np.int32)
        if kind == 0:
            row = line
        elif kind == 2:
            row = (line + previous) & 0xFF
        elif kind == 1:
            row = line.copy()
            for channel in range(bpp):
                row[channel::bpp] = np.cumsum(line[channel::bpp]) & 0xFF
        else:
            row = line.copy()
            for x in range(stride):
                left = row[x - bpp] if x >= bpp else 0
                up = previous[x]
                if kind == 3:
                    row[x] = (line[x] + ((left + up) >> 1)) & 0xFF
                else:
                    corner = previous[x - bpp] if x >= bpp else 0
                    estimate = left + up - corner
                    pa, pb, pc = abs(estimate - left), abs(estimate - up), abs(estimate - corner)
                    predictor = left if pa <= pb and pa <= pc else (up if pb <= pc else corner)
                    row[x] = (line[x] + predictor) & 0xFF
        out[y] = row
        previous = row
    return out.astype(np.uint8)


ESCAPE = re.compile(r"\x1b\[([0-9;]*)m")


def read_terminal_art(text, columns):
    """The pixels of half-block art: each cell's foreground is the top pixel, its background the bottom."""
    rows = []
    for line in text.splitlines():
        foreground, background, top, bottom = None, None, [], []
        position = 0
        for match in ESCAPE.finditer(line + "\x1b[m"):
            for glyph in line[position:match.start()]:
                if glyph == "\u2580":
                    top.append(foreground); bottom.append(background)
                elif glyph == "\u2584":
                    top.append(background); bottom.append(foreground)
                elif glyph == " ":
                    top.append(background); bottom.append(background)
                else:
                    top.append(foreground); bottom.append(foreground)
            position = match.end()
            codes = [int(code) for code in match.group(1).split(";") if code] or [0]
            index = 0
            while index < len(codes):
                code = codes[index]
                if code in (38, 48) and index + 4 < len(codes) and codes[index + 1] == 2:
                    colour = tuple(codes[index + 2:index + 5])
                    if code == 38:
                        foreground = colour
                    else:
                        background = colour
                    index += 5
                    continue
                if code == 0:
                    foreground = background = None
                elif code == 39:
                    foreground = None
                elif code == 49:
                    background = None
                index += 1
        if len(top) == columns:
            rows += [top, bottom]
    if not rows:
        sys.exit("iconpicker printed no art")
    art = np.zeros((len(rows), columns, 4))
    for y, row in enumerate(rows):
        for x, colour in enumerate(row):
            if colour is not None:
                art[y, x] = [colour[0] / 255, colour[1] / 255, colour[2] / 255, 1]
    return art


def write_png(path, rgb):
    """Writes an RGB float image (0..1) as an 8-bit PNG."""
    height, width = rgb.shape[:2]
    data = (np.clip(rgb, 0, 1) * 255 + 0.5).astype(np.uint8)
    raw = b"".join(b"\x00" + data[y].tobytes() for y in range(height))

    def chunk(kind, body):
        return struct.pack(">I", len(body)) + kind + body + struct.pack(">I", zlib.crc32(kind + body) & 0xFFFFFFFF)

    with open(path, "wb") as handle:
        handle.write(b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0))
                     + chunk(b"IDAT", zlib.compress(raw)) + chunk(b"IEND", b""))


def linear(encoded):
    return np.where(encoded <= 0.04045, encoded / 12.92, ((encoded + 0.055) / 1.055) ** 2.4)


def encoded(linear_values):
    return np.where(linear_values <= 0.0031308, linear_values * 12.92, 1.055 * np.power(np.clip(linear_values, 0, None), 1 / 2.4) - 0.055)


def box_downsample(pixels, width, height):
    """Box average in linear light, colour weighted by alpha; a cell is covered only if every pixel is opaque."""
    source_height, source_width = pixels.shape[:2]
    ys = (np.arange(height + 1) * source_height) // height
    xs = (np.arange(width + 1) * source_width) // width
    out = np.zeros((height, width, 3))
    covered = np.zeros((height, width), dtype=bool)
    light = linear(pixels[..., :3]) * pixels[..., 3:4]
    for y in range(height):
        for x in range(width):
            block = light[ys[y]:ys[y + 1], xs[x]:xs[x + 1]]
            alpha = pixels[ys[y]:ys[y + 1], xs[x]:xs[x + 1], 3]
            out[y, x] = block.reshape(-1, 3).sum(axis=0) / max(alpha.sum(), 1e-9)
            covered[y, x] = alpha.min() >= 0.999
    return encoded(out), covered


def lab(rgb):
    xyz = linear(rgb) @ np.array([[0.4124564, 0.2126729, 0.0193339], [0.3575761, 0.7151522, 0.1191920], [0.1804375, 0.0721750, 0.9503041]])
    xyz /= np.array([0.95047, 1.0, 1.08883])
    f = np.where(xyz > (6 / 29) ** 3, np.cbrt(xyz), xyz / (3 * (6 / 29) ** 2) + 4 / 29)
    return np.stack([116 * f[..., 1] - 16, 500 * (f[..., 0] - f[..., 1]), 200 * (f[..., 1] - f[..., 2])], axis=-1)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("bundle")
    parser.add_argument("reference")
    parser.add_argument("--appearance", default="default")
    parser.add_argument("--grid", type=int, default=256, help="pixels across the compared grid (even)")
    parser.add_argument("--binary", default=os.environ.get("ICONPICKER", "iconpicker"))
    parser.add_argument("--luminance", action="store_true",
                        help="compare lightness only (L*): for tinted icons, whose hue is the tint the user picks")
    parser.add_argument("--save", help="write the preview and the reference grid side by side to this PNG")
    arguments = parser.parse_args()
    columns = arguments.grid
    command = [arguments.binary, "render", arguments.bundle, "--appearance", arguments.appearance,
               "--size", f"{columns}x{columns // 2}", "--colors", "truecolor", "--no-mask"]
    result = subprocess.run(command, capture_output=True, text=True, env=dict(os.environ, LC_ALL="C.UTF-8"))
    if result.returncode != 0:
        sys.exit(f"{' '.join(command)} failed ({result.returncode}): {result.stderr.strip()}")
    preview = read_terminal_art(result.stdout, columns)[..., :3]
    reference, covered = box_downsample(read_png(arguments.reference), columns, preview.shape[0])
    if arguments.save:
        write_png(arguments.save, np.concatenate([preview, reference], axis=1))
    if arguments.luminance:
        delta_e = np.abs(lab(preview)[..., 0] - lab(reference)[..., 0])[covered]
    else:
        delta_e = np.linalg.norm(lab(preview) - lab(reference), axis=-1)[covered]
    rgb = np.abs(preview - reference)[covered] * 255
    metric = "dL*" if arguments.luminance else "dE76"
    print(f"{os.path.basename(arguments.bundle.rstrip('/'))} {arguments.appearance} vs {os.path.basename(arguments.reference)}: "
          f"mean {metric} {delta_e.mean():.2f}, p95 {metric} {np.percentile(delta_e, 95):.2f}, "
          f"mean |dRGB| {rgb.mean():.2f} ({covered.sum()} of {covered.size} grid pixels compared)")


if __name__ == "__main__":
    main()
