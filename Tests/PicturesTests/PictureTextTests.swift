import ImageDecoding
import TerminalArt
import TerminalGraphics
import TestSupport
import Testing

@testable import Pictures

/// `render`'s drawing of a picture: a PNG streamed as it decodes gives what the decoded picture gives.
@Suite struct PictureTextTests {
    static let icon = BinaryRunner.repositoryRoot + "/Resources/Colourful/Icons/sunset-60@3x.png"

    func drawing(_ graphics: GraphicsProtocol, mask: Bool = true) -> PictureText {
        var choice = GraphicsChoice(graphics: graphics)
        (choice.cellWidth, choice.cellHeight) = (9, 18)
        let options = ArtOptions(
            columns: 12, rows: 6, colorMode: .truecolor, background: nil, mask: mask, dither: false, unicode: true, symbols: .quadrants)
        return PictureText(options: options, choice: choice)
    }

    @Test(arguments: [GraphicsProtocol.kitty, .iterm, .sixel], [true, false])
    func aStreamedFileGivesThePixelsOfItsDecodedPicture(graphics: GraphicsProtocol, mask: Bool) throws {
        let decoder = PNGDecoder()
        let drawing = drawing(graphics, mask: mask)
        let streamed = try drawing.text(ofFile: Self.icon, decoder: decoder, id: 7)
        #expect(!streamed.isEmpty)
        #expect(streamed == drawing.text(of: try decoder.decode(path: Self.icon), id: 7))
    }

    @Test func symbolArtIsDrawnInTheCellArea() throws {
        let text = try drawing(.symbols).text(ofFile: Self.icon, decoder: PNGDecoder(), id: 1)
        #expect(text.split(separator: "\n").count == 6)
        #expect(!text.contains("\u{1B}_G") && !text.contains("\u{1B}P"), "no pixel escape")
    }

    @Test func previewsAreDrawnAtThePixelsShownOrEnoughForTheSymbols() {
        #expect(drawing(.kitty).previewSize(maxDimension: 4096) == 1024)
        #expect(drawing(.kitty).previewSize(maxDimension: 300) == 300)
        #expect(drawing(.symbols).previewSize(maxDimension: 4096) == 128)
    }
}
