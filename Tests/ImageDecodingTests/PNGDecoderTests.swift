import Basics
import Foundation
import ImageDecoding
import TestSupport
import Testing

@Suite struct PNGDecoderTests {
    @Test func decodesRGBAndRGBAIntoRGBA() throws {
        let opaque = try PNGDecoder().decode(PNGFixture.solid(width: 3, height: 2, rgba: (10, 20, 30, 255)), path: "a.png")
        #expect(opaque.width == 3 && opaque.height == 2)
        #expect(opaque.pixel(2, 1) == (10, 20, 30, 255))
        let translucent = try PNGDecoder().decode(
            PNGFixture.solid(width: 2, height: 2, rgba: (200, 100, 50, 128), alpha: true), path: "b.png")
        #expect(translucent.pixel(0, 0) == (200, 100, 50, 128))
    }
}

extension PNGDecoderTests {
    @Suite struct Safety {
        @Test func refusesImagesLargerThanTheCapBeforeAllocating() throws {
            let header = PNGFixture.png(width: 100_000, height: 100_000, colorType: 6, raw: Data([0]))
            let error = try #require(throws: ImageDecodeError.self) { try PNGDecoder().decode(header, path: "huge.png") }
            #expect(error.description == "huge.png: is 100000x100000 pixels, larger than the 4096-pixel limit for an icon")
            #expect(error.kind == .tooLarge)
            #expect(throws: ImageDecodeError.self) {
                try PNGDecoder(maxDimension: 8).decode(PNGFixture.solid(width: 9, height: 9), path: "x")
            }
            #expect(throws: Never.self) { try PNGDecoder(maxDimension: 9).decode(PNGFixture.solid(width: 9, height: 9), path: "x") }
        }

        @Test func refusesFilesOverTheSizeCap() throws {
            let folder = TemporaryFolder()
            defer { folder.remove() }
            let path = folder.write("big.png", PNGFixture.solid(width: 64, height: 64))
            let error = try #require(throws: ImageDecodeError.self) { try PNGDecoder(maxFileSize: 1000).decode(path: path) }
            #expect(error.path == path)
            #expect(error.kind == .tooLarge)
            #expect(error.detail.contains("too large"))
        }

        @Test func cutAndDamagedFilesGiveOneLineWithTheReason() throws {
            let whole = PNGFixture.solid(width: 40, height: 40)
            let cases: [(Data, String, ImageDecodeError.Kind)] = [
                (whole.prefix(whole.count - 30), "cut short", .truncated), (whole.prefix(30), "cut short", .truncated),
                (Data("GIF89a".utf8) + whole, "not a PNG", .wrongFormat), (Data(), "not a PNG", .wrongFormat),
            ]
            for (data, fragment, kind) in cases {
                let error = try #require(throws: ImageDecodeError.self) { try PNGDecoder().decode(data, path: "x.png") }
                #expect(error.kind == kind, "\(error)")
                #expect(error.description.contains(fragment), "\(error)")
                #expect(!error.description.contains("\n"))
            }
            var corrupt = [UInt8](whole)
            corrupt[60] ^= 0xFF
            let error = try #require(throws: ImageDecodeError.self) { try PNGDecoder().decode(Data(corrupt), path: "x.png") }
            #expect(error.kind == .damaged || error.kind == .truncated, "\(error)")
            #expect(error.detail.hasPrefix("is damaged") || error.detail.hasPrefix("is cut short"))
        }

