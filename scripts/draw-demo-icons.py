#!/usr/bin/env python3
"""Draws the demo app's icons (standard library only): the alternates into Resources/Colourful/Icons, the
primary into its asset catalog set, Resources/Colourful/Assets.xcassets/AppIcon.appiconset.

Each icon is a bold shape that stays recognisable at 16x8 terminal cells (16x16 samples):
  colourful    (primary)  diagonal rainbow stripes
  black-white             white disc on black
  white-black             black disc on white
  multi-black             rainbow ring on black
  black-multi             black disc on rainbow stripes
  sunset                  orange-to-purple sky with a yellow half sun over dark water

Sizes follow what Xcode writes for loose icons: NAME-60@2x.png (120 px) and NAME-60@3x.png (180 px)
for iPhone; NAME-76~ipad.png (76), NAME-76@2x~ipad.png (152) and NAME-83.5@2x~ipad.png (167) for iPad.
The PNGs are opaque RGB, as App Store icons must be. Run: python3 scripts/draw-demo-icons.py
One design at another size (e.g. a flat 1024 px icon for benchmarks):
    python3 scripts/draw-demo-icons.py --single sunset 1024 /tmp/sunset1024.png
"""
import colorsys
import math
import os
import struct
import zlib

OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "Resources", "Colourful", "Icons")
# The primary icon is an asset-catalog set, as in an Xcode project: the App Store's 1024 px image
# can only come from one (ITMS-90704), and `iconpicker lint` checks that the demo has it.
PRIMARY_SET = os.path.join(os.path.dirname(OUT), "Assets.xcassets", "AppIcon.appiconset")
SLOTS = {"60@2x": ("iphone", "60x60", "2x"), "60@3x": ("iphone", "60x60", "3x"),
         "76~ipad": ("ipad", "76x76", "1x"), "76@2x~ipad": ("ipad", "76x76", "2x"),
         "83.5@2x~ipad": ("ipad", "83.5x83.5", "2x")}
SUPERSAMPLE = 3

RAINBOW = [(0.93, 0.20, 0.22), (0.98, 0.55, 0.12), (0.98, 0.85, 0.15),
           (0.20, 0.75, 0.30), (0.15, 0.50, 0.95), (0.55, 0.25, 0.85)]


def stripes(u, v):
    band = int(((u + v) / 2.0) * len(RAINBOW)) % len(RAINBOW)
    return RAINBOW[band]


def disc(u, v, radius):
    return math.hypot(u - 0.5, v - 0.5) <= radius


def colourful(u, v):
    return stripes(u, v)


def black_white(u, v):
    return (0.97, 0.97, 0.97) if disc(u, v, 0.32) else (0.05, 0.05, 0.05)


def white_black(u, v):
    return (0.05, 0.05, 0.05) if disc(u, v, 0.32) else (0.97, 0.97, 0.97)


def multi_black(u, v):
    r = math.hypot(u - 0.5, v - 0.5)
    if 0.20 <= r <= 0.40:
        hue = (math.atan2(v - 0.5, u - 0.5) / (2 * math.pi)) % 1.0
        return colorsys.hsv_to_rgb(hue, 0.85, 0.95)
    return (0.05, 0.05, 0.05)


def black_multi(u, v):
    return (0.05, 0.05, 0.05) if disc(u, v, 0.26) else stripes(u, v)


def sunset(u, v):
    if v > 0.68:
        return (0.08, 0.10, 0.22)
    if math.hypot(u - 0.5, v - 0.68) <= 0.24:
        return (1.0, 0.86, 0.25)
    t = v / 0.68
    top, bottom = (0.35, 0.16, 0.55), (0.98, 0.48, 0.18)
    return tuple(a + (b - a) * t for a, b in zip(top, bottom))


ICONS = {"colourful": colourful, "black-white": black_white, "white-black": white_black,
         "multi-black": multi_black, "black-multi": black_multi, "sunset": sunset}
FILES = [("60@2x", 120), ("60@3x", 180), ("76~ipad", 76), ("76@2x~ipad", 152), ("83.5@2x~ipad", 167)]


def render(shader, size):
    rows = []
    n = SUPERSAMPLE
    for y in range(size):
        row = bytearray([0])  # filter type: none
        for x in range(size):
            acc = [0.0, 0.0, 0.0]
            for sy in range(n):
                for sx in range(n):
                    colour = shader((x + (sx + 0.5) / n) / size, (y + (sy + 0.5) / n) / size)
                    for i in range(3):
                        acc[i] += colour[i]
            row += bytes(max(0, min(255, round(c / (n * n) * 255))) for c in acc)
        rows.append(bytes(row))
    return b"".join(rows)


def png(width, height, raw):
    def chunk(kind, data):
        body = kind + data
        return struct.pack(">I", len(data)) + body + struct.pack(">I", zlib.crc32(body) & 0xFFFFFFFF)
    header = struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0)
    return b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", zlib.compress(raw, 9)) + chunk(b"IEND", b"")


def main():
    import json
    os.makedirs(OUT, exist_ok=True)
    os.makedirs(PRIMARY_SET, exist_ok=True)
    images = []
    for name, shader in ICONS.items():
        folder = PRIMARY_SET if name == "colourful" else OUT
        for suffix, size in FILES:
            path = os.path.join(folder, f"{name}-{suffix}.png")
            with open(path, "wb") as handle:
                handle.write(png(size, size, render(shader, size)))
            print(path)
            if name == "colourful":
                idiom, points, scale = SLOTS[suffix]
                images.append({"filename": f"{name}-{suffix}.png", "idiom": idiom, "scale": scale, "size": points})
    global SUPERSAMPLE
    SUPERSAMPLE = 1
    path = os.path.join(PRIMARY_SET, "colourful-1024.png")
    with open(path, "wb") as handle:
        handle.write(png(1024, 1024, render(colourful, 1024)))
    print(path)
    images.append({"filename": "colourful-1024.png", "idiom": "ios-marketing", "scale": "1x", "size": "1024x1024"})
    info = {"author": "xcode", "version": 1}
    with open(os.path.join(PRIMARY_SET, "Contents.json"), "w") as handle:
        json.dump({"images": images, "info": info}, handle, indent=2, sort_keys=True)
        handle.write("\n")
    with open(os.path.join(os.path.dirname(PRIMARY_SET), "Contents.json"), "w") as handle:
        json.dump({"info": info}, handle, indent=2, sort_keys=True)
        handle.write("\n")


if __name__ == "__main__":
    import sys
    if len(sys.argv) == 5 and sys.argv[1] == "--single":
        name, size, path = sys.argv[2], int(sys.argv[3]), sys.argv[4]
        SUPERSAMPLE = 1 if size > 256 else SUPERSAMPLE
        with open(path, "wb") as handle:
            handle.write(png(size, size, render(ICONS[name], size)))
    else:
        main()
