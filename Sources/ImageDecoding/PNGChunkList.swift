/// A PNG's chunks as byte ranges of the file, in order, so a rewrite can copy the ones it keeps
/// byte for byte.
struct PNGChunkList {
    struct Chunk {
        /// The four-letter type, e.g. "IHDR".
        var type: String
        /// The whole chunk: length, type, data and CRC.
        var whole: Range<Int>
        /// The data alone.
        var body: Range<Int>
    }

    var chunks: [Chunk]

    /// Walks the chunks after the signature up to and including IEND; a chunk that runs past the end
    /// of the file, or a file without IEND, is cut short. At most `maxChunks` are read (a file of
    /// empty chunks must not make a list of millions).
    init(_ bytes: [UInt8], maxChunks: Int = 100_000) throws(ImageDecodeError) {
        chunks = []
        var offset = 8
        while offset + 12 <= bytes.count, chunks.count < maxChunks {
            let length = Int(bytes[offset..<offset + 4].reduce(UInt32(0)) { $0 << 8 | UInt32($1) })
            let type = String(decoding: bytes[offset + 4..<offset + 8], as: UTF8.self)
            let (end, overflow) = (offset + 8).addingReportingOverflow(length)
            guard !overflow, end + 4 <= bytes.count else { throw .init(.truncated, "the \(type) chunk is cut short") }
            chunks.append(Chunk(type: type, whole: offset..<end + 4, body: offset + 8..<end))
            offset = end + 4
            if type == "IEND" { return }
        }
        if chunks.count >= maxChunks { throw .init(.damaged, "is damaged (more than \(maxChunks) chunks)") }
        throw .init(.truncated, "the file is cut short (no IEND chunk)")
    }

    /// One chunk's bytes with a fresh CRC.
    static func chunk(_ type: String, _ body: ArraySlice<UInt8>) -> [UInt8] {
        let length = UInt32(clamping: body.count)
        let typed = Array(type.utf8) + body
        let crc = Zlib.crc(typed[...])
        return bigEndian(length) + typed + bigEndian(crc)
    }

    private static func bigEndian(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
    }
}
