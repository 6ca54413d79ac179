import Basics

/// `BoxDownscaler`'s box filter fed one source row at a time, as a decoder produces them.
///
/// Each row is averaged horizontally at once and added, weighted, to the output rows it overlaps,
/// so only the small sample grid is kept: decoding a 1024 px icon for terminal art then needs no
/// 4 MB pixel buffer. The sums are made in the same order as the two-pass version, so the result
/// is identical to `BoxDownscaler.downscale` of the whole image.
public struct RowDownscaler: Sendable {
    public let sourceWidth: Int
    public let sourceHeight: Int
    public let width: Int
    public let height: Int
    private let columns: BoxDownscaler.Spans
    /// Per source row, the output rows it adds to and with what weight, in output-row order.
    private let targets: [[(row: Int, weight: Float)]]
    private var horizontal: [SIMD4<Float>]
    private var values: [Float]

    /// A downscaler from `sourceWidth` x `sourceHeight` pixels to `width` x `height` samples.
    public init(sourceWidth: Int, sourceHeight: Int, width: Int, height: Int) {
        self.sourceWidth = max(1, sourceWidth)
        self.sourceHeight = max(1, sourceHeight)
        self.width = max(1, width)
        self.height = max(1, height)
        columns = BoxDownscaler.Spans(source: self.sourceWidth, target: self.width)
        let rows = BoxDownscaler.Spans(source: self.sourceHeight, target: self.height)
        var targets = [[(row: Int, weight: Float)]](repeating: [], count: self.sourceHeight)
        for target in 0..<self.height {
            for k in 0..<rows.count[target] where rows.start[target] + k < self.sourceHeight {
                targets[rows.start[target] + k].append((target, rows.weights[rows.firstWeight[target] + k]))
            }
        }
        self.targets = targets
        horizontal = [SIMD4<Float>](repeating: .zero, count: self.width)
        values = [Float](repeating: 0, count: self.width * self.height * 4)
    }

    /// Adds source row `y` (`sourceWidth * 4` bytes of straight 8-bit RGBA); rows outside the
    /// image or of the wrong length are ignored.
    public mutating func add(row rgba: UnsafeBufferPointer<UInt8>, y: Int) {
        guard y >= 0, y < sourceHeight, rgba.count >= sourceWidth * 4 else { return }
        averageHorizontally(rgba)
        let width = width
        horizontal.withUnsafeBufferPointer { input in
            values.withUnsafeMutableBytes { output in
                for (row, weight) in targets[y] {
                    let base = row * width * MemoryLayout<SIMD4<Float>>.stride
                    for x in 0..<width {
                        // One unaligned vector add of the four channels: the same four sums.
                        let offset = base + x * MemoryLayout<SIMD4<Float>>.stride
                        let sum = output.loadUnaligned(fromByteOffset: offset, as: SIMD4<Float>.self) + input[x] * weight
                        output.storeBytes(of: sum, toByteOffset: offset, as: SIMD4<Float>.self)
                    }
                }
            }
        }
    }

    /// The samples so far: the whole picture once every row was added.
    public var samples: SampleImage { SampleImage(width: width, height: height, values: values) }

    /// One row down to `width` linear, premultiplied samples (the loop that reads every pixel; raw
    /// pointers throughout, as it runs once per source pixel).
    private mutating func averageHorizontally(_ rgba: UnsafeBufferPointer<UInt8>) {
        let width = width
        let columns = columns
        columns.start.withUnsafeBufferPointer { starts in
            columns.count.withUnsafeBufferPointer { counts in
                columns.firstWeight.withUnsafeBufferPointer { firstWeights in
                    columns.weights.withUnsafeBufferPointer { weights in
                        ColorScience.linearFromByte.withUnsafeBufferPointer { lut in
                            horizontal.withUnsafeMutableBufferPointer { output in
                                UnsafeRawBufferPointer(rgba).withMemoryRebound(to: UInt32.self) { pixels in
                                    for x in 0..<width {
                                        output[x] = Self.average(
                                            pixels, from: starts[x], count: counts[x], weights: weights, firstWeight: firstWeights[x],
                                            lut: lut)
                                    }
                                }
                            }
                        }
                    }
                }
            }
        }
    }

    /// The weighted sum of `count` pixels from `first`, in order (so the result is the two-pass one).
    /// Four scalar sums rather than a vector: building the vector from three table lookups cost
    /// more shuffles than the arithmetic (the same IEEE operations either way, lane by lane).
    @inline(__always)
    private static func average(
        _ pixels: UnsafeBufferPointer<UInt32>, from first: Int, count: Int, weights: UnsafeBufferPointer<Float>, firstWeight: Int,
        lut: UnsafeBufferPointer<Float>
    ) -> SIMD4<Float> {
        var (red, green, blue, alpha): (Float, Float, Float, Float) = (0, 0, 0, 0)
        var index = first
        var weightIndex = firstWeight
        let end = first &+ count
        while index < end {
            let pixel = UInt32(littleEndian: pixels[index])
            let opacity = pixel >> 24
            let weight = weights[weightIndex]
            // Most icon pixels are opaque: skip the alpha multiply for them.
            let a = opacity == 255 ? weight : Float(opacity) * (1 / 255) * weight
            red += lut[Int(pixel & 0xFF)] * a
            green += lut[Int(pixel >> 8 & 0xFF)] * a
            blue += lut[Int(pixel >> 16 & 0xFF)] * a
            alpha += a  // the vector form's 1 * a
            index &+= 1
            weightIndex &+= 1
        }
        return SIMD4(red, green, blue, alpha)
    }
}
