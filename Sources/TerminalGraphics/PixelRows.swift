import Basics
import Dispatch
import TerminalArt

/// `PixelFitter.fit` fed one source row at a time, as a decoder produces them, so `render` never
/// holds the decoded picture (4 MB for a 1024 px icon).
///
/// Two ways through. A picture already the size asked for (a 320 px icon in 32x16 cells of 10x20)
/// is not resampled: each row is stored at once, opaque pixels inside the mask as they are and the
/// others through the same arithmetic the general path uses (a test compares the two), with no
/// float buffers at all. Any other size goes through `RowDownscaler`, the box filter in linear light.
public struct PixelRows: Sendable {
    public let width: Int
    public let height: Int
    private let mask: MaskCoverage?
    private let back: SIMD3<Float>?
    /// The output as rows arrive (identity only; resampled pictures are converted at the end).
    private var pixels: [UInt8]
    private var downscaler: RowDownscaler?
    private var edges: [Float] = []

    /// Fits a `sourceWidth` x `sourceHeight` picture to `width` x `height` pixels.
    public init(sourceWidth: Int, sourceHeight: Int, width: Int, height: Int, mask: Bool, background: ArtOptions.RGB?) {
        self.init(
            sourceWidth: sourceWidth, sourceHeight: sourceHeight, width: width, height: height, mask: mask, background: background,
            fastPaths: true)
    }

    init(sourceWidth: Int, sourceHeight: Int, width: Int, height: Int, mask: Bool, background: ArtOptions.RGB?, fastPaths: Bool) {
        self.width = max(1, width)
        self.height = max(1, height)
        self.mask = mask ? MaskCoverage(width: self.width, height: self.height) : nil
        back = PixelFitter.linear(background)
        if fastPaths && sourceWidth == self.width && sourceHeight == self.height {
            pixels = [UInt8](repeating: 0, count: self.width * self.height * 4)
        } else {
            pixels = []
            downscaler = RowDownscaler(sourceWidth: sourceWidth, sourceHeight: sourceHeight, width: self.width, height: self.height)
        }
    }

    /// True when the picture is resampled (its size differs from the one asked for).
    public var resamples: Bool { downscaler != nil }

    /// Adds source row `y`: `sourceWidth * 4` bytes of straight 8-bit sRGB RGBA.
    public mutating func add(row rgba: UnsafeBufferPointer<UInt8>, y: Int) {
        if downscaler != nil {
            downscaler?.add(row: rgba, y: y)
            return
        }
        guard y >= 0, y < height, rgba.count >= width * 4 else { return }
        let inside = mask.map { $0.row(y, edges: &edges) } ?? 0..<width
        storeIdentityRow(rgba, y: y, inside: inside)
    }

    /// The fitted picture; rows never added are transparent.
    public var image: RGBAImage {
        guard let downscaler else { return RGBAImage(width: width, height: height, pixels: pixels) }
        var samples = downscaler.samples
        mask?.apply(to: &samples)
        var result = [UInt8](repeating: 0, count: width * height * 4)
        let back = back
        // Two halves at once for a large picture: each sample is converted on its own.
        let parts = width * height >= 256 * 256 ? 2 : 1
        let count = samples.values.count / 4
        LinearToByte.shared.withTables { toByte in
            samples.values.withUnsafeBufferPointer { values in
                result.withUnsafeMutableBufferPointer { output in
                    let shared = UnsafeSendable((values, output, toByte))
                    DispatchQueue.concurrentPerform(iterations: parts) { part in
                        let (values, output, toByte) = shared.value
                        for base in stride(from: part * count / parts * 4, to: (part + 1) * count / parts * 4, by: 4) {
                            let sample = SIMD4<Float>(values[base], values[base + 1], values[base + 2], values[base + 3])
                            PixelFitter.store(sample, back: back, toByte: toByte, at: base, in: output)
                        }
                    }
                }
            }
        }
        return RGBAImage(width: width, height: height, pixels: result)
    }

    /// Row `y` at its own size: what `RowDownscaler` gives for a one-to-one span (weight 1, the
    /// colour times alpha) times the mask's coverage, unless the pixel is opaque and wholly inside.
    private mutating func storeIdentityRow(_ rgba: UnsafeBufferPointer<UInt8>, y: Int, inside: Range<Int>) {
        let (width, back, edges) = (width, back, edges)
        let lut = ColorScience.linearFromByte
        LinearToByte.shared.withTables { toByte in
            pixels.withUnsafeMutableBufferPointer { output in
                // The row is copied as it is (right for opaque pixels inside the mask), then the
                // others are redone.
                guard let target = output.baseAddress, let source = rgba.baseAddress else { return }
                (target + y * width * 4).update(from: source, count: width * 4)
                for x in 0..<width {
                    let base = (y * width + x) * 4
                    let opacity = rgba[x * 4 + 3]
                    let whole = inside.contains(x)
                    if opacity == 255 && whole { continue }
                    let alpha = opacity == 255 ? Float(1) : Float(opacity) * (1 / 255)
                    var sample = SIMD4<Float>(lut[Int(rgba[x * 4])], lut[Int(rgba[x * 4 + 1])], lut[Int(rgba[x * 4 + 2])], 1) * alpha
                    if !whole { sample *= edges[x] }
                    PixelFitter.store(sample, back: back, toByte: toByte, at: base, in: output)
                }
            }
        }
    }
}
