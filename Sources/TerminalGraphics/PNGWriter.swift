import Basics
import CZlibSystem

/// Writes RGBA pixels as a PNG file in memory (iTerm2's inline images and kitty's `f=100` take
/// PNG). Filter "none" on every row and zlib level 1: the bytes go to a local terminal, where
/// encoding time matters more than a few percent of size.
public enum PNGWriter {
    public static func png(_ image: RGBAImage) -> [UInt8] {
        var raw: [UInt8] = []
        raw.reserveCapacity(image.height * (image.width * 4 + 1))
        for row in 0..<image.height {
            raw.append(0)
            raw += image.pixels[(row * image.width * 4)..<((row + 1) * image.width * 4)]
        }
        var header: [UInt8] = []
        header += bigEndian(UInt32(clamping: image.width)) + bigEndian(UInt32(clamping: image.height))
        header += [8, 6, 0, 0, 0]  // 8-bit RGBA, deflate, no filter method extras, not interlaced
        var file: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        file += chunk("IHDR", header)
        file += chunk("IDAT", deflate(raw))
        file += chunk("IEND", [])
        return file
    }

    /// zlib-wrapped deflate, as PNG's IDAT and kitty's `o=z` both expect.
    public static func deflate(_ data: [UInt8]) -> [UInt8] {
        var size = compressBound(uLong(data.count))
        var output = [UInt8](repeating: 0, count: Int(size))
        let status = output.withUnsafeMutableBufferPointer { target in
            data.withUnsafeBufferPointer { source in
                compress2(target.baseAddress, &size, source.baseAddress, uLong(source.count), 1)
            }
        }
        // compress2 only fails for want of memory or room, and compressBound gives the room.
        guard status == Z_OK else { return [] }
        return Array(output.prefix(Int(size)))
    }

    static func chunk(_ kind: String, _ body: [UInt8]) -> [UInt8] {
        let typed = Array(kind.utf8) + body
        let crc = typed.withUnsafeBufferPointer { crc32(0, $0.baseAddress, uInt($0.count)) }
        return bigEndian(UInt32(clamping: body.count)) + typed + bigEndian(UInt32(truncatingIfNeeded: crc))
    }

    static func bigEndian(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
    }
}
