import Basics
import Foundation
import ImageDecoding
import TestSupport
import Testing

/// The layer formats of Icon Composer bundles: JPEG through libjpeg-turbo, SVG through librsvg, and
/// the 1-bit greyscale PNGs with tRNS it exports; each behind the same kind of guards as PNG.
@Suite struct LayerImageDecoderTests {
    @Test func aJPEGDecodesToItsColours() throws {
        let image = try JPEGDecoder().decode(LayerImageFixture.twoColourJPEG, path: "two.jpg")
        #expect(image.width == 16 && image.height == 8)
        let left = image.pixel(2, 4)
        let right = image.pixel(13, 4)
        #expect(abs(Int(left.r) - 220) < 6 && abs(Int(left.g) - 30) < 6 && abs(Int(left.b) - 40) < 6, "\(left)")
        #expect(abs(Int(right.r) - 20) < 6 && abs(Int(right.g) - 60) < 6 && abs(Int(right.b) - 230) < 6, "\(right)")
        #expect(left.a == 255)
    }

    @Test func aJPEGLargerThanTheCapIsRefusedBeforeDecoding() throws {
        let error = try #require(throws: ImageDecodeError.self) {
            try JPEGDecoder(maxDimension: 15).decode(LayerImageFixture.twoColourJPEG, path: "two.jpg")
        }
        #expect(error.kind == .tooLarge)
        #expect(error.description == "two.jpg: is 16x8 pixels, larger than the 15-pixel limit for an icon")
    }

    @Test func aCutShortOrDamagedJPEGIsOneLine() throws {
        let jpeg = LayerImageFixture.twoColourJPEG
        let header = try #require(throws: ImageDecodeError.self) { try JPEGDecoder().decode(jpeg.prefix(40), path: "cut.jpg") }
        #expect(header.kind == .damaged)
        #expect(!header.description.contains("\n"))
        let notJPEG = try #require(throws: ImageDecodeError.self) { try JPEGDecoder().decode(Data("hello".utf8), path: "t.jpg") }
        #expect(notJPEG.kind == .wrongFormat)
    }

    @Test func anSVGRendersAtTheScaleAsked() throws {
        let svg = Data(LayerImageFixture.quarterSVG.utf8)
        let image = try SVGDecoder().decode(svg, path: "q.svg", scale: 1.0 / 32)
        #expect(image.width == 64 && image.height == 64)
        #expect(image.pixel(10, 10) == (255, 0, 0, 255))
        #expect(image.pixel(50, 50).a == 0, "outside the square is transparent")
    }

    @Test func anSVGThatWouldRenderTooLargeIsRefused() throws {
        let svg = Data(LayerImageFixture.quarterSVG.utf8)
        let error = try #require(throws: ImageDecodeError.self) { try SVGDecoder().decode(svg, path: "q.svg", scale: 4) }
        #expect(error.kind == .tooLarge)
        #expect(error.description.hasPrefix("q.svg: would render at 8192.0x8192.0 pixels"))
    }

    @Test func brokenSVGAndOversizedFilesAreOneLineErrors() throws {
        let broken = try #require(throws: ImageDecodeError.self) {
            try SVGDecoder().decode(Data("<svg width='10' height='10'><rect".utf8), path: "b.svg")
        }
        #expect(broken.kind == .damaged)
        #expect(!broken.description.contains("\n"), "\(broken.description)")
        let big = try #require(throws: ImageDecodeError.self) {
            try SVGDecoder(maxFileSize: 10).decode(Data(LayerImageFixture.quarterSVG.utf8), path: "q.svg")
        }
        #expect(big.kind == .tooLarge)
    }

    @Test func anSVGThatNeedsExternalFilesDoesNotReadThem() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        let svg = """
            <?xml version="1.0"?><!DOCTYPE svg [<!ENTITY secret SYSTEM "file:///etc/hostname">]>
            <svg width="8" height="8" xmlns="http://www.w3.org/2000/svg"><text>&secret;</text>
            <image href="file:///etc/hostname" width="8" height="8"/></svg>
            """
        let path = folder.write("x.svg", text: svg)
        // Either librsvg refuses the document or it draws without the external file; it never hangs or crashes.
        if let image = try? SVGDecoder().decode(path: path) {
            #expect(image.width == 8)
        }
    }

    @Test func aOneBitGreyPNGWithTRNSIsTransparentWhereBlack() throws {
        let png = LayerImageFixture.oneBitGreyWithTransparency(width: 10, height: 3) { x, _ in x >= 5 }
        let image = try PNGDecoder().decode(png, path: "front.png")
        #expect(image.pixel(1, 1).a == 0)
        #expect(image.pixel(7, 1) == (255, 255, 255, 255))
    }

    @Test func theFileDecoderChoosesByContentNotName() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        let jpegNamedPNG = folder.write("photo.png", LayerImageFixture.twoColourJPEG)
        let svg = folder.write("art", text: LayerImageFixture.quarterSVG)
        let text = folder.write("notes.svg", text: "just words")
        #expect(try ImageFileDecoder().decode(path: jpegNamedPNG).width == 16)
        #expect(try ImageFileDecoder().decode(path: svg, svgScale: 0.01).width == 21)
        #expect(try ImageFileDecoder().naturalSize(path: svg) == (2048, 2048))
        let error = try #require(throws: ImageDecodeError.self) { try ImageFileDecoder().decode(path: text) }
        #expect(error.kind == .wrongFormat)
        let missing = try #require(throws: ImageDecodeError.self) { try ImageFileDecoder().decode(path: folder.path + "/none.png") }
        #expect(missing.kind == .missing)
    }

    @Test func aPNGCutShortIsTruncatedWhicheverDecoderReadsIt() throws {
        let whole = PNGFixture.solid(width: 8, height: 8)
        let cut = whole.prefix(whole.count - 30)
        let direct = try #require(throws: ImageDecodeError.self) { try PNGDecoder().decode(cut, path: "cut.png") }
        let chosen = try #require(throws: ImageDecodeError.self) { try ImageFileDecoder().decode(cut, path: "cut.png") }
        #expect(direct.kind == .truncated)
        #expect(chosen == direct)
    }
}

/// The corpus's real layer images: lavasec's 1-bit greyscale + tRNS PNG, KMReader's SVGs.
@Suite(.enabled(if: SharedFolder.isPresent, Comment(rawValue: SharedFolder.skipMessage)))
struct CorpusLayerImageTests {
    @Test func lavasecsOneBitFrontDecodesWithTransparency() throws {
        let image = try ImageFileDecoder().decode(
            path: SharedFolder.corpus("lavasecurity__lavasec-ios/LavaSecApp/AppIcon.icon/Assets/Front.png"))
        #expect(image.width == 1024)
        let alphas = Set(stride(from: 3, to: image.pixels.count, by: 4).map { image.pixels[$0] })
        #expect(alphas == [0, 255], "1-bit artwork: fully transparent or fully opaque")
    }

    @Test func kmReadersSVGLayersRender() throws {
        let path = SharedFolder.corpus("everpcpc__KMReader/KMReader/AppIcon.icon/Assets/icon.svg")
        #expect(try ImageFileDecoder().naturalSize(path: path) == (2048, 2048))
        let image = try ImageFileDecoder().decode(path: path, svgScale: 0.125)
        #expect(image.width == 256)
        #expect(image.pixels.enumerated().contains { $0.offset % 4 == 3 && $0.element == 255 }, "something is drawn")
    }
}
