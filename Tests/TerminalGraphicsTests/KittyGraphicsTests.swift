import Basics
import Foundation
import ImageDecoding
import TestSupport
import Testing

@testable import TerminalGraphics

/// Our own kitty escapes, decoded again: what a terminal would be given is the picture we meant.
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
}
