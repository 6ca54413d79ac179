#!/usr/bin/env python3
"""A terminal screen captured with `tmux capture-pane -p -e`, drawn as an SVG image.

Block elements (half blocks and quadrants, U+2580–U+259F) and the rounded box drawing the chooser's
frame uses are drawn as shapes, so the art is exact at any zoom and no font has to hold them; every
other character is SVG text in a monospace font, placed at its cell. SGR colours (8, 16, 256 and 24-bit),
bold, faint and reverse video are honoured. Standard library only.

    python3 scripts/ansi-screen-to-svg.py CAPTURE --columns 100 --rows 32 -o docs/chooser.svg
"""
import argparse
import os
import re
import sys
import unicodedata
from xml.sax.saxutils import escape

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from terminal_art import XTERM_SYSTEM, xterm_rgb  # noqa: E402

SGR = re.compile(r"\x1b\[([0-9;]*)m")
CELL_WIDTH, CELL_HEIGHT = 10, 20
DEFAULT_FG, DEFAULT_BG = (229, 229, 229), (24, 24, 24)
# Which quadrants (top left, top right, bottom left, bottom right) each block element fills.
QUADRANTS = {
    "\u2580": (1, 1, 0, 0), "\u2584": (0, 0, 1, 1), "\u2588": (1, 1, 1, 1), "\u258c": (1, 0, 1, 0),
    "\u2590": (0, 1, 0, 1), "\u2596": (0, 0, 1, 0), "\u2597": (0, 0, 0, 1), "\u2598": (1, 0, 0, 0),
    "\u2599": (1, 0, 1, 1), "\u259a": (1, 0, 0, 1), "\u259b": (1, 1, 1, 0), "\u259c": (1, 1, 0, 1),
    "\u259d": (0, 1, 0, 0), "\u259e": (0, 1, 1, 0), "\u259f": (0, 1, 1, 1),
}
# Box drawing as strokes through points of a cell, in halves of its width and height: (0, 1) is the
# middle of the left edge. Each entry: a path's points, with "Q" before a corner the curve turns at.
BOX = {
    "\u2500": ["0 1", "2 1"], "\u2502": ["1 0", "1 2"], "\u256d": ["2 1", "Q", "1 1", "1 2"],
    "\u256e": ["0 1", "Q", "1 1", "1 2"], "\u2570": ["1 0", "Q", "1 1", "2 1"], "\u256f": ["1 0", "Q", "1 1", "0 1"],
    "\u250c": ["2 1", "1 1", "1 2"], "\u2510": ["0 1", "1 1", "1 2"], "\u2514": ["1 0", "1 1", "2 1"],
    "\u2518": ["1 0", "1 1", "0 1"],
}


