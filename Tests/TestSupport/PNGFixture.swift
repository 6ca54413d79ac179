import Foundation

/// Writes real, decodable PNG files (zlib stream of stored deflate blocks, CRCs and all), so
/// tests need no image library and every decoder accepts them.
public enum PNGFixture {
    /// An RGB or RGBA image filled with one colour.
    public static func solid(
        width: Int, height: Int, rgba: (UInt8, UInt8, UInt8, UInt8) = (200, 40, 90, 255),
        alpha: Bool = false
    ) -> Data {
        let channels = alpha ? 4 : 3
        var raw = Data(capacity: (width * channels + 1) * height)
        for _ in 0..<height {
            raw.append(0)
            for _ in 0..<width {
                raw.append(contentsOf: [rgba.0, rgba.1, rgba.2])
                if alpha { raw.append(rgba.3) }
            }
        }
        return png(width: width, height: height, colorType: alpha ? 6 : 2, raw: raw)
    }

    /// A 16-bit RGBA image filled with one colour (big-endian samples, as PNG stores them).
    public static func deep(width: Int, height: Int, rgba: (UInt16, UInt16, UInt16, UInt16)) -> Data {
        var raw = Data(capacity: (width * 8 + 1) * height)
        for _ in 0..<height {
            raw.append(0)
            for _ in 0..<width {
                for sample in [rgba.0, rgba.1, rgba.2, rgba.3] { raw.append(contentsOf: [UInt8(sample >> 8), UInt8(sample & 0xFF)]) }
            }
        }
        var data = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        data += chunk("IHDR", bigEndian(UInt32(width)) + bigEndian(UInt32(height)) + Data([16, 6, 0, 0, 0]))
        data += chunk("IDAT", zlibStored(raw))
        data += chunk("IEND", Data())
        return data
    }

    /// A PNG from already-filtered scanlines.
    public static func png(width: Int, height: Int, colorType: UInt8, raw: Data, extraChunkBeforeHeader: (String, Data)? = nil) -> Data {
        var data = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        if let (type, body) = extraChunkBeforeHeader { data += chunk(type, body) }
        var header = Data()
        header += bigEndian(UInt32(width)) + bigEndian(UInt32(height))
        header += Data([8, colorType, 0, 0, 0])
        data += chunk("IHDR", header)
        data += chunk("IDAT", zlibStored(raw))
        data += chunk("IEND", Data())
        return data
    }

    /// A PNG of `samples` as stored (rows tightly packed, 16-bit samples big-endian) in any bit depth
    /// and colour type, each row unfiltered; `interlaced` lays the rows out in Adam7's seven passes.
    public static func stored(
        width: Int, height: Int, bitDepth: UInt8, colorType: UInt8, samples: [UInt8], interlaced: Bool = false
    ) -> Data {
        let pixelBytes = samples.count / (width * height)
        var raw = Data(capacity: samples.count + height * 7)
        let passes = interlaced ? adam7 : [(0, 0, 1, 1)]
        for (x0, y0, dx, dy) in passes where x0 < width && y0 < height {
            for y in stride(from: y0, to: height, by: dy) {
                raw.append(0)
                for x in stride(from: x0, to: width, by: dx) {
                    let start = (y * width + x) * pixelBytes
                    raw.append(contentsOf: samples[start..<start + pixelBytes])
                }
            }
        }
        var data = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        let header = bigEndian(UInt32(width)) + bigEndian(UInt32(height)) + Data([bitDepth, colorType, 0, 0, interlaced ? 1 : 0])
        data += chunk("IHDR", header)
        data += chunk("IDAT", zlibStored(raw))
        data += chunk("IEND", Data())
        return data
    }

    /// Adam7's passes: first column and row, then the steps between them.
    static let adam7 = [(0, 0, 8, 8), (4, 0, 8, 8), (0, 4, 4, 8), (2, 0, 4, 4), (0, 2, 2, 4), (1, 0, 2, 2), (0, 1, 1, 2)]

    /// `png` with `chunk` (a whole chunk) inserted before its IEND.
    public static func appending(_ chunk: Data, beforeEndOf png: Data) -> Data {
        png.dropLast(12) + chunk + png.suffix(12)
    }

