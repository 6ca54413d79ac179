#!/usr/bin/env python3
"""Fails when a Swift function in Sources is longer than the house limit (60 lines).

A function is a `func`, `init`, `deinit` or `subscript` with a body, a computed property, or a closure
assigned to a name (`let make = { ... }`, `static let table: [T] = { ... }()`). Its length counts the
lines from the one holding the declaration to the one holding its closing brace, both included; nested
functions count in their own right and inside the function that holds them.

Usage: scripts/check-function-length.py [--limit 60] [--all] [paths...]   (default path: Sources)
Exit status: 0 when nothing is over the limit, 1 otherwise (the offenders are listed, longest first).
`--all` lists every function with its length instead, for a look at the distribution.
"""

import argparse
import pathlib
import re
import sys

TYPE_KEYWORDS = {"struct", "class", "enum", "extension", "actor", "protocol"}
FUNCTION_KEYWORDS = {"func", "init", "deinit", "subscript"}
# Words that start a new declaration: meeting one before a body's `{` means the previous declaration
# had none (a protocol requirement).
DECLARATION_STARTS = FUNCTION_KEYWORDS | TYPE_KEYWORDS | {"var", "let", "case", "typealias", "associatedtype", "import"}
WORD = re.compile(r"[A-Za-z_][A-Za-z0-9_]*|`[^`]*`")


def code_only(text):
    """The source with comments and string literals blanked out (newlines kept), so braces and words
    seen afterwards are code. String interpolations stay code: `"\\(a.map { $0 })"` has real braces."""
    out = []
    i, n = 0, len(text)
    # Each entry is an open string (its closing quote, raw hash count) or an interpolation ("(" depth).
    stack = []

    def blank(segment):
        out.append("".join(c if c == "\n" else " " for c in segment))

    while i < n:
        in_string = stack and stack[-1][0] == "string"
        if in_string:
            _, quote, hashes = stack[-1]
            if text.startswith("\\" + "#" * hashes + "(", i):
                blank(text[i:i + 2 + hashes])
                i += 2 + hashes
                stack.append(["interpolation", 0])
                continue
            if text.startswith("\\" + "#" * hashes, i) and hashes == 0:
                blank(text[i:i + 2])
                i += 2
                continue
            closing = quote + "#" * hashes
            if text.startswith(closing, i):
                blank(closing)
                i += len(closing)
                stack.pop()
                continue
            blank(text[i])
            i += 1
            continue
        c = text[i]
        if text.startswith("//", i):
            end = text.find("\n", i)
            end = n if end < 0 else end
            blank(text[i:end])
            i = end
            continue
        if text.startswith("/*", i):
            depth, j = 1, i + 2
            while j < n and depth:
                if text.startswith("/*", j):
                    depth, j = depth + 1, j + 2
                elif text.startswith("*/", j):
                    depth, j = depth - 1, j + 2
                else:
                    j += 1
            blank(text[i:j])
            i = j
            continue
        match = re.match(r'(#*)("""|")', text[i:i + 64])
        if match and (match.group(1) == "" or c == "#"):
            hashes, quote = len(match.group(1)), match.group(2)
            blank(match.group(0))
            i += len(match.group(0))
            stack.append(["string", quote, hashes])
            continue
        if stack and stack[-1][0] == "interpolation":
            if c == "(":
                stack[-1][1] += 1
            elif c == ")":
                if stack[-1][1] == 0:
                    stack.pop()
                    out.append(" ")
                    i += 1
                    continue
                stack[-1][1] -= 1
        out.append(c)
        i += 1
    return "".join(out)


def tokens(code):
    """Words and single punctuation characters with their line numbers."""
    line = 1
    i, n = 0, len(code)
    while i < n:
        c = code[i]
        if c == "\n":
            line += 1
            i += 1
        elif c.isspace():
            i += 1
        else:
            match = WORD.match(code, i)
            if match:
                yield match.group(0), line
                i = match.end()
            else:
                yield c, line
                i += 1


