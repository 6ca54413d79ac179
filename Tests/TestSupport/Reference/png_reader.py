#!/usr/bin/env python3
"""An independent PNG reader for the tests (standard library only: zlib and struct).

    png_reader.py FILE   prints JSON: width, height, bitDepth, colorType, interlace, chunks (type,
                         whole chunk in hex, whether its CRC is right) and samples (hex of every row's
                         samples as stored: no filter bytes, Adam7 passes put back in place)

Only 8- and 16-bit images of colour types 0, 2, 4 and 6 are decoded (what the tests write).
"""

import json
import struct
import sys
import zlib

CHANNELS = {0: 1, 2: 3, 4: 2, 6: 4}
ADAM7 = [(0, 0, 8, 8), (4, 0, 8, 8), (0, 4, 4, 8), (2, 0, 4, 4), (0, 2, 2, 4), (1, 0, 2, 2), (0, 1, 1, 2)]


def chunks(data):
    assert data[:8] == b"\x89PNG\r\n\x1a\n", "not a PNG"
    offset = 8
    while offset < len(data):
        (length,) = struct.unpack(">I", data[offset:offset + 4])
        kind = data[offset + 4:offset + 8]
        body = data[offset + 8:offset + 8 + length]
        (crc,) = struct.unpack(">I", data[offset + 8 + length:offset + 12 + length])
        yield kind.decode("latin-1"), body, data[offset:offset + 12 + length], zlib.crc32(kind + body) == crc
        offset += 12 + length


def paeth(a, b, c):
    p = a + b - c
    pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
    return a if pa <= pb and pa <= pc else (b if pb <= pc else c)


def unfilter(raw, width, height, pixel_bytes):
    """The rows of one (sub)image, filter bytes removed, as a list of bytearrays."""
    stride = width * pixel_bytes
    rows, previous, offset = [], bytearray(stride), 0
    for _ in range(height):
        kind, line = raw[offset], bytearray(raw[offset + 1:offset + 1 + stride])
        offset += 1 + stride
        for i in range(stride):
            left = line[i - pixel_bytes] if i >= pixel_bytes else 0
            up = previous[i]
            corner = previous[i - pixel_bytes] if i >= pixel_bytes else 0
            predictor = [0, left, up, (left + up) // 2, paeth(left, up, corner)][kind]
            line[i] = (line[i] + predictor) & 0xFF
        rows.append(line)
        previous = line
    return rows, offset


def samples(raw, width, height, pixel_bytes, interlace):
    if not interlace:
        rows, _ = unfilter(raw, width, height, pixel_bytes)
        return b"".join(rows)
    image = bytearray(width * height * pixel_bytes)
    offset = 0
    for x0, y0, dx, dy in ADAM7:
        columns, lines = (width - x0 + dx - 1) // dx, (height - y0 + dy - 1) // dy
        if columns <= 0 or lines <= 0:
            continue
        rows, used = unfilter(raw[offset:], columns, lines, pixel_bytes)
        offset += used
        for j, row in enumerate(rows):
            for i in range(columns):
                target = ((y0 + j * dy) * width + x0 + i * dx) * pixel_bytes
                image[target:target + pixel_bytes] = row[i * pixel_bytes:(i + 1) * pixel_bytes]
    return bytes(image)


def read(path):
    data = open(path, "rb").read()
    listed, compressed, header = [], b"", None
    for kind, body, whole, crc_ok in chunks(data):
        listed.append({"type": kind, "hex": whole.hex(), "crcOK": crc_ok})
        if kind == "IHDR":
            header = struct.unpack(">IIBBBBB", body)
        elif kind == "IDAT":
            compressed += body
    width, height, depth, colour, _, _, interlace = header
    pixel_bytes = CHANNELS[colour] * depth // 8
    pixels = samples(zlib.decompress(compressed), width, height, pixel_bytes, interlace)
    return {
        "width": width, "height": height, "bitDepth": depth, "colorType": colour, "interlace": interlace,
        "chunks": listed, "samples": pixels.hex(),
    }


if __name__ == "__main__":
    json.dump(read(sys.argv[1]), sys.stdout)
