import Basics

/// The width and height a picture's header declares, read without decoding it, for the formats an
/// SVG embeds (PNG, JPEG, GIF, BMP); nil for anything else or a header cut short.
enum EmbeddedImageSize {
    static func of(_ bytes: [UInt8]) -> (width: Int, height: Int)? {
        if let header = try? PNGHeader.parse(bytes: bytes) { return (header.width, header.height) }
        if bytes.starts(with: [0xFF, 0xD8]) { return jpeg(bytes) }
        if bytes.starts(with: Array("GIF8".utf8)) { return gif(bytes) }
        if bytes.starts(with: Array("BM".utf8)) { return bmp(bytes) }
        return nil
    }

    /// The largest frame a GIF declares: its logical screen, or any image descriptor beyond it.
    static func gif(_ bytes: [UInt8]) -> (width: Int, height: Int)? {
        guard bytes.count >= 13 else { return nil }
        var size = (width: littleEndian(bytes, 6, 2), height: littleEndian(bytes, 8, 2))
        var index = 13 + colorTableSize(flags: bytes[10])
        while index < bytes.count {
            switch bytes[index] {
            case 0x21:  // an extension: its label, then sub-blocks
                index = skipSubBlocks(bytes, from: index + 2)
            case 0x2C:  // an image descriptor, its colour table, the LZW code size, then sub-blocks
                guard index + 10 <= bytes.count else { return size }
                size.width = max(size.width, littleEndian(bytes, index + 5, 2))
                size.height = max(size.height, littleEndian(bytes, index + 7, 2))
                index = skipSubBlocks(bytes, from: index + 10 + colorTableSize(flags: bytes[index + 9]) + 1)
            default:  // the trailer, or something no decoder reads on from
                return size
            }
        }
        return size
    }

    /// The bytes of a GIF colour table its flags announce (none, or 3 x 2^(n+1)).
    private static func colorTableSize(flags: UInt8) -> Int {
        flags & 0x80 == 0 ? 0 : 3 << (Int(flags & 0x07) + 1)
    }

    /// The index after a run of GIF sub-blocks (each a length byte and its data, ended by a zero).
    private static func skipSubBlocks(_ bytes: [UInt8], from start: Int) -> Int {
        var index = start
        while index < bytes.count {
            let length = Int(bytes[index])
            index += 1 + length
            if length == 0 { break }
        }
        return index
    }

    /// A BMP's info header: the width, and the height's magnitude (negative means top-down).
    static func bmp(_ bytes: [UInt8]) -> (width: Int, height: Int)? {
        guard bytes.count >= 26 else { return nil }
        let width = Int32(truncatingIfNeeded: littleEndian(bytes, 18, 4))
        let height = Int32(truncatingIfNeeded: littleEndian(bytes, 22, 4))
        return (Int(width.magnitude), Int(height.magnitude))
    }

    /// A JPEG's frame header (SOF0–SOF15 but DHT, JPG and DAC), found by walking its segments.
    static func jpeg(_ bytes: [UInt8]) -> (width: Int, height: Int)? {
        var index = 2
        while index + 4 <= bytes.count {
            guard bytes[index] == 0xFF else { return nil }
            let marker = bytes[index + 1]
            if marker == 0xFF {
                index += 1  // fill byte
                continue
            }
            if marker == 0xD8 || marker == 0x01 || (0xD0...0xD7).contains(marker) {
                index += 2  // markers without a length
                continue
            }
            let length = bigEndian(bytes, index + 2, 2)
            if (0xC0...0xCF).contains(marker) && ![0xC4, 0xC8, 0xCC].contains(marker) {
                guard index + 9 <= bytes.count else { return nil }
                return (bigEndian(bytes, index + 7, 2), bigEndian(bytes, index + 5, 2))
            }
            guard marker != 0xD9, marker != 0xDA, length >= 2 else { return nil }
            index += 2 + length
        }
        return nil
    }

    private static func littleEndian(_ bytes: [UInt8], _ offset: Int, _ count: Int) -> Int {
        (0..<count).reversed().reduce(0) { $0 << 8 | Int(bytes[offset + $1]) }
    }

    private static func bigEndian(_ bytes: [UInt8], _ offset: Int, _ count: Int) -> Int {
        (0..<count).reduce(0) { $0 << 8 | Int(bytes[offset + $1]) }
    }
}
