import Basics
import ImageDecoding
import TerminalArt

/// A picture as `render` prints it: real pixels through the chosen graphics protocol, else symbol
/// art, fitted to the cell area of `options` (aspect kept).
public struct PictureText {
    public var options: ArtOptions
    public var choice: GraphicsChoice

    public init(options: ArtOptions, choice: GraphicsChoice) {
        self.options = options
        self.choice = choice
    }

    /// The size a preview (`.icon`, generated icon) is drawn at: what the pixels show, at most
    /// `maxDimension`, else enough for the symbol art.
    public func previewSize(maxDimension: Int) -> Int {
        choice.graphics.drawsPixels ? min(maxDimension, 1024) : IconPreviewFile.previewSize(for: options)
    }

    /// A decoded picture.
    /// - Parameter id: the image's number for the kitty protocol, unique in the output.
    public func text(of image: RGBAImage, id: UInt32) -> String {
        guard choice.graphics.drawsPixels else {
            return ANSIWriter.text(ArtRenderer.render(image, options: options), colorMode: options.colorMode)
        }
        return PixelImageWriter.text(
            image, choice: choice, columns: options.columns, rows: options.rows, mask: options.mask, background: options.background,
            id: id)
    }

    /// A PNG file, drawn as its rows are decoded: box-filtered into symbol art or fitted to the
    /// cells' pixels, so the whole image is never held.
    public func text(ofFile path: String, decoder: PNGDecoder, id: UInt32) throws(ImageDecodeError) -> String {
        guard choice.graphics.drawsPixels else {
            return ANSIWriter.text(try IconArt.render(path: path, decoder: decoder, options: options), colorMode: options.colorMode)
        }
        let fitted = try PixelFitSink.fit(
            path: path, decoder: decoder, areaWidth: options.columns * choice.cellWidth, areaHeight: options.rows * choice.cellHeight,
            mask: options.mask, background: options.background)
        return PixelImageWriter.text(fitted: fitted, choice: choice, columns: options.columns, rows: options.rows, id: id)
    }
}
