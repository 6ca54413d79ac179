import Basics
import Foundation

/// `KEY = value` lines of an xcconfig file, with `#include` and `// comments`; conditional keys
/// (`KEY[sdk=…][arch=…]`) apply when an iOS device build meets them (`[config=…]` never does here: a
/// file does not know the configuration it is used for).
///
/// Every value is a string (an xcconfig has no list syntax); a caller that wants a list splits it
/// with `BuildSettingValue.words`. `$(inherited)` reaches a setting made earlier in the same file;
/// without one it is left for the project's layers to resolve.
enum XCConfigFile {
    /// The settings of the xcconfig at `path`, includes followed; problems with includes are dropped.
    static func settings(at path: String) -> [String: BuildSettingValue] {
        var includes = XCConfigIncludes()
        return settings(at: path, includes: &includes)
    }

    /// The settings of the xcconfig at `path`, includes followed as `includes` allows (no cycles, a
    /// bounded number of files); what is skipped, and why, is added to `includes.problems`.
    static func settings(at path: String, includes: inout XCConfigIncludes) -> [String: BuildSettingValue] {
        included(path, from: nil, line: "", includes: &includes)
    }

    /// The settings of one file already admitted by `includes`.
    private static func settings(reading path: String, data: Data, includes: inout XCConfigIncludes) -> [String: BuildSettingValue] {
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
                    settings.merge(Self.included(included, from: path, line: line, includes: &includes)) { _, new in new }
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

    /// The settings of a file named by `#include` in `includer` (nil: the base configuration itself),
    /// when `includes` allows reading it. A missing file adds nothing; a FIFO, a folder or a file over
    /// 1 MB adds nothing and is reported.
    private static func included(_ path: String, from includer: String?, line: String, includes: inout XCConfigIncludes)
        -> [String: BuildSettingValue]
    {
        guard includes.begin(path, includer: includer, line: line) else { return [:] }
        defer { includes.finish() }
        do {
            let data = try RegularFile.read(path: path, limit: 1 << 20)
            return settings(reading: path, data: data, includes: &includes)
        } catch .missing {
            return [:]
        } catch {
            includes.unreadable(path, reason: error.reason, includer: includer, line: line)
            return [:]
        }
    }
}
