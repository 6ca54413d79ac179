import CZlibSystem

/// The stored pixels of a bitmap rendition (`MLEC`, `CELM` in the file): flags (bit 0: `KCBC` row bands
/// follow), a compression, and either one payload or a count of bands, each compressed on its own.
/// Decoding yields rows of `rowBytes` bytes in the rendition's pixel format, or, for deepmap2, pixels.
struct StoredBitmap {
    enum Compression: Int {
        case none = 0
        case rle, zip, lzvn, lzfse, jpegLZFSE, blurred, astc, palette, heif, deepmap, deepmap2
    }

    enum Decoded {
        /// Rows in the rendition's pixel format, `rowBytes` apart.
        case rows([UInt8], rowBytes: Int)
        /// Straight RGBA pixels (deepmap2 and palette images decode to colours directly).
        case rgba([UInt8])
    }

    static let maxBands = 4096

    let compression: Compression
    let bands: [(rows: Int, data: ByteReader)]

    init(_ payload: ByteReader, height: Int) throws(CompiledCatalogError) {
        guard try payload.tag(0) == "CELM" else {
            throw .unsupported("its payload is not a bitmap (it starts with \"\(try payload.tag(0))\")")
        }
        let flags = try payload.u32(4)
        let code = try payload.u32(8)
        guard let compression = Compression(rawValue: code) else {
            throw .unsupported("its pixels use compression \(code), which is not known")
        }
        self.compression = compression
        let length = try payload.u32(12)
        guard flags & 1 != 0 else {
            bands = [(height, try payload.sub(16, count: length, "the bitmap's data"))]
            return
        }
        guard length <= Self.maxBands else { throw .limit("the bitmap declares \(length) row bands") }
        var offset = 16
        var bands: [(rows: Int, data: ByteReader)] = []
        for _ in 0..<length {
            guard try payload.tag(offset) == "CBCK" else { throw .damaged("a row band of the bitmap does not start with \"KCBC\"") }
            let rows = try payload.u32(offset + 12)
            let size = try payload.u32(offset + 16)
            bands.append((rows, try payload.sub(offset + 20, count: size, "a row band of the bitmap")))
            offset += 20 + size
        }
        self.bands = bands
    }

    func decode(width: Int, height: Int, bytesPerPixel: Int, rowBytes: Int, format: PixelFormat, limits: CompiledCatalog.Limits)
        throws(CompiledCatalogError) -> Decoded
    {
        switch compression {
        case .deepmap, .deepmap2:
            return .rgba(try Deepmap2.decode(bands: bands, width: width, height: height, format: format, limits: limits))
        case .palette:
            return .rgba(try PaletteImage.decode(try joined(limits), width: width, height: height, limits: limits))
        case .none, .rle, .zip, .lzvn, .lzfse:
            var rows: [UInt8] = []
            rows.reserveCapacity(rowBytes * height)
            for band in bands {
                // A band's rows come from its header: they may not take the image past its own size.
                let room = rowBytes * height - rows.count
                guard room > 0 else { throw .damaged("its row bands hold more rows than the image") }
                let expected = bands.count == 1 ? room : min(room, rowBytes * min(band.rows, height))
                rows += try decodeBand(band.data, expected: expected, bytesPerPixel: bytesPerPixel, limits: limits).prefix(room)
            }
            guard rows.count >= rowBytes * height else {
                throw .damaged("its pixels decode to \(rows.count) bytes, short of \(rowBytes * height)")
            }
            return .rows(rows, rowBytes: rowBytes)
        default:
            throw .unsupported("its pixels use \(compression) compression, which this reader does not decode")
        }
    }

    /// All bands' bytes, decompressed when they are LZFSE streams, within the decoding budget altogether.
    private func joined(_ limits: CompiledCatalog.Limits) throws(CompiledCatalogError) -> [UInt8] {
        var bytes: [UInt8] = []
        for band in bands {
            let raw = band.data.contents
            bytes += LZFSE.looksLikeStream(raw) ? try LZFSE.decode(raw, maxOutputSize: limits.maxDecodedBytes - bytes.count) : raw
            guard bytes.count <= limits.maxDecodedBytes else { throw .limit("its palette data exceeds \(limits.maxDecodedBytes) bytes") }
        }
        return bytes
    }

