import Foundation

/// The image work two fixes need, behind a seam so that IconRepair plans them without linking an image
/// library: the command line passes the implementation ImageDecoding provides (libpng), and a planner
/// without one reports those two fixes as unavailable instead of guessing.
public protocol ImageRepairing: Sendable {
    /// The PNG written again as RGB: the same pixels, every other chunk kept. Nil when a pixel is not
    /// fully opaque (then removing the channel would change the picture).
    func removingOpaqueAlpha(fromPNG data: Data) throws -> Data?

    /// A `pixels`×`pixels` PNG scaled from `data` (a 1024 px icon) in linear light, as `render` scales.
    func scaledPNG(_ data: Data, toPixels pixels: Int) throws -> Data
}