    /// `png` with `chunks` inserted right after its IHDR (or after CgBI and IHDR).
    public static func inserting(_ chunks: [Data], afterHeaderOf png: Data) -> Data {
        var offset = 8
        while offset + 8 <= png.count {
            let start = png.startIndex + offset
            let length = png[start..<start + 4].reduce(0) { $0 << 8 | Int($1) }
            let type = String(decoding: png[start + 4..<start + 8], as: UTF8.self)
            offset += 12 + length
            if type == "IHDR" { break }
        }
        return png.prefix(offset) + chunks.reduce(Data(), +) + png.dropFirst(offset)
    }

    /// A zTXt, iTXt (compressed) or iCCP chunk whose compressed part is `compressed`.
    public static func compressedAncillary(_ type: String, compressed: Data) -> Data {
        switch type {
        case "iTXt": return chunk(type, Data("k".utf8) + Data([0, 1, 0, 0, 0]) + compressed)
        default: return chunk(type, Data("k".utf8) + Data([0, 0]) + compressed)
        }
    }

    public static func chunk(_ type: String, _ body: Data) -> Data {
        let typed = Data(type.utf8) + body
        return bigEndian(UInt32(body.count)) + typed + bigEndian(crc32(typed))
    }

    static func bigEndian(_ value: UInt32) -> Data {
        Data([UInt8(value >> 24 & 0xFF), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)])
    }

    /// Crushes RGBA pixels the way Xcode's pngcrush does for built apps: a `CgBI` chunk before
    /// `IHDR`, BGRA with premultiplied alpha, and raw deflate data without a zlib header.
    public static func cgbi(width: Int, height: Int, rgba: [UInt8]) -> Data {
        var raw = Data(capacity: (width * 4 + 1) * height)
        for y in 0..<height {
            raw.append(0)
            for x in 0..<width {
                let index = (y * width + x) * 4
                let alpha = Int(rgba[index + 3])
                func premultiplied(_ value: UInt8) -> UInt8 { UInt8((Int(value) * alpha + 127) / 255) }
                raw.append(contentsOf: [
                    premultiplied(rgba[index + 2]), premultiplied(rgba[index + 1]),
                    premultiplied(rgba[index]), UInt8(alpha),
                ])
            }
        }
        var data = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        data += chunk("CgBI", Data([0x50, 0x00, 0x20, 0x06]))
        data += chunk("IHDR", bigEndian(UInt32(width)) + bigEndian(UInt32(height)) + Data([8, 6, 0, 0, 0]))
        data += chunk("IDAT", deflateStored(raw))
        data += chunk("IEND", Data())
        return data
    }

    /// Raw deflate (no zlib header, no checksum) made of stored blocks.
    static func deflateStored(_ raw: Data) -> Data {
        let stream = zlibStored(raw)
        return stream.dropFirst(2).dropLast(4)
    }

    /// A zlib stream made of uncompressed deflate blocks.
    static func zlibStored(_ raw: Data) -> Data {
        var out = Data([0x78, 0x01])
        let bytes = [UInt8](raw)
        var offset = 0
        repeat {
            let length = min(65_535, bytes.count - offset)
            let final: UInt8 = offset + length >= bytes.count ? 1 : 0
            out.append(final)
            out.append(contentsOf: [UInt8(length & 0xFF), UInt8(length >> 8), UInt8(~length & 0xFF), UInt8((~length >> 8) & 0xFF)])
            out.append(contentsOf: bytes[offset..<offset + length])
            offset += length
        } while offset < bytes.count
        var a: UInt32 = 1
        var b: UInt32 = 0
        for byte in bytes {
            a = (a + UInt32(byte)) % 65_521
            b = (b + a) % 65_521
        }
        return out + bigEndian(b << 16 | a)
    }

    static let crcTable: [UInt32] = (0..<256).map { index -> UInt32 in
        var c = UInt32(index)
        for _ in 0..<8 { c = c & 1 != 0 ? 0xEDB8_8320 ^ (c >> 1) : c >> 1 }
        return c
    }

    public static func crc32(_ data: Data) -> UInt32 {
        var c: UInt32 = 0xFFFF_FFFF
        for byte in data { c = crcTable[Int((c ^ UInt32(byte)) & 0xFF)] ^ (c >> 8) }
        return c ^ 0xFFFF_FFFF
    }
}
