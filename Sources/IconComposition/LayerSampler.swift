/// Reads a layer image at output pixels: box-averaged down first when the image is much larger
/// than where it lands (a 1024 px layer on a 64 px preview), then bilinear, in premultiplied colour.
struct LayerSampler: Sendable {
    let source: FloatCanvas

    /// `image` will be drawn about `drawnWidth` x `drawnHeight` output pixels.
    init(_ image: FloatCanvas, drawnWidth: Double, drawnHeight: Double) {
        let factor = min(Double(image.width) / max(1, drawnWidth), Double(image.height) / max(1, drawnHeight))
        let step = factor >= 2 ? Int(factor.rounded(.down)) : 1
        source = step > 1 ? Self.boxReduced(image, by: step) : image
    }

    /// Each `step` x `step` block averaged into one pixel (edge blocks average what they hold).
    static func boxReduced(_ image: FloatCanvas, by step: Int) -> FloatCanvas {
        var reduced = FloatCanvas(width: (image.width + step - 1) / step, height: (image.height + step - 1) / step)
        for y in 0..<reduced.height {
            for x in 0..<reduced.width {
                var sum = SIMD4<Float>(repeating: 0)
                var count: Float = 0
                for sy in (y * step)..<min(image.height, (y + 1) * step) {
                    for sx in (x * step)..<min(image.width, (x + 1) * step) {
                        sum += image.pixel(sx, sy)
                        count += 1
                    }
                }
                reduced.set(x, y, sum / max(1, count))
            }
        }
        return reduced
    }

    /// Bilinear at unit coordinates (0…1 across the image); transparent outside it.
    func sample(u: Double, v: Double) -> SIMD4<Float> {
        guard u >= 0, u < 1, v >= 0, v < 1 else { return SIMD4(repeating: 0) }
        let x = u * Double(source.width) - 0.5
        let y = v * Double(source.height) - 0.5
        let x0 = Int(x.rounded(.down))
        let y0 = Int(y.rounded(.down))
        let fx = Float(x - Double(x0))
        let fy = Float(y - Double(y0))
        let top = at(x0, y0) * (1 - fx) + at(x0 + 1, y0) * fx
        let bottom = at(x0, y0 + 1) * (1 - fx) + at(x0 + 1, y0 + 1) * fx
        return top * (1 - fy) + bottom * fy
    }

    /// Edge pixels repeat, so the image's border is not darkened by blending with nothing.
    private func at(_ x: Int, _ y: Int) -> SIMD4<Float> {
        source.pixel(min(source.width - 1, max(0, x)), min(source.height - 1, max(0, y)))
    }
}
