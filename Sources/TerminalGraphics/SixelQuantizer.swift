import Basics

/// Maps pixels to a palette: nearest colour through a 32x32x32 cache, optionally with Floyd–
/// Steinberg error diffusion. -1 marks a transparent pixel.
struct SixelQuantizer {
    let palette: [SIMD3<Float>]

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

    func nearest(_ color: SIMD3<Float>, cache: inout [Int16]) -> Int16 {
        let key = Int(color.x * 31.99) << 10 | Int(color.y * 31.99) << 5 | Int(color.z * 31.99)
        if cache[key] >= 0 { return cache[key] }
        var best = (distance: Float.infinity, index: 0)
        for (index, entry) in palette.enumerated() {
            let difference = entry - color
            let distance = (difference * difference).sum()
            if distance < best.distance { best = (distance, index) }
        }
        cache[key] = Int16(best.index)
        return Int16(best.index)
    }
}
