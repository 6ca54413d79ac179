import CompiledCatalog

/// One bitmap of an icon set compiled into a built app's `Assets.car`, as the catalog's index describes
/// it: which set, device, scale and appearance it is for and its size. Its pixels stay in the catalog
/// until `BuiltCatalog.image(of:)` decodes them.
public struct CompiledRendition: Equatable, Sendable {
    /// The icon set (the name `CFBundleIconName` gives).
    public let setName: String
    /// The name actool gave the bitmap (`AppIcon60x60@2x.png`; `LightIcon` for Apple's flattened
    /// rendering of an Icon Composer icon).
    public let name: String
    /// The device as asset catalogs name it: `iphone`, `ipad`, `universal`, `ios-marketing`, `watch`, …
    public let idiom: String
    /// 1, 2 or 3; 0 when the catalog gives none.
    public let scale: Int
    /// any, dark or tinted; nil for an appearance no iOS icon has.
    public let appearance: IconAppearance?
    /// In pixels.
    public let width: Int
    public let height: Int
    /// The width in points its multi-size entry gives (60 for 60x60 @2x), when the set lists one.
    public let pointWidth: Int?
    /// What it takes in the catalog: its header, properties and stored (compressed) pixels.
    public let byteCount: Int
    /// The catalog's own record, to decode it.
    let rendition: Rendition

    init(setName: String, image: CompiledCatalog.IconSet.Image) {
        self.setName = setName
        rendition = image.rendition
        name = image.rendition.name
        idiom = image.idiom.description
        scale = image.scale
        appearance = image.appearance.map(IconAppearance.init(catalogAppearance:))
        width = image.width
        height = image.height
        pointWidth = image.pointSize?.width
        byteCount = image.rendition.storedByteCount
    }

    /// Whether `device` uses it: its own idiom, or universal.
    public func isFor(_ device: Idiom) -> Bool {
        idiom == "universal" || idiom == device.rawValue
    }

    /// "1024x1024 @1x iphone dark", for messages and `list`.
    public var summary: String {
        "\(width)x\(height) @\(scale)x \(idiom)" + (appearance.map { $0 == .any ? "" : " \($0.rawValue)" } ?? " (other appearance)")
    }
}

extension IconAppearance {
    /// iOS's name for a catalog appearance: light (Icon Composer's) is the default one.
    init(catalogAppearance: Appearance) {
        switch catalogAppearance {
        case .any, .light: self = .any
        case .dark: self = .dark
        case .tinted: self = .tinted
        }
    }
}
