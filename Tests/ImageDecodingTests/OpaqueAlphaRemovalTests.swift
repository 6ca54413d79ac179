import Basics
import Foundation
import ImageDecoding
import TestSupport
import Testing

@Suite(.disabled(if: PythonReference.unavailable != nil, "\(PythonReference.unavailable ?? "")"))
struct OpaqueAlphaRemovalTests {
    /// Samples of a `width` x `height` picture with `channels` samples of `bytes` bytes each, every
    /// pixel different and the last sample (alpha) all ones.
    static func opaqueSamples(width: Int, height: Int, channels: Int, bytes: Int) -> [UInt8] {
        var samples: [UInt8] = []
        for y in 0..<height {
            for x in 0..<width {
                for channel in 0..<channels {
                    for byte in 0..<bytes {
                        samples.append(channel == channels - 1 ? 0xFF : UInt8((x * 13 + y * 29 + channel * 71 + byte * 5) % 256))
                    }
                }
            }
        }
        return samples
    }

    /// The samples without the last sample of each pixel.
    static func droppingLast(_ samples: [UInt8], pixelBytes: Int, sampleBytes: Int) -> [UInt8] {
        stride(from: 0, to: samples.count, by: pixelBytes).flatMap { samples[$0..<$0 + pixelBytes - sampleBytes] }
    }

    /// Every ancillary chunk an icon may carry, before the image data and after it.
    static let before = [
        PNGFixture.chunk("sRGB", Data([0])), PNGFixture.chunk("gAMA", Data([0, 0, 0xB1, 0x8F])),
        PNGFixture.chunk("cHRM", Data(repeating: 7, count: 32)),
        PNGFixture.compressedAncillary("iCCP", compressed: Data([0x78, 0x9C, 0x03, 0x00, 0x00, 0x00, 0x00, 0x01])),
        PNGFixture.chunk("pHYs", Data([0, 0, 0x0B, 0x13, 0, 0, 0x0B, 0x13, 1])), PNGFixture.chunk("eXIf", Data("MM\0*".utf8)),
        PNGFixture.chunk("prVt", Data("an application's own".utf8)),
    ]
    static let after = [
        PNGFixture.chunk("tEXt", Data("Software\0Sketch".utf8)),
        PNGFixture.compressedAncillary("zTXt", compressed: Data([0x78, 0x9C, 0x03, 0x00, 0x00, 0x00, 0x00, 0x01])),
        PNGFixture.compressedAncillary("iTXt", compressed: Data([0x78, 0x9C, 0x03, 0x00, 0x00, 0x00, 0x00, 0x01])),
    ]

    static func decorated(_ png: Data) -> Data {
        after.reduce(PNGFixture.inserting(before, afterHeaderOf: png)) { PNGFixture.appending($1, beforeEndOf: $0) }
    }

    /// Checks with the Python reader that `rewritten` holds `original`'s colour samples without alpha,
    /// in `colorType`, and every other chunk byte for byte in its place.
    static func expectSamePictureWithoutAlpha(_ original: Data, _ rewritten: Data, colorType: Int) throws {
        let before = try ReferencePNG.read(original)
        let after = try ReferencePNG.read(rewritten)
        let sampleBytes = before.bitDepth / 8
        let pixelBytes = (before.colorType == 6 ? 4 : 2) * sampleBytes
        #expect(
            (after.width, after.height, after.bitDepth, after.interlace) == (before.width, before.height, before.bitDepth, before.interlace)
        )
        #expect(after.colorType == colorType)
        #expect(after.samples == droppingLast(before.samples, pixelBytes: pixelBytes, sampleBytes: sampleBytes))
        #expect(after.chunks.allSatisfy { $0.crcOK })
        let kept = { (chunks: [ReferencePNG.Chunk]) in chunks.filter { !["IHDR", "IDAT"].contains($0.type) } }
        #expect(kept(after.chunks) == kept(before.chunks))
        // Each kept chunk sits between the same neighbours: before or after the image data.
        let order = { (chunks: [ReferencePNG.Chunk]) in chunks.map(\.type).reduce(into: [String]()) { if $0.last != $1 { $0.append($1) } } }
        #expect(order(after.chunks) == order(before.chunks))
    }

    @Test func rgbaBecomesRGBWithIdenticalPixelsAndEveryOtherChunkKept() throws {
        let samples = Self.opaqueSamples(width: 41, height: 19, channels: 4, bytes: 1)
        let original = Self.decorated(PNGFixture.stored(width: 41, height: 19, bitDepth: 8, colorType: 6, samples: samples))
        let rewritten = try OpaqueAlphaRemoval().removingAlpha(from: original, path: "AppIcon.png")
        try Self.expectSamePictureWithoutAlpha(original, rewritten, colorType: 2)
        #expect(try PNGDecoder().decode(rewritten, path: "x") == PNGDecoder().decode(original, path: "x"))
    }

    @Test func sixteenBitSamplesStaySixteenBit() throws {
        let samples = Self.opaqueSamples(width: 9, height: 7, channels: 4, bytes: 2)
        let original = Self.decorated(PNGFixture.stored(width: 9, height: 7, bitDepth: 16, colorType: 6, samples: samples))
        let rewritten = try OpaqueAlphaRemoval().removingAlpha(from: original, path: "deep.png")
        try Self.expectSamePictureWithoutAlpha(original, rewritten, colorType: 2)
    }

    @Test func greyWithAlphaBecomesGrey() throws {
        for depth in [8, 16] {
            let samples = Self.opaqueSamples(width: 12, height: 5, channels: 2, bytes: depth / 8)
            let original = PNGFixture.stored(width: 12, height: 5, bitDepth: UInt8(depth), colorType: 4, samples: samples)
            let rewritten = try OpaqueAlphaRemoval().removingAlpha(from: original, path: "grey.png")
            try Self.expectSamePictureWithoutAlpha(original, rewritten, colorType: 0)
        }
    }

    @Test func anInterlacedImageStaysInterlaced() throws {
        let samples = Self.opaqueSamples(width: 19, height: 13, channels: 4, bytes: 1)
        let original = PNGFixture.stored(width: 19, height: 13, bitDepth: 8, colorType: 6, samples: samples, interlaced: true)
        let rewritten = try OpaqueAlphaRemoval().removingAlpha(from: original, path: "adam7.png")
        try Self.expectSamePictureWithoutAlpha(original, rewritten, colorType: 2)
        #expect(try ReferencePNG.read(rewritten).interlace == 1)
    }

    @Test func theSignificantBitsChunkLosesItsAlphaByte() throws {
        let plain = PNGFixture.stored(
            width: 4, height: 4, bitDepth: 8, colorType: 6, samples: Self.opaqueSamples(width: 4, height: 4, channels: 4, bytes: 1))
        let original = PNGFixture.inserting([PNGFixture.chunk("sBIT", Data([5, 6, 5, 1]))], afterHeaderOf: plain)
        let rewritten = try OpaqueAlphaRemoval().removingAlpha(from: original, path: "bits.png")
        let chunk = try #require(try ReferencePNG.read(rewritten).chunks.first { $0.type == "sBIT" })
        #expect(chunk.hex == ReferencePNG.hex(PNGFixture.chunk("sBIT", Data([5, 6, 5]))))
    }
}

