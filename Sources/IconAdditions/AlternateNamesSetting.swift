import Foundation
import IconKit
import ProjectEditing

/// `ASSETCATALOG_COMPILER_ALTERNATE_APPICON_NAMES`, changed where it is written: each configuration's
/// value comes from one place (a pbxproj configuration, an xcconfig line, a `project.yml` key), and
/// each place is changed once. A name is appended as the last word, and removed as a word, so the
/// other names, variables and quoting stay as they are.
enum AlternateNamesSetting {
    static let key = "ASSETCATALOG_COMPILER_ALTERNATE_APPICON_NAMES"
    static let includeAllKey = "ASSETCATALOG_COMPILER_INCLUDE_ALL_APPICON_ASSETS"

    /// Whether every configuration compiles every icon set as an alternate (then no name is written).
    static func includesAll(_ apps: [LoadedApp]) -> Bool {
        !apps.isEmpty && apps.allSatisfy { $0.buildSettings[includeAllKey]?.value.uppercased() == "YES" }
    }

    /// Adds `name` in every configuration that does not include every set; a configuration with no
    /// such setting gets it at the target level (the pbxproj's target configuration, the spec target's
    /// `settings.base`). Returns what was changed, for the report.
    static func add(_ name: String, apps: [LoadedApp], draft: inout ProjectDraft) throws(AdditionError) -> [String] {
        var places: [SettingOrigin] = []
        var missing: [String] = []
        for app in apps where app.buildSettings[includeAllKey]?.value.uppercased() != "YES" {
            guard let fact = app.buildSettings[key] else {
                missing.append(app.project?.configuration ?? "")
                continue
            }
            if !words(fact.value).contains(name), !places.contains(fact.origin) { places.append(fact.origin) }
        }
        var notes: [String] = []
        for origin in places {
            try rewrite(origin, in: &draft) { words in words.contains(name) ? words : words + [name] }
            notes.append("\(key) in \(describe(origin))")
        }
        if !missing.isEmpty, let project = apps.first?.project {
            try create(name, configurations: missing, project: project, draft: &draft)
            notes.append("\(key) set to \(name) in the target's \(missing.joined(separator: ", ")) configuration(s)")
        }
        return notes
    }

    /// Removes `name` wherever a configuration's value names it; a setting left empty is removed.
    static func remove(_ name: String, apps: [LoadedApp], draft: inout ProjectDraft) throws(AdditionError) -> [String] {
        var places: [SettingOrigin] = []
        for app in apps {
            guard let fact = app.buildSettings[key], !places.contains(fact.origin) else { continue }
            places.append(fact.origin)
        }
        var notes: [String] = []
        for origin in places where try rewrite(origin, in: &draft, { $0.filter { $0 != name } }) {
            notes.append("\(key) in \(describe(origin))")
        }
        return notes
    }

    static func words(_ value: String) -> [String] {
        value.split(whereSeparator: { $0 == " " || $0 == "\t" }).map { $0.trimmingCharacters(in: CharacterSet(charactersIn: "\"")) }
    }

    private static func describe(_ origin: SettingOrigin) -> String {
        let file = origin.file.map { ($0 as NSString).lastPathComponent } ?? "?"
        return origin.line.map { "\(file):\($0)" } ?? file + (origin.keyPath.map { " (\($0))" } ?? "")
    }

    /// Rewrites the value at `origin` as `transform` changes its words; false when nothing changed.
    @discardableResult
    private static func rewrite(_ origin: SettingOrigin, in draft: inout ProjectDraft, _ transform: ([String]) -> [String])
        throws(AdditionError) -> Bool
    {
        guard origin.file != nil else { return false }
        let outcome: SettingRewrite.Outcome
        do {
            outcome = try SettingRewrite.rewrite(
                origin, key: key, in: &draft, string: { rewritten($0, transform) },
                list: { items in
                    // A pbxproj list holds one name per item: the new name is one more item, a removed one goes.
                    let new = transform(items.flatMap(words))
                    return items.count + 1 == new.count ? items + [new.last ?? ""] : items.filter { new.contains($0) }
                })
        } catch {
            throw .edit(error)
        }
        switch outcome {
        case .changed: return true
        case .unchanged: return false
        case .notEditable(let reason): throw AdditionError.unsupported(path: origin.file ?? "", reason: reason)
        }
    }

    /// The value with its words changed: appended after the last word, or removed with the space before.
    static func rewritten(_ value: String, _ transform: ([String]) -> [String]) -> String {
        let old = words(value)
        let new = transform(old)
        if new.count > old.count { return (value.isEmpty ? "" : value + " ") + new[old.count...].joined(separator: " ") }
        return value.split(separator: " ", omittingEmptySubsequences: false).map(String.init)
            .filter { word in word.isEmpty || new.contains(word.trimmingCharacters(in: CharacterSet(charactersIn: "\""))) }
            .joined(separator: " ")
    }

    /// The setting written for the first time, in the target's own configurations.
    private static func create(_ name: String, configurations: [String], project: ProjectSelection, draft: inout ProjectDraft)
        throws(AdditionError)
    {
        do {
            if project.project.hasSuffix(".yml") || project.project.hasSuffix(".yaml") {
                var editor = try YAMLTextEditor(try draft.data(at: project.project) ?? Data(), path: project.project)
                try editor.setScalar(name, at: ["targets", project.target, "settings", "base", key])
                try draft.write(editor.data, to: project.project)
                return
            }
            let file = project.project + "/project.pbxproj"
            var editor = try PBXProjEditor(try draft.data(at: file) ?? Data(), path: file)
            let ids = try PBXTargetLookup(editor: editor).configurationIDs(target: project.target, names: configurations)
            for id in ids { try editor.setBuildSetting(key, to: .string(name), configuration: id) }
            try draft.write(editor.data, to: file)
        } catch {
            throw .edit(error.path.isEmpty ? error.about(project.project) : error)
        }
    }
}
