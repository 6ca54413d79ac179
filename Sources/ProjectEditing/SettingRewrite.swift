import Foundation
import IconKit

/// A build setting's value changed where its `SettingOrigin` says it is written: a configuration's
/// `buildSettings` in a pbxproj, a line of an xcconfig, or a key of an XcodeGen `project.yml`. The change
/// is a function of the value as written (a pbxproj list item by item), so variables, quoting and the
/// other names in it stay as they are; a value the change empties goes with its line (pbxproj, spec), as
/// when Xcode's editor clears a setting. `fix`, `add` and `remove` all change settings through it.
public enum SettingRewrite {
    public enum Outcome: Equatable, Sendable {
        case changed
        case unchanged
        /// Written where iconpicker does not edit (by Xcode itself, a Swift manifest, a .NET project), or
        /// at no place it can find; the text says which.
        case notEditable(String)
    }

    public static func rewrite(
        _ origin: SettingOrigin, key: String, in draft: inout ProjectDraft, string: (String) -> String, list: ([String]) -> [String]
    ) throws(EditError) -> Outcome {
        guard let file = origin.file else { return .notEditable("\(key) is set by Xcode itself, in no file") }
        guard let data = try draft.data(at: file) else { throw EditError.notFound(path: file, what: "file") }
        let after: Data
        if file.hasSuffix(".pbxproj") {
            let parts = (origin.keyPath ?? "").split(separator: ".", maxSplits: 3).map(String.init)
            guard parts.count == 4, parts[0] == "objects", parts[2] == "buildSettings" else {
                return .notEditable("\(key) has no place in \(file) iconpicker can find")
            }
            after = try rewritePBXProj(data, file: file, configuration: parts[1], key: parts[3], string, list)
        } else if file.hasSuffix(".xcconfig"), let line = origin.line {
            var editor = XCConfigEditor(data, path: file)
            try editor.replaceValue(onLine: line, key: key, with: string(try editor.value(onLine: line, key: key)))
            after = editor.data
        } else if file.hasSuffix(".yml") || file.hasSuffix(".yaml"), let keyPath = origin.keyPath {
            var editor = try YAMLTextEditor(data, path: file)
            let path = keyPath.split(separator: ".").map(String.init)
            guard let value = editor.scalar(at: path) else { return .notEditable("\(keyPath) in \(file) is not a plain value") }
            let new = string(value)
            guard new != value else { return .unchanged }
            if new.isEmpty { editor.removeKey(at: path) } else { try editor.setScalar(new, at: path) }
            after = editor.data
        } else {
            return .notEditable("\(key) is written in \(file), which iconpicker does not edit (a Swift manifest or a .NET project)")
        }
        guard after != data else { return .unchanged }
        try draft.write(after, to: file)
        return .changed
    }

    private static func rewritePBXProj(
        _ data: Data, file: String, configuration: String, key: String, _ string: (String) -> String, _ list: ([String]) -> [String]
    ) throws(EditError) -> Data {
        var editor = try PBXProjEditor(data, path: file)
        let new: PBXSettingValue
        switch try editor.buildSetting(key, configuration: configuration) {
        case .string(let value)?: new = .string(string(value))
        case .list(let items)?: new = .list(list(items))
        case nil: throw EditError.notFound(path: file, what: "\(key) in configuration \(configuration)")
        }
        // A value the change leaves as it is stays, even an empty one: only what changes is touched.
        guard new != (try editor.buildSetting(key, configuration: configuration)) else { return data }
        if new == .string("") || new == .list([]) {
            try editor.removeBuildSetting(key, configuration: configuration)
        } else {
            try editor.setBuildSetting(key, to: new, configuration: configuration)
        }
        return editor.data
    }
}
