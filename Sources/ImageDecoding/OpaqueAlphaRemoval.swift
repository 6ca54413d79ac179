import Basics
import CPNGRows
import Foundation

/// Rewrites a PNG whose alpha channel is opaque everywhere as the same picture without the channel
/// (App Store icons must have none): RGBA becomes RGB and grey+alpha grey, at the same bit depth
/// (16-bit samples stay 16-bit) and interlace, with identical pixels.
///
/// Only IHDR and the image data are new (libpng writes them); every other chunk is copied byte for
/// byte in its place: colour profile, gamma, text, Exif, Apple's own chunks. The one exception is
/// `sBIT`, whose alpha byte is dropped, since its length follows the colour type. Apple CgBI and
/// palette files are refused: their fix belongs to the source image.
public struct OpaqueAlphaRemoval: Sendable {
    /// The caps the file is read within: size of the file, pixels a side, image data.
    public var decoder: PNGDecoder
    /// How the new image data is compressed.
    public var encoder: PNGEncoder

    public init(decoder: PNGDecoder = PNGDecoder(), encoder: PNGEncoder = PNGEncoder()) {
        self.decoder = decoder
        self.encoder = encoder
    }

    /// The bytes of `png` without its alpha channel; `path` names the file in errors.
    public func removingAlpha(from png: Data, path: String) throws(AlphaRemovalError) -> Data {
        let bytes = [UInt8](png)
        let fail = { (reason: AlphaRemovalError.Reason) in AlphaRemovalError(path: path, reason: reason) }
        guard bytes.count <= decoder.maxFileSize else {
            throw fail(.unreadable(ImageDecodeError(.tooLarge, "is larger than \(decoder.maxFileSize >> 20) MB, too large for an icon")))
        }
        let header: PNGHeader
        do { header = try PNGHeader.parse(bytes: bytes) } catch {
            throw fail(.unreadable(ImageDecodeError(PNGDecoder.kind(of: error), error.description)))
        }
        if header.isCgBI { throw fail(.crushed) }
        if header.colorType == 3 { throw fail(.palette) }
        guard header.hasAlphaChannel else { throw fail(.noAlphaChannel) }
        let original: PNGChunkList
        let reader: OpaqueSampleReader
        do {
            original = try PNGChunkList(bytes)
            reader = try OpaqueSampleReader.read(bytes, limits: decoder.limits)
        } catch {
            throw fail(.unreadable(error))
        }
        if let pixel = reader.translucent { throw fail(.notOpaque(x: pixel.x, y: pixel.y)) }
        return Data(try rewritten(reader, splicedInto: original, of: bytes, path: path))
    }

    /// The samples written again without alpha, spliced into the original chunks.
    private func rewritten(_ reader: OpaqueSampleReader, splicedInto original: PNGChunkList, of bytes: [UInt8], path: String)
        throws(AlphaRemovalError) -> [UInt8]
    {
        var layout = reader.layout
        layout.color_type = layout.color_type == 6 ? 2 : 0
        do throws(PNGEncodeError) {
            let file = [UInt8](try encoder.encode(samples: reader.samples, layout: layout, sRGB: false))
            let written: PNGChunkList
            do { written = try PNGChunkList(file) } catch {
                throw PNGEncodeError(detail: "libpng wrote an unreadable file (\(error.detail))")
            }
            return Self.splice(original, of: bytes, with: written, of: file)
        } catch {
            throw AlphaRemovalError(path: path, reason: .notWritten(error))
        }
    }

    /// The original chunks with IHDR and the image data taken from the rewritten file (all of its
    /// IDAT chunks where the first original one was), and `sBIT` without its alpha byte.
    static func splice(_ original: PNGChunkList, of bytes: [UInt8], with rewritten: PNGChunkList, of newBytes: [UInt8]) -> [UInt8] {
        var output = Array(bytes[0..<8])
        output.reserveCapacity(bytes.count)
        let newHeader = rewritten.chunks.filter { $0.type == "IHDR" }
        let newData = rewritten.chunks.filter { $0.type == "IDAT" }
        var wroteData = false
        for chunk in original.chunks {
            switch chunk.type {
            case "IHDR":
                for replacement in newHeader { output += newBytes[replacement.whole] }
            case "IDAT":
                guard !wroteData else { continue }
                for replacement in newData { output += newBytes[replacement.whole] }
                wroteData = true
            case "sBIT" where !chunk.body.isEmpty:
                output += PNGChunkList.chunk("sBIT", bytes[chunk.body].dropLast())
            default:
                output += bytes[chunk.whole]
            }
        }
        return output
    }
}
