#!/usr/bin/env python3
"""An app for the lint benchmark: N alternates, each an asset-catalog icon set with one 1024 px PNG
(the single-size form), declared in CFBundleIcons and CFBundleIcons~ipad, plus a primary set with its
1024 px App Store image. Usage: make-bench-lint.py FOLDER [N] [--loose]
With --loose the alternates are loose 1024 px files (name@2x.png) instead of sets."""
import json, os, plistlib, struct, sys, zlib


def png(size, rgb):
    def chunk(kind, data):
        body = kind + data
        return struct.pack(">I", len(data)) + body + struct.pack(">I", zlib.crc32(body) & 0xFFFFFFFF)
    row = b"\x00" + bytes(rgb) * size
    raw = row * size
    header = struct.pack(">IIBBBBB", size, size, 8, 2, 0, 0, 0)
    return b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", zlib.compress(raw, 1)) + chunk(b"IEND", b"")


def write_set(catalog, name, data):
    folder = os.path.join(catalog, f"{name}.appiconset")
    os.makedirs(folder, exist_ok=True)
    with open(os.path.join(folder, "icon.png"), "wb") as handle:
        handle.write(data)
    with open(os.path.join(folder, "Contents.json"), "w") as handle:
        json.dump({"images": [{"filename": "icon.png", "idiom": "universal", "platform": "ios", "size": "1024x1024"}],
                   "info": {"author": "xcode", "version": 1}}, handle)


def main():
    folder = sys.argv[1]
    count = int(sys.argv[2]) if len(sys.argv) > 2 and not sys.argv[2].startswith("-") else 300
    loose = "--loose" in sys.argv
    app = os.path.join(folder, "App")
    catalog = os.path.join(app, "Assets.xcassets")
    os.makedirs(catalog, exist_ok=True)
    os.makedirs(os.path.join(folder, ".git"), exist_ok=True)
    cache = {}
    def image(index):
        rgb = ((index * 37) % 256, (index * 91) % 256, (index * 53) % 256)
        if rgb not in cache:
            cache[rgb] = png(1024, rgb)
        return cache[rgb]
    write_set(catalog, "AppIcon", image(0))
    alternates = {}
    for index in range(1, count + 1):
        name = f"Alternate{index:03d}"
        if loose:
            os.makedirs(os.path.join(app, "Icons"), exist_ok=True)
            with open(os.path.join(app, "Icons", f"{name}@2x.png"), "wb") as handle:
                handle.write(image(index))
            alternates[name] = {"CFBundleIconFiles": [name], "ordinal": index}
        else:
            write_set(catalog, name, image(index))
            alternates[name] = {"CFBundleIconName": name, "ordinal": index}
    icons = {"CFBundlePrimaryIcon": {"CFBundleIconName": "AppIcon"}, "CFBundleAlternateIcons": alternates}
    with open(os.path.join(app, "Info.plist"), "wb") as handle:
        plistlib.dump({"CFBundleDisplayName": "Bench", "CFBundleIdentifier": "com.example.bench", "UIDeviceFamily": [1, 2],
                       "CFBundleIcons": icons, "CFBundleIcons~ipad": icons}, handle)


if __name__ == "__main__":
    main()
