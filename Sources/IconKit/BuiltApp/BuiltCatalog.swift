import AppArchive
import Basics
import CompiledCatalog

/// A built app's `Assets.car` (or one named on its own), its index read once: the icon sets it holds,
/// each with its bitmaps and sizes, and what it says of the build that wrote it. Pixels are decoded
/// only when `image(of:)` asks for one bitmap.
public struct BuiltCatalog: Sendable {
    /// As messages name it: `App.ipa:Payload/App.app/Assets.car`, or its path on disk.
    public let path: String
    /// Its size in bytes.
    public let byteCount: Int
    /// The tool that wrote it, e.g. "Xcode 26.2 (17C52) via AssetCatalogSimulatorAgent".
    public let writtenBy: String
    /// What a thinned catalog was made for ("optimized <idiom 1> <subtype 1792> …", a build for one
    /// device or the App Store's own thinning); nil when it holds every device's images.
    public let thinnedFor: String?
    /// The icon sets by name: the primary and each alternate the build compiled.
    public let iconSets: [String: CompiledIconSet]
    let catalog: CompiledCatalog

    init(_ catalog: CompiledCatalog, path: String, byteCount: Int) {
        self.catalog = catalog
        self.path = path
        self.byteCount = byteCount
        writtenBy = catalog.header.versionString
        let thinning = catalog.header.thinningArguments ?? ""
        thinnedFor = thinning.isEmpty ? nil : thinning
        let sets = catalog.appIcons
        let bytes = CompiledIconSet.byteCounts(of: Set(sets.map(\.name)), in: catalog)
        iconSets = Dictionary(
            sets.map { ($0.name, CompiledIconSet($0, byteCount: bytes[$0.name] ?? 0)) }, uniquingKeysWith: { first, _ in first })
    }

    /// The catalog at `path` on disk, its index read piece by piece (never its pixels).
    public init(path: String) throws(BuiltCatalogError) {
        do {
            let catalog = try CompiledCatalog(path: path)
            self.init(catalog, path: path, byteCount: catalog.byteCount)
        } catch {
            throw BuiltCatalogError(path: path, error)
        }
    }

    /// An `.ipa`'s catalog, named `path` in messages: read where it lies when stored, else inflated
    /// once within the archive reader's limit for a catalog.
    init(archived: ArchivedCatalog, path: String) throws(BuiltCatalogError) {
        do throws(CompiledCatalogError) {
            let catalog: CompiledCatalog
            if archived.isStored {
                catalog = try CompiledCatalog(size: archived.size) { offset, count in try archived.read(at: offset, count: count) }
            } else {
                let bytes: [UInt8]
                do {
                    bytes = try archived.contents()
                } catch {
                    throw CompiledCatalogError(Self.kind(of: error), error.description)
                }
                catalog = try CompiledCatalog(bytes: bytes)
            }
            self.init(catalog, path: path, byteCount: archived.size)
        } catch {
            throw BuiltCatalogError(path: path, error)
        }
    }

    /// A limit the archive reader enforced is the catalog's size; anything else is damage.
    private static func kind(of error: ArchiveError) -> CompiledCatalogError.Kind {
        switch error {
        case .entryTooLarge, .suspiciousCompressionRatio, .dataExceedsDeclaredSize: .limitExceeded
        default: .damaged
        }
    }

    /// The bitmap's pixels, straight RGBA.
    ///
    /// - Throws: `BuiltCatalogError` naming the catalog and the rendition, saying why it could not be decoded.
    public func image(of rendition: CompiledRendition) throws(BuiltCatalogError) -> RGBAImage {
        do {
            return try catalog.image(of: rendition.rendition)
        } catch {
            throw BuiltCatalogError(path: path, error)
        }
    }

    /// What identifies the bitmap's pixels: its size and pixel format, and its stored (compressed)
    /// bytes; nil when its pixels are in a shared atlas or cannot be read. The same bytes decode to the
    /// same picture in any catalog, so a cache of drawn pictures can be keyed by them.
    public func pictureIdentity(of rendition: CompiledRendition) -> [UInt8]? {
        let raw = rendition.rendition
        guard let stored = try? catalog.storedBytes(of: raw) else { return nil }
        return Array("car \(raw.width)x\(raw.height) \(raw.pixelFormat) \(raw.layout)\n".utf8) + stored
    }

    /// The set names, sorted.
    public var setNames: [String] { iconSets.keys.sorted() }
}

/// Why a compiled catalog, or one bitmap of it, could not be read: the catalog, what kind of failure,
/// and the reader's words (which name the rendition when one bitmap failed).
public struct BuiltCatalogError: Error, Equatable, Sendable, CustomStringConvertible {
    public enum Kind: Equatable, Sendable {
        /// The bytes are not a compiled catalog, or are damaged.
        case damaged
        /// Larger than the reader's limits (a decompression bomb, or an image over its size cap).
        case tooLarge
        /// Valid, of a kind the reader does not decode (a PDF, a HEIF image).
        case unsupported
        /// The file could not be read.
        case unreadable
    }

    public let path: String
    public let kind: Kind
    /// Completes "PATH: ", e.g. `rendition "AppIcon60x60@2x.png": the LZFSE stream is cut short`.
    public let detail: String

    init(path: String, _ error: CompiledCatalogError) {
        self.path = path
        // The reader names the file it could not open; the path is said once, first.
        detail = error.description.hasPrefix(path + " ") ? String(error.description.dropFirst(path.count + 1)) : error.description
        switch error.kind {
        case .notACatalog, .damaged: kind = .damaged
        case .limitExceeded: kind = .tooLarge
        case .unsupported: kind = .unsupported
        case .unreadable: kind = .unreadable
        }
    }

    public var description: String { "\(path): \(detail)" }
}
