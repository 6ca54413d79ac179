import Basics
import Foundation
import TestSupport
import Testing

@testable import ImageDecoding

/// Un-crushing keeps only the chunks the pixels need: text and colour profiles of a built app's
/// icon were copied, checksummed again and handed to libpng, which had to skip (or inflate) them.
@Suite struct CgBIUncrusherTests {
    @Test func onlyTheChunksThePixelsNeedAreKept() throws {
        let crushed = PNGFixture.cgbi(width: 2, height: 2, rgba: [UInt8](repeating: 200, count: 16))
        let extras =
            ["zTXt", "iTXt", "iCCP"].map { PNGFixture.compressedAncillary($0, compressed: Data(repeating: 1, count: 64)) }
            + [PNGFixture.chunk("tEXt", Data("Comment\u{0}hi".utf8)), PNGFixture.chunk("iDOT", Data(count: 28))]
        let bytes = [UInt8](PNGFixture.inserting(extras, afterHeaderOf: crushed))
        let header = try PNGHeader.parse(bytes: bytes)
        let standard = try CgBIUncrusher.uncrush(bytes, header: header, limits: PNGDecoder().limits)
        #expect(try CgBIUncrusher.chunks(of: standard).map(\.type) == ["IHDR", "IDAT", "IEND"])
        let image = try PNGDecoder().decode(Data(bytes), path: "crushed.png")
        #expect(image.pixel(1, 1) == (200, 200, 200, 200))
    }
}
