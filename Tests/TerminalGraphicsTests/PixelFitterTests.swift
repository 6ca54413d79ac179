import Basics
import TerminalArt
import Testing

@testable import TerminalGraphics

/// The fitter's shortcuts must give the pixels of its general path exactly: the picture a terminal
/// gets does not depend on which way it went.
@Suite struct PixelFitterTests {
    /// Every byte value in every channel, alphas from clear through partial to opaque (mostly
    /// opaque, as icons are), from a fixed pseudo-random sequence.
    static func noise(width: Int, height: Int, seed: UInt64) -> RGBAImage {
        var state = seed
        var pixels: [UInt8] = []
        for index in 0..<(width * height) {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            let bits = state >> 16
            let alphas: [UInt8] = [255, 255, 255, 255, 0, 1, 128, 254, UInt8(truncatingIfNeeded: bits >> 40)]
            pixels += [UInt8(index % 256), UInt8(truncatingIfNeeded: bits), UInt8(truncatingIfNeeded: bits >> 8)]
            pixels.append(alphas[Int((bits >> 24) % UInt64(alphas.count))])
        }
        return RGBAImage(width: width, height: height, pixels: pixels)
    }

    static let backgrounds: [ArtOptions.RGB?] = [nil, ArtOptions.RGB(0x1C, 0x1C, 0x1E), ArtOptions.RGB(255, 255, 255)]

    @Test(arguments: [false, true], [0, 1, 2])
    func aPictureAlreadyTheRightSizeGivesTheGeneralPathsPixels(mask: Bool, background: Int) {
        let image = Self.noise(width: 96, height: 80, seed: 7)
        let back = Self.backgrounds[background]
        let fast = PixelFitter.fit(image, width: 96, height: 80, mask: mask, background: back, fastPaths: true)
        let general = PixelFitter.fit(image, width: 96, height: 80, mask: mask, background: back, fastPaths: false)
        #expect(fast == general)
    }

    @Test func anOpaquePictureWithoutMaskComesBackUnchanged() {
        var image = Self.noise(width: 64, height: 64, seed: 3)
        for index in stride(from: 3, to: image.pixels.count, by: 4) { image.pixels[index] = 255 }
        #expect(PixelFitter.fit(image, width: 64, height: 64, mask: false, background: nil) == image)
    }

    @Test func clearPixelsLoseTheirColourOnBothPaths() {
        let image = RGBAImage(width: 4, height: 4, filledWith: (200, 100, 50, 0))
        let fitted = PixelFitter.fit(image, width: 4, height: 4, mask: false, background: nil)
        #expect(fitted == RGBAImage(width: 4, height: 4, filledWith: (0, 0, 0, 0)))
    }

    @Test(arguments: [(1, 1), (2, 3), (17, 17), (64, 40), (100, 37), (240, 240), (320, 320), (7, 300)])
    func maskCoverageByRowsEqualsTheIconMask(size: (Int, Int)) {
        let ones = [Float](repeating: 1, count: size.0 * size.1 * 4)
        var expected = SampleImage(width: size.0, height: size.1, values: ones)
        IconMask.apply(to: &expected)
        var found = SampleImage(width: size.0, height: size.1, values: ones)
        MaskCoverage(width: size.0, height: size.1).apply(to: &found)
        #expect(found == expected)
    }

    @Test(arguments: [(200, 150, 64, 48), (64, 64, 64, 32), (50, 70, 33, 47)])
    func aScaledPictureStillGoesThroughTheBoxFilter(size: (Int, Int, Int, Int)) {
        let image = Self.noise(width: size.0, height: size.1, seed: 11)
        let fitted = PixelFitter.fit(image, width: size.2, height: size.3, mask: true, background: nil)
        var samples = BoxDownscaler.downscale(image, width: size.2, height: size.3)
        IconMask.apply(to: &samples)
        var expected: [UInt8] = []
        for y in 0..<size.3 {
            for x in 0..<size.2 {
                let color = samples.color(x, y)
                expected += [color.red, color.green, color.blue].map { ColorScience.byte(fromLinear: $0) }
                expected.append(UInt8(max(0, min(255, (color.alpha * 255).rounded()))))
            }
        }
        #expect(fitted.pixels == expected)
    }
}