extension OpaqueAlphaRemovalTests {
    @Suite struct Refusals {
        static func reason(_ png: Data, removal: OpaqueAlphaRemoval = OpaqueAlphaRemoval()) throws -> AlphaRemovalError.Reason {
            let error = try #require(throws: AlphaRemovalError.self) { try removal.removingAlpha(from: png, path: "Icon.png") }
            #expect(error.path == "Icon.png")
            #expect(error.description.hasPrefix("Icon.png: "))
            return error.reason
        }

        @Test func aPixelThatShowsThroughIsNamed() throws {
            var samples = OpaqueAlphaRemovalTests.opaqueSamples(width: 8, height: 6, channels: 4, bytes: 1)
            samples[(3 * 8 + 5) * 4 + 3] = 254
            samples[(4 * 8 + 1) * 4 + 3] = 0
            let png = PNGFixture.stored(width: 8, height: 6, bitDepth: 8, colorType: 6, samples: samples)
            #expect(try Self.reason(png) == .notOpaque(x: 5, y: 3))
        }

        @Test func sixteenBitAlphaJustBelowTheTopIsNotOpaque() throws {
            var samples = OpaqueAlphaRemovalTests.opaqueSamples(width: 3, height: 2, channels: 4, bytes: 2)
            samples[(1 * 3 + 2) * 8 + 7] = 0xFE
            let png = PNGFixture.stored(width: 3, height: 2, bitDepth: 16, colorType: 6, samples: samples)
            #expect(try Self.reason(png) == .notOpaque(x: 2, y: 1))
        }

        @Test func imagesWithoutAChannelToRemoveAreLeftAlone() throws {
            #expect(try Self.reason(PNGFixture.solid(width: 4, height: 4)) == .noAlphaChannel)
            let palette = PNGFixture.png(width: 1, height: 1, colorType: 3, raw: Data([0, 0]))
            #expect(try Self.reason(palette) == .palette)
            let crushed = PNGFixture.cgbi(width: 2, height: 2, rgba: [UInt8](repeating: 255, count: 16))
            #expect(try Self.reason(crushed) == .crushed)
        }

        @Test func unreadableAndOversizedFilesSayWhy() throws {
            let whole = PNGFixture.solid(width: 30, height: 30, alpha: true)
            guard case .unreadable(let cut) = try Self.reason(whole.prefix(whole.count - 40)) else {
                Issue.record("a file cut short is unreadable")
                return
            }
            #expect(cut.kind == .truncated)
            guard case .unreadable(let large) = try Self.reason(whole, removal: OpaqueAlphaRemoval(decoder: PNGDecoder(maxDimension: 16)))
            else {
                Issue.record("a file over the size cap is unreadable")
                return
            }
            #expect(large.kind == .tooLarge)
            guard case .unreadable(let heavy) = try Self.reason(whole, removal: OpaqueAlphaRemoval(decoder: PNGDecoder(maxFileSize: 100)))
            else {
                Issue.record("a file over the file-size cap is unreadable")
                return
            }
            #expect(heavy.kind == .tooLarge)
            guard case .unreadable(let text) = try Self.reason(Data("not a picture".utf8)) else {
                Issue.record("text is unreadable")
                return
            }
            #expect(text.kind == .wrongFormat)
        }
    }
}
