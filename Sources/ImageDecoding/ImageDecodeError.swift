/// Why an image (PNG, JPEG or SVG, whichever decoder read it) could not become pixels: the file,
/// what kind of failure it is, and one line for people.
///
/// Callers decide by `kind` (a missing file is the user's typo, a damaged one is the file's fault);
/// `detail` completes the sentence "PATH: …" for people and is never compared.
public struct ImageDecodeError: Error, Equatable, Sendable, CustomStringConvertible {
    /// What went wrong, as precisely as the decoder can tell.
    public enum Kind: Equatable, Sendable, CaseIterable {
        /// There is no file at the path.
        case missing
        /// The file exists but cannot be opened or read.
        case unreadable
        /// The bytes are not of the format the decoder reads (for `ImageFileDecoder`: none of PNG,
        /// JPEG and SVG).
        case wrongFormat
        /// A file of the right format that ends before its image data does (a PNG cut short).
        case truncated
        /// The file, or the image it declares or would render to, is bigger than an icon can be.
        case tooLarge
        /// Decoding took longer than the time limit.
        case tooSlow
        /// The file is of a known format but broken.
        case damaged
        /// A valid file of a kind the decoder does not handle (a CMYK JPEG, an unusual CgBI PNG).
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

    /// A failure found where the file's name is not known (the PNG row readers, the SVG helper);
    /// whoever knows it fills `path` in.
    init(_ kind: Kind, _ detail: String) {
        self.init(path: "", kind: kind, detail: detail)
    }

    /// The same failure, naming the file.
    func at(_ path: String) -> ImageDecodeError {
        ImageDecodeError(path: path, kind: kind, detail: detail)
    }

    public var description: String { "\(path): \(detail)" }
}
