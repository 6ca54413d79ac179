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
        var chunks: [Chunk] = []
        var offset = 8
        while offset + 12 <= bytes.count {
            let length = Int(bytes[offset..<offset + 4].reduce(UInt32(0)) { $0 << 8 | UInt32($1) })
            let type = String(decoding: bytes[offset + 4..<offset + 8], as: UTF8.self)
            let (end, overflow) = (offset + 8).addingReportingOverflow(length)
            guard !overflow, end + 4 <= bytes.count else { throw .init(.truncated, "the \(type) chunk is cut short") }
            chunks.append(Chunk(type: type, data: bytes[offset + 8..<end]))
            offset = end + 4
            if type == "IEND" { return chunks }
        }
        throw .init(.truncated, "the file is cut short (no IEND chunk)")
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
        func append(_ type: String, _ data: ArraySlice<UInt8>) {
            let length = UInt32(clamping: data.count)
            output += [UInt8(length >> 24), UInt8(length >> 16 & 0xFF), UInt8(length >> 8 & 0xFF), UInt8(length & 0xFF)]
            let typed = Array(type.utf8) + data
            output += typed
            let crc = Zlib.crc(typed[...])
            output += [UInt8(crc >> 24), UInt8(crc >> 16 & 0xFF), UInt8(crc >> 8 & 0xFF), UInt8(crc & 0xFF)]
        }
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
