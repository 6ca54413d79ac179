import Basics
import CPNGRows
import Foundation
import TestSupport
import Testing

@testable import ImageDecoding

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
        let warnings = try LibPNGRows.read(png, limits: PNGDecoder(maxDimension: 64).limits, cgbi: false, into: &pixels)
        #expect(warnings == 0, "libpng inflated a \(type) chunk")
        #expect(pixels.rows == [[255, 0, 0, 255, 0, 0, 255, 255]])
    }

    /// The warning count is real: a skipped chunk's checksum is still checked.
    @Test func aSkippedChunkWithABadChecksumIsStillNoticed() throws {
        var chunk = PNGFixture.compressedAncillary("zTXt", compressed: Self.damagedDeflate)
        chunk[chunk.count - 1] ^= 0xFF
        let png = [UInt8](PNGFixture.inserting([chunk], afterHeaderOf: Self.picture))
        var pixels = Pixels()
        #expect(try LibPNGRows.read(png, limits: PNGDecoder(maxDimension: 64).limits, cgbi: false, into: &pixels) == 1)
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
        #expect(try LibPNGRows.read(descriptor: descriptor, limits: PNGDecoder(maxDimension: 64).limits, into: &pixels) == 0)
        #expect(pixels.rows == [[255, 0, 0, 0, 0, 0, 255, 255]])
    }

    /// What is inflated is capped by the output size and by a budget per file (by default an 8-bit
    /// RGBA picture of `maxDimension` a side): a 16-bit picture of that size holds twice as much, and
    /// is refused before anything is inflated (its damaged data would otherwise be found damaged).
    @Test func imageDataOverTheBudgetIsRefusedBeforeItIsInflated() throws {
        func damaged(_ depth: UInt8) -> Data {
            var header = Data([0, 0, 0, 64, 0, 0, 0, 64, depth, 6, 0, 0, 0])
            header[8] = depth
            return Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) + PNGFixture.chunk("IHDR", header)
                + PNGFixture.chunk("IDAT", Self.damagedDeflate) + PNGFixture.chunk("IEND", Data())
        }
        let decoder = PNGDecoder(maxDimension: 64)
        #expect(decoder.limits.maxImageData == 64 * (64 * 4 + 1))
        let deep = try #require(throws: ImageDecodeError.self) { try decoder.decode(damaged(16), path: "deep.png") }
        #expect(deep.kind == .tooLarge)
        #expect(
            deep.detail == "holds more image data than iconpicker decodes for one icon (16 KB, an 8-bit RGBA picture of 64 pixels a side)")
        let eight = try #require(throws: ImageDecodeError.self) { try decoder.decode(damaged(8), path: "eight.png") }
        #expect(eight.kind == .damaged, "within the budget: inflated, and found damaged")
        let crushed = PNGFixture.cgbi(width: 8, height: 8, rgba: [UInt8](repeating: 9, count: 256))
        let tight = PNGDecoder(maxDimension: 64, maxImageData: 8 * 33 - 1)
        #expect(throws: ImageDecodeError.self) { try tight.decode(crushed, path: "crushed.png") }
        #expect(try PNGDecoder(maxDimension: 64, maxImageData: 8 * 33).decode(crushed, path: "crushed.png").width == 8)
    }

    /// The bytes the rows inflate to, interlaced or not, and no overflow.
    @Test func theInflatedSizeCountsEveryRowsFilterByteAndEveryPass() {
        #expect(cpng_inflated_size(4096, 4096, 64, 0) == 4096 * (4096 * 8 + 1))
        #expect(cpng_inflated_size(3, 1, 1, 0) == 2, "three 1-bit pixels and the filter byte")
        // Adam7 on 8x8 at 8 bits: passes of 1x1, 1x1, 2x1, 2x2, 4x2, 4x4, 8x4 pixels, each row a filter byte more.
        #expect(cpng_inflated_size(8, 8, 8, 1) == 2 + 2 + 3 + 2 * 3 + 2 * 5 + 4 * 5 + 4 * 9)
        #expect(cpng_inflated_size(Int.max / 2, 3, 8, 0) == Int(bitPattern: UInt.max), "SIZE_MAX")
    }
}
