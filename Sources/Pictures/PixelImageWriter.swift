import Basics
import TerminalArt
import TerminalGraphics

/// One icon as a pixel-protocol escape for `render`: scaled to the cell area's pixels (aspect kept),
/// clipped to the icon shape, encoded, and followed by a line break.
public enum PixelImageWriter {
    public static func text(
        _ image: RGBAImage, choice: GraphicsChoice, columns: Int, rows: Int, mask: Bool, background: ArtOptions.RGB?, id: UInt32
    ) -> String {
        let fitted = PixelFitter.fittedSize(
            imageWidth: image.width, imageHeight: image.height, width: columns * choice.cellWidth, height: rows * choice.cellHeight)
        let pixels = PixelFitter.fit(image, width: fitted.width, height: fitted.height, mask: mask, background: background)
        return text(fitted: pixels, choice: choice, columns: columns, rows: rows, id: id)
    }

    /// The escape for a picture already fitted to the cell area (`PixelFitSink`).
    public static func text(fitted pixels: RGBAImage, choice: GraphicsChoice, columns: Int, rows: Int, id: UInt32) -> String {
        // The cells the picture covers, so the cursor ends below it.
        let usedColumns = max(1, min(columns, (pixels.width + choice.cellWidth - 1) / choice.cellWidth))
        let usedRows = max(1, min(rows, (pixels.height + choice.cellHeight - 1) / choice.cellHeight))
        switch choice.graphics {
        case .kitty:
            let png = PNGWriter.png(pixels)
            guard choice.insideTmux else {
                return KittyGraphics.transmit(png: png, id: id, columns: usedColumns, rows: usedRows, placeholder: false) + "\n"
            }
            let transmit = KittyGraphics.transmit(png: png, id: id, columns: usedColumns, rows: usedRows, placeholder: true)
            let rows = KittyGraphics.placeholderRows(id: id, columns: usedColumns, rows: usedRows)
            return TmuxPassthrough.wrapEach(transmit) + rows.joined(separator: "\n") + "\n"
        case .iterm:
            let escape = ITermGraphics.inline(png: PNGWriter.png(pixels), columns: usedColumns, rows: usedRows)
            return (choice.insideTmux ? TmuxPassthrough.wrap(escape) : escape) + "\n"
        case .sixel:
            return SixelEncoder.encode(pixels) + "\n"
        case .symbols:
            return ""
        }
    }
}