    private func decodeBand(_ data: ByteReader, expected: Int, bytesPerPixel: Int, limits: CompiledCatalog.Limits)
        throws(CompiledCatalogError)
        -> [UInt8]
    {
        let raw = data.contents
        switch compression {
        case .none: return raw
        case .lzfse: return try LZFSE.decode(raw, maxOutputSize: min(limits.maxDecodedBytes, max(expected, 0)))
        case .lzvn: return try LZVN.decode(raw, decodedSize: expected)
        case .zip: return try Self.inflate(raw, expected: expected)
        default: return try RowRunLength.decode(data, bytesPerPixel: bytesPerPixel, maxSize: expected)
        }
    }

    /// zlib data (with its header), inflated into exactly `expected` bytes at most.
    static func inflate(_ input: [UInt8], expected: Int) throws(CompiledCatalogError) -> [UInt8] {
        var output = [UInt8](repeating: 0, count: expected)
        var stream = z_stream()
        var input = input
        var status = inflateInit_(&stream, ZLIB_VERSION, Int32(MemoryLayout<z_stream>.size))
        guard status == Z_OK else { throw .damaged("zlib could not start") }
        defer { inflateEnd(&stream) }
        var produced = 0
        input.withUnsafeMutableBufferPointer { source in
            output.withUnsafeMutableBufferPointer { target in
                stream.next_in = source.baseAddress
                stream.avail_in = uInt(source.count)
                stream.next_out = target.baseAddress
                stream.avail_out = uInt(target.count)
                status = CZlibSystem.inflate(&stream, Z_FINISH)
                produced = target.count - Int(stream.avail_out)
            }
        }
        guard status == Z_STREAM_END, produced == expected else { throw .damaged("its zlib data does not inflate to \(expected) bytes") }
        return output
    }
}

/// CoreUI's run-length bitmaps (compression 1): a header (version, width, height, bytes per row), the
/// offsets of rows 1… from the header, then per row u32 counts: high bit set, one pixel repeated; clear,
/// that many literal pixels.
enum RowRunLength {
    /// `maxSize`: the bytes the band may decode to (its rows of the rendition), checked before allocating.
    static func decode(_ data: ByteReader, bytesPerPixel: Int, maxSize: Int) throws(CompiledCatalogError) -> [UInt8] {
        let width = try data.u32(4)
        let height = try data.u32(8)
        let rowBytes = try data.u32(12)
        guard width > 0, height > 0, width <= 16384, height <= 16384, rowBytes >= width * bytesPerPixel, rowBytes <= width * 16,
            rowBytes * height <= maxSize
        else {
            throw .damaged("its run-length header declares a \(width) × \(height) image of \(rowBytes)-byte rows")
        }
        var output = [UInt8](repeating: 0, count: rowBytes * height)
        for row in 0..<height {
            let start = row == 0 ? 16 + 4 * (height - 1) : try data.u32(16 + 4 * (row - 1))
            try decodeRow(data, from: start, into: &output, at: row * rowBytes, pixels: width, bytesPerPixel: bytesPerPixel)
        }
        return output
    }

    private static func decodeRow(
        _ data: ByteReader, from start: Int, into output: inout [UInt8], at base: Int, pixels: Int, bytesPerPixel: Int
    )
        throws(CompiledCatalogError)
    {
        var offset = start
        var written = 0
        while written < pixels {
            let count = try data.u32(offset)
            let run = count & 0x7FFF_FFFF
            guard run > 0, run <= pixels - written else { throw .damaged("a run-length row runs past the image's width") }
            if count & 0x8000_0000 != 0 {
                let pixel = try data.array(offset + 4, count: bytesPerPixel)
                for index in 0..<run {
                    output.replaceSubrange(
                        base + (written + index) * bytesPerPixel..<base + (written + index + 1) * bytesPerPixel, with: pixel)
                }
                offset += 4 + bytesPerPixel
            } else {
                let literal = try data.array(offset + 4, count: run * bytesPerPixel)
                output.replaceSubrange(base + written * bytesPerPixel..<base + (written + run) * bytesPerPixel, with: literal)
                offset += 4 + run * bytesPerPixel
            }
            written += run
        }
    }
}
