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
