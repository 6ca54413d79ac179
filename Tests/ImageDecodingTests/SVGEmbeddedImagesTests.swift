import Foundation
import TestSupport
import Testing

@testable import ImageDecoding

/// Pictures embedded in an SVG are judged by the size they declare before librsvg decodes them whole:
/// a 398-byte SVG whose PNG declared 30000x30000 grew the helper to 3.7 GB
/// (hostile/fuzz-2026-11/svg-data-uri-image-memory). The class in each format, and in all of them.
@Suite struct SVGEmbeddedImagesTests {
    static func check(_ svg: String, maxDimension: Int = 4096) throws(ImageDecodeError) {
        try SVGEmbeddedImages.check(Data(svg.utf8), maxDimension: maxDimension, path: "a.svg")
    }

    @Test(arguments: [
        ("image/png", LayerImageFixture.pngDeclaring(width: 30000, height: 30000)),
        ("image/jpeg", LayerImageFixture.jpegDeclaring(width: 30000, height: 30000)),
        ("image/gif", LayerImageFixture.gifDeclaringFrame(width: 30000, height: 30000)),
        ("image/bmp", Data("BM".utf8) + Data(count: 16) + Data([0x30, 0x75, 0, 0, 0xD0, 0x8A, 0xFF, 0xFF]) + Data(count: 28)),
    ])
    func aPictureDeclaringMoreThanTheLimitIsRefused(mediaType: String, picture: Data) throws {
        let error = try #require(throws: ImageDecodeError.self) {
            try Self.check(LayerImageFixture.svgEmbedding(picture, mediaType: mediaType))
        }
        #expect(error.kind == .tooLarge)
        #expect(error.detail == "embeds a picture of 30000x30000 pixels, larger than the 4096-pixel limit for an icon; not drawn")
    }

    @Test func picturesWithinTheLimitAndOtherContentPass() throws {
        try Self.check(LayerImageFixture.svgEmbedding(LayerImageFixture.pngDeclaring(width: 64, height: 64), count: 3))
        try Self.check(LayerImageFixture.svgEmbedding(LayerImageFixture.twoColourJPEG, mediaType: "image/jpeg"))
        try Self.check(#"<svg xmlns="http://www.w3.org/2000/svg"><text>data: not a URI, data:,plain</text></svg>"#)
        try Self.check(LayerImageFixture.svgEmbedding(Data("not a picture".utf8), mediaType: "image/x-unknown"))
    }

    /// Many pictures each within the limit, together more than two full-size icons.
    @Test func picturesTogetherOverTheBudgetAreRefused() throws {
        let picture = LayerImageFixture.pngDeclaring(width: 4096, height: 4096)
        try Self.check(LayerImageFixture.svgEmbedding(picture, count: 2))
        let error = try #require(throws: ImageDecodeError.self) { try Self.check(LayerImageFixture.svgEmbedding(picture, count: 3)) }
        #expect(error.kind == .tooLarge)
        #expect(error.detail.hasPrefix("embeds pictures of more than 33554432 pixels in all"), "\(error)")
    }

    /// An SVG embedded in an SVG (base64 or percent-encoded) is looked into the same way.
    @Test func aPictureInsideANestedSVGIsFound() throws {
        let inner = LayerImageFixture.svgEmbedding(LayerImageFixture.pngDeclaring(width: 20000, height: 10))
        let base64 = LayerImageFixture.svgEmbedding(Data(inner.utf8), mediaType: "image/svg+xml")
        #expect(throws: ImageDecodeError.self) { try Self.check(base64) }
        let escaped = inner.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? ""
        let percent = #"<svg xmlns="http://www.w3.org/2000/svg"><image href='DATA:image/svg+xml,\#(escaped)'/></svg>"#
        #expect(throws: ImageDecodeError.self) { try Self.check(percent) }
    }

    @Test func headersAreReadWithoutDecoding() {
        #expect(EmbeddedImageSize.of([UInt8](LayerImageFixture.twoColourJPEG))! == (16, 8))
        #expect(EmbeddedImageSize.of([UInt8](LayerImageFixture.gifDeclaringFrame(width: 300, height: 2)))! == (300, 2))
        #expect(EmbeddedImageSize.of([UInt8](PNGFixture.cgbi(width: 3, height: 5, rgba: [UInt8](repeating: 0, count: 60))))! == (3, 5))
        #expect(EmbeddedImageSize.of([0xFF, 0xD8, 0xFF]) == nil, "a header cut short")
        #expect(EmbeddedImageSize.of(Array("GIF8".utf8)) == nil)
    }
}
