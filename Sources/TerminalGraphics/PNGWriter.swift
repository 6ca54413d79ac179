import Basics
import CZlibSystem

/// Writes RGBA pixels as a PNG file in memory (iTerm2's inline images and kitty's `f=100` take
/// PNG). Chosen for few bytes sent to a terminal at little encoding time:
/// - RGB without alpha when every pixel is opaque (a quarter fewer bytes to compress);
/// - the Paeth filter on every row, which leaves small residues in smooth gradients;
/// - zlib's `Z_RLE` strategy (runs of one byte only, no match search): on Paeth residues as small as
///   a full LZ77 search and the fastest zlib has, and made in two halves at once (`ParallelDeflate`);
/// - a flat picture (compressed under an eighth) is tried again unfiltered at level 1, where long
///   repeats make LZ77 win, and the smaller is kept.
public enum PNGWriter {
    public static func png(_ image: RGBAImage) -> [UInt8] {
        let channels = PNGRows.isOpaque(image) ? 3 : 4
        let rawCount = image.height * (image.width * channels + 1)
        // Two halves of the rows, each filtered and compressed on its own thread.
        let parts = rawCount >= 128 * 1024 && image.height >= 2 ? 2 : 1
        var compressed = ParallelDeflate.compress(parts: parts, level: 1, strategy: Z_RLE) { part in
            PNGRows.paeth(image, channels: channels, rows: (part * image.height / parts)..<((part + 1) * image.height / parts))
        }
        if compressed.count < rawCount / 8 {
            let plain = compress(PNGRows.unfiltered(image, channels: channels), level: 1, strategy: Z_DEFAULT_STRATEGY)
            if !plain.isEmpty && plain.count < compressed.count { compressed = plain }
        }
        var header: [UInt8] = []
        header += bigEndian(UInt32(clamping: image.width)) + bigEndian(UInt32(clamping: image.height))
        // 8 bits, RGB (2) or RGBA (6), deflate, adaptive filtering, not interlaced.
        header += [8, channels == 3 ? 2 : 6, 0, 0, 0]
        var file: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        file.reserveCapacity(compressed.count + 64)
        file += chunk("IHDR", header)
        file += chunk("IDAT", compressed)
        file += chunk("IEND", [])
        return file
    }

    /// zlib-wrapped deflate with a strategy (`compress2` takes none); empty only if zlib has no memory.
    static func compress(_ data: [UInt8], level: Int32, strategy: Int32) -> [UInt8] {
        var stream = z_stream()
        guard czlib_deflate_init(&stream, level) == Z_OK else { return [] }
        defer { deflateEnd(&stream) }
        guard deflateParams(&stream, level, strategy) == Z_OK else { return [] }
        var output = [UInt8](repeating: 0, count: Int(deflateBound(&stream, uLong(data.count))))
        let status = data.withUnsafeBufferPointer { source in
            output.withUnsafeMutableBufferPointer { target in
                stream.next_in = UnsafeMutablePointer(mutating: source.baseAddress)
                stream.avail_in = uInt(source.count)
                stream.next_out = target.baseAddress
                stream.avail_out = uInt(target.count)
                return CZlibSystem.deflate(&stream, Z_FINISH)
            }
        }
        // deflateBound gives the room, so one call finishes.
        guard status == Z_STREAM_END else { return [] }
        output.removeLast(output.count - Int(stream.total_out))
        return output
    }

    static func chunk(_ kind: String, _ body: [UInt8]) -> [UInt8] {
        var typed = Array(kind.utf8)
        typed += body
        let crc = typed.withUnsafeBufferPointer { crc32(0, $0.baseAddress, uInt($0.count)) }
        return bigEndian(UInt32(clamping: body.count)) + typed + bigEndian(UInt32(truncatingIfNeeded: crc))
    }

    static func bigEndian(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
    }
}