class Style:
    def __init__(self):
        self.fg, self.bg, self.bold, self.faint, self.reverse = None, None, False, False, False

    def apply(self, parameters):
        codes = [int(c) if c else 0 for c in parameters.split(";")]
        i = 0
        while i < len(codes):
            code = codes[i]
            if code == 0:
                self.__init__()
            elif code in (38, 48) and i + 2 < len(codes) and codes[i + 1] == 5:
                self._set(code, xterm_rgb(codes[i + 2]))
                i += 2
            elif code in (38, 48) and i + 4 < len(codes) and codes[i + 1] == 2:
                self._set(code, tuple(codes[i + 2:i + 5]))
                i += 4
            elif code == 1:
                self.bold = True
            elif code == 2:
                self.faint = True
            elif code == 22:
                self.bold = self.faint = False
            elif code == 7:
                self.reverse = True
            elif code == 27:
                self.reverse = False
            elif code == 39:
                self.fg = None
            elif code == 49:
                self.bg = None
            elif 30 <= code <= 37 or 90 <= code <= 97:
                self.fg = XTERM_SYSTEM[code - 30 if code < 90 else code - 90 + 8]
            elif 40 <= code <= 47 or 100 <= code <= 107:
                self.bg = XTERM_SYSTEM[code - 40 if code < 100 else code - 100 + 8]
            i += 1

    def _set(self, code, colour):
        if code == 38:
            self.fg = colour
        else:
            self.bg = colour

    def colours(self):
        """The (foreground, background) a cell is painted with."""
        fg, bg = self.fg or DEFAULT_FG, self.bg or DEFAULT_BG
        if self.reverse:
            fg, bg = bg, fg
        if self.faint:
            fg = tuple((f + b) // 2 for f, b in zip(fg, bg))
        return fg, bg


def parse_screen(text, columns, rows):
    """Rows of cells (character, foreground, background, bold); blank cells are spaces."""
    screen = [[(" ", DEFAULT_FG, DEFAULT_BG, False)] * columns for _ in range(rows)]
    for row, line in enumerate(text.split("\n")[:rows]):
        style, column, position = Style(), 0, 0
        for match in list(SGR.finditer(line)) + [None]:
            end = match.start() if match else len(line)
            for character in line[position:end]:
                if column >= columns:
                    break
                fg, bg = style.colours()
                screen[row][column] = (character, fg, bg, style.bold)
                column += 2 if unicodedata.east_asian_width(character) in ("W", "F") else 1
            if not match:
                break
            position = match.end()
            style.apply(match.group(1))
    return screen


def hex_colour(rgb):
    return "#%02x%02x%02x" % rgb


def sample_rects(screen):
    """Each cell as 2x2 samples (block elements' quadrants, else the background), joined into runs."""
    half_w, half_h = CELL_WIDTH // 2, CELL_HEIGHT // 2
    rects = []
    for row, cells in enumerate(screen):
        for half in (0, 1):
            samples = []
            for character, fg, bg, _ in cells:
                filled = QUADRANTS.get(character, (0, 0, 0, 0))
                samples += [fg if filled[half * 2] else bg, fg if filled[half * 2 + 1] else bg]
            start = 0
            for index in range(1, len(samples) + 1):
                if index == len(samples) or samples[index] != samples[start]:
                    if samples[start] != DEFAULT_BG:
                        rects.append('<rect x="%d" y="%d" width="%d" height="%d" fill="%s"/>' % (
                            start * half_w, (row * 2 + half) * half_h, (index - start) * half_w, half_h,
                            hex_colour(samples[start])))
                    start = index
    return rects


def box_path(points, x, y):
    """SVG path data for one box-drawing character at the cell whose top left is (x, y)."""
    data, command = [], "M"
    for point in points:
        if point == "Q":
            command = "Q"
            continue
        half_x, half_y = (int(n) for n in point.split())
        data.append("%s%g %g" % (command, x + half_x * CELL_WIDTH / 2, y + half_y * CELL_HEIGHT / 2))
        command = "" if command == "Q" else "L"
    return " ".join(data)


def glyphs(screen):
    """Box drawing as strokes, and every other visible character as text centred in its cell (one
    element per character: not every renderer places a text run's characters by an x list)."""
    shapes, texts = [], []
    for row, cells in enumerate(screen):
        for column, (character, fg, _, bold) in enumerate(cells):
            if character == " " or character in QUADRANTS:
                continue
            x, y = column * CELL_WIDTH, row * CELL_HEIGHT
            if character in BOX:
                shapes.append('<path d="%s" stroke="%s"/>' % (box_path(BOX[character], x, y), hex_colour(fg)))
            else:
                texts.append('<text x="%d" y="%d" fill="%s"%s>%s</text>' % (
                    x + CELL_WIDTH // 2, y + 15, hex_colour(fg), ' font-weight="bold"' if bold else "", escape(character)))
    return shapes, texts


def svg(screen, columns, rows):
    shapes, texts = glyphs(screen)
    width, height = columns * CELL_WIDTH, rows * CELL_HEIGHT
    return "\n".join([
        '<svg xmlns="http://www.w3.org/2000/svg" width="%d" height="%d" viewBox="0 0 %d %d">' % (width, height, width, height),
        '<rect width="100%%" height="100%%" fill="%s"/>' % hex_colour(DEFAULT_BG),
        '<g shape-rendering="crispEdges">', *sample_rects(screen), "</g>",
        '<g fill="none" stroke-width="1.5">', *shapes, "</g>",
        '<g font-family="DejaVu Sans Mono, Menlo, Consolas, monospace" font-size="16" text-anchor="middle">',
        *texts, "</g>", "</svg>", ""])


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("capture", help="the output of `tmux capture-pane -p -e` (- for standard input)")
    parser.add_argument("--columns", type=int, default=100)
    parser.add_argument("--rows", type=int, default=32)
    parser.add_argument("-o", "--output", required=True)
    arguments = parser.parse_args()
    text = sys.stdin.read() if arguments.capture == "-" else open(arguments.capture, encoding="utf-8").read()
    with open(arguments.output, "w", encoding="utf-8") as output:
        output.write(svg(parse_screen(text, arguments.columns, arguments.rows), arguments.columns, arguments.rows))


if __name__ == "__main__":
    main()
