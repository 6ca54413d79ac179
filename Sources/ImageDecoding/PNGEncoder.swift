import Basics
import CPNGRows
import Foundation

/// Writes 8-bit RGBA or RGB pixels as a PNG file's bytes, through libpng (`cpng_write_image`), with
/// an sRGB chunk (or the colour space given): the chunk keeps colour-managed viewers from guessing.
///
/// Nothing is written to disk here: the caller places the bytes (a project edit's change set).
public struct PNGEncoder: Sendable {
    /// Which channels the file stores.
    public enum Channels: Sendable {
        /// Red, green, blue and straight alpha.
        case rgba
        /// Red, green and blue; the alpha byte of every pixel is dropped (App Store icons must have
        /// no alpha channel: the caller checks the picture is opaque).
        case rgb
    }

    /// zlib's level, 0 (stored) to 9. The default, 6, writes a 1024 px icon about as small as 9 does
    /// at a fraction of the time, and with a third of level 1's size.
    public var compressionLevel: Int

    public init(compressionLevel: Int = 6) {
        self.compressionLevel = compressionLevel
    }

    /// The PNG file of `image`, declaring `colorSpace` right after IHDR.
    public func encode(_ image: RGBAImage, channels: Channels, colorSpace: PNGColorSpace = .sRGB) throws(PNGEncodeError) -> Data {
        guard image.width > 0, image.height > 0, image.width <= Int(Int32.max), image.height <= Int(Int32.max) else {
            throw PNGEncodeError(detail: "an image of \(image.width)x\(image.height) pixels cannot be a PNG")
        }
        let layout = cpng_layout(
            width: UInt32(image.width), height: UInt32(image.height), bit_depth: 8, color_type: channels == .rgba ? 6 : 2,
            interlaced: 0)
        let samples = channels == .rgba ? image.pixels : Self.droppingAlpha(image.pixels)
        guard colorSpace != .sRGB else { return try encode(samples: samples, layout: layout, sRGB: true) }
        var file = try encode(samples: samples, layout: layout, sRGB: false)
        // Signature (8) and IHDR (25) are a fixed 33 bytes.
        file.insert(contentsOf: colorSpace.chunks, at: 33)
        return file
    }

    /// Encodes samples already in `layout` (rows tightly packed, 16-bit samples big-endian); with
    /// `sRGB`, a perceptual-intent sRGB chunk follows IHDR.
    func encode(samples: [UInt8], layout: cpng_layout, sRGB: Bool) throws(PNGEncodeError) -> Data {
        let output = EncodedBytes()
        var message = [CChar](repeating: 0, count: Int(CPNG_ROWS_MESSAGE_SIZE))
        let height = Int(layout.height)
        let rowBytes = height > 0 ? samples.count / height : 0
        guard rowBytes * height == samples.count else { throw PNGEncodeError(detail: "the pixels do not fill whole rows") }
        let level = Int32(clamping: min(9, max(0, compressionLevel)))
        let context = Unmanaged.passUnretained(output).toOpaque()
        let status = samples.withUnsafeBufferPointer { pixels in
            message.withUnsafeMutableBufferPointer { text in
                cpng_write_image(pixels.baseAddress, rowBytes, layout, level, sRGB ? 0 : -1, appendBytes, context, text.baseAddress)
            }
        }
        withExtendedLifetime(output) {}
        guard status == Int32(CPNG_ROWS_OK.rawValue) else {
            let text = String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            throw PNGEncodeError(detail: "libpng could not write it (\(text.isEmpty ? "no reason given" : text))")
        }
        return output.data
    }

    /// RGB bytes of RGBA pixels.
    static func droppingAlpha(_ rgba: [UInt8]) -> [UInt8] {
        let count = rgba.count / 4
        return [UInt8](unsafeUninitializedCapacity: count * 3) { rgb, initialised in
            rgba.withUnsafeBufferPointer { source in
                for index in 0..<count {
                    rgb[index * 3] = source[index * 4]
                    rgb[index * 3 + 1] = source[index * 4 + 1]
                    rgb[index * 3 + 2] = source[index * 4 + 2]
                }
            }
            initialised = count * 3
        }
    }
}

/// The file as libpng hands it out, piece by piece (a class: the C callback reaches it by pointer).
private final class EncodedBytes {
    var data = Data()
}

private let appendBytes: cpng_write_out = { context, bytes, count in
    guard let context, let bytes else { return 1 }
    Unmanaged<EncodedBytes>.fromOpaque(context).takeUnretainedValue().data.append(bytes, count: count)
    return 0
}
