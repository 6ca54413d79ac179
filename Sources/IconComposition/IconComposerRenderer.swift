import Basics
import IconKit
import ImageDecoding

/// The flat preview of an Icon Composer `.icon` bundle, for `render`, `list` and the chooser: every
/// property resolved for the appearance, the canvas fill painted, the groups' layers composited back
/// to front with their position, fill, opacity and blend mode. Liquid-glass effects are not drawn.
public enum IconComposerRenderer {
    /// The agreed entry point: the bundle's preview as a square image `maxDimension` pixels wide.
    ///
    /// - Throws: `IconCompositionError` when `icon.json` cannot be read or the size is not 1…4096.
    public static func image(bundle: String, appearance: IconAppearance, maxDimension: Int) throws(IconCompositionError) -> RGBAImage {
        try preview(bundle: bundle, appearance: appearance, size: maxDimension).image
    }

    /// The preview and the layers that had to be left out.
    public static func preview(bundle: String, appearance: IconAppearance, size: Int) throws(IconCompositionError) -> FlatIconPreview {
        let document: IconComposerDocument
        do {
            document = try IconComposerDocument.read(bundle: bundle)
        } catch {
            throw .unreadableDocument(error)
        }
        return try preview(of: document, appearance: appearance, size: size)
    }

    /// Composites an already-read document (lint reads it once for both).
    public static func preview(of document: IconComposerDocument, appearance: IconAppearance, size: Int) throws(IconCompositionError)
        -> FlatIconPreview
    {
        guard (1...4096).contains(size) else { throw .invalidSize(size) }
        var canvas = FloatCanvas(width: size, height: size)
        // Dark and tinted icons get the system's dark background unless the file specializes the fill
        // for them (lavasec fills its logo with the brand colour in dark for that reason).
        let fill = appearance == .any ? document.fill.value(for: .any) : document.fill.ownValue(for: appearance)
        if let paint = FillPaint(fill ?? .automatic, appearance: appearance) {
            paintBackground(paint, on: &canvas)
        }
        var skipped: [ImageDecodeError] = []
        for group in document.groupsBackToFront where group.hidden.value(for: appearance) != true {
            for layer in group.layers.reversed() where layer.hidden.value(for: appearance) != true {
                guard let name = layer.imageName.value(for: appearance) else { continue }
                let painter = LayerPainter(layer: layer, group: group, appearance: appearance, outputSize: size)
                do {
                    try painter.paint(imageAt: document.imagePath(name), on: &canvas)
                } catch {
                    skipped.append(error)
                }
            }
        }
        if appearance == .tinted { canvas.makeMonochrome() }
        return FlatIconPreview(image: canvas.rgbaImage, skippedLayers: skipped)
    }

    static func paintBackground(_ paint: FillPaint, on canvas: inout FloatCanvas) {
        let size = Float(canvas.width)
        let uniform = paint.color(at: SIMD2(0, 0))
        for y in 0..<canvas.height {
            for x in 0..<canvas.width {
                let colour = paint.isUniform ? uniform : paint.color(at: SIMD2((Float(x) + 0.5) / size, (Float(y) + 0.5) / size))
                canvas.set(x, y, colour)
            }
        }
    }
}
