#!/usr/bin/env python3
"""Writes an .ipa with N alternate icons (binary Info.plist, 120 and 180 px PNGs), for benchmarks.

    python3 scripts/make-bench-ipa.py OUT.ipa [N]
"""
import os
import plistlib
import sys
import zipfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
DEMO = os.path.join(ROOT, "Resources", "Colourful")


def icon_file(design, scale):
    """The demo's 60 pt PNG of one design: the alternates' sit in Icons/, the primary's in its asset catalog set."""
    if design == "colourful":
        return os.path.join(DEMO, "Assets.xcassets", "AppIcon.appiconset", f"colourful-60@{scale}x.png")
    return os.path.join(DEMO, "Icons", f"{design}-60@{scale}x.png")


def main():
    out = sys.argv[1]
    count = int(sys.argv[2]) if len(sys.argv) > 2 else 50
    designs = ["black-white", "white-black", "multi-black", "black-multi", "sunset", "colourful"]
    alternates = {}
    with zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED) as archive:
        for index in range(count):
            name = f"Alternate{index:02}"
            design = designs[index % len(designs)]
            alternates[name] = {"CFBundleIconFiles": [f"{name}60x60"], "CFBundleIconName": name, "ordinal": index + 1}
            archive.write(icon_file(design, 2), f"Payload/Bench.app/{name}60x60@2x.png")
            archive.write(icon_file(design, 3), f"Payload/Bench.app/{name}60x60@3x.png")
        archive.write(icon_file("colourful", 3), "Payload/Bench.app/AppIcon60x60@3x.png")
        archive.writestr("Payload/Bench.app/Bench", b"\0" * 200_000)
        archive.writestr("Payload/Bench.app/Assets.car", b"\0" * 100_000)
        plist = {"CFBundleDisplayName": "Bench", "CFBundleIdentifier": "com.example.bench", "CFBundleExecutable": "Bench",
                 "CFBundleIcons": {"CFBundlePrimaryIcon": {"CFBundleIconFiles": ["AppIcon60x60"], "CFBundleIconName": "AppIcon"},
                                   "CFBundleAlternateIcons": alternates}}
        archive.writestr("Payload/Bench.app/Info.plist", plistlib.dumps(plist, fmt=plistlib.FMT_BINARY))


if __name__ == "__main__":
    main()
