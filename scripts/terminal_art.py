"""Shared helpers for the art scripts: read PNGs, parse SGR half-block art, write PNG previews.

Standard library only (numpy is used by compare-with-chafa.py for the reference image).
"""
import re
import struct
import zlib

XTERM_SYSTEM = [(0x00, 0x00, 0x00), (0xCD, 0x00, 0x00), (0x00, 0xCD, 0x00), (0xCD, 0xCD, 0x00),
                (0x00, 0x00, 0xEE), (0xCD, 0x00, 0xCD), (0x00, 0xCD, 0xCD), (0xE5, 0xE5, 0xE5),
                (0x7F, 0x7F, 0x7F), (0xFF, 0x00, 0x00), (0x00, 0xFF, 0x00), (0xFF, 0xFF, 0x00),
                (0x5C, 0x5C, 0xFF), (0xFF, 0x00, 0xFF), (0x00, 0xFF, 0xFF), (0xFF, 0xFF, 0xFF)]
CUBE = [0, 95, 135, 175, 215, 255]


def xterm_rgb(index):
    if index < 16:
        return XTERM_SYSTEM[index]
    if index < 232:
        v = index - 16
        return (CUBE[v // 36], CUBE[v // 6 % 6], CUBE[v % 6])
    grey = 8 + 10 * (index - 232)
    return (grey, grey, grey)


def read_png(path):
    """RGBA rows of an 8-bit RGB/RGBA PNG (non-interlaced): (width, height, [bytes per row])."""
    data = open(path, "rb").read()
    assert data[:8] == b"\x89PNG\r\n\x1a\n", f"{path}: not a PNG"
    offset, idat = 8, b""
    while offset < len(data):
        length, kind = struct.unpack(">I4s", data[offset:offset + 8])
        body = data[offset + 8:offset + 8 + length]
        if kind == b"IHDR":
            width, height, depth, colour = struct.unpack(">IIBB", body[:10])
            assert depth == 8 and colour in (2, 6), f"{path}: only 8-bit RGB/RGBA"
        elif kind == b"IDAT":
            idat += body
        offset += 12 + length
    channels = 4 if colour == 6 else 3
    raw = zlib.decompress(idat)
    stride = width * channels
    rows, previous = [], bytearray(stride)
    for y in range(height):
        kind = raw[y * (stride + 1)]
        line = bytearray(raw[y * (stride + 1) + 1:(y + 1) * (stride + 1)])
        for i in range(stride):
            left = line[i - channels] if i >= channels else 0
            up = previous[i]
            corner = previous[i - channels] if i >= channels else 0
            if kind == 1:
                line[i] = (line[i] + left) & 255
            elif kind == 2:
                line[i] = (line[i] + up) & 255
            elif kind == 3:
                line[i] = (line[i] + (left + up) // 2) & 255
            elif kind == 4:
                p = left + up - corner
                pa, pb, pc = abs(p - left), abs(p - up), abs(p - corner)
                line[i] = (line[i] + (left if pa <= pb and pa <= pc else up if pb <= pc else corner)) & 255
        previous = line
        if channels == 3:
            line = bytearray(b for i in range(width) for b in (*line[i * 3:i * 3 + 3], 255))
        rows.append(bytes(line))
    return width, height, rows


SGR = re.compile(r"\x1b\[([0-9;]*)m")


def parse_art(text, default_fg=(229, 229, 229), default_bg=(0, 0, 0)):
    """Half-block art with SGR colours → rows of (top, bottom) RGB sample pairs per cell."""
    halves = {"\u2580": lambda fg, bg: (fg, bg), "\u2584": lambda fg, bg: (bg, fg), "\u2588": lambda fg, bg: (fg, fg)}
    blank = lambda fg, bg: (bg, bg)  # noqa: E731
    return [[halves.get(character, blank)(fg, bg) for character, fg, bg in cells]
            for cells in parse_cells(text, default_fg, default_bg)]


def write_preview(rows, path, scale=8):
    """Paints parsed art as a PNG: each sample a scale x scale square."""
    width = max(len(r) for r in rows) * scale
    height = len(rows) * 2 * scale
    raw = bytearray()
    for cells in rows:
        for half in (0, 1):
            line = bytearray()
            for cell in cells:
                line += bytes(cell[half]) * scale
            line += bytes(width * 3 - len(line))
            for _ in range(scale):
                raw += b"\x00" + line

    def chunk(kind, body):
        return struct.pack(">I", len(body)) + kind + body + struct.pack(">I", zlib.crc32(kind + body))
    png = b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0))
    png += chunk(b"IDAT", zlib.compress(bytes(raw), 6)) + chunk(b"IEND", b"")
    open(path, "wb").write(png)


def parse_cells(text, default_fg=(229, 229, 229), default_bg=(0, 0, 0)):
    """Symbol art with SGR colours → rows of (character, foreground, background) per cell."""
    rows = []
    for line in text.split("\n"):
        if not line:
            continue
        fg, bg, cells, position = default_fg, default_bg, [], 0
        for match in list(SGR.finditer(line)) + [None]:
            end = match.start() if match else len(line)
            cells.extend((character, fg, bg) for character in line[position:end])
            if not match:
                break
            position = match.end()
            fg, bg = apply_sgr(match.group(1), fg, bg, default_fg, default_bg)
        rows.append(cells)
    return rows


def apply_sgr(parameters, fg, bg, default_fg, default_bg):
    """The colours after one SGR sequence's parameters."""
    codes = [int(c) if c else 0 for c in parameters.split(";")]
    i = 0
    while i < len(codes):
        code = codes[i]
        if code == 0:
            fg, bg = default_fg, default_bg
        elif code in (38, 48) and i + 1 < len(codes) and codes[i + 1] == 5:
            colour = xterm_rgb(codes[i + 2])
            fg, bg = (colour, bg) if code == 38 else (fg, colour)
            i += 2
        elif code in (38, 48) and i + 1 < len(codes) and codes[i + 1] == 2:
            colour = tuple(codes[i + 2:i + 5])
            fg, bg = (colour, bg) if code == 38 else (fg, colour)
            i += 4
        elif 30 <= code <= 37:
            fg = XTERM_SYSTEM[code - 30]
        elif 40 <= code <= 47:
            bg = XTERM_SYSTEM[code - 40]
        elif 90 <= code <= 97:
            fg = XTERM_SYSTEM[code - 90 + 8]
        elif 100 <= code <= 107:
            bg = XTERM_SYSTEM[code - 100 + 8]
        elif code == 39:
            fg = default_fg
        elif code == 49:
            bg = default_bg
        i += 1
    return fg, bg