        @Test func aMissingFileSaysSo() {
            #expect(throws: ImageDecodeError(path: "/no/such.png", kind: .missing, detail: "no such file")) {
                try PNGDecoder().decode(path: "/no/such.png")
            }
        }

        @Test func aFolderIsUnreadableNotMissing() throws {
            let folder = TemporaryFolder()
            defer { folder.remove() }
            let error = try #require(throws: ImageDecodeError.self) { try PNGDecoder().decode(path: folder.folder("icon.png")) }
            #expect(error.kind == .unreadable, "\(error)")
        }

        @Test func decodesACgBIFileTheTestCrushedItself() throws {
            var rgba: [UInt8] = []
            for y in 0..<16 {
                for x in 0..<16 {
                    rgba += [UInt8(x * 16), UInt8(y * 16), 200, x < 8 ? 255 : UInt8(64 + y * 8)]
                }
            }
            let crushed = PNGFixture.cgbi(width: 16, height: 16, rgba: rgba)
            #expect(try PNGHeader.parse(crushed).isCgBI)
            let image = try PNGDecoder().decode(crushed, path: "crushed.png")
            for y in 0..<16 {
                for x in 0..<16 {
                    let pixel = image.pixel(x, y)
                    let index = (y * 16 + x) * 4
                    #expect(pixel.a == rgba[index + 3])
                    // Premultiplying loses precision where alpha is low: allow what 8 bits can carry back.
                    let tolerance = pixel.a == 255 ? 0 : 255 / Int(pixel.a) + 1
                    #expect(abs(Int(pixel.r) - Int(rgba[index])) <= tolerance, "red at \(x),\(y)")
                    #expect(abs(Int(pixel.b) - Int(rgba[index + 2])) <= tolerance, "blue at \(x),\(y)")
                }
            }
        }

        @Test func aCutCgBIFileIsReported() throws {
            let crushed = PNGFixture.cgbi(width: 8, height: 8, rgba: [UInt8](repeating: 200, count: 256))
            let error = try #require(throws: ImageDecodeError.self) {
                try PNGDecoder().decode(crushed.prefix(crushed.count - 40), path: "cut.png")
            }
            #expect(error.kind == .truncated, "\(error)")
            #expect(error.detail.contains("cut short"), "\(error)")
        }
    }
}

@Suite(.enabled(if: SharedFolder.isPresent, Comment(rawValue: SharedFolder.skipMessage)))
struct HostilePNGTests {
    @Test func theCgBIIconMatchesItsOriginalOnOpaquePixels() throws {
        let crushed = try PNGDecoder().decode(path: SharedFolder.hostile("icon180_cgbi.png"))
        let original = try PNGDecoder().decode(path: SharedFolder.hostile("icon180_cgbi.original.png"))
        #expect(crushed.width == 180 && crushed.height == 180)
        #expect(crushed.width == original.width && crushed.height == original.height)
        var compared = 0
        for y in 0..<original.height {
            for x in 0..<original.width where original.pixel(x, y).a == 255 {
                let (a, b) = (crushed.pixel(x, y), original.pixel(x, y))
                #expect(
                    abs(Int(a.r) - Int(b.r)) <= 1 && abs(Int(a.g) - Int(b.g)) <= 1 && abs(Int(a.b) - Int(b.b)) <= 1 && a.a == 255,
                    "pixel \(x),\(y): \(a) vs \(b)")
                compared += 1
            }
        }
        #expect(compared > 1000)
    }

    @Test func theTinyCgBIFileDecodes() throws {
        let image = try PNGDecoder().decode(path: SharedFolder.hostile("cgbi_ios.png"))
        #expect(image.width > 0 && image.height > 0)
    }

    @Test func theHugeHeaderIsRefused() throws {
        let error = try #require(throws: ImageDecodeError.self) {
            try PNGDecoder().decode(path: SharedFolder.hostile("huge_100000x100000.png"))
        }
        #expect(error.kind == .tooLarge)
        #expect(error.detail.contains("100000x100000"))
    }

    @Test func theTruncatedFileIsRefused() throws {
        let error = try #require(throws: ImageDecodeError.self) { try PNGDecoder().decode(path: SharedFolder.hostile("trunc.png")) }
        #expect(error.kind == .truncated || error.kind == .damaged, "\(error)")
        #expect(error.detail.contains("cut short") || error.detail.contains("damaged"), "\(error)")
    }

    @Test(arguments: SharedFolder.hostileFiles)
    func everyHostileFileGetsPixelsOrOneLine(name: String) {
        do {
            let image = try PNGDecoder().decode(path: SharedFolder.hostile(name))
            #expect(name.hasSuffix(".png"))
            #expect(image.pixels.count == image.width * image.height * 4)
        } catch {
            #expect(error.description.hasPrefix(SharedFolder.hostile(name) + ": "))
            #expect(!error.description.contains("\n"))
        }
    }
}

/// The low-level decoder's conversions and its row-by-row delivery.
@Suite struct PNGRowDecodingTests {
    /// Rows as a sink sees them, copied.
    struct RecordedRows: PNGRowSink {
        var size: (width: Int, height: Int)?
        var rows: [(y: Int, bytes: [UInt8])] = []
        mutating func begin(width: Int, height: Int) { size = (width, height) }
        mutating func row(_ rgba: UnsafeBufferPointer<UInt8>, y: Int) { rows.append((y, Array(rgba))) }
    }

