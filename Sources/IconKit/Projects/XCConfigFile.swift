import Foundation

/// `KEY = value` lines of an xcconfig file, with `#include` and `// comments`; conditional keys
/// (`KEY[sdk=…][arch=…]`) apply when an iOS device build meets them (`[config=…]` never does here: a
/// file does not know the configuration it is used for).
///
/// Every value is a string (an xcconfig has no list syntax); a caller that wants a list splits it
/// with `BuildSettingValue.words`. `$(inherited)` reaches a setting made earlier in the same file;
/// without one it is left for the project's layers to resolve.
enum XCConfigFile {
    static func settings(at path: String, depth: Int = 0) -> [String: BuildSettingValue] {
        guard depth < 8, let data = FileManager.default.contents(atPath: path), data.count < 1 << 20 else { return [:] }
        var settings: [String: BuildSettingValue] = [:]
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
            // A condition's own `=` (`KEY[sdk=iphoneos*][arch=*] = …`) is not the assignment; a conditional
            // key applies when an iOS device build meets its conditions, as in a pbxproj (`ConditionalSetting`).
            guard let (written, value) = ConditionalSetting.assignment(in: line) else { continue }
            var key = written
            if let conditional = ConditionalSetting(written) {
                guard conditional.applies(configuration: "") else { continue }
                key = conditional.key
            }
            settings[key] = settings[key].map { BuildSettingValue.string(value).resolvingInherited($0) } ?? .string(value)
        }
        return settings
    }
}
