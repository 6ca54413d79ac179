import SwiftManifest

extension TuistSettings {
    /// `SettingsDictionary` builder methods that set only settings with nothing to do with icons
    /// (code signing, versions, Swift flags): the dictionary they are called on is read, they are not.
    static let ignoredBuilders: Set<String> = [
        "automaticCodeSigning", "manualCodeSigning", "codeSignIdentityAppleDevelopment", "codeSignIdentity", "currentProjectVersion",
        "marketingVersion", "appleGenericVersioningSystem", "versionInfo", "swiftVersion", "otherSwiftFlags",
        "swiftActiveCompilationConditions", "swiftCompilationMode", "swiftOptimizationLevel", "swiftOptimizeObjectWithSourceFiles",
        "bitcodeEnabled", "debugInformationFormat", "otherLinkerFlags", "swiftObjcBridgingHeaderPath", "swiftObjcInterfaceHeaderName",
        "swiftObjcInteroperabilityMode", "isExplicitModuleBuildEnabled", "buildUniversalBinaries",
    ]

    /// A `SettingsDictionary`: a dictionary literal (`"KEY": "value"`, `"KEY": ["a", "b"]`,
    /// `.string(…)`, `.array(…)`, `true`/`false` as YES/NO), `SettingsDictionary()`, or either with
    /// `.merging(…)` and the builder calls above.
    static func layer(_ value: ManifestValue, level: SettingOrigin.Level, keyPath: String, reading: inout TuistReading) -> Layer {
        if let entries = value.entries { return layer(entries: entries, level: level, keyPath: keyPath, reading: &reading) }
        if let call = value.call {
            if call.name == "SettingsDictionary" && call.receiver == nil && call.arguments.isEmpty { return [:] }
            if let receiver = call.receiver {
                var merged = layer(receiver, level: level, keyPath: keyPath, reading: &reading)
                if ignoredBuilders.contains(call.name) { return merged }
                if call.name == "merging", call.arguments.count == 1, let other = call.argument(nil) {
                    merged.merge(layer(other, level: level, keyPath: keyPath, reading: &reading)) { _, new in new }
                    return merged
                }
            }
        }
        reading.computed(value, what: TuistReading.describe(settings: keyPath), .structure)
        return [:]
    }

    static func layer(entries: [ManifestEntry], level: SettingOrigin.Level, keyPath: String, reading: inout TuistReading) -> Layer {
        var layer: Layer = [:]
        for entry in entries {
            guard let key = entry.key.string else {
                reading.computed(entry.key, what: "a setting's name in " + TuistReading.describe(settings: keyPath), .structure)
                continue
            }
            guard let value = settingValue(entry.value) else {
                reading.computed(
                    entry.value, what: "\(key) in " + TuistReading.describe(settings: keyPath),
                    TuistReading.iconKeys.contains(key) ? .icons : .other)
                continue
            }
            let origin = SettingOrigin(level: level, file: entry.key.place.file, line: entry.key.place.line, keyPath: "\(keyPath).\(key)")
            layer[key] = (value, origin)
        }
        return layer
    }

    /// A `SettingValue`: a string, a list of strings, a Boolean (YES/NO), a number, `.string(…)` or `.array(…)`.
    static func settingValue(_ value: ManifestValue) -> BuildSettingValue? {
        switch value.kind {
        case .string(let text): return .string(text)
        case .boolean(let flag): return .string(flag ? "YES" : "NO")
        case .integer(let number): return .string(String(number))
        case .array(let elements):
            let strings = elements.compactMap(\.string)
            return strings.count == elements.count ? .list(strings) : nil
        case .call(let call) where call.receiver == nil && call.arguments.count == 1:
            guard let argument = call.argument(nil) else { return nil }
            if call.name == "string", let text = argument.string { return .string(text) }
            if call.name == "array", let list = settingValue(argument), case .list = list { return list }
            return nil
        default: return nil
        }
    }
}
