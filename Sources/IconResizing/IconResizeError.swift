import IconComposition
import ImageDecoding

/// Why an icon's sizes could not be made: the source file, and what to do about it.
public struct IconResizeError: Error, Equatable, Sendable, CustomStringConvertible {
    public enum Reason: Equatable, Sendable {
        /// The PNG cannot be read, or exceeds the decoder's caps.
        case unreadable(ImageDecodeError)
        /// The `.icon` bundle cannot be drawn.
        case unreadableBundle(IconCompositionError)
        /// An icon is square; the source is not.
        case notSquare(width: Int, height: Int)
        /// A size above the source's: icons are only ever scaled down.
        case largerThanSource(size: Int, source: Int)
        /// A size below one pixel.
        case invalidSize(Int)
        /// libpng refused to write a size.
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
        case .unreadable(let error): return "\(path): \(error.detail)"
        case .unreadableBundle(let error): return "\(path): \(error.description)"
        case .notSquare(let width, let height): return "\(path): is \(width)x\(height) pixels; an icon's image must be square"
        case .largerThanSource(let size, let source):
            return "\(path): is \(source) pixels wide, smaller than the \(size)-pixel icon to make from it; use a 1024 px image"
        case .invalidSize(let size): return "\(path): \(size) pixels is not an icon size"
        case .notWritten(let error): return "\(path): a size could not be written (\(error.detail))"
        }
    }
}
