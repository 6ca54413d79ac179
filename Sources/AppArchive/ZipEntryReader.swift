import CZlibSystem

/// Finds an entry's data behind its local header and inflates it in memory, checking that it
/// holds exactly the bytes its header declares and that its CRC-32 matches.
struct ZipEntryReader {
    enum Failure: Error, Equatable {
        /// The entry's data is damaged, or of a kind an `.ipa` never uses; the text says how.
        case damaged(String)
        /// The data inflates to more than its header declares (a lying header).
        case exceedsDeclaredSize
    }

    let file: ZipFile
    /// Where the central directory starts: every entry's data must end before it.
    let directoryStart: Int

    init(directory: ZipDirectory) {
        file = directory.file
        directoryStart = directory.directoryStart
    }

    /// The byte range of the entry's compressed data, checked to lie before the central directory.
    func dataRange(of entry: ZipEntry) throws(Failure) -> Range<Int> {
        let header: [UInt8]
        do {
            header = try file.read(at: entry.localHeaderOffset, count: 30)
        } catch {
            throw .damaged("its local header lies outside the file")
        }
        let reader = ByteReader(bytes: header, base: 0)
        guard reader.uint32(0) == 0x0403_4B50 else { throw .damaged("its local header is missing") }
        let start = entry.localHeaderOffset + 30 + Int(reader.uint16(26)) + Int(reader.uint16(28))
        let (end, overflow) = start.addingReportingOverflow(entry.compressedSize)
        guard !overflow, end <= directoryStart else { throw .damaged("its data runs into the central directory") }
        return start..<end
    }

    /// The entry's bytes (`range` from `dataRange(of:)`).
    func contents(of entry: ZipEntry, range: Range<Int>) throws(Failure) -> [UInt8] {
        guard entry.flags & 0x1 == 0 else { throw .damaged("it is encrypted") }
        let compressed: [UInt8]
        do {
            compressed = try file.read(at: range.lowerBound, count: range.count)
        } catch {
            throw .damaged("its data lies outside the file")
        }
        let bytes: [UInt8]
        switch entry.method {
        case 0:
            guard compressed.count == entry.uncompressedSize else { throw .exceedsDeclaredSize }
            bytes = compressed
        case 8:
            bytes = try Self.inflate(compressed, declaredSize: entry.uncompressedSize)
        default:
            throw .damaged("compression method \(entry.method) is not one an .ipa uses")
        }
        let crc = bytes.withUnsafeBufferPointer { buffer in
            UInt32(truncatingIfNeeded: crc32(0, buffer.baseAddress, UInt32(buffer.count)))
        }
        guard crc == entry.crc32 else { throw .damaged("its CRC-32 does not match") }
        return bytes
    }

    /// Raw deflate into a buffer of exactly the declared size; one byte more is a lie.
    static func inflate(_ compressed: [UInt8], declaredSize: Int) throws(Failure) -> [UInt8] {
        var stream = z_stream()
        guard czlib_inflate_init_raw(&stream) == Z_OK else {
            throw .damaged("zlib could not start")
        }
        defer { inflateEnd(&stream) }
        var output = [UInt8](repeating: 0, count: declaredSize + 1)
        var compressed = compressed
        let status = compressed.withUnsafeMutableBufferPointer { input in
            output.withUnsafeMutableBufferPointer { target in
                stream.next_in = input.baseAddress
                stream.avail_in = UInt32(clamping: input.count)
                stream.next_out = target.baseAddress
                stream.avail_out = UInt32(clamping: target.count)
                return CZlibSystem.inflate(&stream, Z_FINISH)
            }
        }
        let produced = output.count - Int(stream.avail_out)
        guard produced <= declaredSize else { throw .exceedsDeclaredSize }
        guard status == Z_STREAM_END, produced == declaredSize else {
            throw .damaged(status == Z_STREAM_END ? "it holds less data than its header declares" : "its deflate data is damaged")
        }
        output.removeLast()
        return output
    }

    /// The first `count` bytes of the entry (fewer only when it declares fewer), inflating no more
    /// than that: a PNG's header is its first bytes. No CRC-32 can be checked on part of an entry;
    /// what is inflated must be valid deflate data, and a stream that ends within those bytes must
    /// hold exactly what the entry declares.
    func prefix(of entry: ZipEntry, range: Range<Int>, count: Int) throws(Failure) -> [UInt8] {
        guard entry.flags & 0x1 == 0 else { throw .damaged("it is encrypted") }
        let wanted = max(0, min(count, entry.uncompressedSize))
        switch entry.method {
        case 0:
            guard range.count == entry.uncompressedSize else { throw .exceedsDeclaredSize }
            return try read(range.lowerBound, wanted)
        case 8:
            return try inflatePrefix(range: range, wanted: wanted, declaredSize: entry.uncompressedSize)
        default:
            throw .damaged("compression method \(entry.method) is not one an .ipa uses")
        }
    }

    private func read(_ offset: Int, _ count: Int) throws(Failure) -> [UInt8] {
        do {
            return try file.read(at: offset, count: count)
        } catch {
            throw .damaged("its data lies outside the file")
        }
    }

    /// Inflates `range` a chunk at a time until `wanted` bytes came out.
    private func inflatePrefix(range: Range<Int>, wanted: Int, declaredSize: Int) throws(Failure) -> [UInt8] {
        var stream = z_stream()
        guard czlib_inflate_init_raw(&stream) == Z_OK else { throw .damaged("zlib could not start") }
        defer { inflateEnd(&stream) }
        var output = [UInt8](repeating: 0, count: wanted)
        var produced = 0
        var offset = range.lowerBound
        var status = Z_OK
        var chunkSize = 1024
        while produced < wanted && offset < range.upperBound && status == Z_OK {
            var input = try read(offset, min(chunkSize, range.upperBound - offset))
            offset += input.count
            chunkSize = 16 << 10
            status = input.withUnsafeMutableBufferPointer { source in
                output.withUnsafeMutableBufferPointer { target in
                    stream.next_in = source.baseAddress
                    stream.avail_in = UInt32(clamping: source.count)
                    stream.next_out = target.baseAddress.map { $0 + produced }
                    stream.avail_out = UInt32(clamping: target.count - produced)
                    return CZlibSystem.inflate(&stream, Z_NO_FLUSH)
                }
            }
            produced = wanted - Int(stream.avail_out)
            // No progress with this chunk: the next one may complete a code.
            if status == Z_BUF_ERROR { status = Z_OK }
        }
        guard produced == wanted, status == Z_OK || status == Z_STREAM_END else {
            throw .damaged(status == Z_STREAM_END ? "it holds less data than its header declares" : "its deflate data is damaged")
        }
        if status == Z_STREAM_END && Int(stream.total_out) != declaredSize && wanted < declaredSize {
            throw .damaged("it holds less data than its header declares")
        }
        return output
    }
}
