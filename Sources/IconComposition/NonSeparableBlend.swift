/// The helpers of the non-separable blend modes (hue, saturation, color, luminosity), as the W3C
/// Compositing specification defines them on straight colours.
enum NonSeparableBlend {
    static func luminosity(_ c: SIMD3<Float>) -> Float { 0.3 * c.x + 0.59 * c.y + 0.11 * c.z }

    static func saturation(_ c: SIMD3<Float>) -> Float { max(c.x, c.y, c.z) - min(c.x, c.y, c.z) }

    static func clipColor(_ c: SIMD3<Float>) -> SIMD3<Float> {
        let l = luminosity(c)
        let n = min(c.x, c.y, c.z)
        let x = max(c.x, c.y, c.z)
        var result = c
        if n < 0, l - n > 0 { result = SIMD3(repeating: l) + (result - SIMD3(repeating: l)) * l / (l - n) }
        if x > 1, x - l > 0 { result = SIMD3(repeating: l) + (result - SIMD3(repeating: l)) * (1 - l) / (x - l) }
        return result
    }

    static func setLuminosity(_ c: SIMD3<Float>, _ l: Float) -> SIMD3<Float> {
        clipColor(c + SIMD3(repeating: l - luminosity(c)))
    }

    /// Scales the colour so its max − min is `s`, keeping the order of its components.
    static func setSaturation(_ c: SIMD3<Float>, _ s: Float) -> SIMD3<Float> {
        let low = min(c.x, c.y, c.z)
        let high = max(c.x, c.y, c.z)
        guard high > low else { return SIMD3(repeating: 0) }
        return (c - SIMD3(repeating: low)) * s / (high - low)
    }
}
