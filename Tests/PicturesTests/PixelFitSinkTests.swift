import ImageDecoding
import TerminalGraphics
import TestSupport
import Testing

@testable import Pictures

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