    /// 16-bit samples keep their high byte: no trip through linear light (the simplified API took
    /// 16-bit data as linear and brightened it).
    @Test func sixteenBitSamplesAreStrippedToTheirHighByte() throws {
        let data = PNGFixture.deep(width: 3, height: 2, rgba: (0x1234, 0x80FF, 0xFE01, 0xFFFF))
        let image = try PNGDecoder().decode(data, path: "deep.png")
        #expect(image.width == 3 && image.height == 2)
        #expect(image.pixel(2, 1) == (0x12, 0x80, 0xFE, 0xFF))
    }

    @Test func greyImagesBecomeOpaqueRGBA() throws {
        let raw = Data([0, 10, 200, 0, 90, 255])
        let image = try PNGDecoder().decode(PNGFixture.png(width: 2, height: 2, colorType: 0, raw: raw), path: "grey.png")
        #expect(image.pixel(0, 0) == (10, 10, 10, 255))
        #expect(image.pixel(1, 1) == (255, 255, 255, 255))
    }

    @Test func rowsArriveOnceEachTopToBottomAndMatchTheWholeImage() throws {
        var raw = Data()
        for y in 0..<5 {
            raw.append(0)
            for x in 0..<4 { raw.append(contentsOf: [UInt8(x * 60), UInt8(y * 50), 7, UInt8(100 + x + y)]) }
        }
        let data = PNGFixture.png(width: 4, height: 5, colorType: 6, raw: raw)
        var recorded = RecordedRows()
        try PNGDecoder().decodeRows(data, path: "rows.png", into: &recorded)
        #expect(recorded.size?.width == 4 && recorded.size?.height == 5)
        #expect(recorded.rows.map(\.y) == [0, 1, 2, 3, 4])
        let whole = try PNGDecoder().decode(data, path: "rows.png")
        #expect(recorded.rows.flatMap(\.bytes) == whole.pixels)
    }

    /// A file streams through a 64 KB buffer: a large one gives the same pixels as the same bytes in
    /// memory, and one cut short is truncated, as in memory.
    @Test func aFileReadABufferAtATimeDecodesAsTheSameBytesInMemory() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        var raw = Data()
        for _ in 0..<300 {
            raw.append(0)
            raw.append(contentsOf: (0..<(300 * 4)).map { _ in UInt8.random(in: 0...255) })
        }
        let data = PNGFixture.png(width: 300, height: 300, colorType: 6, raw: raw)
        try #require(data.count > 3 * 65_536)
        let path = folder.write("noise.png", data)
        let fromFile = try PNGDecoder().decode(path: path)
        let fromMemory = try PNGDecoder().decode(data, path: path)
        #expect(fromFile.width == 300 && fromFile.height == 300)
        #expect(fromFile.pixels == fromMemory.pixels)
        let cut = folder.write("cut.png", data.prefix(data.count * 2 / 3))
        let error = try #require(throws: ImageDecodeError.self) { try PNGDecoder().decode(path: cut) }
        #expect(error.kind == .truncated, "\(error)")
        #expect(throws: ImageDecodeError.self) { try PNGDecoder().decode(data.prefix(data.count * 2 / 3), path: cut) }
    }

    @Test func aCgBIFileGivesStraightRGBARows() throws {
        let pixels = [UInt8](repeating: 0, count: 4 * 4 * 4).enumerated().map { index, _ in index % 4 == 3 ? 255 : UInt8(index * 3 % 256) }
        var recorded = RecordedRows()
        try PNGDecoder().decodeRows(PNGFixture.cgbi(width: 4, height: 4, rgba: pixels), path: "crushed.png", into: &recorded)
        #expect(recorded.rows.flatMap(\.bytes) == pixels)
    }

    @Test func aTooLargeImageIsRefusedBeforeAnyRow() throws {
        var recorded = RecordedRows()
        let error = try #require(throws: ImageDecodeError.self) {
            try PNGDecoder(maxDimension: 8).decodeRows(PNGFixture.solid(width: 9, height: 4), path: "wide.png", into: &recorded)
        }
        #expect(error.kind == .tooLarge)
        #expect(recorded.size == nil && recorded.rows.isEmpty)
    }
}
