import Basics
import IconKit
import IconLint
import ImageDecoding

/// Gives the linter pixels through the image module (libpng, and libjpeg-turbo and librsvg for
/// `.icon` layers), for the App Store icon's transparency and the dark and tinted images' checks.
/// Bytes come through the app's files, so an `.ipa`'s images are read from the archive.
public struct ImagePixelReader: IconPixelReader {
    public var files: AppFiles

    public init(files: AppFiles = .disk) {
        self.files = files
    }

    public func pixels(of path: String) throws -> RGBAImage {
        let decoder = ImageFileDecoder()
        return try decoder.decode(try files.contents(of: path, limit: decoder.maxFileSize), path: path)
    }
}
