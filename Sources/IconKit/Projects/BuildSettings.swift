import Foundation

/// The build settings of one target and configuration, resolved as Xcode does: project xcconfig,
/// project settings, target xcconfig, target settings (later layers win, `$(inherited)` reaches
/// down), then `$(VAR)` / `${VAR}` references expanded.
public struct BuildSettings: Sendable {
    public private(set) var values: [String: String]
    /// References that could not be expanded (the variable is set nowhere).
    public private(set) var unresolved: Set<String> = []

    public init(project: XcodeProject, target: XcodeProject.Target, configuration: String) {
        var layers: [[String: String]] = []
        let projectConfiguration = project.projectConfigurations[configuration]
        let targetConfiguration = target.configurations[configuration]
        if let base = projectConfiguration?.baseConfiguration { layers.append(XCConfigFile.settings(at: base)) }
        layers.append(projectConfiguration?.settings ?? [:])
        if let base = targetConfiguration?.baseConfiguration { layers.append(XCConfigFile.settings(at: base)) }
        layers.append(targetConfiguration?.settings ?? [:])

        var merged: [String: String] = [
            "TARGET_NAME": target.name, "PRODUCT_NAME": target.name, "CONFIGURATION": configuration,
            "PROJECT_NAME": project.name, "SRCROOT": project.sourceRoot, "PROJECT_DIR": project.sourceRoot,
            "SOURCE_ROOT": project.sourceRoot, "PLATFORM_NAME": "iphoneos", "SDK_NAME": "iphoneos",
        ]
        for layer in layers {
            for (key, value) in layer {
                merged[key] = value.replacingOccurrences(of: "$(inherited)", with: merged[key] ?? "")
                    .replacingOccurrences(of: "${inherited}", with: merged[key] ?? "")
                    .trimmingCharacters(in: .whitespaces)
            }
        }
        values = merged
    }

    /// The expanded value, or nil when no layer sets `key`.
    public subscript(key: String) -> String? { values[key].map { expand($0) } }

    /// Expands `$(VAR)`, `${VAR}` and `$(VAR:modifier)` (modifiers are ignored) using these settings;
    /// unset variables expand to nothing, as in Xcode, and are remembered in `unresolved`.
    public func expand(_ text: String, depth: Int = 0) -> String {
        guard depth < 16, text.contains("$") else { return text }
        var result = ""
        var rest = Substring(text)
        while let dollar = rest.firstIndex(of: "$") {
            result += rest[..<dollar]
            let after = rest.index(after: dollar)
            guard after < rest.endIndex, rest[after] == "(" || rest[after] == "{" else {
                result.append("$")
                rest = rest[after...]
                continue
            }
            let close: Character = rest[after] == "(" ? ")" : "}"
            guard let end = rest[after...].firstIndex(of: close) else { result += rest[dollar...]; rest = ""; break }
            let reference = rest[rest.index(after: after)..<end]
            let name = String(reference.split(separator: ":").first ?? reference)
            result += expand(values[name] ?? "", depth: depth + 1)
            rest = rest[rest.index(after: end)...]
        }
        return result + rest
    }

    /// The names referenced in `text` that no layer sets.
    public func unresolvedReferences(in text: String) -> [String] {
        BuildVariable.references(in: text).map { String($0.split(separator: ":").first ?? Substring($0)) }.filter { values[$0] == nil }
    }
}

/// `KEY = value` lines of an xcconfig file, with `#include` and `// comments`; conditional keys
/// (`KEY[sdk=…]`) apply when they mention the iOS device SDK.
enum XCConfigFile {
    static func settings(at path: String, depth: Int = 0) -> [String: String] {
        guard depth < 8, let data = FileManager.default.contents(atPath: path), data.count < 1 << 20 else { return [:] }
        var settings: [String: String] = [:]
        let folder = (path as NSString).deletingLastPathComponent
        for rawLine in String(decoding: data, as: UTF8.self).split(whereSeparator: \.isNewline) {
            var line = String(rawLine)
            if let comment = line.range(of: "//") { line = String(line[..<comment.lowerBound]) }
            line = line.trimmingCharacters(in: .whitespaces)
            if line.hasPrefix("#include") {
                let name = line.drop { $0 != "\"" }.dropFirst().prefix { $0 != "\"" }
                let optional = line.hasPrefix("#include?")
                let included = name.hasPrefix("/") ? String(name) : folder + "/" + name
                if !optional || FileManager.default.fileExists(atPath: included) {
                    settings.merge(Self.settings(at: included, depth: depth + 1)) { _, new in new }
                }
                continue
            }
            guard let equals = line.firstIndex(of: "=") else { continue }
            var key = line[..<equals].trimmingCharacters(in: .whitespaces)
            if let bracket = key.firstIndex(of: "[") {
                guard key.contains("sdk=iphoneos") || key.contains("sdk=*") else { continue }
                key = String(key[..<bracket])
            }
            let value = line[line.index(after: equals)...].trimmingCharacters(in: .whitespaces)
            settings[key] = value.replacingOccurrences(of: "$(inherited)", with: settings[key] ?? "")
        }
        return settings
    }
}
