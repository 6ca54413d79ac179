#!/usr/bin/env python3
"""Streams made by Apple's reference LZFSE encoder (PyPI's `lzfse`, which wraps lzfse/lzfse's C code),
for LZFSEDecoderTests: each case is written as NAME.lzfse (the stream) and NAME.raw (what the reference
decoder makes of it, checked equal to the input), plus NAME.lzvn for the raw LZVN payload of streams whose
single block is `bvxn`.

Usage: lzfse_reference.py make DIR [--seed N] [--real FILE...]
       lzfse_reference.py decode STREAM OUT      (the reference decoder's output, for any stream)
Exit status 3 when the `lzfse` package is missing, so the test can skip with that message.
"""

import os
import random
import struct
import sys

try:
    import lzfse
except ImportError:
    sys.stderr.write("the Python package lzfse is not installed (pip install lzfse)\n")
    sys.exit(3)


def cases(seed, real_files):
    rng = random.Random(seed)
    yield "one-byte", b"x"
    for size in (7, 64, 1000, 4095, 4096, 20000, 300000):
        yield "random-%d" % size, bytes(rng.getrandbits(8) for _ in range(size))
    text = b"".join(b"line %d: the quick brown fox jumps over the lazy dog\n" % (i % 97) for i in range(20000))
    yield "text", text
    yield "text-small", text[:700]
    # Below 4 KB the reference writes LZVN blocks: small inputs of every kind exercise its opcodes
    # (short and long literals, small, medium, large and repeated distances, match-only runs).
    for size in (9, 40, 300, 1500, 4000):
        yield "lzvn-text-%d" % size, text[size : size * 2]
        yield "lzvn-runs-%d" % size, b"".join(bytes([rng.randrange(3)]) * rng.randrange(1, 40) for _ in range(size))[:size]
        mixed = bytearray()
        while len(mixed) < size:
            if rng.random() < 0.4 or len(mixed) < 8:
                mixed += bytes(rng.getrandbits(8) for _ in range(rng.randrange(1, 300)))
            else:
                start = rng.randrange(len(mixed))
                mixed += mixed[start : start + rng.randrange(3, 400)]
        yield "lzvn-mixed-%d" % size, bytes(mixed[:size])
    yield "runs", b"".join(bytes([rng.randrange(4)]) * rng.randrange(1, 300) for _ in range(5000))
    # Many matches: more than one compressed block (10,000 matches per block).
    yield "many-matches", b"".join(bytes([rng.randrange(256)]) * 4 + b"ab" for _ in range(60000))
    pixels = bytearray()
    for y in range(256):
        for x in range(256):
            pixels += bytes([x, y, (x * y) & 255, 255])
    yield "gradient-rgba", bytes(pixels)
    yield "mixed", bytes(rng.getrandbits(8) for _ in range(5000)) + text[:50000] + bytes(3000)
    for path in real_files:
        with open(path, "rb") as handle:
            data = handle.read()
        yield "real-" + os.path.basename(path).replace(".", "-"), data


def lzvn_payload(stream):
    """The LZVN stream inside a single-block `bvxn` stream, or None."""
    if len(stream) < 16 or stream[:4] != b"bvxn":
        return None
    _raw, payload = struct.unpack_from("<II", stream, 4)
    if stream[12 + payload : 16 + payload] != b"bvx$":
        return None
    return stream[12 : 12 + payload]


def v2_frequencies(code):
    """The 360 frequencies of a `bvx2` header's coded tables (the format's 2- to 14-bit codes)."""
    lengths = [2, 3, 2, 5, 2, 3, 2, 8, 2, 3, 2, 5, 2, 3, 2, 14] * 2
    values = [0, 2, 1, 4, 0, 3, 1, -1, 0, 2, 1, 5, 0, 3, 1, -1, 0, 2, 1, 6, 0, 3, 1, -1, 0, 2, 1, 7, 0, 3, 1, -1]
    bits = int.from_bytes(code, "little")
    out = []
    for _ in range(360):
        prefix = bits & 31
        length = lengths[prefix]
        if length == 8:
            out.append(8 + (bits >> 4 & 0xF))
        elif length == 14:
            out.append(24 + (bits >> 4 & 0x3FF))
        else:
            out.append(values[prefix])
        bits >>= length
    return out


