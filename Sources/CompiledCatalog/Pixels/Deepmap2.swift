/// deepmap2 (compression 11), Apple's image codec inside compiled catalogs, as public readers describe
/// it (skytoup/car-parser): each band holds a small header (version, encoding, length), then a `dmp2`
/// header (kind, chroma flag, pixel format, width, height; a palette for palette images) and a payload,
/// whole or in size-prefixed segments, each an LZFSE (or, for small ones, LZVN) stream.
///
/// - kind 1: the pixels stored as they are; kind 3: the same, compressed ("lossless").
/// - kind 2: an alpha plane, one predictor per row, then the high and low bytes of zigzag-coded
///   residuals of Y, Co, Cg (or gray), undone with the row's predictor (none, Paeth, left, up, mean).
/// - kind 4: a palette (BGRA) and an index plane (kind 3 palettes carry an alpha plane before it).
///
/// The older deepmap (compression 10, `dmap`) has an 8-byte header without a size: the width is the
/// rendition's, the rows are the band's, and its lossless payload is cut into tiles of 256 × 256 pixels,
/// one segment each, row by row.
///
/// Pixels come out as straight RGBA: deepmap2 stores colours premultiplied, like CoreUI's bitmaps.
enum Deepmap2 {
    /// The bytes an image's segments may still decode to, altogether: many segments each declaring the
    /// most one may hold must not add up to more than one image's worth.
    final class Budget {
        var remaining: Int
        init(_ bytes: Int) { remaining = bytes }
    }

    struct Header {
        var kind: Int
        var chromaShift: Int
        var format: Int
        var width: Int
        var height: Int
        var palette: [UInt32]
        var paletteKind: Int
        var size: Int

        var bytesPerPixel: Int { [1: 1, 2: 2, 3: 3, 4: 4][format] ?? 0 }
        var hasAlpha: Bool { format == 2 || format == 4 }
        var isColor: Bool { format == 3 || format == 4 }
    }

    static func decode(bands: [(rows: Int, data: ByteReader)], width: Int, height: Int, format: PixelFormat, limits: CompiledCatalog.Limits)
        throws(CompiledCatalogError)
        -> [UInt8]
    {
        var rgba: [UInt8] = []
        rgba.reserveCapacity(width * height * 4)
        var previous: [Int16]? = nil
        let budget = Budget(limits.maxDecodedBytes)
        for (bandRows, band) in bands {
            let header = try readHeader(band, width: width)
            guard header.width == width else { throw .damaged("its deepmap2 band is \(header.width) pixels wide, not \(width)") }
            let payload = try band.sub(16 + header.size, count: band.count - 16 - header.size, "the deepmap2 payload")
            let remainingRows = height - rgba.count / (4 * width)
            guard remainingRows > 0 else { throw .damaged("its deepmap2 bands hold more rows than the image") }
            if header.size == 8 && header.kind == 3 {
                let rows = bands.count == 1 ? height : bandRows
                rgba += try decodeStrips(header, payload: payload, rows: min(rows, remainingRows), budget: budget)
            } else {
                rgba += try decodeBand(header, payload: payload, maxRows: remainingRows, previous: &previous, budget: budget)
            }
        }
        guard rgba.count == width * height * 4 else {
            throw .damaged("its deepmap2 data holds \(rgba.count / 4 / max(width, 1)) rows, not \(height)")
        }
        return rgba
    }

    static func readHeader(_ band: ByteReader, width: Int) throws(CompiledCatalogError) -> Header {
        let tag = try band.tag(16)
        if tag == "pamd" {
            let header = Header(
                kind: try band.u8(20), chromaShift: try band.u8(21) != 0 ? 1 : 0, format: try band.u8(23), width: width, height: 0,
                palette: [], paletteKind: 0, size: 8)
            guard header.bytesPerPixel > 0, (1...3).contains(header.kind) else {
                throw .unsupported("its deepmap kind \(header.kind), format \(header.format) is not known")
            }
            return header
        }
        guard tag == "2pmd" else { throw .damaged("its deepmap band has no \"dmp2\" or \"dmap\" header") }
        var header = Header(
            kind: try band.u8(20), chromaShift: try band.u8(21) != 0 ? 1 : 0, format: try band.u8(23), width: try band.u16(24),
            height: try band.u16(26), palette: [], paletteKind: 0, size: 12)
        guard header.bytesPerPixel > 0 else { throw .unsupported("its deepmap2 pixel format \(header.format) is not known") }
        if header.kind == 4 {
            let count = try band.u16(28)
            header.paletteKind = try band.u16(30)
            header.palette = try (0..<count).map { (index) throws(CompiledCatalogError) in UInt32(try band.u32(32 + 4 * index)) }
            header.size = 16 + 4 * count
        }
        return header
    }

    private static func decodeBand(
        _ header: Header, payload: ByteReader, maxRows: Int, previous: inout [Int16]?, budget: Budget
    ) throws(CompiledCatalogError) -> [UInt8] {
        let width = header.width
        var rgba: [UInt8] = []
        switch header.kind {
        case 1:
            let rows = min(maxRows, payload.count / (width * header.bytesPerPixel))
            rgba = Pixels.straightRGBA(fromDeepmap: payload.contents, header: header, pixels: rows * width)
        case 2, 3, 4:
            for segment in segments(payload) {
                let rows = maxRows - rgba.count / (4 * width)
                guard rows > 0 else { break }
                // A segment holds at most the header's rows (deepmap2 cuts tall images into strips).
                let segmentRows = header.height > 0 ? min(rows, header.height) : rows
                let data = try inflate(segment, expected: segmentRows * bytesPerRow(header), budget: budget)
                rgba += try decodeSegment(header, data: data, maxRows: rows, previous: &previous)
            }
        default:
            throw .unsupported("its deepmap2 kind \(header.kind) is not known")
        }
        return rgba
    }

