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
        guard let file = fact.origin.file else { throw RepairSkip("\(fact.key) is set by Xcode itself, in no file") }
        let before = try draft.data(at: file)
        guard let data = before else { throw EditError.notFound(path: file, what: "file") }
        let after: Data
        if file.hasSuffix(".pbxproj") {
            after = try rewritePBXProj(data, file: file, fact: fact, transform, list)
        } else if file.hasSuffix(".xcconfig"), let line = fact.origin.line {
            var editor = XCConfigEditor(data, path: file)
            try editor.replaceValue(onLine: line, key: fact.key, with: transform(try editor.value(onLine: line, key: fact.key)))
            after = editor.data
        } else if file.hasSuffix(".yml") || file.hasSuffix(".yaml"), let keyPath = fact.origin.keyPath {
            var editor = try YAMLTextEditor(data, path: file)
            let path = keyPath.split(separator: ".").map(String.init)
            guard let value = editor.scalar(at: path) else { throw RepairSkip("\(keyPath) in \(file) is not a plain value") }
            try editor.setScalar(transform(value), at: path)
            after = editor.data
        } else {
            throw RepairSkip("\(fact.key) is written in \(file), which iconpicker does not edit (a Swift manifest or a .NET project)")
        }
        try draft.write(after, to: file)
        return after != data
    }

    /// `objects.<id>.buildSettings.<key>` → the configuration id and the key as written.
    private static func rewritePBXProj(
        _ data: Data, file: String, fact: BuildSettingFact, _ transform: (String) -> String, _ list: ([String]) -> [String]
    ) throws -> Data {
        let parts = (fact.origin.keyPath ?? "").split(separator: ".", maxSplits: 3).map(String.init)
        guard parts.count == 4, parts[0] == "objects", parts[2] == "buildSettings" else {
            throw RepairSkip("\(fact.key) has no place in \(file) iconpicker can find")
        }
        var editor = try PBXProjEditor(data, path: file)
        let new: PBXSettingValue
        switch try editor.buildSetting(parts[3], configuration: parts[1]) {
        case .string(let value)?: new = .string(transform(value))
        case .list(let items)?: new = .list(list(items))
        case nil: throw EditError.notFound(path: file, what: "\(parts[3]) in configuration \(parts[1])")
        }
        // A list left with no name goes with its line, as when Xcode's editor clears a setting.
        if new == .string("") || new == .list([]) {
            try editor.removeBuildSetting(parts[3], configuration: parts[1])
        } else {
            try editor.setBuildSetting(parts[3], to: new, configuration: parts[1])
        }
        return editor.data
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
