import CompiledCatalog

/// An icon set compiled into a built app's `Assets.car`: its bitmaps (Apple's flattened renderings of
/// an Icon Composer icon among them), the Icon Composer stack when it is one, and what it adds to the
/// catalog's size.
public struct CompiledIconSet: Sendable {
    public let name: String
    /// Sorted by idiom, width, scale and appearance.
    public let images: [CompiledRendition]
    /// The Icon Composer stack (`.icon` compiled by Xcode 26), when the set is one.
    public let stack: CompiledIconStack?
    /// Bytes its renditions take in the catalog: the bitmaps, the size list and, for an Icon Composer
    /// icon, the stack with its groups and layer assets. Images cut from a shared atlas count their
    /// reference only.
    public let byteCount: Int

    init(_ set: CompiledCatalog.IconSet, byteCount: Int) {
        name = set.name
        images = set.images.map { CompiledRendition(setName: set.name, image: $0) }
        stack = set.stack.map { CompiledIconStack($0) }
        self.byteCount = byteCount
    }

    /// The bytes each of `names` takes: every rendition of its name, and of its stack's groups
    /// (`NAME/Group`) and layer assets (`NAME_Assets/…`), in one pass over the names and one over the
    /// renditions, not a filter of every name for each set.
    static func byteCounts(of names: Set<String>, in catalog: CompiledCatalog) -> [String: Int] {
        var bytesByIdentifier: [Int: Int] = [:]
        for rendition in catalog.renditions { bytesByIdentifier[rendition.key[.identifier], default: 0] += rendition.storedByteCount }
        var identifiers: [String: Set<Int>] = [:]
        for facet in catalog.facets {
            if let owner = owner(of: facet.name, among: names) { identifiers[owner, default: []].insert(facet.identifier) }
        }
        return identifiers.mapValues { $0.reduce(0) { $0 + (bytesByIdentifier[$1] ?? 0) } }
    }

    /// The set a catalog name belongs to: itself, or the set before a `/` (its group) or before
    /// `_Assets/` (its layer asset); set names may hold `/` themselves (namespaced folders).
    private static func owner(of name: String, among names: Set<String>) -> String? {
        if names.contains(name) { return name }
        var end = name.endIndex
        while let slash = name[..<end].lastIndex(of: "/") {
            let head = String(name[..<slash])
            if names.contains(head) { return head }
            if head.hasSuffix("_Assets"), names.contains(String(head.dropLast(7))) { return String(head.dropLast(7)) }
            end = slash
        }
        return nil
    }

    /// The bitmap `device` shows in `appearance`: the largest made for the device (its idiom, else
    /// universal, else the App Store's, else any), in that appearance, else in the default one
    /// (`fellBack`); nil when the set has no bitmap at all.
    public func shown(on device: Idiom, appearance: IconAppearance) -> (image: CompiledRendition, fellBack: Bool)? {
        var pool = images.filter { $0.appearance == appearance }
        var fellBack = false
        if pool.isEmpty && appearance != .any {
            pool = images.filter { $0.appearance == .any }
            fellBack = true
        }
        func rank(_ image: CompiledRendition) -> Int {
            image.idiom == device.rawValue ? 3 : image.idiom == "universal" ? 2 : image.idiom == "ios-marketing" ? 1 : 0
        }
        let best = pool.max { (rank($0), $0.width, $0.scale) < (rank($1), $1.width, $1.scale) }
        return best.map { ($0, fellBack) }
    }

    /// The square pixel widths of the default appearance's bitmaps `device` uses.
    public func squareWidths(on device: Idiom) -> Set<Int> {
        Set(images.filter { $0.appearance == .any && $0.isFor(device) && $0.width == $0.height }.map(\.width))
    }

    /// Whether every size is made from one 1024 px image (the single-size form, Icon Composer's
    /// flattened renderings): the device's only bitmaps of the default appearance are 1024 px.
    public func isSingleSize(on device: Idiom) -> Bool {
        squareWidths(on: device) == [1024]
    }

    /// The App Store image: 1024x1024 px @1x in the default appearance, the ios-marketing bitmap, else
    /// (single-size sets, Icon Composer) the universal or a device's.
    public var storeImage: CompiledRendition? {
        let candidates = images.filter { $0.appearance == .any && $0.width == 1024 && $0.height == 1024 && $0.scale <= 1 }
        return candidates.first { $0.idiom == "ios-marketing" } ?? candidates.first { $0.idiom == "universal" }
            ?? candidates.first { $0.idiom == Idiom.iphone.rawValue || $0.idiom == Idiom.ipad.rawValue }
    }
}

/// An Icon Composer icon as its compiled stack describes it: the appearances it was stored for, its
/// groups and the layers' assets by the names the catalog gives them, and per appearance the layer
/// graph, bottom to top: the fill, then each group with its layers.
public struct CompiledIconStack: Equatable, Sendable {
    public let appearances: [IconAppearance]
    public let groups: [String]
    public let layerImages: [String]
    public let colors: [String]
    public let gradients: [String]
    public let layers: [IconAppearance: [CompiledStackLayer]]
    /// The canvas in pixels (1024x1024).
    public let width: Int
    public let height: Int

    init(_ stack: CompiledCatalog.IconSet.Stack) {
        let order = IconAppearance.allCases
        appearances = stack.appearances.map(IconAppearance.init(catalogAppearance:)).sorted {
            (order.firstIndex(of: $0) ?? 0) < (order.firstIndex(of: $1) ?? 0)
        }
        groups = stack.groups
        layerImages = stack.layerImages
        colors = stack.colors
        gradients = stack.gradients
        var layers: [IconAppearance: [CompiledStackLayer]] = [:]
        for (appearance, members) in stack.layers {
            layers[IconAppearance(catalogAppearance: appearance)] = members.map(CompiledStackLayer.init)
        }
        self.layers = layers
        width = stack.width
        height = stack.height
    }
}

/// One member of a compiled Icon Composer stack or group.
public struct CompiledStackLayer: Equatable, Sendable {
    /// `image`, `group`, `color`, `gradient`, or `part N` for what else a stack may hold.
    public let kind: String
    /// As the catalog names it (`AppIcon/Group 2`, `AppIcon_Assets/Eyes`).
    public let name: String
    /// The frame in the 1024-point canvas.
    public let x: Int
    public let y: Int
    public let width: Int
    public let height: Int
    /// 0 hides it in this appearance.
    public let opacity: Double
    public let blendMode: Int
    /// A group's layers, bottom to top.
    public let children: [CompiledStackLayer]

    init(_ layer: StackLayer) {
        switch layer.kind {
        case .image: kind = "image"
        case .group: kind = "group"
        case .color: kind = "color"
        case .gradient: kind = "gradient"
        case .other(let part): kind = "part \(part)"
        }
        name = layer.name
        x = layer.x
        y = layer.y
        width = layer.width
        height = layer.height
        opacity = Double(layer.opacity)
        blendMode = layer.blendMode
        children = layer.children.map(CompiledStackLayer.init)
    }
}
