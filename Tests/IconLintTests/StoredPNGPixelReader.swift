import Basics
import Foundation
import IconLint

/// Decodes the PNGs `PNGFixture` writes (8-bit RGB or RGBA, unfiltered scanlines in stored deflate
/// blocks), so the rules that need pixels are tested on real files without an image library.
struct StoredPNGPixelReader: IconPixelReader {
    struct Unsupported: Error {}

    func pixels(of path: String) throws -> RGBAImage {
        let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
        var offset = 8
        var width = 0
        var height = 0
        var channels = 0
        var compressed: [UInt8] = []
        while offset + 8 <= bytes.count {
            let length = bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
            let type = String(decoding: bytes[offset + 4..<offset + 8], as: UTF8.self)
            let body = Array(bytes[offset + 8..<min(bytes.count, offset + 8 + length)])
            if type == "IHDR", body.count >= 10 {
                width = body[0..<4].reduce(0) { $0 << 8 | Int($1) }
                height = body[4..<8].reduce(0) { $0 << 8 | Int($1) }
                channels = body[9] == 6 ? 4 : body[9] == 2 ? 3 : 0
            } else if type == "IDAT" {
                compressed += body
            }
            offset += 12 + length
        }
        guard channels > 0 else { throw Unsupported() }
        let raw = try inflateStored(compressed)
        var pixels: [UInt8] = []
        pixels.reserveCapacity(width * height * 4)
        let stride = width * channels + 1
        for row in 0..<height {
            let line = raw[row * stride + 1..<(row + 1) * stride]
            for column in 0..<width {
                let start = line.startIndex + column * channels
                pixels += line[start..<start + 3]
                pixels.append(channels == 4 ? line[start + 3] : 255)
            }
        }
        return RGBAImage(width: width, height: height, pixels: pixels)
    }

    /// The payload of a zlib stream made of stored (uncompressed) deflate blocks only.
    private func inflateStored(_ stream: [UInt8]) throws -> [UInt8] {
        var offset = 2
        var out: [UInt8] = []
        while offset + 5 <= stream.count {
            guard stream[offset] & 0b110 == 0 else { throw Unsupported() }
            let isFinal = stream[offset] & 1 == 1
            let length = Int(stream[offset + 1]) | Int(stream[offset + 2]) << 8
            out += stream[offset + 5..<min(stream.count, offset + 5 + length)]
            offset += 5 + length
            if isFinal { break }
        }
        return out
    }
}