    /// deepmap's lossless tiles: the band cut into 256 × 256 tiles, row by row, one segment each.
    private static func decodeStrips(_ header: Header, payload: ByteReader, rows: Int, budget: Budget) throws(CompiledCatalogError)
        -> [UInt8]
    {
        let size = header.bytesPerPixel
        var stored = [UInt8](repeating: 0, count: rows * header.width * size)
        var tiles = segments(payload).makeIterator()
        for top in stride(from: 0, to: rows, by: 256) {
            for left in stride(from: 0, to: header.width, by: 256) {
                let (tileWidth, tileHeight) = (min(256, header.width - left), min(256, rows - top))
                guard let segment = tiles.next() else { throw .damaged("its deepmap band has fewer tiles than its size needs") }
                let tile = try inflate(segment, expected: tileWidth * tileHeight * size, budget: budget)
                guard tile.count >= tileWidth * tileHeight * size else { throw .damaged("a deepmap tile holds fewer pixels than its size") }
                for row in 0..<tileHeight {
                    let target = ((top + row) * header.width + left) * size
                    stored.replaceSubrange(
                        target..<target + tileWidth * size, with: tile[row * tileWidth * size..<(row + 1) * tileWidth * size])
                }
            }
        }
        return Pixels.straightRGBA(fromDeepmap: stored, header: header, pixels: rows * header.width)
    }

    private static func decodeSegment(_ header: Header, data: [UInt8], maxRows: Int, previous: inout [Int16]?) throws(CompiledCatalogError)
        -> [UInt8]
    {
        let width = header.width
        switch header.kind {
        case 2:
            let components = header.isColor ? 3 : 1
            let stride = (header.hasAlpha ? width : 0) + 1 + 2 * width * components
            let rows = min(maxRows, data.count / stride)
            guard rows > 0 else { throw .damaged("a deepmap2 segment holds no whole row") }
            return try PredictedRows(header: header, data: data, rows: rows).decode(previous: &previous)
        case 4:
            return try palette(header, data: data, rows: min(maxRows, data.count / (width * (header.paletteKind == 3 ? 2 : 1))))
        default:
            let rows = min(maxRows, data.count / (width * header.bytesPerPixel))
            return Pixels.straightRGBA(fromDeepmap: data, header: header, pixels: rows * width)
        }
    }

    /// Size-prefixed segments (u32 size, then that many bytes, to the end), or the payload whole.
    private static func segments(_ payload: ByteReader) -> [ByteReader] {
        var parts: [ByteReader] = []
        var offset = 0
        while offset + 4 <= payload.count, let size = try? payload.u32(offset), size > 0,
            let part = try? payload.sub(offset + 4, count: size, "")
        {
            parts.append(part)
            offset += 4 + size
        }
        return offset == payload.count && !parts.isEmpty ? parts : [payload]
    }

    /// The stored bytes of one row: kind 2 keeps an alpha byte, a predictor per row and two bytes per
    /// sample; kind 4 an index (and, for palettes of kind 3, an alpha plane); the others the pixels.
    static func bytesPerRow(_ header: Header) -> Int {
        switch header.kind {
        case 2: (header.hasAlpha ? header.width : 0) + 1 + 2 * header.width * (header.isColor ? 3 : 1)
        case 4: header.width * (header.paletteKind == 3 ? 2 : 1)
        default: header.width * header.bytesPerPixel
        }
    }

    /// An LZFSE segment (any size its header declares, within the budget) or a raw LZVN one, which
    /// must decode to exactly `expected` bytes.
    private static func inflate(_ segment: ByteReader, expected: Int, budget: Budget) throws(CompiledCatalogError) -> [UInt8] {
        let raw = segment.contents
        let data: [UInt8]
        if LZFSE.looksLikeStream(raw) {
            data = try LZFSE.decode(raw, maxOutputSize: max(0, budget.remaining))
        } else {
            guard expected <= budget.remaining else { throw .limit("its deepmap segments would decode to more than the image's limit") }
            data = try LZVN.decode(raw, decodedSize: expected)
        }
        budget.remaining -= data.count
        return data
    }

    private static func palette(_ header: Header, data: [UInt8], rows: Int) throws(CompiledCatalogError) -> [UInt8] {
        let count = rows * header.width
        guard !header.palette.isEmpty, header.paletteKind == 3 || header.paletteKind == 4 else {
            throw .unsupported("its deepmap2 palette (kind \(header.paletteKind), \(header.palette.count) colours) is not known")
        }
        var rgba = [UInt8](repeating: 0, count: count * 4)
        let indexStart = header.paletteKind == 3 ? count : 0
        for pixel in 0..<count {
            let index = Int(data[indexStart + pixel])
            let entry = index < header.palette.count ? header.palette[index] : 0
            let alpha = header.paletteKind == 3 ? data[pixel] : UInt8(truncatingIfNeeded: entry >> 24)
            Pixels.storeStraight(&rgba, pixel, b: Int(entry & 0xFF), g: Int(entry >> 8 & 0xFF), r: Int(entry >> 16 & 0xFF), a: Int(alpha))
        }
        return rgba
    }
}
