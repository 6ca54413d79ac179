import Basics

/// A palette for an image by median cut: the box of colours with the widest spread (weighted by
/// how many pixels it holds) is split at its median, until there are enough boxes; each box gives its
/// mean. Colours are gamma-encoded sRGB in 0…1.
enum MedianCut {
    static func palette(_ image: RGBAImage, colors: Int) -> [SIMD3<Float>] {
        var samples: [SIMD3<Float>] = []
        samples.reserveCapacity(16_400)
        // At most ~16,000 samples: a palette does not need every pixel, and more samples do not
        // lower the error.
        let step = max(1, image.width * image.height / 16_384)
        image.pixels.withUnsafeBufferPointer { pixels in
            for index in stride(from: 0, to: image.width * image.height, by: step) where pixels[index * 4 + 3] >= 128 {
                let base = index * 4
                samples.append(SIMD3(Float(pixels[base]), Float(pixels[base + 1]), Float(pixels[base + 2])) / 255)
            }
        }
        guard !samples.isEmpty else { return [SIMD3(0, 0, 0)] }
        var boxes: [Range<Int>] = [0..<samples.count]
        // Each box's spread and widest channel are computed once, when the box is made.
        var measures: [Measure] = [Measure(samples[0..<samples.count])]
        while boxes.count < colors {
            guard let position = measures.indices.max(by: { measures[$0].spread < measures[$1].spread }),
                measures[position].spread > 0
            else { break }
            let box = boxes[position]
            let middle = box.lowerBound + box.count / 2
            // Only the median matters, not the order inside either half: select, don't sort.
            select(&samples, in: box, nth: middle, channel: measures[position].channel)
            boxes[position] = box.lowerBound..<middle
            measures[position] = Measure(samples[box.lowerBound..<middle])
            boxes.append(middle..<box.upperBound)
            measures.append(Measure(samples[middle..<box.upperBound]))
        }
        return boxes.map { box in samples[box].reduce(SIMD3<Float>.zero, +) / Float(box.count) }
    }

    /// A box's largest channel range times its size (big, varied boxes are split first), and which
    /// channel that range is in.
    struct Measure {
        let spread: Float
        let channel: Int

        init(_ box: ArraySlice<SIMD3<Float>>) {
            let range = MedianCut.extent(box)
            spread = box.count > 1 ? max(range.x, range.y, range.z) * Float(box.count) : 0
            channel = range.x >= range.y && range.x >= range.z ? 0 : (range.y >= range.z ? 1 : 2)
        }
    }

    static func extent(_ box: ArraySlice<SIMD3<Float>>) -> SIMD3<Float> {
        // Scalar comparisons, cheaper than `pointwiseMin` on SIMD3 for every sample. Samples are
        // bytes / 255 (never NaN), so the two agree.
        box.withUnsafeBufferPointer { box in
            var (lowX, lowY, lowZ): (Float, Float, Float) = (1, 1, 1)
            var (highX, highY, highZ): (Float, Float, Float) = (0, 0, 0)
            for color in box {
                lowX = color.x < lowX ? color.x : lowX
                lowY = color.y < lowY ? color.y : lowY
                lowZ = color.z < lowZ ? color.z : lowZ
                highX = color.x > highX ? color.x : highX
                highY = color.y > highY ? color.y : highY
                highZ = color.z > highZ ? color.z : highZ
            }
            return SIMD3(highX - lowX, highY - lowY, highZ - lowZ)
        }
    }

    /// Reorders `samples[box]` so that the sample at `nth` is where a sort by `channel` would put it,
    /// with none greater before it and none smaller after (quickselect, middle pivot).
    static func select(_ samples: inout [SIMD3<Float>], in box: Range<Int>, nth: Int, channel: Int) {
        samples.withUnsafeMutableBufferPointer { select($0, in: box, nth: nth, channel: channel) }
    }

    private static func select(_ samples: UnsafeMutableBufferPointer<SIMD3<Float>>, in box: Range<Int>, nth: Int, channel: Int) {
        var low = box.lowerBound
        var high = box.upperBound - 1
        while low < high {
            let pivot = samples[low + (high - low) / 2][channel]
            var left = low
            var right = high
            while left <= right {
                while samples[left][channel] < pivot { left += 1 }
                while samples[right][channel] > pivot { right -= 1 }
                if left <= right {
                    samples.swapAt(left, right)
                    left += 1
                    right -= 1
                }
            }
            if nth <= right {
                high = right
            } else if nth >= left {
                low = left
            } else {
                return
            }
        }
    }
}
