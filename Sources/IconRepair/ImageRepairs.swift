import Foundation
import IconResizing
import ImageDecoding

/// The image work of two fixes, done as `render` and `add` do it (ImageDecoding's libpng, IconResizing's
/// linear-light scaling), returned as bytes for the draft: nothing is written here.
struct ImageRepairs: Sendable {
    /// The PNG written again without its alpha channel: the same pixels, every other chunk kept. Nil when
    /// a pixel is not fully opaque (removing the channel would change the picture).
    func removingOpaqueAlpha(fromPNG data: Data, path: String) throws(AlphaRemovalError) -> Data? {
        do {
            return try OpaqueAlphaRemoval().removingAlpha(from: data, path: path)
        } catch {
            if case .notOpaque = error.reason { return nil }
            throw error
        }
    }

    /// A `pixels`×`pixels` PNG scaled from `data` (a square icon at least that large).
    func scaledPNG(_ data: Data, path: String, toPixels pixels: Int) throws(IconResizeError) -> Data {
        let icons = try IconResizer().icons(fromPNG: data, path: path, sizes: [pixels])
        guard let icon = icons.first else { throw IconResizeError(path: path, reason: .invalidSize(pixels)) }
        return icon.png
    }
}
