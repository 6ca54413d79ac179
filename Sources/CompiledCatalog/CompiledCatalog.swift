import Basics

/// A compiled asset catalog (`Assets.car`), its index read: the CAR header, the key format, the names
/// (FACETKEYS), the appearances (APPEARANCEKEYS) and every rendition's key and CSI header. Pixels are
/// decoded only when `image(of:)` asks for one rendition.
///
/// Untrusted input: every read is bounds-checked, counts and sizes are capped (`Limits`), and a damaged
/// rendition header fails the whole index (a damaged payload fails only that rendition's image).
public struct CompiledCatalog: Sendable {
    public struct Limits: Sendable {
        /// The largest file read (`init(path:)`).
        public var maxFileSize = 512 << 20
        /// The largest image decoded, in pixels per side.
        public var maxDimension = 8192
        /// The most bytes one rendition may decode to (compressed data included).
        public var maxDecodedBytes = 256 << 20
        public init() {}
    }

    public struct Header: Sendable, Equatable {
        public let coreUIVersion: Int
        public let storageVersion: Int
        public let renditionCount: Int
        /// E.g. "@(#)PROGRAM:CoreUI  PROJECT:CoreUI-972.1".
        public let mainVersion: String
        /// E.g. "Xcode 26.2 (17C52) via AssetCatalogSimulatorAgent".
        public let versionString: String
        public let schemaVersion: Int
        public let colorSpaceID: Int
        /// From EXTENDED_METADATA when present: deployment target ("13.0") and platform ("ios").
        public let deploymentTarget: String?
        public let platform: String?
        /// From EXTENDED_METADATA: what a thinned catalog was made for ("optimized <idiom 1> <subtype
        /// 1792> <scale 2> …", as App Store and device-specific builds write it); empty when not thinned.
        public let thinningArguments: String?
    }

    /// A name of the catalog (an image set, icon set, colour) and the key attributes it stands for.
    public struct Facet: Sendable, Equatable {
        public let name: String
        public let attributes: [Int: Int]
        public var identifier: Int { attributes[RenditionKey.Attribute.identifier.rawValue] ?? 0 }
    }

    public let header: Header
    /// The attribute ids a rendition key lists, in order.
    public let keyFormat: [Int]
    public let facets: [Facet]
    /// Appearance names (`UIAppearanceDark`) by identifier.
    public let appearanceNames: [Int: String]
    public let renditions: [Rendition]
    public let limits: Limits
    let source: CatalogSource

    /// Reads the index from the file, leaving the pixels on disk until `image(of:)` asks for them.
    public init(path: String, limits: Limits = Limits()) throws(CompiledCatalogError) {
        try self.init(source: try CatalogSource(path: path, limit: limits.maxFileSize), limits: limits)
    }

    public init(bytes: [UInt8], limits: Limits = Limits()) throws(CompiledCatalogError) {
        try self.init(source: CatalogSource(bytes: bytes), limits: limits)
    }

    /// Reads `count` bytes at `offset` of the catalog (exactly that many, or throws).
    public typealias PieceReader = @Sendable (_ offset: Int, _ count: Int) throws -> [UInt8]

    /// Reads the index of a catalog of `size` bytes through `pieces` (one stored uncompressed inside an
    /// archive: its index is read where it lies, and nothing else), pixels when `image(of:)` asks.
    public init(size: Int, limits: Limits = Limits(), pieces: @escaping PieceReader) throws(CompiledCatalogError) {
        guard size <= limits.maxFileSize else {
            throw .limit("the catalog is \(size) bytes, over the \(limits.maxFileSize)-byte limit for a catalog")
        }
        try self.init(source: CatalogSource(size: size, pieces: pieces), limits: limits)
    }

