#!/usr/bin/env python3
"""LZFSE decoder and catalog-index figures for issue 23, measured side by side.

- LZFSE: each stream is decoded REPEAT times by our Swift decoder (catalog-bench, in process) and by
  Apple's reference C decoder (PyPI's `lzfse`, in process); the best time of each is compared. Streams:
  those the reference encoder makes from random, text, pixel and real data (lzfse_reference.py), and
  every LZFSE stream inside the catalogs of ../shared/cars (their row bands). The reference is timed
  through ctypes on lzfse_decode_buffer itself, with the output and scratch buffers allocated once.
- Index: each catalog's index (header, key format, names, appearances, every rendition's key and CSI
  header, no pixels) is read REPEAT times; the best time per rendition scales to a 50 MB catalog. A
  synthetic 50 MB catalog is written too (the layout of the real ones: a BOM store, B+ trees of 256
  entries per leaf, renditions of 10 kB incompressible LZFSE payloads) and its index timed the same way.

Usage: scripts/bench-car.py [--repeat N] [--bin PATH]   (builds catalog-bench in release unless --bin)
"""

import argparse
import os
import struct
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
CARS = os.path.join(os.path.dirname(ROOT), "shared", "cars")


def car_streams(path, folder):
    """Writes every LZFSE stream of a catalog's bitmaps (whole or in KCBC bands) into folder."""
    data = open(path, "rb").read()
    names = []
    start = 0
    while True:
        at = data.find(b"MLEC", start)
        if at < 0:
            return names
        start = at + 4
        flags, compression, length = struct.unpack_from("<III", data, at + 4)
        if compression != 4:
            continue
        pieces = []
        if flags & 1 and length < 4096:
            offset = at + 16
            for _ in range(length):
                size = struct.unpack_from("<I", data, offset + 16)[0]
                pieces.append(data[offset + 20 : offset + 20 + size])
                offset += 20 + size
        elif not flags & 1:
            pieces.append(data[at + 16 : at + 16 + length])
        for piece in pieces:
            if piece[:3] == b"bvx":
                name = os.path.join(folder, "%s-%d.lzfse" % (os.path.basename(path)[:24], len(names)))
                open(name, "wb").write(piece)
                names.append(name)


def synthetic_car(path, megabytes, random_payloads=False):
    """A catalog of about `megabytes` MB: one icon set whose renditions hold 10 kB stored LZFSE blocks (a
    64-byte pattern repeated, or with `random_payloads` random bytes, which deflate cannot shrink either,
    as it cannot real LZFSE payloads)."""
    import random

    rng = random.Random(50)
    blocks = [b""]

    def add(data):
        blocks.append(data)
        return len(blocks) - 1

    def tree(entries):
        leaves = [entries[i : i + 256] for i in range(0, len(entries), 256)] or [[]]
        indices = [add(b"") for _ in leaves]
        for position, (index, leaf) in enumerate(zip(indices, leaves)):
            forward = indices[position + 1] if position + 1 < len(indices) else 0
            blocks[index] = struct.pack(">HHII", 1, len(leaf), forward, 0) + b"".join(struct.pack(">II", v, k) for k, v in leaf)
        root = add(struct.pack(">HHII", 0, len(indices), 0, 0) + b"".join(struct.pack(">II", i, 0) for i in indices))
        return add(b"tree" + struct.pack(">IIIIB", 0x1000, root, 4096, len(entries), 0))

    header = add(b"RATC" + struct.pack("<IIII", 972, 17, 0, 0) + b"CoreUI".ljust(128, b"\0") + b"synthetic".ljust(256, b"\0") + bytes(16) + struct.pack("<IIII", 0, 2, 1, 2))
    key_format = add(b"tmfk" + struct.pack("<II", 0, 6) + struct.pack("<6I", 7, 12, 15, 9, 17, 2))
    renditions = []
    for index in range(megabytes * 100):
        pixels = rng.randbytes(10240) if random_payloads else bytes(rng.getrandbits(8) for _ in range(64)) * 160
        payload = b"bvx-" + struct.pack("<I", len(pixels)) + pixels + b"bvx$"
        bitmap = b"MLEC" + struct.pack("<III", 0, 4, len(payload)) + payload
        name = ("Icon%d.png" % index).encode().ljust(128, b"\0")
        csi = b"ISTC" + struct.pack("<IIIII", 1, 0, 80, 32, 100) + b"BGRA" + struct.pack("<IIHH", 1, 0, 12, 0) + name
        csi += struct.pack("<IIII", 0, 1, 0, len(bitmap)) + bitmap
        key = struct.pack("<6H", 0, 1 + index % 3, 1, index, 6849, 220)
        renditions.append((add(key), add(csi)))
    facet = struct.pack("<HHH", 0, 0, 2) + struct.pack("<HHHH", 2, 220, 17, 6849)
    facets = tree([(add(b"AppIcon"), add(facet))])
    variables = [("CARHEADER", header), ("KEYFORMAT", key_format), ("RENDITIONS", tree(renditions)), ("FACETKEYS", facets)]
    out = bytearray(b"BOMStore" + bytes(24))
    addresses = [(0, 0)]
    for block in blocks[1:]:
        addresses.append((len(out), len(block)))
        out += block
    index_offset = len(out)
    out += struct.pack(">I", len(addresses)) + b"".join(struct.pack(">II", a, l) for a, l in addresses)
    variables_offset = len(out)
    out += struct.pack(">I", len(variables)) + b"".join(struct.pack(">IB", i, len(n)) + n.encode() for n, i in variables)
    struct.pack_into(">IIIIII", out, 8, 1, len(blocks), index_offset, variables_offset - index_offset, variables_offset, len(out) - variables_offset)
    with open(path, "wb") as handle:
        handle.write(out)


