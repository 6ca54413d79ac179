import Basics
import Foundation
import TestSupport
import Testing

@Suite struct PNGHeaderTests {
    @Test func readsSizeAndColourTypeWithoutDecoding() throws {
        let header = try PNGHeader.parse(PNGFixture.solid(width: 120, height: 90, alpha: true))
        #expect(header == PNGHeader(width: 120, height: 90, bitDepth: 8, colorType: 6, isCgBI: false))
        #expect(header.hasAlphaChannel)
    }

    @Test func skipsTheCgBIChunkOfCrushedPNGs() throws {
        let crushed = PNGFixture.png(
            width: 60, height: 60, colorType: 6, raw: Data([0]),
            extraChunkBeforeHeader: ("CgBI", Data([0x50, 0x00, 0x20, 0x02])))
        let header = try PNGHeader.parse(crushed)
        #expect(header.isCgBI)
        #expect(header.width == 60)
    }

    @Test func refusesWhatIsNotAPNG() {
        #expect(throws: PNGHeader.Failure.notPNG) { try PNGHeader.parse(Data("GIF89a....".utf8)) }
        #expect(throws: PNGHeader.Failure.gitLFSPointer) {
            try PNGHeader.parse(Data("version https://git-lfs.github.com/spec/v1\noid sha256:00\nsize 9\n".utf8))
        }
        #expect(throws: PNGHeader.Failure.truncated) { try PNGHeader.parse(PNGFixture.solid(width: 2, height: 2).prefix(20)) }
        #expect(throws: PNGHeader.Failure.truncated) { try PNGHeader.parse(PNGFixture.solid(width: 2, height: 2).prefix(5)) }
    }

    /// A first chunk other than IHDR is named in the message as the bytes read, repaired as UTF-8.
    @Test func namesAFirstChunkThatIsNotIHDR() {
        let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        let length: [UInt8] = [0, 0, 0, 13]
        let rest = [UInt8](repeating: 1, count: 17)
        #expect(throws: PNGHeader.Failure.malformed("the first chunk is \"IDAT\", not IHDR")) {
            try PNGHeader.parse(bytes: signature + length + Array("IDAT".utf8) + rest)
        }
        #expect(throws: PNGHeader.Failure.malformed("the first chunk is \"I\u{FFFD}DR\", not IHDR")) {
            try PNGHeader.parse(bytes: signature + length + [0x49, 0xFF, 0x44, 0x52] + rest)
        }
        #expect(throws: PNGHeader.Failure.malformed("the first chunk is \"ihdr\", not IHDR")) {
            try PNGHeader.parse(bytes: signature + length + Array("ihdr".utf8) + rest)
        }
    }

    @Test(.enabled(if: SharedFolder.isPresent, Comment(rawValue: SharedFolder.skipMessage)))
    func readsTheHostileHeadersSafely() throws {
        #expect(try PNGHeader.read(path: SharedFolder.hostile("huge_100000x100000.png")).width == 100_000)
        let crushed = try PNGHeader.read(path: SharedFolder.hostile("icon180_cgbi.png"))
        #expect(crushed.isCgBI && crushed.width == 180 && crushed.height == 180)
        #expect(try PNGHeader.read(path: SharedFolder.hostile("cgbi_ios.png")).isCgBI)
        #expect(try !PNGHeader.read(path: SharedFolder.hostile("icon180_cgbi.original.png")).isCgBI)
        _ = try PNGHeader.read(path: SharedFolder.hostile("trunc.png"))  // cut in its pixels, not its header
        #expect(throws: PNGHeader.Failure.notPNG) { try PNGHeader.read(path: SharedFolder.hostile("README.md")) }
    }
}
