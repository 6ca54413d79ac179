import Basics
import Foundation
import ImageDecoding
import Testing

@testable import TerminalGraphics

/// The PNG writer's choices (RGB when opaque, Paeth rows, a second try for flat pictures) must all
/// decode to the pixels given.
@Suite struct PNGWriterTests {
    func decoded(_ png: [UInt8]) throws -> RGBAImage {
        try PNGDecoder().decode(Data(png), path: "written.png")
    }

    /// IHDR's colour type byte: 2 is RGB, 6 RGBA.
    func colorType(_ png: [UInt8]) -> UInt8 { png[25] }

    @Test func anOpaquePictureIsWrittenAsRGB() throws {
        var image = PixelFitterTests.noise(width: 70, height: 45, seed: 5)
        for index in stride(from: 3, to: image.pixels.count, by: 4) { image.pixels[index] = 255 }
        let png = PNGWriter.png(image)
        #expect(colorType(png) == 2)
        #expect(try decoded(png) == image)
    }

    @Test func aPictureWithTransparencyKeepsItsAlpha() throws {
        let image = PixelFitterTests.noise(width: 33, height: 21, seed: 9)
        let png = PNGWriter.png(image)
        #expect(colorType(png) == 6)
        #expect(try decoded(png) == image)
    }

    @Test func paethRowsPredictFromLeftUpAndCorner() {
        // 2x2 grey RGBA: row 0 predicts from the left, column 0 from above, (1,1) by Paeth.
        let image = RGBAImage(width: 2, height: 2, pixels: [10, 10, 10, 255, 30, 30, 30, 255, 20, 20, 20, 255, 25, 25, 25, 255])
        let rows = PNGRows.paeth(image, channels: 3)
        #expect(rows == [4, 10, 10, 10, 20, 20, 20, 4, 10, 10, 10, 251, 251, 251], "25 predicted by up (30)")
    }

    @Test func aFlatPictureTakesTheSmallerEncoding() throws {
        var pixels: [UInt8] = []
        for y in 0..<120 {
            for x in 0..<120 { pixels += (x / 20 + y / 20) % 2 == 0 ? [250, 40, 40, 255] : [20, 20, 200, 255] }
        }
        let image = RGBAImage(width: 120, height: 120, pixels: pixels)
        let png = PNGWriter.png(image)
        let paeth = PNGWriter.compress(PNGRows.paeth(image, channels: 3), level: 1, strategy: 3)
        let plain = PNGWriter.compress(PNGRows.unfiltered(image, channels: 3), level: 1, strategy: 0)
        #expect(png.count - 57 == min(paeth.count, plain.count), "57 bytes of signature and chunks")
        #expect(try decoded(png) == image)
    }

    @Test func base64MatchesFoundation() {
        var bytes: [UInt8] = []
        for count in 0..<40 {
            #expect(Base64.string(bytes) == Data(bytes).base64EncodedString(), "\(count) bytes")
            bytes.append(UInt8(truncatingIfNeeded: count &* 97 &+ 13))
        }
    }
}

/// Work split over two threads must give what one thread gives.
@Suite struct TwoThreadEncodingTests {
    @Test(arguments: [true, false])
    func aPNGDeflatedInTwoHalvesDecodes(opaque: Bool) throws {
        var image = PixelFitterTests.noise(width: 300, height: 201, seed: 21)
        if opaque { for index in stride(from: 3, to: image.pixels.count, by: 4) { image.pixels[index] = 255 } }
        let png = PNGWriter.png(image)
        #expect(image.height * (image.width * (opaque ? 3 : 4) + 1) >= 128 * 1024, "large enough for two halves")
        #expect(try PNGDecoder().decode(Data(png), path: "halves.png") == image)
    }

    @Test(arguments: [(200, 181), (7, 13), (64, 600)])
    func pipelinedSixelBandsEqualTheSequentialOnes(size: (Int, Int)) {
        let image = PixelFitterTests.noise(width: size.0, height: size.1, seed: 4)
        let pipelined = SixelEncoder.encode(image, colors: 255, dither: true, pipelined: true)
        #expect(pipelined == SixelEncoder.encode(image, colors: 255, dither: true, pipelined: false))
        #expect(pipelined.hasSuffix("-\u{1B}\\"))
    }
}
