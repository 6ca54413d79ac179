import Basics
import Foundation
import Testing

@testable import ImageDecoding

/// The frames iconpicker and `iconpicker-svg` exchange: what one side writes the other reads back,
/// and replies that do not match what was asked for are refused.
@Suite struct SVGHelperWireTests {
    @Test func requestsReadBackAsWritten() {
        let caps = SVGHelperWire.Caps(maxDimension: 512, timeLimitMilliseconds: 1500)
        let size = SVGHelperWire.Request.size(svg: Data("<svg/>".utf8), caps: caps)
        #expect(SVGHelperWire.decodeRequest(SVGHelperWire.encode(size)) == size)
        let render = SVGHelperWire.Request.render(svg: Data("<svg/>".utf8), caps: caps, scale: 0.03125, largestSide: .infinity)
        #expect(SVGHelperWire.decodeRequest(SVGHelperWire.encode(render)) == render)
        #expect(SVGHelperWire.decodeRequest(Data([0x58, 0, 0, 0, 0, 0, 0, 0, 0])) == nil, "an unknown request")
        #expect(SVGHelperWire.decodeRequest(Data([0x52, 0, 2, 0, 0, 0, 1, 0, 0, 1])) == nil, "a render request cut short")
    }

    @Test func anImageReplyMustMatchItsOwnSizeAndTheCap() throws {
        let image = RGBAImage(width: 2, height: 1, pixels: [1, 2, 3, 4, 5, 6, 7, 8])
        let reply = SVGHelperWire.imageReply(image, naturalWidth: 20, naturalHeight: 10)
        let read = try #require(SVGHelperWire.image(in: reply, maxDimension: 2))
        #expect(read.image.pixels == image.pixels && read.image.width == 2 && read.naturalWidth == 20)
        #expect(SVGHelperWire.image(in: reply, maxDimension: 1) == nil, "wider than asked for")
        #expect(SVGHelperWire.image(in: reply, maxDimension: 0) == nil, "no size is allowed: refused, not a trap")
        #expect(SVGHelperWire.image(in: reply.dropLast(), maxDimension: 2) == nil, "fewer pixels than declared")
    }

    @Test func aReplyDeclaringAnImpossibleSizeIsRefusedNotATrap() {
        // 4294967295 pixels a side, under a cap that allows it: width x height x 4 overflows an Int.
        var reply = SVGHelperWire.sizeReply(width: 1, height: 1)
        reply.appendLittleEndian(UInt32.max)
        reply.appendLittleEndian(UInt32.max)
        reply.append(contentsOf: [1, 2, 3, 4])
        #expect(SVGHelperWire.image(in: reply, maxDimension: .max) == nil)
    }

    @Test func anErrorReplyKeepsItsKindAndGainsThePathOnOneLine() throws {
        let sent = ImageDecodeError(path: "", kind: .tooLarge, detail: "would render\nat 9000x9000")
        let error = try #require(SVGHelperWire.error(in: SVGHelperWire.errorReply(sent), path: "a.svg"))
        #expect(error.kind == .tooLarge)
        #expect(error.description == "a.svg: would render\\nat 9000x9000")
        #expect(SVGHelperWire.error(in: SVGHelperWire.sizeReply(width: 1, height: 2), path: "a.svg") == nil)
        #expect(SVGHelperWire.size(in: SVGHelperWire.sizeReply(width: .infinity, height: 2)) == nil)
    }

    @Test func everyKindCrossesTheWireAsItself() throws {
        for kind in ImageDecodeError.Kind.allCases {
            let sent = ImageDecodeError(path: "", kind: kind, detail: "d")
            let error = try #require(SVGHelperWire.error(in: SVGHelperWire.errorReply(sent), path: "a.svg"))
            #expect(error.kind == kind)
        }
        #expect(Set(ImageDecodeError.Kind.allCases.map(\.wireCode)).count == ImageDecodeError.Kind.allCases.count)
    }
}
