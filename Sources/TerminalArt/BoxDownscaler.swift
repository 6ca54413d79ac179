import Basics

/// Area-averaging (box filter) resampling in linear light, as chafa and timg do it.
///
/// Each output sample is the exact average of the source area it covers, partial pixels weighted by
/// their overlap; colours are averaged as linear, premultiplied values so a dark edge or a
/// transparent corner does not bleed grey. Separable: one horizontal pass over every source pixel
/// (the only pass that touches all of them), then a vertical pass over the narrow result.
public enum BoxDownscaler {
    /// For each target index, the source indices it overlaps and their normalised weights.
    struct Spans {
        var start: [Int] = []
        var count: [Int] = []
        var weights: [Float] = []
        var firstWeight: [Int] = []

        init(source: Int, target: Int) {
            let scale = Double(source) / Double(target)
            for index in 0..<target {
                let from = Double(index) * scale
                let to = Double(index + 1) * scale
                let first = Int(from)
                let last = min(source - 1, Int((to - 1e-9).rounded(.down)))
                start.append(first)
                count.append(last - first + 1)
                firstWeight.append(weights.count)
                for pixel in first...max(first, last) {
                    let overlap = min(to, Double(pixel + 1)) - max(from, Double(pixel))
                    weights.append(Float(overlap / scale))
                }
            }
        }
    }

    public static func downscale(_ image: RGBAImage, width: Int, height: Int) -> SampleImage {
        let columns = Spans(source: image.width, target: width)
        let rows = Spans(source: image.height, target: height)
        let horizontal = horizontalPass(image, columns: columns, width: width)
        let values = verticalPass(horizontal, rows: rows, width: width, height: height)
        return SampleImage(width: width, height: height, values: values)
    }

    /// Averages every source row down to `width` linear, premultiplied samples: the one pass that reads
    /// each source pixel, hence the raw buffers.
    private static func horizontalPass(_ image: RGBAImage, columns: Spans, width: Int) -> [SIMD4<Float>] {
        var horizontal = [SIMD4<Float>](repeating: .zero, count: image.height * width)
        let lut = ColorScience.linearFromByte
        image.pixels.withUnsafeBytes { bytes in
            // One 32-bit load per pixel (R, G, B, A bytes in memory order).
            let pixels = bytes.bindMemory(to: UInt32.self)
            lut.withUnsafeBufferPointer { lut in
                horizontal.withUnsafeMutableBufferPointer { output in
                    columns.weights.withUnsafeBufferPointer { weights in
                        columns.start.withUnsafeBufferPointer { starts in
                            columns.count.withUnsafeBufferPointer { counts in
                                columns.firstWeight.withUnsafeBufferPointer { firstWeights in
                                    for y in 0..<image.height {
                                        let rowStart = y * image.width
                                        for x in 0..<width {
                                            var sum = SIMD4<Float>.zero
                                            let first = rowStart + starts[x]
                                            let weightBase = firstWeights[x]
                                            for k in 0..<counts[x] {
                                                let pixel = UInt32(littleEndian: pixels[first + k])
                                                let opacity = pixel >> 24
                                                let weight = weights[weightBase + k]
                                                // Most icon pixels are opaque: skip the alpha multiply for them.
                                                let a = opacity == 255 ? weight : Float(opacity) * (1 / 255) * weight
                                                let color = SIMD4<Float>(
                                                    lut[Int(pixel & 0xFF)], lut[Int(pixel >> 8 & 0xFF)],
                                                    lut[Int(pixel >> 16 & 0xFF)], 1)
                                                sum += color * a
                                            }
                                            output[y * width + x] = sum
                                        }
                                    }
                                }
                            }
                        }
                    }
                }
            }
        }
        return horizontal
    }

    /// Averages the horizontal pass's rows down to `height` rows, as interleaved RGBA floats.
    private static func verticalPass(_ horizontal: [SIMD4<Float>], rows: Spans, width: Int, height: Int) -> [Float] {
        var values = [Float](repeating: 0, count: width * height * 4)
        horizontal.withUnsafeBufferPointer { input in
            values.withUnsafeMutableBufferPointer { output in
                for y in 0..<height {
                    let first = rows.start[y]
                    let weightBase = rows.firstWeight[y]
                    for k in 0..<rows.count[y] {
                        let weight = rows.weights[weightBase + k]
                        let sourceRow = (first + k) * width
                        for x in 0..<width {
                            let value = input[sourceRow + x] * weight
                            let target = (y * width + x) * 4
                            output[target] += value.x
                            output[target + 1] += value.y
                            output[target + 2] += value.z
                            output[target + 3] += value.w
                        }
                    }
                }
            }
        }
        return values
    }
}
