import Foundation
import ImageDecoding
import TerminalGraphics
import TestSupport
import Testing

@testable import IconPickerCLI

/// `render --graphics`: the protocol named, from the environment, or symbols for a file.
@Suite final class RenderGraphicsTests {
    let state = TemporaryFolder("iconpicker-render-graphics")

    /// Every test (each argument of a parameterised one too) gets its own folder: removed here,
    /// as not every test uses it (thousands were left in the temporary directory).
    deinit { state.remove() }
    let icon = BinaryRunner.repositoryRoot + "/Resources/Colourful/Icons/sunset-60@3x.png"

    @Test func eachNamedProtocolWritesItsEscape() throws {
        defer { state.remove() }
        let runner = BinaryRunner(stateDirectory: state.path)
        let kitty = try runner.run(["render", icon, "--graphics", "kitty", "--size", "16x8"])
        #expect(kitty.status == 0 && kitty.stdout.hasPrefix("\u{1B}_Ga=T,f=100"))
        let iterm = try runner.run(["render", icon, "--graphics", "iterm", "--size", "16x8"])
        #expect(iterm.stdout.hasPrefix("\u{1B}]1337;File=inline=1;"))
        let sixel = try runner.run(["render", icon, "--graphics", "sixel", "--size", "16x8"])
        #expect(sixel.stdout.hasPrefix("\u{1B}P0;1;0q\"1;1;160;160"), "16x8 cells of 10x20 px: 160 px square")
        let bad = try runner.run(["render", icon, "--graphics", "braille"])
        #expect(bad.status != 0 && bad.stderr.contains("auto, kitty, iterm, sixel or symbols"))
    }

    @Test func aFileGetsSymbolsUnlessTheEnvironmentNamesAProtocol() throws {
        defer { state.remove() }
        let plain = try BinaryRunner(stateDirectory: state.path, environment: ["TERM": "xterm-kitty", "KITTY_WINDOW_ID": "1"])
            .run(["render", icon, "--size", "8x4", "--colors", "256"])
        #expect(!plain.stdout.contains("\u{1B}_G"), "auto and not a terminal: symbols")
        let named = try BinaryRunner(stateDirectory: state.path, environment: ["ICONPICKER_GRAPHICS": "kitty"])
            .run(["render", icon, "--size", "8x4"])
        #expect(named.stdout.hasPrefix("\u{1B}_G"))
        let flagWins = try BinaryRunner(stateDirectory: state.path, environment: ["ICONPICKER_GRAPHICS": "kitty"])
            .run(["render", icon, "--size", "8x4", "--graphics", "symbols"])
        #expect(!flagWins.stdout.contains("\u{1B}_G"))
    }

    @Test func chooserTilesAsKittyPlaceholdersCarryTheirMarks() {
        let grid = TilePixels.placeholders(id: 0x10_0002, columns: 3, rows: 2)
        #expect(grid.cells.allSatisfy { $0.foreground == .rgb(16, 0, 2) && $0.text.unicodeScalars.first == "\u{10EEEE}" })
        #expect(grid[2, 1].text.unicodeScalars.map(\.value) == [0x10EEEE, 0x030D, 0x030E], "row 1, column 2")
        #expect(TilePixels.imageID(index: 0, size: .huge) != TilePixels.imageID(index: 0, size: .large))
    }
}

/// `render` fits pixels as rows are decoded (resampling on a second thread for large pictures, not
/// at all for one already the size): the same pixels as fitting the decoded picture.
@Suite struct RenderPixelFitTests {
    static let root = BinaryRunner.repositoryRoot + "/Resources/Colourful/"

    @Test(arguments: [
        ("Assets.xcassets/AppIcon.appiconset/colourful-1024.png", 320, true), ("Icons/sunset-60@3x.png", 180, true),
        ("Icons/sunset-60@3x.png", 180, false), ("Icons/sunset-60@3x.png", 100, false),
    ])
    func streamedFitEqualsFittingTheDecodedPicture(file: String, area: Int, mask: Bool) throws {
        let path = Self.root + file
        let decoder = PNGDecoder()
        let streamed = try PixelFitSink.fit(
            path: path, decoder: decoder, areaWidth: area, areaHeight: area, mask: mask, background: nil)
        let image = try decoder.decode(path: path)
        let fitted = PixelFitter.fittedSize(imageWidth: image.width, imageHeight: image.height, width: area, height: area)
        #expect(streamed == PixelFitter.fit(image, width: fitted.width, height: fitted.height, mask: mask, background: nil))
    }
}
