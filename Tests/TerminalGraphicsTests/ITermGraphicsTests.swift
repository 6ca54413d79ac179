import Basics
import Foundation
import ImageDecoding
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

/// The iTerm2 inline image escape, decoded again: what a terminal would be given is the picture we meant.
@Suite struct ITermGraphicsTests {
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
}
