import Basics
import Foundation
import ImageDecoding
import TestSupport
import Testing

@Suite(.disabled(if: PythonReference.unavailable != nil, "\(PythonReference.unavailable ?? "")"))
struct PNGEncoderTests {
    /// A picture whose every pixel differs from its neighbours, with a few translucent ones.
    static let gradient: RGBAImage = {
        let (width, height) = (37, 23)
        var pixels: [UInt8] = []
        for y in 0..<height {
            for x in 0..<width {
                pixels += [UInt8(x * 7 % 256), UInt8(y * 11 % 256), UInt8((x * y) % 256), x == y ? 128 : 255]
            }
        }
        return RGBAImage(width: width, height: height, pixels: pixels)
    }()

    @Test func writesRGBAWithAnSRGBChunkThatAnIndependentReaderDecodesToTheSamePixels() throws {
        let png = try PNGEncoder().encode(Self.gradient, channels: .rgba)
        let read = try ReferencePNG.read(png)
        #expect((read.width, read.height, read.bitDepth, read.colorType, read.interlace) == (37, 23, 8, 6, 0))
        #expect(read.samples == Self.gradient.pixels)
        #expect(read.chunks.map(\.type).first(where: { $0 != "IHDR" }) == "sRGB")
        #expect(read.chunks.first { $0.type == "sRGB" }?.hex == "0000000173524742" + "00aece1ce9", "perceptual intent")
        #expect(read.chunks.allSatisfy { $0.crcOK })
        #expect(try PNGDecoder().decode(png, path: "x.png") == Self.gradient)
    }

    @Test func writesRGBWithoutTheAlphaBytes() throws {
        let png = try PNGEncoder(compressionLevel: 1).encode(Self.gradient, channels: .rgb)
        let read = try ReferencePNG.read(png)
        #expect((read.bitDepth, read.colorType) == (8, 2))
        let rgb = stride(from: 0, to: Self.gradient.pixels.count, by: 4).flatMap { Self.gradient.pixels[$0..<$0 + 3] }
        #expect(read.samples == rgb)
    }

    @Test func everyCompressionLevelGivesTheSamePixels() throws {
        for level in [0, 1, 6, 9] {
            let png = try PNGEncoder(compressionLevel: level).encode(Self.gradient, channels: .rgba)
            #expect(try PNGDecoder().decode(png, path: "x.png") == Self.gradient, "level \(level)")
        }
    }

    @Test func anEmptyImageIsRefusedWithAReason() throws {
        let error = try #require(throws: PNGEncodeError.self) {
            try PNGEncoder().encode(RGBAImage(width: 0, height: 0, pixels: []), channels: .rgb)
        }
        #expect(error.description == "an image of 0x0 pixels cannot be a PNG")
    }
}
