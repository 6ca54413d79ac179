/// The Icon Composer layer graph as the catalog stores it: the stack rendition (part 245) and each
/// group (part 246) carry a layer-reference property (1012): a count and flags, then per member its
/// flags, frame (x, y, width, height in the 1024-point canvas), blend mode, opacity, and the key
/// (attribute pairs) of the rendition it draws: a fill colour or gradient, a group, a layer image.
/// Members are listed bottom to top; an opacity of 0 hides a layer in that appearance. The other
/// properties (1020, 1021: glass, shadow and translucency settings) are not interpreted.
public struct StackLayer: Sendable, Equatable {
    public enum Kind: Sendable, Equatable {
        case image, group, color, gradient
        case other(part: Int)
    }

    /// The name the catalog gives the member (`AppIcon/Group 2`, `AppIcon_Assets/Eyes`).
    public let name: String
    public let kind: Kind
    public let x: Int
    public let y: Int
    public let width: Int
    public let height: Int
    public let opacity: Float
    public let blendMode: Int
    /// A group's own layers, bottom to top.
    public let children: [StackLayer]
}

extension CompiledCatalog {
    static let maxStackLayers = 256

    /// The layers of the stack or group `rendition` (for its appearance), groups expanded once.
    func stackLayers(of rendition: Rendition, expandGroups: Bool = true) -> [StackLayer] {
        guard let property = rendition.properties[1012] else { return [] }
        let region = ByteReader(property)
        guard let count = try? region.u32(0), count <= Self.maxStackLayers else { return [] }
        var layers: [StackLayer] = []
        var offset = 8
        for _ in 0..<count {
            guard let (layer, next) = try? stackLayer(region, at: offset, appearance: rendition.key[.appearance], expand: expandGroups)
            else { break }
            layers.append(layer)
            offset = next
        }
        return layers
    }

    private func stackLayer(_ region: ByteReader, at offset: Int, appearance: Int, expand: Bool) throws(CompiledCatalogError) -> (
        StackLayer, Int
    ) {
        let length = try region.u32(offset + 28)
        let pairs = try region.sub(offset + 32, count: length, "a stack layer's key")
        var attributes: [Int: Int] = [:]
        for index in 0..<pairs.count / 4 where try pairs.u16(4 * index) != 0 {
            attributes[try pairs.u16(4 * index)] = try pairs.u16(4 * index + 2)
        }
        let identifier = attributes[RenditionKey.Attribute.identifier.rawValue] ?? 0
        let part = attributes[RenditionKey.Attribute.part.rawValue] ?? 0
        let kinds: [Int: StackLayer.Kind] = [181: .image, Self.iconGroupPart: .group, 217: .color, 247: .gradient]
        let kind = kinds[part] ?? .other(part: part)
        var children: [StackLayer] = []
        if kind == .group, expand,
            let group = renditions.first(where: {
                $0.key[.part] == part && $0.key[.identifier] == identifier && $0.key[.appearance] == appearance
            })
        {
            children = stackLayers(of: group, expandGroups: false)
        }
        let layer = StackLayer(
            name: facets.first { $0.identifier == identifier && $0.attributes[RenditionKey.Attribute.part.rawValue] == part }?.name
                ?? "identifier \(identifier)",
            kind: kind, x: Int(Int32(truncatingIfNeeded: try region.u32(offset + 4))),
            y: Int(Int32(truncatingIfNeeded: try region.u32(offset + 8))),
            width: try region.u32(offset + 12), height: try region.u32(offset + 16), opacity: try region.f32(offset + 24),
            blendMode: try region.u32(offset + 20), children: children)
        return (layer, offset + 32 + length)
    }
}
