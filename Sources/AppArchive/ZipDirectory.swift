#if canImport(Glibc)
import Glibc
#endif

/// Reads a zip's central directory with `pread`, without ZIPFoundation.
///
/// ZIPFoundation reads each entry's local header while iterating and checksums in Swift, so an
/// archive of many empty entries takes minutes and an `.ipa` lists far slower than its app. This
/// reads the end record and the central directory in one read each, with checked arithmetic
/// on every offset and size (ZIP64 included), and never trusts a count before it is bounded.
struct ZipDirectory {
    /// Why the bytes are not a zip this reader accepts; `IPAReader` words it for people.
    enum Failure: Error, Equatable {
        case notAZip(String)
        case tooManyEntries
    }

    let file: ZipFile
    private(set) var entries: [ZipEntry] = []
    /// Where the central directory starts: every entry's data must end before it.
    private(set) var directoryStart = 0

    init(file: ZipFile, maxEntries: Int) throws(Failure) {
        self.file = file
        let end = try EndRecord(file: file)
        guard end.entryCount <= maxEntries else { throw .tooManyEntries }
        guard end.directoryOffset <= file.size, end.directorySize <= file.size - end.directoryOffset else {
            throw .notAZip("its central directory lies outside the file")
        }
        // A real app's directory is a few hundred bytes an entry: 64 MB is read only for a hostile file.
        guard end.directorySize <= 64 << 20 else { throw .notAZip("its central directory is larger than any app's") }
        directoryStart = end.directoryOffset
        let directory = try file.read(at: end.directoryOffset, count: end.directorySize)
        entries.reserveCapacity(end.entryCount)
        var cursor = 0
        for _ in 0..<end.entryCount {
            entries.append(try Self.entry(in: directory, at: &cursor))
        }
    }

    /// Parses the central header at `cursor` and moves past it.
    private static func entry(in directory: [UInt8], at cursor: inout Int) throws(Failure) -> ZipEntry {
        let header = ByteReader(bytes: directory, base: cursor)
        guard header.fits(46), header.uint32(0) == 0x0201_4B50 else { throw .notAZip("a central directory entry is damaged") }
        let nameLength = Int(header.uint16(28))
        let extraLength = Int(header.uint16(30))
        let commentLength = Int(header.uint16(32))
        guard header.fits(46 + nameLength + extraLength + commentLength) else {
            throw .notAZip("a central directory entry runs past its end")
        }
        let nameBytes = directory[(cursor + 46)..<(cursor + 46 + nameLength)]
        var entry = ZipEntry(
            name: String(decoding: nameBytes, as: UTF8.self), method: header.uint16(10), flags: header.uint16(8),
            crc32: header.uint32(16), compressedSize: Int(header.uint32(20)), uncompressedSize: Int(header.uint32(24)),
            localHeaderOffset: Int(header.uint32(42)), isFile: true)
        let unixMode = header.uint32(38) >> 16
        let isLink = header.uint16(4) >> 8 == 3 && unixMode & 0o170000 == 0o120000
        entry.isFile = !entry.name.hasSuffix("/") && !isLink
        try applyZip64(ByteReader(bytes: directory, base: cursor + 46 + nameLength), length: extraLength, to: &entry)
        cursor += 46 + nameLength + extraLength + commentLength
        return entry
    }

    /// A ZIP64 extra field replaces whichever 32-bit fields were saturated, in this order.
    private static func applyZip64(_ extra: ByteReader, length: Int, to entry: inout ZipEntry) throws(Failure) {
        var offset = 0
        while offset + 4 <= length {
            let tag = extra.uint16(offset)
            let size = Int(extra.uint16(offset + 2))
            guard offset + 4 + size <= length else { throw .notAZip("an extra field runs past its entry") }
            if tag == 0x0001 {
                var field = offset + 4
                func next() throws(Failure) -> Int {
                    guard field + 8 <= offset + 4 + size else { throw .notAZip("a ZIP64 field is too short") }
                    defer { field += 8 }
                    guard let value = Int(exactly: extra.uint64(field)) else { throw .notAZip("a ZIP64 size is out of range") }
                    return value
                }
                if entry.uncompressedSize == 0xFFFF_FFFF { entry.uncompressedSize = try next() }
                if entry.compressedSize == 0xFFFF_FFFF { entry.compressedSize = try next() }
                if entry.localHeaderOffset == 0xFFFF_FFFF { entry.localHeaderOffset = try next() }
            }
            offset += 4 + size
        }
    }
}
