import Basics

/// Turns Apple's "CgBI" PNGs (what Xcode's pngcrush writes into built apps) back into standard PNGs.
///
/// A CgBI file has an extra critical `CgBI` chunk before `IHDR`, image data as raw deflate (no zlib
/// header or checksum), and BGRA pixels with premultiplied alpha. Un-crushing: drop the chunk,
/// inflate with a raw window, re-compress as a zlib stream and rebuild the chunks with fresh CRCs.
/// libpng then decodes it as usual; `restoreColours` swaps blue and red and un-premultiplies.
enum CgBIUncrusher {
    struct Chunk {
        var type: String
        var data: ArraySlice<UInt8>
    }

    static func chunks(of bytes: [UInt8]) throws(ImageDecodeError) -> [Chunk] {
        try PNGChunkList(bytes).chunks.map { Chunk(type: $0.type, data: bytes[$0.body]) }
    }

    /// A standard PNG with the same pixels (still BGRA and premultiplied).
    static func uncrush(_ bytes: [UInt8], header: PNGHeader, limits: PNGDecoder.Limits) throws(ImageDecodeError) -> [UInt8] {
        guard header.bitDepth == 8, header.colorType == 6 || header.colorType == 2 else {
            throw .init(
                .unsupported,
                "is an Apple CgBI PNG of a kind iconpicker does not un-crush (colour type \(header.colorType), \(header.bitDepth) bits)")
        }
        let all = try chunks(of: bytes)
        let compressed = all.filter { $0.type == "IDAT" }.flatMap(\.data)
        let channels = header.colorType == 6 ? 4 : 3
        let (rowBytes, overflowA) = header.width.multipliedReportingOverflow(by: channels)
        let (rawSize, overflowB) = (rowBytes + 1).multipliedReportingOverflow(by: header.height)
        guard !overflowA, !overflowB else { throw .init(.damaged, "declares an impossible size") }
        // Inflated into exactly this much (the output size), and only within the file's budget.
        guard rawSize <= limits.maxImageData else { throw limits.tooMuchImageData }
        let raw: [UInt8]
        do {
            raw = try Zlib.inflateRaw(compressed, expectedSize: rawSize)
        } catch {
            switch error {
            case .tooLarge: throw .init(.damaged, "holds more image data than its size allows")
            case .corrupt(let why): throw .init(.damaged, "its CgBI image data is damaged (\(why))")
            }
        }
        let recompressed: [UInt8]
        do { recompressed = try Zlib.deflate(raw) } catch { throw .init(.damaged, "cannot be re-compressed") }

        var output: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        func append(_ type: String, _ data: ArraySlice<UInt8>) { output += PNGChunkList.chunk(type, data) }
        // Only the chunks the pixels need are kept, as for any PNG (CPNGRows): text, colour profiles
        // and Apple's own chunks would only be copied and checksummed again for libpng to skip.
        var wroteData = false
        for chunk in all {
            switch chunk.type {
            case "IHDR", "PLTE", "tRNS":
                append(chunk.type, chunk.data)
            case "IDAT":
                if !wroteData {
                    append("IDAT", recompressed[...])
                    wroteData = true
                }
            default:
                continue  // IEND is written last
            }
        }
        append("IEND", [][...])
        return output
    }
}
