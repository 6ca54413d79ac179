import Basics
import Foundation
import ImageDecoding
import TestSupport
import Testing

@testable import TerminalGraphics

/// A gradient with a transparent corner: enough structure that a wrong decode shows.
func sampleImage(width: Int = 40, height: Int = 30) -> RGBAImage {
    var pixels: [UInt8] = []
    for y in 0..<height {
        for x in 0..<width {
            let clear = x < 5 && y < 5
            pixels += [UInt8(x * 255 / width), UInt8(y * 255 / height), 128, clear ? 0 : 255]
        }
    }
    return RGBAImage(width: width, height: height, pixels: pixels)
}

/// Our own escapes, decoded again: what a terminal would be given is the picture we meant.
@Suite struct EscapeSequenceDecodingTests {
    /// The payloads of a kitty transmission: each chunk's control data and base64.
    func kittyChunks(_ text: String) -> [(control: String, payload: String)] {
        text.components(separatedBy: "\u{1B}\\").filter { !$0.isEmpty }.compactMap { part in
            guard part.hasPrefix("\u{1B}_G"), let semicolon = part.firstIndex(of: ";") else { return nil }
            return (String(part[part.index(part.startIndex, offsetBy: 3)..<semicolon]), String(part[part.index(after: semicolon)...]))
        }
    }

    @Test func kittyChunksDecodeToTheSamePNG() throws {
        // Noise: a gradient now compresses into a single chunk.
        let image = PixelFitterTests.noise(width: 200, height: 150, seed: 1)
        let png = PNGWriter.png(image)
        let text = KittyGraphics.transmit(png: png, id: 7, columns: 20, rows: 8, placeholder: false)
        let chunks = kittyChunks(text)
        #expect(chunks.count >= 2, "a 200x150 noise PNG needs several 4096-byte chunks")
        #expect(chunks.first?.control.contains("a=T,f=100") == true)
        #expect(chunks.first?.control.contains("i=7") == true && chunks.first?.control.contains("c=20,r=8") == true)
        #expect(chunks.dropLast().allSatisfy { $0.control.hasSuffix("m=1") && $0.payload.count == 4096 })
        #expect(chunks.last?.control.hasSuffix("m=0") == true)
        let data = try #require(Data(base64Encoded: chunks.map(\.payload).joined()))
        let decoded = try PNGDecoder().decode(data, path: "kitty")
        #expect(decoded == image)
    }

    @Test func kittyPlaceholdersNameTheImageAndNumberTheRows() {
        let rows = KittyGraphics.placeholderRows(id: 0x01_02_03, columns: 4, rows: 3)
        #expect(rows.count == 3)
        #expect(rows.allSatisfy { $0.hasPrefix("\u{1B}[38;2;1;2;3m") })
        #expect(rows.allSatisfy { $0.unicodeScalars.filter { $0 == "\u{10EEEE}" }.count == 4 })
        #expect(rows[0].unicodeScalars.contains("\u{0305}"), "row 0")
        #expect(rows[2].unicodeScalars.contains("\u{030E}"), "row 2")
        #expect(KittyGraphics.delete(id: 3) == "\u{1B}_Ga=d,d=I,i=3,q=2\u{1B}\\")
    }

    @Test func iTermInlineImageDecodesToTheSamePNG() throws {
        let image = sampleImage()
        let png = PNGWriter.png(image)
        let text = ITermGraphics.inline(png: png, columns: 8, rows: 4)
        #expect(text.hasPrefix("\u{1B}]1337;File=inline=1;size=\(png.count);width=8;height=4;"))
        #expect(text.hasSuffix("\u{07}"))
        let payload = try #require(text.split(separator: ":").last).dropLast()
        let data = try #require(Data(base64Encoded: String(payload)))
        #expect(try PNGDecoder().decode(data, path: "iterm") == image)
    }

    @Test func tmuxPassthroughDoublesEveryEscape() {
        #expect(TmuxPassthrough.wrap("\u{1B}_Gabc\u{1B}\\") == "\u{1B}Ptmux;\u{1B}\u{1B}_Gabc\u{1B}\u{1B}\\\u{1B}\\")
        let twoChunks = "\u{1B}_Gm=1;AA\u{1B}\\\u{1B}_Gm=0;BB\u{1B}\\"
        #expect(TmuxPassthrough.wrapEach(twoChunks).components(separatedBy: "\u{1B}Ptmux;").count == 3)
    }

    @Test func sixelRunsAndBands() {
        #expect(SixelEncoder.runLength([1, 1, 1, 1, 1, 2, 0, 0]) == "!5@A")
        #expect(SixelEncoder.runLength([63, 63, 0, 0]) == "~~")
        let text = SixelEncoder.encode(RGBAImage(width: 10, height: 12, filledWith: (255, 0, 0, 255)))
        #expect(text.hasPrefix("\u{1B}P0;1;0q\"1;1;10;12#0;2;100;0;0"))
        #expect(text.hasSuffix("#0!10~$-#0!10~$-\u{1B}\\"))
    }
}