def as_version1(stream):
    """The same stream with every `bvx2` block rewritten as `bvx1` (tables stored uncompressed)."""
    out = bytearray()
    offset = 0
    while True:
        magic = stream[offset : offset + 4]
        if magic == b"bvx$":
            return bytes(out + magic)
        if magic != b"bvx2":
            raise ValueError("as_version1 expects bvx2 blocks only")
        raw, p0, p1, p2 = struct.unpack_from("<IQQQ", stream, offset + 4)
        field = lambda word, bit, width: word >> bit & ((1 << width) - 1)
        size = field(p2, 0, 32)
        literal_payload, lmd_payload = field(p0, 20, 20), field(p1, 40, 20)
        frequencies = v2_frequencies(stream[offset + 32 : offset + size])
        header = struct.pack(
            "<4sIIIIIIi4HiHHH",
            b"bvx1", raw, literal_payload + lmd_payload, field(p0, 0, 20), field(p0, 40, 20), literal_payload, lmd_payload,
            field(p0, 60, 3) - 7, *(field(p1, 10 * i, 10) for i in range(4)), field(p1, 60, 3) - 7,
            field(p2, 32, 10), field(p2, 42, 10), field(p2, 52, 10),
        ) + struct.pack("<360H", *frequencies) + b"\0\0"
        out += header + stream[offset + size : offset + size + literal_payload + lmd_payload]
        offset += size + literal_payload + lmd_payload


def make(folder, seed, real_files):
    os.makedirs(folder, exist_ok=True)
    for name, data in cases(seed, real_files):
        stream = lzfse.compress(data)
        decoded = lzfse.decompress(stream)
        if decoded != data:
            sys.stderr.write("the reference does not round-trip %s\n" % name)
            sys.exit(1)
        with open(os.path.join(folder, name + ".lzfse"), "wb") as handle:
            handle.write(stream)
        with open(os.path.join(folder, name + ".raw"), "wb") as handle:
            handle.write(decoded)
        if stream[:4] == b"bvx2" and name in ("text", "gradient-rgba", "many-matches"):
            version1 = as_version1(stream)
            if lzfse.decompress(version1) != data:
                sys.stderr.write("the reference does not decode the bvx1 form of %s\n" % name)
                sys.exit(1)
            with open(os.path.join(folder, name + "-v1.lzfse"), "wb") as handle:
                handle.write(version1)
            with open(os.path.join(folder, name + "-v1.raw"), "wb") as handle:
                handle.write(data)
        payload = lzvn_payload(stream)
        if payload is not None:
            with open(os.path.join(folder, name + ".lzvn"), "wb") as handle:
                handle.write(payload)


def main(argv):
    if len(argv) == 2 and argv[1] == "--probe":
        return 0
    if len(argv) >= 3 and argv[1] == "make":
        seed = 23
        real = []
        rest = argv[3:]
        while rest:
            if rest[0] == "--seed" and len(rest) > 1:
                seed = int(rest[1])
                rest = rest[2:]
            elif rest[0] == "--real":
                real = rest[1:]
                rest = []
            else:
                sys.stderr.write(__doc__)
                return 2
        make(argv[2], seed, real)
        return 0
    if len(argv) == 4 and argv[1] == "decode":
        with open(argv[2], "rb") as handle:
            stream = handle.read()
        try:
            decoded = lzfse.decompress(stream)
        except lzfse.error as error:
            sys.stderr.write("reference decoder: %s\n" % error)
            return 1
        with open(argv[3], "wb") as handle:
            handle.write(decoded)
        return 0
    sys.stderr.write(__doc__)
    return 2


if __name__ == "__main__":
    sys.exit(main(sys.argv))
