/// Pixels in linear light with premultiplied alpha, as floats: what downscaling, masking and
/// compositing work on.
public struct SampleImage: Equatable, Sendable {
    public let width: Int
    public let height: Int
    /// `width * height * 4` values: red, green, blue (premultiplied, linear) and alpha.
    public var values: [Float]

    public init(width: Int, height: Int, values: [Float]) {
        self.width = width
        self.height = height
        self.values = values
    }

    /// Straight (un-premultiplied) linear colour and alpha at (`x`, `y`).
    public func color(_ x: Int, _ y: Int) -> (red: Float, green: Float, blue: Float, alpha: Float) {
        let index = (y * width + x) * 4
        let alpha = values[index + 3]
        guard alpha > 0 else { return (0, 0, 0, 0) }
        return (values[index] / alpha, values[index + 1] / alpha, values[index + 2] / alpha, alpha)
    }
}
