/// Which renditions of a catalog are app icons: the icon sets (the primary and every alternate, by
/// name), each bitmap with its size, scale, idiom and appearance, and for an Icon Composer icon the
/// stack the catalog keeps beside Apple's flattened renderings.
///
/// actool writes an icon set as a name (FACETKEYS) whose identifier keys renditions of the icon parts:
/// 220 the bitmaps (flattened renderings too), 218 the multi-size set listing the sizes, 245 the
/// Icon Composer stack (one per appearance), whose groups (246) and layers (`NAME_Assets/…`: images 181,
/// colours 217, gradients 247) are names of their own.
public struct AppIconSet: Sendable, Equatable {
    public struct Image: Sendable, Equatable {
        public let rendition: Rendition
        public var width: Int { rendition.width }
        public var height: Int { rendition.height }
        public var scale: Int { rendition.scale }
        public var idiom: Idiom { rendition.idiom }
        /// any, light, dark or tinted; nil when APPEARANCEKEYS names the appearance something else.
        public let appearance: Appearance?
        /// The size in points, from the multi-size set entry whose index is this image's `dimension2`.
        public let pointSize: (width: Int, height: Int)?

        public static func == (lhs: Image, rhs: Image) -> Bool {
            lhs.rendition == rhs.rendition && lhs.appearance == rhs.appearance && lhs.pointSize?.width == rhs.pointSize?.width
                && lhs.pointSize?.height == rhs.pointSize?.height
        }
    }

    /// An Icon Composer icon as the catalog describes it: the appearances its stack is stored for, its
    /// groups and the layers' assets (by name, as the catalog names them), and per appearance the layer
    /// graph: the fill and the groups bottom to top, each group with its layers.
    public struct Stack: Sendable, Equatable {
        public let appearances: [Appearance]
        public let layers: [Appearance: [StackLayer]]
        public let width: Int
        public let height: Int
        public let groups: [String]
        public let layerImages: [String]
        public let colors: [String]
        public let gradients: [String]
    }

    public let name: String
    public let images: [Image]
    public let stack: Stack?
}

extension CompiledCatalog {
    /// `AppIconSet` by a name modules with an `AppIconSet` of their own can spell (the module's name is
    /// also this type's, so `CompiledCatalog.AppIconSet` would name a member of the type).
    public typealias IconSet = AppIconSet

    static let iconImagePart = 220
    static let multiSizePart = 218
    static let iconStackPart = 245
    static let iconGroupPart = 246

    /// Every icon set of the catalog, by name.
    public var appIcons: [AppIconSet] {
        let iconParts: Set<Int> = [Self.iconImagePart, Self.multiSizePart, Self.iconStackPart]
        var byIdentifier: [Int: [Rendition]] = [:]
        for rendition in renditions where iconParts.contains(rendition.key[.part]) {
            byIdentifier[rendition.key[.identifier], default: []].append(rendition)
        }
        return facets.filter { byIdentifier[$0.identifier] != nil }.sorted { $0.name < $1.name }.map { facet in
            iconSet(facet.name, renditions: byIdentifier[facet.identifier] ?? [])
        }
    }

    private func iconSet(_ name: String, renditions: [Rendition]) -> AppIconSet {
        let sizes = renditions.filter { $0.layout == .multiSizeImageSet }
        let unsorted = renditions.filter { $0.key[.part] == Self.iconImagePart }.map { rendition in
            // The set of the same idiom and subtype (a device class's own sizes) first, then any of the idiom.
            let sameIdiom = sizes.filter { $0.idiom == rendition.idiom }
            let candidates = sameIdiom.filter { $0.key[.subtype] == rendition.key[.subtype] } + sameIdiom
            let entry = candidates.flatMap(\.multiSizeEntries).first { $0.index == rendition.key[.dimension2] }
            return AppIconSet.Image(
                rendition: rendition, appearance: appearance(of: rendition), pointSize: entry.map { ($0.width, $0.height) })
        }
        // Sorted by keys made once per image, not by naming the idiom in every comparison.
        typealias Key = (idiom: String, width: Int, scale: Int, appearance: String)
        let keyed: [(key: Key, image: AppIconSet.Image)] = unsorted.map { image in
            ((image.idiom.description, image.width, image.scale, image.appearance?.rawValue ?? ""), image)
        }
        let images = keyed.sorted { $0.key < $1.key }.map(\.image)
        let stacks = renditions.filter { $0.key[.part] == Self.iconStackPart }
        return AppIconSet(name: name, images: images, stack: stacks.isEmpty ? nil : stack(name, stacks))
    }

    private func stack(_ name: String, _ stacks: [Rendition]) -> AppIconSet.Stack {
        func names(prefix: String, part: Int) -> [String] {
            facets.filter { $0.name.hasPrefix(prefix) && $0.attributes[RenditionKey.Attribute.part.rawValue] == part }.map(\.name).sorted()
        }
        var layers: [Appearance: [StackLayer]] = [:]
        for stack in stacks { if let appearance = appearance(of: stack) { layers[appearance] = stackLayers(of: stack) } }
        return AppIconSet.Stack(
            appearances: stacks.compactMap { appearance(of: $0) }.sorted { $0.rawValue < $1.rawValue }, layers: layers,
            width: stacks.map(\.width).max() ?? 0, height: stacks.map(\.height).max() ?? 0,
            groups: names(prefix: name + "/", part: Self.iconGroupPart), layerImages: names(prefix: name + "_Assets/", part: 181),
            colors: names(prefix: name + "_Assets/", part: 217), gradients: names(prefix: name + "_Assets/", part: 247))
    }
}
