import Basics
import IconKit
import IconLint
import PNGDecoding

/// Gives the linter pixels through libpng, for the App Store icon's transparency check.
struct LibPNGPixelReader: IconPixelReader {
    func pixels(of path: String) throws -> RGBAImage {
        try PNGDecoder().decode(path: path)
    }
}
