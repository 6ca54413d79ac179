import Foundation
import IconKit
import ProjectEditing

/// Changes a build setting where its `SettingOrigin` says it is written: a configuration's
/// `buildSettings` in the pbxproj, a line of an xcconfig, or a key of an XcodeGen `project.yml`. The
/// change is a function of the value as written (each item of a pbxproj list on its own), so variables
/// and the other names in the value stay as they are.
enum BuildSettingEditor {
    /// A change of the names in a space-separated list setting (or a pbxproj list of names).
    enum WordEdit {
        case replace(String, with: String)
        case remove(String)
        case append(String)

        /// The edit on a value written as one string.
        func applied(to value: String) -> String {
            switch self {
            case .replace(let old, let new): return BuildSettingEditor.replacingWord(old, with: new, in: value)
            case .remove(let name):
                let words = value.split(separator: " ", omittingEmptySubsequences: false).map(String.init)
                return words.filter { $0 != name }.joined(separator: " ")
            case .append(let name): return value.isEmpty ? name : value + " " + name
            }
        }

        /// The edit on a pbxproj list of names.
        func applied(to items: [String]) -> [String] {
            switch self {
            case .replace(let old, let new): return items.map { $0 == old ? new : applied(to: $0) }
            case .remove(let name): return items.filter { $0 != name }.map { applied(to: $0) }
            case .append(let name): return items + [name]
            }
        }
    }

    static func apply(_ edits: [WordEdit], to fact: BuildSettingFact, in draft: inout ProjectDraft) throws -> Bool {
        try rewrite(
            fact, in: &draft, string: { value in edits.reduce(value) { $1.applied(to: $0) } },
            list: { items in edits.reduce(items) { $1.applied(to: $0) } })
    }

    static func rewrite(
        _ fact: BuildSettingFact, in draft: inout ProjectDraft, string transform: (String) -> String, list: ([String]) -> [String]
    ) throws -> Bool {
        switch try SettingRewrite.rewrite(fact.origin, key: fact.key, in: &draft, string: transform, list: list) {
        case .changed: return true
        case .unchanged: return false
        case .notEditable(let reason): throw RepairSkip(reason)
        }
    }

    /// `value` with each space-separated word equal to `old` replaced by `new` (quotes and other words kept).
    static func replacingWord(_ old: String, with new: String, in value: String) -> String {
        var result = ""
        var word = ""
        func flush() {
            result += word == old ? new : word
            word = ""
        }
        for character in value {
            if character == " " || character == "\t" || character == "\"" {
                flush()
                result.append(character)
            } else {
                word.append(character)
            }
        }
        flush()
        return result
    }
}
