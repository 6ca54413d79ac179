import Foundation

/// What XcodeGen adds to a target before writing it: its `templates` (from the spec's
/// `targetTemplates`, merged under the target's own keys, `${target_name}` filled in) and the setting
/// presets it writes for the target's product and platform (`SettingPresets/` in XcodeGen: an iOS
/// application gets `ASSETCATALOG_COMPILER_APPICON_NAME = AppIcon`, a tvOS one the brand-assets name).
enum XcodeGenTemplates {
    /// Deepest chain of templates that use templates.
    static let maximumDepth = 8

    /// `target` with its templates merged in: a template's keys under the target's own, dictionaries
    /// merged key by key, lists joined (the template's first), as XcodeGen merges them.
    static func applying(_ templates: [String: Any], to target: [String: Any], name: String) -> [String: Any] {
        merged(target, templates: templates, name: name, depth: 0)
    }

    private static func merged(_ target: [String: Any], templates: [String: Any], name: String, depth: Int) -> [String: Any] {
        let names = (target["templates"] as? [Any] ?? []).compactMap { $0 as? String }
        guard !names.isEmpty, depth < maximumDepth else { return target }
        var result: [String: Any] = [:]
        for templateName in names {
            guard let template = templates[templateName] as? [String: Any] else { continue }
            let expanded = merged(template, templates: templates, name: name, depth: depth + 1)
            result = merge(expanded, over: result)
        }
        var own = target
        own["templates"] = nil
        return substituted(merge(own, over: result), name: name) as? [String: Any] ?? own
    }

    /// `top` merged over `base`: dictionaries key by key, lists concatenated, anything else replaced.
    static func merge(_ top: [String: Any], over base: [String: Any]) -> [String: Any] {
        var result = base
        for (key, value) in top {
            switch (result[key], value) {
            case (let lower as [String: Any], let upper as [String: Any]): result[key] = merge(upper, over: lower)
            case (let lower as [Any], let upper as [Any]): result[key] = lower + upper
            default: result[key] = value
            }
        }
        return result
    }

    /// `${target_name}` and `$target_name` replaced by the target's name in every string.
    private static func substituted(_ value: Any, name: String) -> Any {
        switch value {
        case let string as String:
            return string.replacingOccurrences(of: "${target_name}", with: name).replacingOccurrences(of: "$target_name", with: name)
        case let dictionary as [String: Any]: return dictionary.mapValues { substituted($0, name: name) }
        case let list as [Any]: return list.map { substituted($0, name: name) }
        default: return value
        }
    }

    /// The presets XcodeGen writes for an application of `platform` (or, for a multi-destination
    /// target, its `supportedDestinations`), as far as icons go.
    static func presets(type: String?, platform: String?, destinations: [String]) -> [String: BuildSettingValue] {
        var presets: [String: BuildSettingValue] = [:]
        if !destinations.isEmpty {
            let sdks = [
                "iOS": "iphoneos iphonesimulator", "tvOS": "appletvos appletvsimulator", "macOS": "macosx", "visionOS": "xros xrsimulator",
            ]
            presets["SUPPORTED_PLATFORMS"] = .string(destinations.compactMap { sdks[$0] }.joined(separator: " "))
            if destinations.contains("iOS") { presets["TARGETED_DEVICE_FAMILY"] = .string("1,2") }
        }
        guard type == "application" else { return presets }
        let iconPlatform = platform ?? (destinations.contains("iOS") ? "iOS" : destinations.first)
        switch iconPlatform {
        case "iOS", "macOS", "visionOS": presets["ASSETCATALOG_COMPILER_APPICON_NAME"] = .string("AppIcon")
        case "tvOS": presets["ASSETCATALOG_COMPILER_APPICON_NAME"] = .string("App Icon & Top Shelf Image")
        default: break
        }
        if iconPlatform == "iOS" && destinations.isEmpty { presets["TARGETED_DEVICE_FAMILY"] = .string("1,2") }
        if iconPlatform == "tvOS" { presets["TARGETED_DEVICE_FAMILY"] = .string("3") }
        return presets
    }
}
