#!/usr/bin/env python3
"""An independent reference for icon sizes (standard library only, double precision).

    box_scale_reference.py FILE SIZE...   prints JSON {"SIZE": hex of SIZE x SIZE straight 8-bit RGBA, ...}

FILE is an 8-bit RGBA PNG (colour type 6), read with ../../TestSupport/Reference/png_reader.py.
Each output pixel is the average of the source area it covers (partial pixels weighted by their overlap),
taken in linear light on colours premultiplied by alpha, then divided by the alpha and encoded to sRGB.
"""

import json
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "TestSupport", "Reference"))
import png_reader  # noqa: E402


def linear(byte):
    value = byte / 255
    return value / 12.92 if value <= 0.04045 else ((value + 0.055) / 1.055) ** 2.4


def encoded(value):
    value = min(max(value, 0.0), 1.0)
    return value * 12.92 if value <= 0.0031308 else 1.055 * value ** (1 / 2.4) - 0.055


def spans(source, target):
    """For each target index, [(source index, weight)] with weights summing to 1."""
    scale = source / target
    result = []
    for index in range(target):
        start, end = index * scale, (index + 1) * scale
        pixels, pixel = [], int(start)
        while pixel < end and pixel < source:
            overlap = min(end, pixel + 1) - max(start, pixel)
            if overlap > 1e-12:
                pixels.append((pixel, overlap / scale))
            pixel += 1
        result.append(pixels)
    return result


def scale(image, side, size):
    table = [linear(byte) for byte in range(256)]
    weights = spans(side, size)
    out = bytearray()
    for y in range(size):
        for x in range(size):
            total = [0.0, 0.0, 0.0, 0.0]
            for sy, wy in weights[y]:
                for sx, wx in weights[x]:
                    base = (sy * side + sx) * 4
                    alpha = image[base + 3] / 255 * wx * wy
                    for channel in range(3):
                        total[channel] += table[image[base + channel]] * alpha
                    total[3] += alpha
            alpha = total[3]
            colours = [encoded(total[c] / alpha) if alpha > 0 else 0.0 for c in range(3)]
            out += bytes(round(c * 255) for c in colours) + bytes([round(alpha * 255)])
    return out.hex()


def main():
    picture = png_reader.read(sys.argv[1])
    assert picture["colorType"] == 6 and picture["bitDepth"] == 8 and picture["width"] == picture["height"]
    samples = bytes.fromhex(picture["samples"])
    json.dump({size: scale(samples, picture["width"], int(size)) for size in sys.argv[2:]}, sys.stdout)


if __name__ == "__main__":
    main()
