import Basics
import Foundation
import TestSupport
import Testing

@testable import PNGDecoding

/// libpng processes only the chunks the pixels need. Compressed text (zTXt, iTXt) and colour
/// profiles (iCCP) were each inflated, up to 8 MB, before the first row: 200 zTXt chunks in a 2 MB
/// file made `render` take 4.4 s (hostile/fuzz-2026-11/png-ztxt-chunks). Whether a chunk was
/// inflated shows without a clock: one whose compressed data is damaged makes libpng warn only if
/// it inflates it.
@Suite struct LibPNGRowsTests {
    struct Pixels: PNGRowSink {
        var rows: [[UInt8]] = []
        mutating func begin(width: Int, height: Int) {}
        mutating func row(_ rgba: UnsafeBufferPointer<UInt8>, y: Int) { rows.append(Array(rgba)) }
    }

    static let damagedDeflate = Data([0x78, 0x9C, 0xFF, 0xFF, 0xFF, 0xFF])
    static let picture = PNGFixture.png(width: 2, height: 1, colorType: 2, raw: Data([0, 255, 0, 0, 0, 0, 255]))

    @Test(arguments: ["zTXt", "iTXt", "iCCP"]) func compressedAncillaryChunksAreNeverInflated(type: String) throws {
        let chunk = PNGFixture.compressedAncillary(type, compressed: Self.damagedDeflate)
        let png = [UInt8](PNGFixture.inserting(Array(repeating: chunk, count: 3), afterHeaderOf: Self.picture))
        var pixels = Pixels()
        let warnings = try LibPNGRows.read(png, maxDimension: 64, cgbi: false, into: &pixels)
        #expect(warnings == 0, "libpng inflated a \(type) chunk")
        #expect(pixels.rows == [[255, 0, 0, 255, 0, 0, 255, 255]])
    }

    /// The warning count is real: a skipped chunk's checksum is still checked.
    @Test func aSkippedChunkWithABadChecksumIsStillNoticed() throws {
        var chunk = PNGFixture.compressedAncillary("zTXt", compressed: Self.damagedDeflate)
        chunk[chunk.count - 1] ^= 0xFF
        let png = [UInt8](PNGFixture.inserting([chunk], afterHeaderOf: Self.picture))
        var pixels = Pixels()
        #expect(try LibPNGRows.read(png, maxDimension: 64, cgbi: false, into: &pixels) == 1)
        #expect(pixels.rows.count == 1)
    }

    /// The same from a file (`render`, the chooser) and for transparency, which tRNS still gives.
    @Test func aFileIsReadTheSameWayAndTRNSIsStillApplied() throws {
        let folder = TemporaryFolder("iconpicker-png-chunks")
        defer { folder.remove() }
        let transparentRed = PNGFixture.chunk("tRNS", Data([0, 255, 0, 0, 0, 0]))
        let text = PNGFixture.compressedAncillary("zTXt", compressed: Self.damagedDeflate)
        let path = folder.write("a.png", PNGFixture.inserting([text, transparentRed, text], afterHeaderOf: Self.picture))
        let descriptor = open(path, O_RDONLY)
        defer { close(descriptor) }
        var pixels = Pixels()
        #expect(try LibPNGRows.read(descriptor: descriptor, maxDimension: 64, into: &pixels) == 0)
        #expect(pixels.rows == [[255, 0, 0, 0, 0, 0, 255, 255]])
    }
}
