/// Why a PNG could not be turned into pixels: the file, what kind of failure it is, and the detail.
///
/// Callers decide by `kind` (a missing file is the user's typo, a damaged one is the file's fault);
/// `detail` completes the sentence "PATH: …" for people and is never compared.
public struct PNGDecodeError: Error, Equatable, Sendable, CustomStringConvertible {
    /// What went wrong, as precisely as the decoder can tell.
    public enum Kind: Equatable, Sendable {
        /// There is no file at the path.
        case missing
        /// The file exists but cannot be opened or read.
        case unreadable
        /// The bytes are not a PNG at all.
        case notPNG
        /// A PNG that ends before its image data does.
        case truncated
        /// The file, or the image it declares, is bigger than an icon can be.
        case tooLarge
        /// A PNG whose header or image data is broken.
        case damaged
        /// A valid PNG of a kind the decoder does not handle (an unusual Apple CgBI flavour).
        case unsupported
    }

    public var path: String
    public var kind: Kind
    /// Completes "PATH: …", e.g. "is cut short (Not enough image data)".
    public var detail: String

    public init(path: String, kind: Kind, detail: String) {
        self.path = path
        self.kind = kind
        self.detail = detail
    }

    public var description: String { "\(path): \(detail)" }
}

/// A failure before the path is known; `PNGDecoder` adds the path.
struct PNGDecodeFailure: Error {
    var kind: PNGDecodeError.Kind
    var detail: String

    init(_ kind: PNGDecodeError.Kind, _ detail: String) {
        self.kind = kind
        self.detail = detail
    }
}
