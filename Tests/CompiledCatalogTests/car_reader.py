#!/usr/bin/env python3
"""An independent reader of compiled asset catalogs (Assets.car) for CompiledCatalogTests, written apart
from the Swift reader: the BOM store, the CAR header, KEYFORMAT, FACETKEYS, APPEARANCEKEYS and RENDITIONS,
and, through the reference LZFSE decoder (PyPI's `lzfse`), the pixels of LZFSE-compressed ARGB and GA8
bitmaps, hashed (FNV-1a 64 over straight RGBA) so the test can compare them with the Swift decoder's.

Usage: car_reader.py FILE.car   prints JSON. Exit status 3 when `lzfse` is missing.
"""

import json
import struct
import sys

try:
    import lzfse
except ImportError:
    sys.stderr.write("the Python package lzfse is not installed (pip install lzfse)\n")
    sys.exit(3)


def be32(data, offset):
    return struct.unpack_from(">I", data, offset)[0]


class Car:
    def __init__(self, data):
        self.data = data
        assert data[:8] == b"BOMStore", "not a BOM store"
        index = be32(data, 16)
        self.blocks = [struct.unpack_from(">II", data, index + 4 + 8 * i) for i in range(be32(data, index))]
        variables = be32(data, 24)
        self.variables = {}
        offset = variables + 4
        for _ in range(be32(data, variables)):
            block, length = be32(data, offset), data[offset + 4]
            self.variables[data[offset + 5 : offset + 5 + length].decode()] = block
            offset += 5 + length

    def block(self, index):
        address, length = self.blocks[index]
        return self.data[address : address + length]

    def tree(self, name):
        if name not in self.variables:
            return []
        node = self.block(be32(self.block(self.variables[name]), 8))
        while struct.unpack_from(">H", node, 0)[0] == 0:
            node = self.block(be32(node, 12))
        entries = []
        while True:
            _leaf, count, forward = struct.unpack_from(">HHI", node, 0)
            for slot in range(count):
                value, key = struct.unpack_from(">II", node, 12 + 8 * slot)
                entries.append((self.block(key), self.block(value)))
            if forward == 0:
                return entries
            node = self.block(forward)


def fnv(data):
    value = 0xCBF29CE484222325
    for byte in data:
        value = ((value ^ byte) * 0x100000001B3) & 0xFFFFFFFFFFFFFFFF
    return "%016x" % value


