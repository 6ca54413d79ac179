/// Why a JPEG or SVG layer image (or any image `ImageFileDecoder` reads) could not become pixels:
/// the file, what kind of failure it is, and one line for people. PNG failures keep their own
/// `PNGDecodeError` and are carried over with the same kinds.
public struct ImageDecodeError: Error, Equatable, Sendable, CustomStringConvertible {
    public enum Kind: Equatable, Sendable {
        /// There is no file at the path.
        case missing
        /// The file exists but cannot be opened or read.
        case unreadable
        /// The bytes are none of the formats the decoder reads (PNG, JPEG, SVG).
        case unknownFormat
        /// The file, or the image it declares or would render to, is bigger than an icon can be.
        case tooLarge
        /// Decoding took longer than the time limit.
        case tooSlow
        /// The file is of a known format but broken (or cut short).
        case damaged
        /// A valid file of a kind the decoder does not handle (a CMYK JPEG, an unusual CgBI PNG).
        case unsupported
    }

    public var path: String
    public var kind: Kind
    /// Completes "PATH: …", e.g. "is not a JPEG (Not a JPEG file: starts with 0x89 0x50)".
    public var detail: String

    public init(path: String, kind: Kind, detail: String) {
        self.path = path
        self.kind = kind
        self.detail = detail
    }

    /// A PNG decoder's error, in these terms.
    public init(_ error: PNGDecodeError) {
        let kind: Kind
        switch error.kind {
        case .missing: kind = .missing
        case .unreadable: kind = .unreadable
        case .notPNG: kind = .unknownFormat
        case .tooLarge: kind = .tooLarge
        case .truncated, .damaged: kind = .damaged
        case .unsupported: kind = .unsupported
        }
        self.init(path: error.path, kind: kind, detail: error.detail)
    }

    public var description: String { "\(path): \(detail)" }
}
