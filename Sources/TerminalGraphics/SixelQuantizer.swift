import Basics

/// Maps pixels to a palette: nearest colour through a 32x32x32 cache, optionally with Floyd–
/// Steinberg error diffusion. -1 marks a transparent pixel.
struct SixelQuantizer {
    let palette: [SIMD3<Float>]
    let search: PaletteSearch

    init(palette: [SIMD3<Float>]) {
        self.palette = palette
        search = PaletteSearch(palette: palette)
    }

    func indices(_ image: RGBAImage, dither: Bool) -> [Int16] {
        var cache = [Int16](repeating: -1, count: 32 * 32 * 32)
        var result = [Int16](repeating: -1, count: image.width * image.height)
        var error = [SIMD3<Float>](repeating: .zero, count: dither ? (image.width + 2) * 2 : 0)
        let stride = image.width + 2
        for y in 0..<image.height {
            if dither {
                // Row y's error lives in half (y % 2); the next row's half starts clean.
                let next = (1 - y % 2) * stride
                for x in 0..<stride { error[next + x] = .zero }
            }
            for x in 0..<image.width {
                let base = (y * image.width + x) * 4
                guard image.pixels[base + 3] >= 128 else { continue }
                var color = SIMD3(Float(image.pixels[base]), Float(image.pixels[base + 1]), Float(image.pixels[base + 2])) / 255
                if dither { color = pointwiseMin(SIMD3(repeating: 1), pointwiseMax(.zero, color + error[(y % 2) * stride + x + 1])) }
                let index = nearest(color, cache: &cache)
                result[y * image.width + x] = index
                guard dither else { continue }
                let difference = color - palette[Int(index)]
                let row = (y % 2) * stride
                let next = (1 - y % 2) * stride
                error[row + x + 2] += difference * (7 / 16)
                error[next + x] += difference * (3 / 16)
                error[next + x + 1] += difference * (5 / 16)
                error[next + x + 2] += difference * (1 / 16)
            }
        }
        return result
    }

    /// The palette index for `color` through a 32x32x32 cache. Each cache cell holds the exact
    /// nearest colour to the cell's centre, so the answer depends only on the colour (not on which
    /// pixel filled the cell first) and the cost is one search per cell used, not per pixel.
    func nearest(_ color: SIMD3<Float>, cache: inout [Int16]) -> Int16 {
        let (red, green, blue) = (Self.level(color.x), Self.level(color.y), Self.level(color.z))
        let key = red << 10 | green << 5 | blue
        if cache[key] >= 0 { return cache[key] }
        let index = search.nearest((SIMD3(Float(red), Float(green), Float(blue)) + 0.5) / 32)
        cache[key] = index
        return index
    }

    /// 0…1 → 0…31 (NaN → 31, never a trap).
    static func level(_ value: Float) -> Int { Int(max(0, min(31.99, value * 32))) }
}
