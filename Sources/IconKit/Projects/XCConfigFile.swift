import Foundation

/// `KEY = value` lines of an xcconfig file, with `#include` and `// comments`; conditional keys
/// (`KEY[sdk=…]`) apply when they mention the iOS device SDK.
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
            // A condition's own `=` (`KEY[sdk=iphoneos*] = …`) is not the assignment.
            let keyEnd = line.firstIndex(of: "=") ?? line.endIndex
            let condition = line[..<keyEnd].firstIndex(of: "[").flatMap { line[$0...].firstIndex(of: "]") }
            guard let equals = line[(condition ?? line.startIndex)...].firstIndex(of: "=") else { continue }
            var key = line[..<equals].trimmingCharacters(in: .whitespaces)
            if let bracket = key.firstIndex(of: "[") {
                guard key.contains("sdk=iphoneos") || key.contains("sdk=*") else { continue }
                key = String(key[..<bracket])
            }
            let value = line[line.index(after: equals)...].trimmingCharacters(in: .whitespaces)
            settings[key] = settings[key].map { BuildSettingValue.string(value).resolvingInherited($0) } ?? .string(value)
        }
        return settings
    }
}
