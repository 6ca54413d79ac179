import Basics
import Foundation
import ImageDecoding
import TestSupport
import Testing

@testable import TerminalGraphics

/// Our sixel read back by libsixel's own decoder (`sixel2png`, Debian libsixel-bin).
@Suite(
    .enabled(
        if: FileManager.default.isExecutableFile(atPath: "/usr/bin/sixel2png"),
        "sixel2png is not installed (apt-get install libsixel-bin); sixel round trip skipped"))
struct SixelRoundTripTests {
    @Test func libsixelDecodesOurSixelToThePicture() throws {
        let folder = TemporaryFolder("iconpicker-sixel")
        defer { folder.remove() }
        let image = sampleImage(width: 64, height: 50)
        let sixel = folder.write("image.six", Data(SixelEncoder.encode(image).utf8))
        let png = folder.path + "/decoded.png"
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/sixel2png")
        process.arguments = ["-i", sixel, "-o", png]
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        let decoded = try PNGDecoder().decode(path: png)
        #expect(decoded.width == 64 && decoded.height == 50)
        var difference = 0
        var counted = 0
        for y in 0..<50 {
            for x in 0..<64 where image.pixel(x, y).a == 255 {
                let (a, b) = (image.pixel(x, y), decoded.pixel(x, y))
                difference += abs(Int(a.r) - Int(b.r)) + abs(Int(a.g) - Int(b.g)) + abs(Int(a.b) - Int(b.b))
                counted += 3
            }
        }
        let mean = Double(difference) / Double(counted)
        #expect(mean < 6, "mean difference \(mean) per channel")
    }
}

/// The sixel text itself: runs of one column pattern compressed, bands ended as the format says.
@Suite struct SixelEncoderTests {
    @Test func sixelRunsAndBands() {
        #expect(SixelEncoder.runLength([1, 1, 1, 1, 1, 2, 0, 0]) == "!5@A")
        #expect(SixelEncoder.runLength([63, 63, 0, 0]) == "~~")
        let text = SixelEncoder.encode(RGBAImage(width: 10, height: 12, filledWith: (255, 0, 0, 255)))
        #expect(text.hasPrefix("\u{1B}P0;1;0q\"1;1;10;12#0;2;100;0;0"))
        #expect(text.hasSuffix("#0!10~$-#0!10~$-\u{1B}\\"))
    }
}