    private init(source: CatalogSource, limits: Limits) throws(CompiledCatalogError) {
        let store = try BOMStore(source)
        self.source = source
        self.limits = limits
        header = try Self.readHeader(store)
        keyFormat = try Self.readKeyFormat(store)
        facets = try store.tree("FACETKEYS", keyLimit: 4096, valueLimit: 6 + 4 * 64).map { (key, value) throws(CompiledCatalogError) in
            Facet(name: ByteReader.text(key.contents), attributes: try Self.readAttributeList(value, at: 4, what: "a facet"))
        }
        var names: [Int: String] = [:]
        for (key, value) in try store.tree("APPEARANCEKEYS", keyLimit: 4096, valueLimit: 2) {
            names[try value.u16(0)] = ByteReader.text(key.contents)
        }
        appearanceNames = names
        let format = keyFormat
        renditions = try store.treeBlocks("RENDITIONS").map { (key, value) throws(CompiledCatalogError) in
            try Rendition.read(
                key: try store.source.read(key.offset, count: key.length, "a rendition key"), value: value, store: store, keyFormat: format)
        }
    }

    private static func readHeader(_ store: BOMStore) throws(CompiledCatalogError) -> Header {
        guard let block = try store.variable("CARHEADER"), try block.tag(0) == "CTAR" else {
            throw CompiledCatalogError(.notACatalog, "the BOM store holds no CAR header (it is not a compiled asset catalog)")
        }
        let metadata = try store.variable("EXTENDED_METADATA")
        return Header(
            coreUIVersion: try block.u32(4), storageVersion: try block.u32(8), renditionCount: try block.u32(16),
            mainVersion: try block.string(20, maxCount: 128), versionString: try block.string(148, maxCount: 256),
            schemaVersion: try block.u32(420), colorSpaceID: try block.u32(424),
            deploymentTarget: try metadata.map { (region) throws(CompiledCatalogError) in try region.string(260, maxCount: 256) },
            platform: try metadata.map { (region) throws(CompiledCatalogError) in try region.string(516, maxCount: 256) },
            thinningArguments: try metadata.map { (region) throws(CompiledCatalogError) in try region.string(4, maxCount: 256) })
    }

    /// KEYFORMAT (`kfmt`: version, count, attribute ids), or the older KEYFORMATWORKAROUND.
    private static func readKeyFormat(_ store: BOMStore) throws(CompiledCatalogError) -> [Int] {
        guard let block = try store.variable("KEYFORMAT") else {
            throw CompiledCatalogError(.notACatalog, "the catalog has no KEYFORMAT, so its renditions cannot be read")
        }
        guard try block.tag(0) == "kfmt" else { throw .damaged("the KEYFORMAT block does not start with \"kfmt\"") }
        let count = try block.u32(8)
        guard count <= 64 else { throw .limit("the key format lists \(count) attributes (at most 64 are read)") }
        return try (0..<count).map { (index) throws(CompiledCatalogError) in try block.u32(12 + 4 * index) }
    }

    /// A `count` (u16) followed by (attribute, value) u16 pairs.
    static func readAttributeList(_ region: ByteReader, at offset: Int, what: String) throws(CompiledCatalogError) -> [Int: Int] {
        let count = try region.u16(offset)
        guard count <= 64 else { throw .limit("\(what) lists \(count) attributes (at most 64 are read)") }
        var attributes: [Int: Int] = [:]
        for index in 0..<count {
            let value = try region.u16(offset + 4 + 4 * index)
            if value != 0 { attributes[try region.u16(offset + 2 + 4 * index)] = value }
        }
        return attributes
    }

    /// The catalog's size in bytes.
    public var byteCount: Int { source.size }

    /// The rendition an atlas reference points at: the packed image whose key matches it.
    public func atlas(for reference: AtlasReference) -> Rendition? {
        renditions.first { $0.layout == .packedImage && $0.key == reference.atlasKey }
    }

    /// The appearance of a rendition, from APPEARANCEKEYS' name for its identifier (0 is "any").
    public func appearance(of rendition: Rendition) -> Appearance? {
        guard let name = appearanceNames[rendition.appearanceIdentifier] else { return rendition.appearanceIdentifier == 0 ? .any : nil }
        return Appearance(appearanceName: name)
    }
}
