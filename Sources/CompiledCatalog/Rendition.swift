/// One rendition of a compiled catalog as its index describes it: the key that selects it (idiom,
/// scale, appearance, part, …), its CSI header (name, pixel size, pixel format, layout) and where its
/// payload lies. Reading these never decodes pixels.
public struct Rendition: Sendable, Equatable {
    /// The CSI header's name, e.g. "AppIcon60x60@2x.png" or "ZZZZPackedAsset-2.0.0-gamut0".
    public let name: String
    public let key: RenditionKey
    /// Pixels, as the CSI header gives them (0 × 0 for colours, data, multi-size sets).
    public let width: Int
    public let height: Int
    /// The scale factor (1, 2, 3); 0 when the rendition has none.
    public let scale: Int
    public let pixelFormat: PixelFormat
    public let layout: Layout
    /// The CSI header's flags (bit 3: template, …) as stored.
    public let flags: Int
    /// The TLV properties after the header, by type (1001 slices, 1003 metrics, 1007 bytes per row, …).
    public let properties: [Int: [UInt8]]
    /// For a multi-size image set: each entry's size in points and the `dimension2` index of its image.
    public let multiSizeEntries: [MultiSizeEntry]
    /// For a packed-atlas reference (`InternalRef`): the atlas key and the rectangle in it.
    public let atlasReference: AtlasReference?
    /// The payload's position in the file and its length in bytes.
    let payloadOffset: Int
    public let payloadLength: Int

    public var idiom: Idiom { Idiom(rawValue: key[.idiom]) }
    public var appearanceIdentifier: Int { key[.appearance] }
    /// Bytes per row of the stored pixels (property 1007), when given.
    public var bytesPerRow: Int? {
        guard let value = properties[1007], value.count >= 4 else { return nil }
        return Int(value[0]) | Int(value[1]) << 8 | Int(value[2]) << 16 | Int(value[3]) << 24
    }
}

/// A rendition key: the attribute values of the catalog's key format (zero when absent).
public struct RenditionKey: Hashable, Sendable, CustomStringConvertible {
    public enum Attribute: Int, Sendable, CaseIterable {
        case look = 0
        case element, part, size, direction, placeholder, value, appearance, dimension1, dimension2, state, layer, scale
        case localization, presentationState, idiom, subtype, identifier, previousValue, previousState, horizontalSizeClass
        case verticalSizeClass, memoryClass, graphicsClass, displayGamut, deploymentTarget, glyphWeight, glyphSize
    }

    /// Attribute id → value, zero values left out.
    public let values: [Int: Int]

    public init(values: [Int: Int]) { self.values = values.filter { $0.value != 0 } }

    public subscript(_ attribute: Attribute) -> Int { values[attribute.rawValue] ?? 0 }

    public var description: String {
        values.sorted { $0.key < $1.key }.map { key, value in
            "\(Attribute(rawValue: key).map { "\($0)" } ?? "attribute\(key)")=\(value)"
        }.joined(separator: " ")
    }
}

public enum Idiom: Equatable, Sendable, CustomStringConvertible {
    case universal, phone, pad, tv, carPlay, watch, marketing
    case other(Int)

    public init(rawValue: Int) {
        let known: [Idiom] = [.universal, .phone, .pad, .tv, .carPlay, .watch, .marketing]
        self = rawValue >= 0 && rawValue < known.count ? known[rawValue] : .other(rawValue)
    }

    public var description: String {
        switch self {
        case .universal: "universal"
        case .phone: "iphone"
        case .pad: "ipad"
        case .tv: "tv"
        case .carPlay: "car"
        case .watch: "watch"
        case .marketing: "ios-marketing"
        case .other(let value): "idiom \(value)"
        }
    }
}

/// The appearance a rendition is for, from the name APPEARANCEKEYS gives its identifier.
public enum Appearance: String, Sendable, Equatable, CaseIterable {
    case any, light, dark, tinted

    /// `UIAppearanceAny`/`NSAppearanceNameSystem` → any, `…Light`/`…Aqua` → light, `…Dark…` → dark,
    /// `ISAppearanceTintable` → tinted.
    init?(appearanceName name: String) {
        let lower = name.lowercased()
        if lower.contains("dark") {
            self = .dark
        } else if lower.contains("tint") {
            self = .tinted
        } else if lower.contains("light") || lower.hasSuffix("aqua") {
            self = .light
        } else if lower.contains("any") || lower.contains("system") {
            self = .any
        } else {
            return nil
        }
    }
}

/// The CSI header's pixel format, a four-character code.
public struct PixelFormat: Hashable, Sendable, CustomStringConvertible {
    public let code: String
    public static let argb = PixelFormat(code: "ARGB")
    public static let ga8 = PixelFormat(code: "GA8 ")
    public static let rgbw = PixelFormat(code: "RGBW")
    public static let ga16 = PixelFormat(code: "GA16")
    public static let rgb5 = PixelFormat(code: "RGB5")
    public static let jpeg = PixelFormat(code: "JPEG")
    public static let heif = PixelFormat(code: "HEIF")
    public static let data = PixelFormat(code: "DATA")
    public static let none = PixelFormat(code: "")
    public var description: String { code.isEmpty ? "none" : String(code.reversed().drop { $0 == " " }.reversed()) }
}

/// What a rendition holds (the CSI header's layout field).
public enum Layout: Equatable, Sendable, CustomStringConvertible {
    case image, vector, iconImage, rawData, internalLink, packedImage, color, multiSizeImageSet
    case iconImageStack, iconGroup, namedGradient
    case other(Int)

    /// Made once, not on every call: it is asked for every rendition.
    private static let known: [Int: Layout] = [
        0: .image, 1: .image, 2: .image, 3: .image, 4: .image, 5: .image, 9: .vector, 12: .iconImage, 1000: .rawData,
        1003: .internalLink, 1004: .packedImage, 1009: .color, 1010: .multiSizeImageSet, 1019: .iconImageStack, 1020: .iconGroup,
        1021: .namedGradient,
    ]

    init(rawValue: Int) {
        self = Self.known[rawValue] ?? .other(rawValue)
    }

    public var description: String {
        switch self {
        case .image: "image"
        case .vector: "vector"
        case .iconImage: "icon image"
        case .rawData: "data"
        case .internalLink: "atlas reference"
        case .packedImage: "packed atlas"
        case .color: "colour"
        case .multiSizeImageSet: "multi-size image set"
        case .iconImageStack: "icon stack"
        case .iconGroup: "icon group"
        case .namedGradient: "gradient"
        case .other(let value): "layout \(value)"
        }
    }
}

public struct MultiSizeEntry: Equatable, Sendable {
    public let width: Int
    public let height: Int
    /// The `dimension2` key value of the image of this size.
    public let index: Int
}

/// A rendition stored in a packed atlas (`InternalRef`, as App Store thinning and actool write them):
/// the atlas's key and this image's rectangle in it.
public struct AtlasReference: Equatable, Sendable {
    public let atlasKey: RenditionKey
    public let x: Int
    public let y: Int
    public let width: Int
    public let height: Int
}
