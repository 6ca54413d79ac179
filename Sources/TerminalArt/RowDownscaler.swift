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
            values.withUnsafeMutableBufferPointer { output in
                for (row, weight) in targets[y] {
                    let base = row * width * 4
                    for x in 0..<width {
                        let value = input[x] * weight
                        let target = base + x * 4
                        output[target] += value.x
                        output[target + 1] += value.y
                        output[target + 2] += value.z
                        output[target + 3] += value.w
                    }
                }
            }
        }
    }

    /// The samples so far: the whole picture once every row was added.
    public var samples: SampleImage { SampleImage(width: width, height: height, values: values) }

    /// One row down to `width` linear, premultiplied samples (the loop that reads every pixel).
    private mutating func averageHorizontally(_ rgba: UnsafeBufferPointer<UInt8>) {
        let columns = columns
        let width = width
        ColorScience.linearFromByte.withUnsafeBufferPointer { lut in
            horizontal.withUnsafeMutableBufferPointer { output in
                UnsafeRawBufferPointer(rgba).withMemoryRebound(to: UInt32.self) { pixels in
                    columns.weights.withUnsafeBufferPointer { weights in
                        for x in 0..<width {
                            var sum = SIMD4<Float>.zero
                            let first = columns.start[x]
                            let weightBase = columns.firstWeight[x]
                            for k in 0..<columns.count[x] {
                                let pixel = UInt32(littleEndian: pixels[first + k])
                                let opacity = pixel >> 24
                                let weight = weights[weightBase + k]
                                // Most icon pixels are opaque: skip the alpha multiply for them.
                                let a = opacity == 255 ? weight : Float(opacity) * (1 / 255) * weight
                                let color = SIMD4<Float>(
                                    lut[Int(pixel & 0xFF)], lut[Int(pixel >> 8 & 0xFF)], lut[Int(pixel >> 16 & 0xFF)], 1)
                                sum += color * a
                            }
                            output[x] = sum
                        }
                    }
                }
            }
        }
    }
}