def reference_time(path, size, repeat):
    """The reference C decoder's lzfse_decode_buffer, called through ctypes from the `lzfse` package's
    extension (which links lzfse/lzfse's C code) into a buffer of the known size, with its scratch
    allocated once: the C decoder's own time, without the Python binding's buffer guessing."""
    import ctypes

    import lzfse

    library = ctypes.CDLL(lzfse.__file__)
    library.lzfse_decode_buffer.restype = ctypes.c_size_t
    library.lzfse_decode_buffer.argtypes = [ctypes.c_void_p, ctypes.c_size_t, ctypes.c_char_p, ctypes.c_size_t, ctypes.c_void_p]
    library.lzfse_decode_scratch_size.restype = ctypes.c_size_t
    stream = open(path, "rb").read()
    output = ctypes.create_string_buffer(size + 1)
    scratch = ctypes.create_string_buffer(library.lzfse_decode_scratch_size())
    best = float("inf")
    for _ in range(repeat):
        start = time.perf_counter()
        written = library.lzfse_decode_buffer(output, size + 1, stream, len(stream), scratch)
        best = min(best, time.perf_counter() - start)
    if written != size:
        raise SystemExit("the reference decoded %s to %d bytes, ours to %d" % (path, written, size))
    return best


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--repeat", type=int, default=20)
    parser.add_argument("--bin")
    args = parser.parse_args()
    binary = args.bin
    if not binary:
        subprocess.run(["swift", "build", "-c", "release", "--product", "catalog-bench"], cwd=ROOT, check=True, stdout=subprocess.DEVNULL)
        binary = os.path.join(ROOT, ".build", "release", "catalog-bench")
    print("load average before: %.2f %.2f %.2f" % os.getloadavg())
    with tempfile.TemporaryDirectory() as folder:
        made = os.path.join(folder, "made")
        real = [os.path.join(CARS, name) for name in sorted(os.listdir(CARS)) if name.endswith(".car")] if os.path.isdir(CARS) else []
        subprocess.run([sys.executable, os.path.join(ROOT, "Tests/CompiledCatalogTests/lzfse_reference.py"), "make", made, "--real"] + real[:1], check=True)
        streams = sorted(os.path.join(made, name) for name in os.listdir(made) if name.endswith(".lzfse"))
        for car in real:
            streams += car_streams(car, folder)
        output = subprocess.run([binary, "lzfse", str(args.repeat)] + streams, check=True, capture_output=True, text=True).stdout.split("\n")
        total_ours = total_reference = 0.0
        total_bytes = 0
        worst = (0.0, "")
        print("%-44s %10s %10s %10s %6s" % ("stream", "bytes", "ours ms", "C ms", "ratio"))
        for path, line in zip(streams, output):
            _name, size, ours = line.split()
            reference = reference_time(path, int(size), args.repeat)
            total_ours += float(ours)
            total_reference += reference
            total_bytes += int(size)
            if int(size) >= 4096:
                worst = max(worst, (float(ours) / reference, os.path.basename(path)))
            if int(size) >= 100000:
                print("%-44s %10s %10.3f %10.3f %6.2f" % (os.path.basename(path)[:44], size, float(ours) * 1e3, reference * 1e3, float(ours) / reference))
        print("all %d streams, %d bytes: ours %.1f ms, reference %.1f ms, ratio %.2f"
              % (len(streams), total_bytes, total_ours * 1e3, total_reference * 1e3, total_ours / total_reference))
        print("slowest stream of 4 kB or more against the reference: %s, %.2fx" % (worst[1], worst[0]))
    synthetic = os.path.join(tempfile.gettempdir(), "bench-car-50mb.car")
    synthetic_car(synthetic, 50)
    for car in real + [synthetic]:
        count, seconds, with_read, cpu = subprocess.run([binary, "list", str(args.repeat), car], check=True, capture_output=True, text=True).stdout.split()
        size = os.path.getsize(car)
        per = float(seconds) / int(count)
        print("index of %s (%.1f MB, %s renditions): %.3f ms from memory, %.3f ms from the file (CPU %.3f ms), "
              "%.2f us per rendition; 50 MB of the same density: %.1f ms"
              % (os.path.basename(car), size / 1e6, count, float(seconds) * 1e3, float(with_read) * 1e3, float(cpu) * 1e3,
                 per * 1e6, float(seconds) * 50e6 / size * 1e3))
    print("load average after: %.2f %.2f %.2f" % os.getloadavg())


if __name__ == "__main__":
    main()
