"""Writes compiled asset catalogs (Assets.car) for the benchmarks, in the layout actool writes and
CompiledCatalog reads (docs/compiled-catalog.md): a BOM store with the CAR header, the key format,
the names (FACETKEYS), the appearances and one rendition per bitmap, its pixels LZFSE-compressed with
the reference encoder (PyPI's `lzfse`) when it is installed, else zlib (standard library only).

    car(sets) -> bytes       sets: [(name, [(idiom, width, height, scale, appearance, premultiplied BGRA bytes)])]
    idioms: 0 universal, 1 iPhone, 2 iPad, 6 App Store; appearances: 0 any, 1 dark, 10 tinted.
"""
import struct
import zlib

KEY_FORMAT = [7, 12, 15, 9, 17, 2]
ICON_IMAGE_PART = 220


def compress(pixels):
    """(compression code, data): LZFSE (4) through the reference encoder when present, else zlib (2)."""
    try:
        import lzfse
        return 4, lzfse.compress(pixels)
    except ImportError:
        return 2, zlib.compress(pixels, 6)


def rendition(width, height, scale, pixels, name, packed=None):
    code, data = packed if packed else compress(pixels)
    bitmap = b"MLEC" + struct.pack("<III", 0, code, len(data)) + data
    csi = b"ISTC" + struct.pack("<IIIII", 1, 0, width, height, scale * 100) + b"BGRA" + struct.pack("<IIHH", 1, 0, 12, 0)
    csi += name.encode()[:128].ljust(128, b"\0") + struct.pack("<IIII", 0, 1, 0, len(bitmap))
    return csi + bitmap


def car(sets):
    """The catalog's bytes. A bitmap may be given as (code, data) already compressed, to share the work."""
    blocks = [b""]

    def add(data):
        blocks.append(data)
        return len(blocks) - 1

    def tree(entries):
        leaf = add(struct.pack(">HHII", 1, len(entries), 0, 0) + b"".join(struct.pack(">II", value, key) for key, value in entries))
        return add(b"tree" + struct.pack(">IIIIB", 0x1000, leaf, 4096, len(entries), 0))

    renditions, facets = [], []
    for set_index, (name, images) in enumerate(sets):
        identifier = 1000 + set_index
        facets.append((add(name.encode()), add(struct.pack("<HHH", 0, 0, 2) + struct.pack("<HHHH", 2, ICON_IMAGE_PART, 17, identifier))))
        for image_index, (idiom, width, height, scale, appearance, pixels) in enumerate(images):
            key = struct.pack("<6H", appearance, scale, idiom, image_index + 1, identifier, ICON_IMAGE_PART)
            packed = pixels if isinstance(pixels, tuple) else None
            renditions.append((add(key), add(rendition(width, height, scale, None if packed else pixels, f"{name}-{image_index}.png", packed))))
    appearances = [(add(n.encode()), add(struct.pack("<H", i))) for n, i in [("UIAppearanceAny", 0), ("UIAppearanceDark", 1), ("ISAppearanceTintable", 10)]]
    header = b"RATC" + struct.pack("<IIII", 972, 17, 0, len(renditions)) + b"@(#)PROGRAM:CoreUI  PROJECT:CoreUI-972".ljust(128, b"\0")
    header += b"Xcode 26.2 (17C52) via iconpicker's benchmarks".ljust(256, b"\0") + bytes(16) + struct.pack("<IIII", 0, 2, 1, 2)
    variables = [("CARHEADER", add(header)),
                 ("KEYFORMAT", add(b"tmfk" + struct.pack("<II", 0, len(KEY_FORMAT)) + struct.pack("<%dI" % len(KEY_FORMAT), *KEY_FORMAT))),
                 ("RENDITIONS", tree(renditions)), ("FACETKEYS", tree(facets)), ("APPEARANCEKEYS", tree(appearances))]
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
    return bytes(out)


def premultiplied_bgra(rgb_rows, size):
    """Opaque RGB rows (each led by a PNG filter byte, as draw-demo-icons.render makes them) as BGRA."""
    out = bytearray()
    stride = 1 + 3 * size
    for y in range(size):
        row = rgb_rows[y * stride + 1:(y + 1) * stride]
        for x in range(size):
            red, green, blue = row[3 * x:3 * x + 3]
            out += bytes((blue, green, red, 255))
    return bytes(out)