def functions(path):
    """(line, name, length) for every function-like body in one file."""
    toks = list(tokens(code_only(path.read_text(encoding="utf-8"))))
    found = []
    # Open braces: for each, the (kind, name, start line) it belongs to, or None for a plain block.
    braces = []
    pending = None  # the declaration whose body `{` is awaited: (kind, name, line)
    depth = 0  # parentheses and brackets inside a pending signature
    for index, (tok, line) in enumerate(toks):
        previous = toks[index - 1][0] if index else ""
        following = toks[index + 1][0] if index + 1 < len(toks) else ""
        if pending and depth == 0 and tok in DECLARATION_STARTS and previous not in (".", "var", "let"):
            pending = None  # the pending declaration had no body
        if tok in ("(", "["):
            depth += 1 if pending else 0
        elif tok in (")", "]"):
            depth = max(0, depth - 1) if pending else 0
        elif tok == "{":
            if pending and depth == 0:
                braces.append(pending)
                pending = None
            else:
                braces.append(None)
        elif tok == "}":
            if braces:
                opened = braces.pop()
                if opened and opened[0] == "function":
                    found.append((opened[2], opened[1], line - opened[2] + 1))
            if depth == 0:
                pending = None
        elif tok in TYPE_KEYWORDS and previous != "." and following not in (".", "(", ":"):
            if tok == "class" and following in ("func", "var", "let", "subscript", "override", "final"):
                continue  # `class func`, a modifier
            name = following
            # `extension Outer.Inner`: take the dotted name.
            j = index + 2
            while j + 1 < len(toks) and toks[j][0] == ".":
                name += "." + toks[j + 1][0]
                j += 2
            pending, depth = ("type", name, line), 0
        elif tok in FUNCTION_KEYWORDS and previous != "." and following != ".":
            if tok == "init" and following not in ("(", "?", "!", "<"):
                continue
            name = following if tok == "func" else tok
            pending, depth = ("function", qualified(braces, name), line), 0
        elif tok in ("var", "let") and previous not in BINDING_IN_A_PATTERN:
            if property_has_body(toks, index):
                pending, depth = ("function", qualified(braces, following), line), 0
    return found


# `if let x {`, `case let .a(b)`, `for var x in`: bindings in conditions and patterns, not properties.
BINDING_IN_A_PATTERN = {"if", "guard", "while", "case", "for", ",", "(", "catch", "."}


def property_has_body(toks, index):
    """Whether the `var`/`let` at `index` is a computed property (`var name: T {`) or a closure bound to
    a name (`let name = {`), rather than a stored value."""
    nesting = 0
    for j in range(index + 2, len(toks)):
        tok, line = toks[j]
        before = toks[j - 1][0]
        arrow = before == ">" and toks[j - 2][0] == "-"
        if nesting == 0 and line != toks[j - 1][1] and before not in (":", ".", "&", "=") and not arrow and tok not in ("{", "=", "."):
            return False  # the declaration ended at the end of its line
        if nesting == 0 and tok in DECLARATION_STARTS:
            return False
        if tok in ("(", "[", "<"):
            nesting += 1
        elif tok in (")", "]") or (tok == ">" and before != "-"):
            nesting -= 1
        elif nesting == 0 and tok == "=":
            return j + 1 < len(toks) and toks[j + 1][0] == "{"
        elif nesting == 0 and tok == "{":
            return True
        elif nesting == 0 and tok in ("}", ",", ";"):
            return False
    return False


def qualified(braces, name):
    types = [entry[1] for entry in braces if entry and entry[0] == "type"]
    return ".".join(types + [name]) if types else name


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("paths", nargs="*", default=["Sources"])
    parser.add_argument("--limit", type=int, default=60)
    parser.add_argument("--all", action="store_true", help="list every function with its length")
    arguments = parser.parse_args()
    root = pathlib.Path(__file__).resolve().parent.parent
    files = []
    for path in arguments.paths:
        path = pathlib.Path(path)
        path = path if path.is_absolute() else root / path
        files += sorted(path.rglob("*.swift")) if path.is_dir() else [path]
    results = []
    for file in files:
        shown = file.relative_to(root) if file.is_relative_to(root) else file
        results += [(length, f"{shown}:{line}", name) for line, name, length in functions(file)]
    results.sort(key=lambda result: (-result[0], result[1]))
    if arguments.all:
        for length, place, name in results:
            print(f"{length:4}  {place}  {name}")
        return 0
    over = [result for result in results if result[0] > arguments.limit]
    for length, place, name in over:
        print(f"{place}: {name} is {length} lines (limit {arguments.limit})")
    if over:
        print(f"{len(over)} function(s) over {arguments.limit} lines; split them (the house limit, docs/development.md).", file=sys.stderr)
        return 1
    print(f"No function in {', '.join(arguments.paths)} is over {arguments.limit} lines ({len(results)} checked).")
    return 0


if __name__ == "__main__":
    sys.exit(main())
