#!/usr/bin/env python3
"""THIRD-PARTY-NOTICES names every library the release binaries link: each Swift package whose products
a target in Sources uses (test-only packages, such as ZIPFoundation for TestSupport, are not shipped),
and each C archive a module map in Sources links. Run by make test-dist; exits 1 naming what is missing."""
import pathlib
import re
import sys

root = pathlib.Path(__file__).resolve().parent.parent
notices = (root / "THIRD-PARTY-NOTICES").read_text(encoding="utf-8")
manifest = (root / "Package.swift").read_text(encoding="utf-8")

# The library each linked archive comes from, as the notices name it.
ARCHIVES = {"libpng16.a": "libpng", "libz.a": "zlib", "libturbojpeg.a": "libjpeg-turbo", "libncursesw.a": "ncurses",
            "libtinfo.a": "ncurses"}

missing = []
# Targets are declared one after another; a target's block runs to the next declaration.
blocks = re.split(r"\n\s*\.(?=(?:target|executableTarget|testTarget|systemLibrary|plugin)\()", manifest)
for block in blocks:
    if block.startswith("testTarget(") or 'path: "Tests/' in block:
        continue
    for package in re.findall(r'\.product\(name: "[^"]+", package: "([^"]+)"\)', block):
        if package not in notices:
            missing.append(f"the Swift package {package}")
for modulemap in sorted((root / "Sources").glob("*/module.modulemap")):
    for archive in re.findall(r'^\s*link ":([^"]+)"', modulemap.read_text(encoding="utf-8"), re.MULTILINE):
        library = ARCHIVES.get(archive)
        if library is None:
            missing.append(f"{archive} (linked by {modulemap.relative_to(root)}): add it to ARCHIVES and the notices")
        elif library not in notices:
            missing.append(f"{library} ({archive})")
for item in sorted(set(missing)):
    print(f"THIRD-PARTY-NOTICES does not name {item}", file=sys.stderr)
sys.exit(1 if missing else 0)
