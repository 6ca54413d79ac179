/// What `iconpicker add` was asked for: the alternate's name and its pictures.
public struct AlternateRequest: Equatable, Sendable {
    public var name: String
    public var picture: AlternatePicture
    /// The dark and tinted images (iOS 18) of an asset-catalog set; nil: the set has none.
    public var dark: AlternatePicture?
    public var tinted: AlternatePicture?

    public init(name: String, picture: AlternatePicture, dark: AlternatePicture? = nil, tinted: AlternatePicture? = nil)
        throws(AdditionError)
    {
        try Self.check(name)
        self.name = name
        self.picture = picture
        self.dark = dark
        self.tinted = tinted
        if picture.isIconBundle, dark != nil || tinted != nil {
            throw .unusableImage(
                path: picture.path, reason: "a .icon carries its own dark and tinted appearances, so --dark and --tinted do not apply to it"
            )
        }
        for extra in [dark, tinted].compactMap({ $0 }) where extra.isIconBundle {
            throw .unusableImage(path: extra.path, reason: "a dark or tinted image must be a PNG")
        }
    }

    /// A name is written in a space-separated build setting, a plist key, file names and JSON: it may
    /// hold letters, digits, `-`, `_` and `.`, and does not start with a dot.
    static func check(_ name: String) throws(AdditionError) {
        guard !name.isEmpty, name.count <= 100 else { throw .invalidName(name: name, reason: "it must have 1 to 100 characters") }
        guard !name.hasPrefix(".") else { throw .invalidName(name: name, reason: "a name starting with a dot is a hidden file") }
        let allowed = name.unicodeScalars.allSatisfy { scalar in
            (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar)) && scalar.value > 0x20 || "-_.".unicodeScalars.contains(scalar)
        }
        guard allowed else {
            throw .invalidName(
                name: name,
                reason:
                    "use letters, digits, - _ and . only (ASSETCATALOG_COMPILER_ALTERNATE_APPICON_NAMES separates names by spaces, and the name becomes file names)"
            )
        }
    }
}
