/// A build setting that decides an app's icons, as one configuration builds it: its value, where it
/// is written, and every configuration of the target whose value comes from that same place (so an
/// edit there changes all of them, and a finding about it holds in all of them).
public struct BuildSettingFact: Equatable, Sendable {
    public let key: String
    /// The value with build variables expanded.
    public let value: String
    public let origin: SettingOrigin
    /// The target's configurations that take the value from `origin`, sorted.
    public let configurations: [String]

    /// The settings whose facts a loaded project keeps.
    static let iconKeys = [
        "ASSETCATALOG_COMPILER_APPICON_NAME", "ASSETCATALOG_COMPILER_ALTERNATE_APPICON_NAMES",
        "ASSETCATALOG_COMPILER_INCLUDE_ALL_APPICON_ASSETS", "TARGETED_DEVICE_FAMILY", "INFOPLIST_FILE", "GENERATE_INFOPLIST_FILE",
        "PRODUCT_BUNDLE_IDENTIFIER", "PRODUCT_NAME", "INFOPLIST_KEY_CFBundleDisplayName",
    ]

    /// The icon settings `target` is built with in `configuration`, each with the configurations
    /// (of `configurations`) that take it from the same place.
    static func facts(project: XcodeProject, target: XcodeProject.Target, configuration: String, configurations: [String])
        -> [String: BuildSettingFact]
    {
        let settings = configurations.map { ($0, BuildSettings(project: project, target: target, configuration: $0)) }
        guard let own = settings.first(where: { $0.0 == configuration })?.1 else { return [:] }
        var facts: [String: BuildSettingFact] = [:]
        for key in iconKeys {
            guard let value = own[key], let origin = own.origins[key], origin.level != .builtIn else { continue }
            let sharing = settings.filter { $0.1.origins[key] == origin }.map(\.0).sorted()
            facts[key] = BuildSettingFact(key: key, value: value, origin: origin, configurations: sharing)
        }
        return facts
    }
}
