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

    let directory: ZipDirectory

    /// The byte range of the entry's compressed data, checked to lie before the central directory.
    func dataRange(of entry: ZipEntry) throws(Failure) -> Range<Int> {
        let header: [UInt8]
        do {
            header = try directory.file.read(at: entry.localHeaderOffset, count: 30)
        } catch {
            throw .damaged("its local header lies outside the file")
        }
        let reader = ByteReader(bytes: header, base: 0)
        guard reader.uint32(0) == 0x0403_4B50 else { throw .damaged("its local header is missing") }
        let start = entry.localHeaderOffset + 30 + Int(reader.uint16(26)) + Int(reader.uint16(28))
        let (end, overflow) = start.addingReportingOverflow(entry.compressedSize)
        guard !overflow, end <= directory.directoryStart else { throw .damaged("its data runs into the central directory") }
        return start..<end
    }

    /// The entry's bytes (`range` from `dataRange(of:)`).
    func contents(of entry: ZipEntry, range: Range<Int>) throws(Failure) -> [UInt8] {
        guard entry.flags & 0x1 == 0 else { throw .damaged("it is encrypted") }
        let compressed: [UInt8]
        do {
            compressed = try directory.file.read(at: range.lowerBound, count: range.count)
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
}
