import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// A build setting key with conditions, `KEY[sdk=iphoneos*]` or `KEY[sdk=iphoneos*][arch=arm64]`, as
/// Xcode writes them in a pbxproj, decided for the build iconpicker predicts: an iOS **device** build
/// (`sdk=iphoneos…`, `arch=arm64`) of one configuration.
///
/// Why the device and not the simulator: the icons people ship, and that `setAlternateIconName`
/// switches between on a phone, come from the device build; a `[sdk=iphonesimulator*]` variant only
/// changes what a simulator run shows (KMReader sets both to the same value). A condition iconpicker
/// does not know (`variant=`, `[SDK=…]` spelt otherwise) never applies, so an unknown condition
/// cannot override the plain value.
struct ConditionalSetting: Sendable {
    /// The key without its conditions.
    var key: String
    /// `name=pattern` pairs, in the order written.
    var conditions: [(name: String, pattern: String)]

    /// The SDK an iOS device build uses, as conditions match it (`iphoneos*` matches it; so does `*`).
    static let deviceSDK = "iphoneos"
    /// The architecture an iOS device build compiles for.
    static let deviceArchitecture = "arm64"

    /// nil when `written` has no condition (or is malformed: then it is not a conditional key at all).
    init?(_ written: String) {
        guard let open = written.firstIndex(of: "["), written.hasSuffix("]") else { return nil }
        key = written[..<open].trimmingCharacters(in: .whitespaces)
        conditions = []
        for part in written[open...].dropFirst().dropLast().components(separatedBy: "][") {
            let pair = part.split(separator: "=", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
            guard pair.count == 2 else { return nil }
            conditions.append((pair[0], pair[1]))
        }
        guard !key.isEmpty else { return nil }
    }

    /// An xcconfig line `KEY[cond]… = value` split at its assignment, skipping the `=` inside conditions;
    /// nil when the line assigns nothing or a condition is not closed.
    static func assignment(in line: String) -> (written: String, value: String)? {
        var index = line.startIndex
        while index < line.endIndex, line[index] != "=", line[index] != "[" { index = line.index(after: index) }
        while index < line.endIndex, line[index] == "[" {
            guard let close = line[index...].firstIndex(of: "]") else { return nil }
            index = line.index(after: close)
        }
        guard let equals = line[index...].firstIndex(of: "=") else { return nil }
        return (
            line[..<equals].trimmingCharacters(in: .whitespaces), line[line.index(after: equals)...].trimmingCharacters(in: .whitespaces)
        )
    }

    /// Whether every condition holds for an iOS device build of `configuration`.
    func applies(configuration: String) -> Bool {
        conditions.allSatisfy { name, pattern in
            switch name {
            case "sdk": Self.matches(pattern, Self.deviceSDK)
            case "arch": Self.matches(pattern, Self.deviceArchitecture)
            case "config": Self.matches(pattern, configuration)
            default: false
            }
        }
    }

    /// Shell-style matching, as Xcode matches condition values (`iphoneos*`, `*`, `Debug`).
    static func matches(_ pattern: String, _ value: String) -> Bool {
        fnmatch(pattern, value, 0) == 0
    }

    /// The settings of one pbxproj configuration for an iOS device build: plain keys, then each
    /// conditional key that applies written over its plain value (a more specific condition wins in
    /// Xcode, whatever the order of the dictionary), each with the key as written (its conditions
    /// kept). Values that are neither strings nor arrays are skipped.
    static func resolve(_ raw: [String: Any], configuration: String) -> [String: (value: BuildSettingValue, written: String)] {
        var plain: [String: (value: BuildSettingValue, written: String)] = [:]
        var conditional: [(setting: ConditionalSetting, value: BuildSettingValue, written: String)] = []
        for (written, value) in raw {
            guard let value = XcodeProjectReader.settingValue(value) else { continue }
            if let setting = ConditionalSetting(written) {
                if setting.applies(configuration: configuration) { conditional.append((setting, value, written)) }
            } else {
                plain[written] = (value, written)
            }
        }
        // Fewer conditions first, so the most specific one is written last; ties in key order, for repeatable output.
        conditional.sort {
            ($0.setting.conditions.count, $0.setting.key) < ($1.setting.conditions.count, $1.setting.key)
        }
        for (setting, value, written) in conditional { plain[setting.key] = (value, written) }
        return plain
    }
}
