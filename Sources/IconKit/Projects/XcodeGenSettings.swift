import Foundation

/// An XcodeGen spec's `settings` and `configFiles` turned into per-configuration settings, at
/// project or target level: `settings` is `{base: {…}, configs: {Name: {…}}}` or, without those
/// keys, one flat dictionary for every configuration. Values are strings, numbers, booleans (YAML
/// `YES` stays a string; `true` becomes `YES`) or lists.
struct XcodeGenSettings: Sendable {
    /// The folder of the spec, against which `configFiles` paths are resolved.
    var folder: String
    var configurationNames: [String]
    /// The spec the settings are written in.
    var spec: String = ""

    /// `keyPath`: where `settings` sits in the spec (`settings`, `targets.App.settings`), for each
    /// setting's origin.
    func configurations(settings: Any?, files: Any?, keyPath: String = "settings") -> [String: XcodeProject.Configuration] {
        let dictionary = settings as? [String: Any] ?? [:]
        let structured = dictionary["base"] != nil || dictionary["configs"] != nil || dictionary["groups"] != nil
        let base = Self.values(structured ? dictionary["base"] : dictionary)
        let perConfiguration = structured ? dictionary["configs"] as? [String: Any] ?? [:] : [:]
        let configFiles = files as? [String: Any] ?? [:]
        var result: [String: XcodeProject.Configuration] = [:]
        let basePath = structured ? keyPath + ".base" : keyPath
        for name in configurationNames {
            var merged = base
            var origins = base.mapValues { _ in SettingOrigin(level: .project, file: spec, keyPath: basePath) }
            // XcodeGen matches a `configs` key to a configuration case-insensitively.
            if let (written, own) = perConfiguration.first(where: { $0.key.lowercased() == name.lowercased() }) {
                let values = Self.values(own)
                merged.merge(values) { _, new in new }
                for key in values.keys {
                    origins[key] = SettingOrigin(level: .project, file: spec, keyPath: "\(keyPath).configs.\(written)")
                }
            }
            for key in origins.keys { origins[key]?.keyPath? += "." + key }
            let file = (configFiles[name] as? String).map { $0.hasPrefix("/") ? $0 : folder + "/" + $0 }
            result[name] = XcodeProject.Configuration(settings: merged, baseConfiguration: file, origins: origins)
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
