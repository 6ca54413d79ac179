#!/usr/bin/env python3
"""A legacy app for timing `iconpicker fix`: App/Info.plist in Xcode's layout with N alternates, each with
UIPrerenderedIcon and missing from CFBundleIcons~ipad (two fixes over every alternate), and their
@2x/@3x PNGs plus ~ipad files.

    python3 scripts/make-fix-bench-app.py OUT [N=300]
"""

import struct
import sys
import zlib
from pathlib import Path


def png(size: int, shade: int) -> bytes:
    raw = b"".join(b"\x00" + bytes([shade, 120, 200 - shade % 200]) * size for _ in range(size))

    def chunk(kind: bytes, body: bytes) -> bytes:
        return struct.pack(">I", len(body)) + kind + body + struct.pack(">I", zlib.crc32(kind + body))

    header = struct.pack(">IIBBBBB", size, size, 8, 2, 0, 0, 0)
    return b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", zlib.compress(raw)) + chunk(b"IEND", b"")


def entry(name: str, files: list[str], indent: str, prerendered: bool) -> str:
    lines = [f"{indent}<key>{name}</key>", f"{indent}<dict>", f"{indent}\t<key>CFBundleIconFiles</key>", f"{indent}\t<array>"]
    lines += [f"{indent}\t\t<string>{file}</string>" for file in files]
    lines += [f"{indent}\t</array>"]
    if prerendered:
        lines += [f"{indent}\t<key>UIPrerenderedIcon</key>", f"{indent}\t<false/>"]
    return "\n".join(lines + [f"{indent}</dict>"]) + "\n"


def main() -> int:
    out = Path(sys.argv[1])
    count = int(sys.argv[2]) if len(sys.argv) > 2 else 300
    app = out / "App"
    app.mkdir(parents=True, exist_ok=True)
    names = [f"icon{index:03d}" for index in range(count)]
    alternates = "".join(entry(name, [f"{name}-60"], "\t\t\t", True) for name in names)
    primary = entry("CFBundlePrimaryIcon", ["AppIcon60x60"], "\t\t", False)
    ipad_primary = entry("CFBundlePrimaryIcon", ["AppIcon76x76", "AppIcon83.5x83.5"], "\t\t", False)
    body = (
        f"\t<key>CFBundleIcons</key>\n\t<dict>\n\t\t<key>CFBundleAlternateIcons</key>\n\t\t<dict>\n{alternates}\t\t</dict>\n{primary}\t</dict>\n"
        f"\t<key>CFBundleIcons~ipad</key>\n\t<dict>\n\t\t<key>CFBundleAlternateIcons</key>\n\t\t<dict>\n\t\t</dict>\n{ipad_primary}\t</dict>\n"
        "\t<key>CFBundleIdentifier</key>\n\t<string>com.example.bench</string>\n\t<key>CFBundleName</key>\n\t<string>Bench</string>\n"
        "\t<key>UIDeviceFamily</key>\n\t<array>\n\t\t<integer>1</integer>\n\t\t<integer>2</integer>\n\t</array>\n"
    )
    (app / "Info.plist").write_text(
        '<?xml version="1.0" encoding="UTF-8"?>\n<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" '
        '"http://www.apple.com/DTDs/PropertyList-1.0.dtd">\n<plist version="1.0">\n<dict>\n' + body + "</dict>\n</plist>\n")
    images = {120: png(120, 40), 180: png(180, 80), 76: png(76, 120), 152: png(152, 160), 167: png(167, 200)}
    for index, name in enumerate(["AppIcon"] + names):
        phone = "AppIcon60x60" if name == "AppIcon" else f"{name}-60"
        pad, pro = ("AppIcon76x76", "AppIcon83.5x83.5") if name == "AppIcon" else (f"{name}-76", f"{name}-83.5")
        (app / f"{phone}@2x.png").write_bytes(images[120])
        (app / f"{phone}@3x.png").write_bytes(images[180])
        (app / f"{pad}~ipad.png").write_bytes(images[76])
        (app / f"{pad}@2x~ipad.png").write_bytes(images[152])
        (app / f"{pro}@2x~ipad.png").write_bytes(images[167])
    return 0


if __name__ == "__main__":
    sys.exit(main())
