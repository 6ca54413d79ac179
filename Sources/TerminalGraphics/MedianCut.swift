import Basics

/// A palette for an image by median cut: the box of colours with the widest spread (weighted by
/// how many pixels it holds) is split at its median, until there are enough boxes; each box gives its
/// mean. Colours are gamma-encoded sRGB in 0…1.
enum MedianCut {
    static func palette(_ image: RGBAImage, colors: Int) -> [SIMD3<Float>] {
        var samples: [SIMD3<Float>] = []
        // At most ~16,000 samples: a palette does not need every pixel (measured: the same error,
        // a third of the time of 65,000 on a 320x320 icon).
        let step = max(1, image.width * image.height / 16_384)
        for index in stride(from: 0, to: image.width * image.height, by: step) where image.pixels[index * 4 + 3] >= 128 {
            let base = index * 4
            samples.append(SIMD3(Float(image.pixels[base]), Float(image.pixels[base + 1]), Float(image.pixels[base + 2])) / 255)
        }
        guard !samples.isEmpty else { return [SIMD3(0, 0, 0)] }
        var boxes: [Range<Int>] = [0..<samples.count]
        // Each box's spread is computed once, when the box is made.
        var spreads: [Float] = [spread(samples[0..<samples.count])]
        while boxes.count < colors {
            guard let position = spreads.indices.max(by: { spreads[$0] < spreads[$1] }), spreads[position] > 0 else { break }
            let box = boxes[position]
            let channel = widestChannel(samples[box])
            samples[box].sort { $0[channel] < $1[channel] }
            let middle = box.lowerBound + box.count / 2
            boxes[position] = box.lowerBound..<middle
            spreads[position] = spread(samples[box.lowerBound..<middle])
            boxes.append(middle..<box.upperBound)
            spreads.append(spread(samples[middle..<box.upperBound]))
        }
        return boxes.map { box in samples[box].reduce(SIMD3<Float>.zero, +) / Float(box.count) }
    }

    /// The box's largest channel range times its size: big, varied boxes are split first.
    static func spread(_ box: ArraySlice<SIMD3<Float>>) -> Float {
        guard box.count > 1 else { return 0 }
        let range = extent(box)
        return max(range.x, range.y, range.z) * Float(box.count)
    }

    static func widestChannel(_ box: ArraySlice<SIMD3<Float>>) -> Int {
        let range = extent(box)
        return range.x >= range.y && range.x >= range.z ? 0 : (range.y >= range.z ? 1 : 2)
    }

    static func extent(_ box: ArraySlice<SIMD3<Float>>) -> SIMD3<Float> {
        var low = SIMD3<Float>(repeating: 1)
        var high = SIMD3<Float>(repeating: 0)
        for color in box {
            low = pointwiseMin(low, color)
            high = pointwiseMax(high, color)
        }
        return high - low
    }
}