def straight(b, g, r, a):
    if a in (0, 255):
        return bytes((min(r, 255), min(g, 255), min(b, 255), a))
    return bytes(min(255, (c * 255 + a // 2) // a) for c in (r, g, b)) + bytes((a,))


def lzfse_pixels(payload, width, height, pixel_format, row_bytes):
    """Straight RGBA of an LZFSE-compressed ARGB or GA8 bitmap, or None for other encodings."""
    if payload[:4] != b"MLEC":
        return None
    flags, compression, length = struct.unpack_from("<III", payload, 4)
    if compression != 4 or pixel_format not in ("ARGB", "GA8 "):
        return None
    rows = b""
    if flags & 1:
        offset = 16
        for _ in range(length):
            size = struct.unpack_from("<I", payload, offset + 16)[0]
            rows += lzfse.decompress(payload[offset + 20 : offset + 20 + size])
            offset += 20 + size
    else:
        rows = lzfse.decompress(payload[16 : 16 + length])
    size = 4 if pixel_format == "ARGB" else 2
    out = bytearray()
    for y in range(height):
        for x in range(width):
            at = y * row_bytes + x * size
            if size == 4:
                out += straight(rows[at], rows[at + 1], rows[at + 2], rows[at + 3])
            else:
                out += straight(rows[at], rows[at], rows[at], rows[at + 1])
    return bytes(out)


def segments(data, start, end):
    """Size-prefixed segments (u32 size, then that many bytes, to the end), or the region whole."""
    parts, offset = [], start
    while offset + 4 <= end:
        size = struct.unpack_from("<I", data, offset)[0]
        if size == 0 or offset + 4 + size > end:
            return [(start, end - start)]
        parts.append((offset + 4, size))
        offset += 4 + size
    return parts if offset == end and parts else [(start, end - start)]


def lzfse_streams(data, position, length):
    """Every LZFSE stream of a bitmap payload at `position` (MLEC, whole or in KCBC bands; deepmap and
    deepmap2 segments), as (file offset, length, decoded size, FNV-1a of what the reference makes)."""
    if data[position : position + 4] != b"MLEC":
        return []
    flags, compression, count = struct.unpack_from("<III", data, position + 4)
    bands = []
    if flags & 1:
        offset = position + 16
        for _ in range(count):
            size = struct.unpack_from("<I", data, offset + 16)[0]
            bands.append((offset + 20, size))
            offset += 20 + size
    else:
        bands.append((position + 16, count))
    pieces = []
    for start, size in bands:
        if compression == 4:
            pieces.append((start, size))
        elif compression in (10, 11):
            tag = data[start + 16 : start + 20]
            header = 8 if tag == b"dmap" else 16 + 4 * struct.unpack_from("<H", data, start + 28)[0] if data[start + 20] == 4 else 12
            pieces += segments(data, start + 16 + header, start + size)
    streams = []
    for start, size in pieces:
        stream = data[start : start + size]
        if stream[:3] == b"bvx":
            decoded = lzfse.decompress(stream)
            streams.append([start, size, len(decoded), fnv(decoded)])
    return streams


def read(path):
    with open(path, "rb") as handle:
        car = Car(handle.read())
    header = car.block(car.variables["CARHEADER"])
    format_block = car.block(car.variables["KEYFORMAT"])
    key_format = struct.unpack_from("<%dI" % struct.unpack_from("<I", format_block, 8)[0], format_block, 12)
    facets = {}
    for key, value in car.tree("FACETKEYS"):
        count = struct.unpack_from("<H", value, 4)[0]
        pairs = dict(struct.unpack_from("<HH", value, 6 + 4 * i) for i in range(count))
        facets[key.decode()] = {str(k): v for k, v in pairs.items() if v}
    appearances = {str(struct.unpack_from("<H", value, 0)[0]): key.decode() for key, value in car.tree("APPEARANCEKEYS")}
    renditions = []
    for key, value in car.tree("RENDITIONS"):
        attributes = {str(a): v for a, v in zip(key_format, struct.unpack_from("<%dH" % (len(key) // 2), key, 0)) if v}
        width, height, scale = struct.unpack_from("<III", value, 12)
        code = value[24:28][::-1].decode("latin-1") if struct.unpack_from("<I", value, 24)[0] else ""
        layout = struct.unpack_from("<H", value, 36)[0]
        name = value[40:168].split(b"\0")[0].decode("utf-8", "replace")
        properties_length = struct.unpack_from("<I", value, 168)[0]
        row_bytes, offset = width * (4 if code == "ARGB" else 2), 184
        while offset < 184 + properties_length:
            kind, length = struct.unpack_from("<II", value, offset)
            if kind == 1007:
                row_bytes = struct.unpack_from("<I", value, offset + 8)[0]
            offset += 8 + length
        pixels = lzfse_pixels(value[184 + properties_length :], width, height, code, row_bytes)
        value_offset = car.data.find(value)
        streams = lzfse_streams(car.data, value_offset + 184 + properties_length, len(value) - 184 - properties_length)
        renditions.append({
            "name": name, "key": attributes, "width": width, "height": height, "scale": scale // 100,
            "pixelFormat": code, "layout": layout, "payloadLength": len(value) - 184 - properties_length,
            "pixels": fnv(pixels) if pixels is not None else None, "streams": streams,
        })
    return {
        "coreUIVersion": struct.unpack_from("<I", header, 4)[0],
        "storageVersion": struct.unpack_from("<I", header, 8)[0],
        "renditionCount": struct.unpack_from("<I", header, 16)[0],
        "versionString": header[148:404].split(b"\0")[0].decode(),
        "keyFormat": list(key_format), "facets": facets, "appearances": appearances, "renditions": renditions,
    }


if __name__ == "__main__":
    if len(sys.argv) != 2:
        sys.stderr.write(__doc__)
        sys.exit(2)
    json.dump(read(sys.argv[1]), sys.stdout, indent=1, sort_keys=True)
