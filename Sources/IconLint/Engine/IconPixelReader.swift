import Basics
import IconKit

/// Decodes an image for the few rules that need pixels (the App Store icon's transparency).
///
/// IconKit knows no image library; the command-line tool passes one backed by libpng. Without a
/// reader those rules judge from the PNG header alone.
public protocol IconPixelReader: Sendable {
    func pixels(of path: String) throws -> RGBAImage
}
