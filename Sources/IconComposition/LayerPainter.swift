import Basics
import IconKit
import ImageDecoding

/// Paints one layer onto the canvas: its image placed by its and its group's position, drawn in its
/// own colours or, with a fill, as the fill through the image's alpha, at the combined opacity and
/// with its blend mode. Groups pass through: a group's opacity multiplies its layers', and its blend
/// mode applies to layers that keep `normal`.
struct LayerPainter {
    let layer: IconComposerLayer
    let group: IconComposerGroup
    let appearance: IconAppearance
    let outputSize: Int
    /// SVG layers are rendered at most this large, then resampled like bitmaps.
    static let maxRenderedDimension = 4096.0

    var layerPosition: IconComposerPosition { layer.position.value(for: appearance) ?? .identity }
    var groupPosition: IconComposerPosition { group.position.value(for: appearance) ?? .identity }

    var opacity: Float {
        let own = min(1, max(0, layer.opacity.value(for: appearance) ?? 1))
        let groups = min(1, max(0, group.opacity.value(for: appearance) ?? 1))
        return Float(own * groups)
    }

    var blendMode: IconComposerBlendMode {
        let own = layer.blendMode.value(for: appearance) ?? .normal
        return own == .normal ? group.blendMode.value(for: appearance) ?? .normal : own
    }

    /// A layer fill of `none` or `automatic` keeps the image's colours.
    var fill: FillPaint? {
        guard let fill = layer.fill.value(for: appearance), fill != .automatic else { return nil }
        return FillPaint(fill, appearance: appearance)
    }

    func paint(imageAt path: String, on canvas: inout FloatCanvas) throws(ImageDecodeError) {
        let pixelsPerPoint = Double(outputSize) / LayerPlacement.canvasPoints
        let totalScale = layerPosition.scale * groupPosition.scale
        let loaded = try ImageFileDecoder().layer(
            path: path, svgScale: totalScale * pixelsPerPoint, svgLargestSide: Self.maxRenderedDimension)
        let placement = LayerPlacement(
            naturalWidth: loaded.naturalWidth, naturalHeight: loaded.naturalHeight, layer: layerPosition, group: groupPosition,
            outputSize: outputSize)
        guard let covered = placement.coveredPixels(canvasSize: canvas.width) else { return }
        let sampler = LayerSampler(FloatCanvas(loaded.image), drawnWidth: placement.width, drawnHeight: placement.height)
        composite(sampler, placement: placement, covered: covered, on: &canvas)
    }

    private func composite(
        _ sampler: LayerSampler, placement: LayerPlacement, covered: (columns: Range<Int>, rows: Range<Int>), on canvas: inout FloatCanvas
    ) {
        let fill = self.fill
        let uniformFill = fill.map { $0.color(at: SIMD2(0, 0)) }
        let opacity = self.opacity
        let mode = blendMode
        for y in covered.rows {
            let v = (Double(y) + 0.5 - placement.top) / placement.height
            for x in covered.columns {
                let u = (Double(x) + 0.5 - placement.left) / placement.width
                var source = sampler.sample(u: u, v: v)
                guard source.w > 0 else { continue }
                if let fill {
                    let colour = fill.isUniform ? (uniformFill ?? .zero) : fill.color(at: SIMD2(Float(u), Float(v)))
                    source = colour * source.w
                }
                source *= opacity
                canvas.set(x, y, BlendFormula.composite(source, over: canvas.pixel(x, y), mode: mode))
            }
        }
    }
}
