import Foundation

/// Real property lists for tests, serialised by Foundation in either format.
public enum PlistFixture {
    public static func xml(_ root: Any) -> Data {
        (try? PropertyListSerialization.data(fromPropertyList: root, format: .xml, options: 0)) ?? Data()
    }

    public static func binary(_ root: Any) -> Data {
        (try? PropertyListSerialization.data(fromPropertyList: root, format: .binary, options: 0)) ?? Data()
    }

    /// An icon dictionary: `CFBundleIconFiles` (and `ordinal` when given).
    public static func icon(_ files: [String], ordinal: Int? = nil) -> [String: Any] {
        var icon: [String: Any] = ["CFBundleIconFiles": files, "UIPrerenderedIcon": false]
        if let ordinal { icon["ordinal"] = ordinal }
        return icon
    }

    /// A whole Info.plist with a primary and the given alternates (name → files, ordinal).
    public static func infoPlist(
        name: String = "Sample", bundleIdentifier: String? = "com.example.sample",
        primary: [String] = ["primary"],
        alternates: [String: (files: [String], ordinal: Int?)] = [:],
        iPadAlternates: [String: (files: [String], ordinal: Int?)]? = nil
    ) -> [String: Any] {
        var root: [String: Any] = ["CFBundleDisplayName": name]
        if let bundleIdentifier { root["CFBundleIdentifier"] = bundleIdentifier }
        root["CFBundleIcons"] =
            [
                "CFBundlePrimaryIcon": icon(primary),
                "CFBundleAlternateIcons": alternates.mapValues { icon($0.files, ordinal: $0.ordinal) },
            ] as [String: Any]
        if let iPadAlternates {
            root["CFBundleIcons~ipad"] =
                [
                    "CFBundlePrimaryIcon": icon(primary),
                    "CFBundleAlternateIcons": iPadAlternates.mapValues { icon($0.files, ordinal: $0.ordinal) },
                ] as [String: Any]
        }
        return root
    }
}
