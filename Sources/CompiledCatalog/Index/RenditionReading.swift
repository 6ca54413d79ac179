/// Reading one RENDITIONS entry: the key (one little-endian u16 per key-format attribute) and the CSI
/// header (`CTSI`, 184 bytes: flags, size, scale × 100, pixel format, layout, a 128-byte name, then the
/// TLV properties' length and the payload's length), the properties, and what small structures say
/// (multi-size entries, atlas references). The payload itself is only located.
extension Rendition {
    static let headerSize = 184

    /// What the rendition takes in the catalog: its CSI header, properties and payload (stored pixels).
    public var storedByteCount: Int {
        Self.headerSize + properties.values.reduce(0) { $0 + 8 + $1.count } + payloadLength
    }

    static let maxProperties = 256

    /// Enough of a value block for the CSI header and the usual properties in one read.
    static let firstRead = 1024
    static let maxMultiSizeBytes = 1 << 16

    static func read(key: ByteReader, value block: BOMStore.Block, store: BOMStore, keyFormat: [Int]) throws(CompiledCatalogError)
        -> Rendition
    {
        var attributes: [Int: Int] = [:]
        for (index, attribute) in keyFormat.enumerated() where 2 * index + 2 <= key.count {
            attributes[attribute] = try key.u16(2 * index)
        }
        var value = try store.prefix(of: block, count: firstRead, "a rendition")
        guard try value.tag(0) == "CTSI" else { throw .damaged("a rendition does not start with a CSI header (\"CTSI\")") }
        let name = try value.string(40, maxCount: 128)
        do throws(CompiledCatalogError) {
            let propertiesLength = try value.u32(168)
            guard block.length >= headerSize, propertiesLength <= block.length - headerSize else {
                throw .damaged("the rendition's header or properties run past it")
            }
            let payloadLength = block.length - headerSize - propertiesLength
            let wanted = headerSize + propertiesLength + (try value.u16(36) == 1010 ? min(payloadLength, maxMultiSizeBytes) : 0)
            if wanted > value.count { value = try store.prefix(of: block, count: wanted, "a rendition") }
            return try read(
                value, name: name, key: RenditionKey(values: attributes), position: block.offset + headerSize + propertiesLength,
                payloadLength: payloadLength)
        } catch {
            throw error.inRendition(name)
        }
    }

    private static func read(_ value: ByteReader, name: String, key: RenditionKey, position: Int, payloadLength: Int)
        throws(CompiledCatalogError)
        -> Rendition
    {
        let propertiesLength = try value.u32(168)
        let properties = try readProperties(try value.sub(headerSize, count: propertiesLength, "the rendition's properties"))
        let payload = try value.tail(headerSize + propertiesLength, "the rendition's payload")
        let format = try value.u32(24)
        let layout = Layout(rawValue: try value.u16(36))
        return Rendition(
            name: name, key: key, width: try value.u32(12), height: try value.u32(16), scale: try value.u32(20) / 100,
            pixelFormat: format == 0 ? .none : PixelFormat(code: try value.tag(24)), layout: layout, flags: try value.u32(8),
            properties: properties,
            multiSizeEntries: layout == .multiSizeImageSet ? try readMultiSizeEntries(payload) : [],
            atlasReference: try properties[1010].map { (bytes) throws(CompiledCatalogError) in try readAtlasReference(ByteReader(bytes)) },
            payloadOffset: position, payloadLength: payloadLength)
    }

    /// TLVs: a u32 type, a u32 length, that many bytes.
    private static func readProperties(_ region: ByteReader) throws(CompiledCatalogError) -> [Int: [UInt8]] {
        var properties: [Int: [UInt8]] = [:]
        var offset = 0
        while offset < region.count {
            guard properties.count < maxProperties else { throw .limit("a rendition has more than \(maxProperties) properties") }
            let type = try region.u32(offset)
            let length = try region.u32(offset + 4)
            properties[type] = try region.array(offset + 8, count: length)
            offset += 8 + length
        }
        return properties
    }

    /// `SISM`: version, count, then (width, height, index) u32 triples.
    private static func readMultiSizeEntries(_ payload: ByteReader) throws(CompiledCatalogError) -> [MultiSizeEntry] {
        guard try payload.tag(0) == "MSIS" else { throw .damaged("a multi-size image set does not start with \"MSIS\"") }
        let count = try payload.u32(8)
        guard count <= (payload.count - 12) / 12 else { throw .damaged("a multi-size image set declares more sizes than it holds") }
        return try (0..<count).map { (index) throws(CompiledCatalogError) in
            MultiSizeEntry(
                width: try payload.u32(12 + 12 * index), height: try payload.u32(16 + 12 * index), index: try payload.u32(20 + 12 * index))
        }
    }

    /// `INLK`: flags, the rectangle (x, y, width, height), a layout, the reference's length, then
    /// (attribute, value) u16 pairs of the atlas's key, ended by a zero attribute.
    private static func readAtlasReference(_ region: ByteReader) throws(CompiledCatalogError) -> AtlasReference {
        guard try region.tag(0) == "INLK" else { throw .damaged("an atlas reference does not start with \"INLK\"") }
        let length = try region.u32(26)
        let pairs = try region.sub(30, count: length, "an atlas reference's key")
        var attributes: [Int: Int] = [:]
        for index in 0..<pairs.count / 4 {
            let attribute = try pairs.u16(4 * index)
            if attribute == 0 { break }
            attributes[attribute] = try pairs.u16(4 * index + 2)
        }
        return AtlasReference(
            atlasKey: RenditionKey(values: attributes), x: try region.u32(8), y: try region.u32(12), width: try region.u32(16),
            height: try region.u32(20))
    }
}
