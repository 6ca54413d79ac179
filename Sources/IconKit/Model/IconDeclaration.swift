/// One icon as an Info.plist declares it: the primary (`name == nil`) or an alternate.
public struct IconDeclaration: Equatable, Hashable, Sendable {
    /// The key in `CFBundleAlternateIcons`, the name passed to `setAlternateIconName`; nil for the primary.
    public var name: String?
    /// Where this icon's dictionary is, e.g. `CFBundleIcons~ipad.CFBundleAlternateIcons.dark`.
    public var keyPath: String
    /// Base names (or file names) from `CFBundleIconFiles`, in declaration order.
    public var iconFiles: [String]
    /// An asset-catalog icon set from `CFBundleIconName`.
    public var iconSetName: String?
    public var ordinal: Ordinal
    /// `UIPrerenderedIcon`; accepted and ignored, as iOS 7+ does.
    public var prerendered: Bool?

    init(
        name: String?, keyPath: String, iconFiles: [String] = [], iconSetName: String? = nil,
        ordinal: Ordinal = .missing, prerendered: Bool? = nil
    ) {
        self.name = name
        self.keyPath = keyPath
        self.iconFiles = iconFiles
        self.iconSetName = iconSetName
        self.ordinal = ordinal
        self.prerendered = prerendered
    }

    public var isPrimary: Bool { name == nil }
}
