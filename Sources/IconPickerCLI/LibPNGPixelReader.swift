import Basics
import IconKit
import IconLint
import PNGDecoding

/// Gives the linter pixels through the image module (libpng, and libjpeg-turbo and librsvg for
/// `.icon` layers), for the App Store icon's transparency and the dark and tinted images' checks.
struct LibPNGPixelReader: IconPixelReader {
    func pixels(of path: String) throws -> RGBAImage {
        try ImageFileDecoder().decode(path: path)
    }
}
