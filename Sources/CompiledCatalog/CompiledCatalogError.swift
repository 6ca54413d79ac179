/// Why a compiled asset catalog, or one of its renditions, could not be read: what went wrong, which
/// rendition it was (when the catalog's index was read and one rendition failed) and one line for people.
public struct CompiledCatalogError: Error, Equatable, Sendable, CustomStringConvertible {
    public enum Kind: Equatable, Sendable {
        /// The bytes are not a BOM store holding a CAR header.
        case notACatalog
        /// A structure points outside the file, is cut short, or holds values no writer produces.
        case damaged
        /// A count, size, depth or the bytes a rendition would decode to exceed the reader's caps.
        case limitExceeded
        /// A valid structure of a kind this reader does not decode (a HEIF payload, a PDF, a colour).
        case unsupported
        /// The file could not be read from disk.
        case unreadable
    }

    public var kind: Kind
    /// The rendition's name as its CSI header gives it (`"AppIcon60x60@2x.png"`), when one failed.
    public var rendition: String?
    /// Completes "…: ", e.g. "the LZFSE stream is cut short".
    public var detail: String

    public init(_ kind: Kind, rendition: String? = nil, _ detail: String) {
        self.kind = kind
        self.rendition = rendition
        self.detail = detail
    }

    /// The same error, naming the rendition it happened in.
    func inRendition(_ name: String) -> CompiledCatalogError {
        var copy = self
        if copy.rendition == nil { copy.rendition = name }
        return copy
    }

    public var description: String {
        guard let rendition else { return detail }
        return "rendition \"\(rendition)\": \(detail)"
    }

    static func damaged(_ detail: String) -> CompiledCatalogError { CompiledCatalogError(.damaged, detail) }
    static func limit(_ detail: String) -> CompiledCatalogError { CompiledCatalogError(.limitExceeded, detail) }
    static func unsupported(_ detail: String) -> CompiledCatalogError { CompiledCatalogError(.unsupported, detail) }
}
