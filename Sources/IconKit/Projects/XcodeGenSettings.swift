import Foundation

/// An XcodeGen spec's `settings` and `configFiles` turned into per-configuration settings, at
/// project or target level: `settings` is `{base: {…}, configs: {Name: {…}}}` or, without those
/// keys, one flat dictionary for every configuration. Values are strings, numbers, booleans (YAML
/// `YES` stays a string; `true` becomes `YES`) or lists.
struct XcodeGenSettings: Sendable {
    /// The folder of the spec, against which `configFiles` paths are resolved.
    var folder: String
    var configurationNames: [String]

    func configurations(settings: Any?, files: Any?) -> [String: XcodeProject.Configuration] {
        let dictionary = settings as? [String: Any] ?? [:]
        let structured = dictionary["base"] != nil || dictionary["configs"] != nil || dictionary["groups"] != nil
        let base = Self.values(structured ? dictionary["base"] : dictionary)
        let perConfiguration = structured ? dictionary["configs"] as? [String: Any] ?? [:] : [:]
        let configFiles = files as? [String: Any] ?? [:]
        var result: [String: XcodeProject.Configuration] = [:]
        for name in configurationNames {
            var merged = base
            // XcodeGen matches a `configs` key to a configuration case-insensitively.
            if let own = perConfiguration.first(where: { $0.key.lowercased() == name.lowercased() })?.value {
                merged.merge(Self.values(own)) { _, new in new }
            }
            let file = (configFiles[name] as? String).map { $0.hasPrefix("/") ? $0 : folder + "/" + $0 }
            result[name] = XcodeProject.Configuration(settings: merged, baseConfiguration: file)
        }
        return result
    }

    /// A settings dictionary's values as build settings; values of other types are skipped.
    static func values(_ dictionary: Any?) -> [String: BuildSettingValue] {
        (dictionary as? [String: Any] ?? [:]).compactMapValues(value)
    }

    static func value(_ value: Any) -> BuildSettingValue? {
        switch value {
        case let string as String: return .string(string)
        case let flag as Bool: return .string(flag ? "YES" : "NO")
        case let number as Int: return .string(String(number))
        case let number as Double: return .string(String(number))
        case let list as [Any]: return .list(list.compactMap { Self.value($0)?.text })
        default: return nil
        }
    }
}
