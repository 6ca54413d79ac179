/// Why a PNG's alpha channel was not removed: the file, and a reason a fix can report as advice.
public struct AlphaRemovalError: Error, Equatable, Sendable, CustomStringConvertible {
    public enum Reason: Equatable, Sendable {
        /// The pixel at (x, y), the first in reading order, is not fully opaque: removing the channel
        /// would change the picture.
        case notOpaque(x: Int, y: Int)
        /// The image has no alpha channel (grey or RGB): there is nothing to remove.
        case noAlphaChannel
        /// A palette image: its transparency is a `tRNS` chunk, not a channel, and is left alone.
        case palette
        /// An Apple CgBI ("crushed") PNG, as built apps hold: the source image is what to fix.
        case crushed
        /// The file cannot be read as a PNG, or exceeds the decoder's caps.
        case unreadable(ImageDecodeError)
        /// libpng refused to write the result.
        case notWritten(PNGEncodeError)
    }

    public var path: String
    public var reason: Reason

    public init(path: String, reason: Reason) {
        self.path = path
        self.reason = reason
    }

    public var description: String {
        switch reason {
        case .notOpaque(let x, let y):
            return "\(path): the pixel at (\(x), \(y)) is not opaque, so the alpha channel is part of the picture; "
                + "make the image opaque in an image editor"
        case .noAlphaChannel:
            return "\(path): has no alpha channel already"
        case .palette:
            return "\(path): is a palette PNG, whose transparency (tRNS) is not rewritten; export it as RGB"
        case .crushed:
            return "\(path): is an Apple CgBI (crushed) PNG from a built app; fix the source image instead"
        case .unreadable(let error):
            return "\(path): \(error.detail)"
        case .notWritten(let error):
            return "\(path): could not be written again without alpha (\(error.detail))"
        }
    }
}
