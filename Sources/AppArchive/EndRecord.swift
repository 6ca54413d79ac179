/// The end of central directory record (and its ZIP64 form when the 32-bit one is saturated).
struct EndRecord {
    var entryCount: Int
    var directorySize: Int
    var directoryOffset: Int

    init(file: ZipFile) throws(ZipDirectory.Failure) {
        // The record is 22 bytes plus a comment of at most 65,535.
        let tailLength = min(file.size, 22 + 65_535)
        let tail = try file.read(at: file.size - tailLength, count: tailLength)
        guard let start = Self.lastSignature(in: tail) else { throw .notAZip("it has no end of central directory record") }
        let record = ByteReader(bytes: tail, base: start)
        entryCount = Int(record.uint16(10))
        directorySize = Int(record.uint32(12))
        directoryOffset = Int(record.uint32(16))
        let saturated = entryCount == 0xFFFF || directorySize == 0xFFFF_FFFF || directoryOffset == 0xFFFF_FFFF
        if saturated, start >= 20, ByteReader(bytes: tail, base: start - 20).uint32(0) == 0x0706_4B50 {
            try readZip64(file: file, locator: ByteReader(bytes: tail, base: start - 20))
        }
    }

    private static func lastSignature(in tail: [UInt8]) -> Int? {
        guard tail.count >= 22 else { return nil }
        for start in stride(from: tail.count - 22, through: 0, by: -1)
        where tail[start] == 0x50 && tail[start + 1] == 0x4B && tail[start + 2] == 0x05 && tail[start + 3] == 0x06 {
            return start
        }
        return nil
    }

    private mutating func readZip64(file: ZipFile, locator: ByteReader) throws(ZipDirectory.Failure) {
        guard let recordOffset = Int(exactly: locator.uint64(8)), recordOffset <= file.size - 56 else {
            throw .notAZip("its ZIP64 end record lies outside the file")
        }
        let record = ByteReader(bytes: try file.read(at: recordOffset, count: 56), base: 0)
        guard record.uint32(0) == 0x0606_4B50, let count = Int(exactly: record.uint64(32)),
            let size = Int(exactly: record.uint64(40)), let offset = Int(exactly: record.uint64(48))
        else { throw .notAZip("its ZIP64 end record is damaged") }
        (entryCount, directorySize, directoryOffset) = (count, size, offset)
    }
}
