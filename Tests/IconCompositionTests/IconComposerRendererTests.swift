import Basics
import Foundation
import IconComposition
import IconKit
import TestSupport
import Testing

/// Hand-made bundles whose preview can be worked out by hand: where a layer lands, what its fill,
/// opacity and blend mode do, how each appearance resolves.
@Suite struct IconComposerRendererTests {
    /// `Test.icon` with `json` and the given PNG layer images.
    func bundle(_ json: String, images: [String: Data] = [:], in folder: TemporaryFolder) -> String {
        folder.write("Test.icon/icon.json", text: json)
        for (name, data) in images { folder.write("Test.icon/Assets/" + name, data) }
        return folder.path + "/Test.icon"
    }

    func close(_ pixel: (r: UInt8, g: UInt8, b: UInt8, a: UInt8), _ expected: (Int, Int, Int, Int), tolerance: Int = 2) -> Bool {
        abs(Int(pixel.r) - expected.0) <= tolerance && abs(Int(pixel.g) - expected.1) <= tolerance
            && abs(Int(pixel.b) - expected.2) <= tolerance && abs(Int(pixel.a) - expected.3) <= tolerance
    }

    static let redHalf = PNGFixture.solid(width: 512, height: 512, rgba: (255, 0, 0, 255))

    @Test func aLayerWithoutPositionIsCentredAtItsNaturalSize() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        let path = bundle(
            #"{"fill": {"solid": "srgb:0,0,1,1"}, "groups": [{"layers": [{"image-name": "red.png"}]}]}"#, images: ["red.png": Self.redHalf],
            in: folder)
        let image = try IconComposerRenderer.image(bundle: path, appearance: .any, maxDimension: 64)
        #expect(image.width == 64 && image.height == 64)
        #expect(close(image.pixel(32, 32), (255, 0, 0, 255)), "the middle half is the layer")
        #expect(close(image.pixel(17, 17), (255, 0, 0, 255)))
        #expect(close(image.pixel(14, 14), (0, 0, 255, 255)), "outside it, the fill")
        #expect(close(image.pixel(60, 3), (0, 0, 255, 255)))
    }

    @Test func scaleAndTranslationMoveTheLayerInCanvasPoints() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        let json = #"""
            {"fill": {"solid": "srgb:0,0,0,1"}, "groups": [{"layers": [{"image-name": "red.png",
              "position": {"scale": 0.5, "translation-in-points": [256, 256]}}]}]}
            """#
        let image = try IconComposerRenderer.image(
            bundle: bundle(json, images: ["red.png": Self.redHalf], in: folder), appearance: .any, maxDimension: 64)
        // 256 points wide, centred at (768, 768): columns and rows 40…55 of 64.
        #expect(close(image.pixel(48, 48), (255, 0, 0, 255)))
        #expect(close(image.pixel(41, 54), (255, 0, 0, 255)))
        #expect(close(image.pixel(37, 48), (0, 0, 0, 255)))
        #expect(close(image.pixel(32, 32), (0, 0, 0, 255)))
    }

    @Test func aLayerFillPaintsThroughTheImagesAlpha() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        let mask = LayerImageFixture.oneBitGreyWithTransparency(width: 1024, height: 1024) { x, _ in x >= 512 }
        let json = #"""
            {"fill": {"solid": "srgb:1,1,1,1"}, "groups": [{"layers": [{"image-name": "mask.png", "fill": {"solid": "srgb:0,0.5,0,1"}}]}]}
            """#
        let image = try IconComposerRenderer.image(
            bundle: bundle(json, images: ["mask.png": mask], in: folder), appearance: .any, maxDimension: 32)
        #expect(close(image.pixel(24, 16), (0, 128, 0, 255)), "where the 1-bit image is set, the fill")
        #expect(close(image.pixel(8, 16), (255, 255, 255, 255)), "where it is transparent, the background")
    }

    @Test func opacityHiddenAndMultiplyCombineWithTheBackground() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        let full = PNGFixture.solid(width: 1024, height: 1024, rgba: (255, 0, 0, 255))
        let json = #"""
            {"fill": {"solid": "srgb:0,0,1,1"}, "groups": [
              {"layers": [{"image-name": "red.png", "hidden": true}]},
              {"layers": [{"image-name": "red.png", "opacity": 0.5}]}]}
            """#
        let half = try IconComposerRenderer.image(
            bundle: bundle(json, images: ["red.png": full], in: folder), appearance: .any, maxDimension: 16)
        #expect(close(half.pixel(8, 8), (128, 0, 128, 255)), "half red over blue; the hidden layer adds nothing")
        let multiply =
            #"{"fill": {"solid": "srgb:0.5,1,1,1"}, "groups": [{"blend-mode": "multiply", "layers": [{"image-name": "red.png"}]}]}"#
        let product = try IconComposerRenderer.image(
            bundle: bundle(multiply, images: ["red.png": full], in: folder), appearance: .any, maxDimension: 16)
        #expect(close(product.pixel(8, 8), (128, 0, 0, 255)), "a group's blend mode applies to its layers")
    }

    @Test func displayP3IsConvertedToSRGB() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        // sRGB pure red is display-p3 (0.9175, 0.2003, 0.1387).
        let path = bundle(#"{"fill": {"solid": "display-p3:0.9175,0.2003,0.1387,1"}}"#, in: folder)
        let image = try IconComposerRenderer.image(bundle: path, appearance: .any, maxDimension: 4)
        #expect(close(image.pixel(1, 1), (255, 0, 0, 255), tolerance: 3), "\(image.pixel(1, 1))")
        let grey = try IconComposerRenderer.image(
            bundle: bundle(#"{"fill": {"solid": "extended-gray:0.5,1"}}"#, in: folder), appearance: .any, maxDimension: 4)
        #expect(close(grey.pixel(1, 1), (128, 128, 128, 255)))
    }

    @Test func aGradientFollowsItsOrientation() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        let json = #"""
            {"fill": {"linear-gradient": ["srgb:1,1,1,1", "srgb:0,0,0,1"],
              "orientation": {"start": {"x": 0, "y": 0.5}, "stop": {"x": 1, "y": 0.5}}}}
            """#
        let image = try IconComposerRenderer.image(bundle: bundle(json, in: folder), appearance: .any, maxDimension: 100)
        #expect(image.pixel(0, 50).r > 250, "left is the first stop")
        #expect(image.pixel(99, 50).r < 5, "right is the last")
        #expect(close(image.pixel(50, 0), (126, 126, 126, 255), tolerance: 3), "half-way across, half-way between")
        #expect(image.pixel(50, 0) == image.pixel(50, 99), "a horizontal gradient does not change downwards")
    }

    @Test func theDefaultOrientationIsDrawnFromTenToNinetyPercentAsIconComposerExportsIt() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        let json = #"""
            {"fill": {"linear-gradient": ["srgb:0,0,0,1", "srgb:0.8,0.8,0.8,1"],
              "orientation": {"start": {"x": 0.5, "y": 0}, "stop": {"x": 0.5, "y": 0.7}}}}
            """#
        let image = try IconComposerRenderer.image(bundle: bundle(json, in: folder), appearance: .any, maxDimension: 100)
        #expect(image.pixel(50, 5).r == 0, "above 10 %: the first colour")
        #expect(close(image.pixel(50, 50), (102, 102, 102, 255), tolerance: 3), "the middle: half-way")
        #expect(image.pixel(50, 95).r == 204, "below 90 %: the last colour")
    }

    @Test func eachAppearanceResolvesItsOwnValues() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        let json = #"""
            {"fill": {"solid": "srgb:1,0.5,0,1"}, "groups": [{"layers": [{"image-name": "red.png",
              "fill-specializations": [{"appearance": "dark", "value": {"solid": "srgb:1,0.5,0,1"}}]}]}]}
            """#
        let path = bundle(json, images: ["red.png": Self.redHalf], in: folder)
        let light = try IconComposerRenderer.image(bundle: path, appearance: .any, maxDimension: 32)
        let dark = try IconComposerRenderer.image(bundle: path, appearance: .dark, maxDimension: 32)
        let tinted = try IconComposerRenderer.image(bundle: path, appearance: .tinted, maxDimension: 32)
        #expect(close(light.pixel(2, 2), (255, 128, 0, 255)) && close(light.pixel(16, 16), (255, 0, 0, 255)))
        #expect(dark.pixel(2, 2).r < 60, "dark: the system's dark background unless the file gives one")
        #expect(close(dark.pixel(16, 16), (255, 128, 0, 255)), "dark: the layer's dark fill")
        let centre = tinted.pixel(16, 16)
        #expect(centre.r == centre.g && centre.g == centre.b, "tinted is monochrome")
    }

    @Test func aMissingLayerImageIsLeftOutAndNamed() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        let path = bundle(#"{"fill": {"solid": "srgb:0,1,0,1"}, "groups": [{"layers": [{"image-name": "gone.png"}]}]}"#, in: folder)
        let preview = try IconComposerRenderer.preview(bundle: path, appearance: .any, size: 8)
        #expect(preview.skippedLayers.map(\.kind) == [.missing])
        #expect(close(preview.image.pixel(4, 4), (0, 255, 0, 255)))
    }

    @Test func anUnreadableBundleOrSizeIsATypedError() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        #expect(throws: IconCompositionError.unreadableDocument(.missing(path: folder.path + "/No.icon/icon.json"))) {
            try IconComposerRenderer.image(bundle: folder.path + "/No.icon", appearance: .any, maxDimension: 8)
        }
        #expect(throws: IconCompositionError.invalidSize(0)) {
            try IconComposerRenderer.image(bundle: bundle("{}", in: folder), appearance: .any, maxDimension: 0)
        }
    }

    @Test func svgAndJPEGLayersAreDrawn() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        let json = #"""
            {"fill": {"solid": "srgb:1,1,1,1"}, "groups": [
              {"layers": [{"image-name": "quarter.svg", "position": {"scale": 0.5}}]},
              {"layers": [{"image-name": "photo.jpg", "position": {"scale": 64}}]}]}
            """#
        let path = bundle(
            json, images: ["quarter.svg": Data(LayerImageFixture.quarterSVG.utf8), "photo.jpg": LayerImageFixture.twoColourJPEG], in: folder
        )
        let image = try IconComposerRenderer.image(bundle: path, appearance: .any, maxDimension: 64)
        // The JPEG (16x8 at scale 64 = 1024x512 points) is the back group: blue on the right, bottom band white.
        #expect(close(image.pixel(60, 30), (20, 60, 230, 255), tolerance: 8), "\(image.pixel(60, 30))")
        #expect(close(image.pixel(32, 60), (255, 255, 255, 255)))
        // The SVG (2048 units at 0.5 fills the canvas) draws red in its top-left quarter, in front.
        #expect(close(image.pixel(8, 20), (255, 0, 0, 255)))
    }
}

/// The corpus's `.icon` bundles preview without losing a layer.
@Suite(.enabled(if: SharedFolder.isPresent, Comment(rawValue: SharedFolder.skipMessage)))
struct IconComposerCorpusPreviewTests {
    @Test(arguments: ["everpcpc__KMReader/KMReader/AppIconClassic.icon", "lavasecurity__lavasec-ios/LavaSecApp/AppIcon.icon"])
    func corpusBundlesPreviewInEveryAppearance(_ relative: String) throws {
        for appearance in IconAppearance.allCases {
            let preview = try IconComposerRenderer.preview(bundle: SharedFolder.corpus(relative), appearance: appearance, size: 128)
            #expect(preview.skippedLayers.isEmpty)
            #expect(preview.image.pixel(64, 4).a == 255, "the canvas is opaque")
        }
    }

    @Test func lavasecIsOrangeWithAWhiteLogoAndAnOrangeLogoInDark() throws {
        let bundle = SharedFolder.corpus("lavasecurity__lavasec-ios/LavaSecApp/AppIcon.icon")
        let light = try IconComposerRenderer.image(bundle: bundle, appearance: .any, maxDimension: 256)
        let dark = try IconComposerRenderer.image(bundle: bundle, appearance: .dark, maxDimension: 256)
        let corner = light.pixel(4, 4)
        #expect(corner.r > 240 && corner.g > 90 && corner.g < 120 && corner.b < 70, "display-p3 orange in sRGB: \(corner)")
        let whiteInLight = light.pixels.indices.filter { $0 % 4 == 0 && light.pixels[$0] > 250 && light.pixels[$0 + 2] > 250 }.count
        #expect(whiteInLight > 1000, "the logo is white")
        #expect(dark.pixel(4, 4).r < 60, "dark background")
        let orangeInDark = dark.pixels.indices.filter { $0 % 4 == 0 && dark.pixels[$0] > 240 && dark.pixels[$0 + 2] < 80 }.count
        #expect(abs(orangeInDark - whiteInLight) < whiteInLight / 10, "the same logo, filled orange")
    }
}
