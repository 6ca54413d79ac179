import Foundation
import IconKit
import ProjectEditing

/// Makes an alternate the project's primary icon, the chooser's `p` key. Nothing is lost: the former
/// primary becomes an alternate in the alternate's place, so `setAlternateIconName` can still show it.
///
/// - An asset-catalog app: `ASSETCATALOG_COMPILER_APPICON_NAME` names the alternate's set wherever it is
///   written (each distinct place of every configuration, once), and the alternate's name in
///   `…_ALTERNATE_APPICON_NAMES` is replaced by the former primary's. When the list does not name the
///   alternate, the former primary is added to it, unless `…_INCLUDE_ALL_APPICON_ASSETS` is `YES` (every
///   set is then an alternate already).
/// - An Info.plist app: in `CFBundleIcons` and `CFBundleIcons~ipad` alike, `CFBundlePrimaryIcon` takes
///   the alternate's `CFBundleIconFiles` and `CFBundleIconName` (dropping its own name when the alternate
///   has none), and the former primary's dictionary becomes the alternate named by its
///   `CFBundleIconName`, else by its first file without scale and device modifiers.
public struct PrimaryIconChange: Sendable {
    /// The alternate that becomes the primary.
    public let name: String
    /// The name the former primary has as an alternate now.
    public let formerPrimary: String
    public let changeSet: ChangeSet
    /// What the change leaves out that the user should know (a configuration's former primary that a
    /// shared alternates list cannot hold).
    public let notes: [String]

    static let primaryKey = "ASSETCATALOG_COMPILER_APPICON_NAME"
    static let alternatesKey = "ASSETCATALOG_COMPILER_ALTERNATE_APPICON_NAMES"
    static let includeAllKey = "ASSETCATALOG_COMPILER_INCLUDE_ALL_APPICON_ASSETS"

    /// Plans the change for `apps`, the app in each build configuration of its target (the one shown
    /// first); nothing is written.
    public static func plan(apps: [LoadedApp], alternate name: String) throws(PrimaryIconError) -> PrimaryIconChange {
        guard let app = apps.first else { throw .notAnAlternate(name: name) }
        if app.isBuiltApp { throw .builtApp }
        if let generator = generator(of: app) { throw .generated(by: generator) }
        guard app.devices.contains(where: { $0.catalog.icons.contains { $0.name == name } }) else { throw .notAnAlternate(name: name) }
        var draft = ProjectDraft()
        do {
            let (former, notes) = try change(apps: apps, name: name, draft: &draft)
            return PrimaryIconChange(name: name, formerPrimary: former, changeSet: draft.changeSet, notes: notes)
        } catch let error as PrimaryIconError {
            throw error
        } catch let error as EditError {
            throw .edit(error)
        } catch {
            // `RepairSkip` from the settings editor: a setting in no file, or in one it does not edit.
            throw .cannotEdit(String(describing: error))
        }
    }

    /// The route the app's declaration takes: its settings, or its Info.plist; the former primary's name.
    static func change(apps: [LoadedApp], name: String, draft: inout ProjectDraft) throws -> (former: String, notes: [String]) {
        guard let app = apps.first else { throw PrimaryIconError.notAnAlternate(name: name) }
        if app.buildSettings[primaryKey] != nil, namesSetting(app, name) {
            return try catalogChange(apps: apps, name: name, draft: &draft)
        }
        let plist = app.declaration.infoPlistPath
        if !plist.hasSuffix(".plist"), !plist.hasSuffix(".pbxproj") {
            throw PrimaryIconError.writtenByHand(key: "CFBundleIcons", file: plist)
        }
        if let setting = app.buildSettings[primaryKey], !setting.value.isEmpty {
            throw PrimaryIconError.mixed(name: name, set: setting.value)
        }
        return (try plistChange(app: app, name: name, draft: &draft), [])
    }

    /// Whether the alternate comes from the asset-catalog settings (named in the list, or every set included).
    static func namesSetting(_ app: LoadedApp, _ name: String) -> Bool {
        if app.buildSettings[includeAllKey]?.value.uppercased() == "YES" {
            return app.iconSets[name] != nil || app.iconBundles[name] != nil
        }
        return words(app.buildSettings[alternatesKey]?.value ?? "").contains(name)
    }

    static func words(_ value: String) -> [String] {
        value.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\"" }).map(String.init)
    }

    static func editable(_ file: String) -> Bool {
        [".pbxproj", ".xcconfig", ".yml", ".yaml"].contains { file.hasSuffix($0) }
    }

    /// The build step that writes the app's icons (Expo prebuild, MAUI), which would undo an edit.
    static func generator(of app: LoadedApp) -> String? {
        for images in app.devices.flatMap(\.images) {
            if case .generated(let generator, _) = images.source { return generator }
        }
        return nil
    }

    /// What the settings edits have done so far: the places changed (each once, however many
    /// configurations share it), each list's names after its edit, and what the user should know.
    struct CatalogEdits {
        var done: Set<SettingOrigin> = []
        var listed: [SettingOrigin: [String]] = [:]
        var notes: [String] = []
    }

    /// The settings edits of every configuration; the former primary of the one shown first.
    static func catalogChange(apps: [LoadedApp], name: String, draft: inout ProjectDraft) throws -> (former: String, notes: [String]) {
        var edits = CatalogEdits()
        var formerNames: [String] = []
        for app in apps {
            guard let primary = app.buildSettings[primaryKey] else { continue }
            let former = primary.value
            if former == name { continue }
            formerNames.append(former)
            if edits.done.insert(primary.origin).inserted {
                guard let file = primary.origin.file, editable(file) else {
                    throw PrimaryIconError.writtenByHand(key: primaryKey, file: primary.origin.file)
                }
                let changed = try BuildSettingEditor.rewrite(primary, in: &draft, string: { _ in name }, list: { _ in [name] })
                guard changed else { throw PrimaryIconError.throughVariable(key: primaryKey, file: file) }
            }
            try swapAlternate(in: app, name: name, former: former, edits: &edits, draft: &draft)
        }
        guard let former = formerNames.first else { throw PrimaryIconError.alreadyPrimary(name: name) }
        return (former, edits.notes)
    }

    /// The former primary takes the alternate's place in the list (or joins it). A list shared with a
    /// configuration edited before keeps that one's former primary; this one's is then said to be left out.
    static func swapAlternate(in app: LoadedApp, name: String, former: String, edits: inout CatalogEdits, draft: inout ProjectDraft)
        throws
    {
        let includesAll = app.buildSettings[includeAllKey]?.value.uppercased() == "YES"
        guard let list = app.buildSettings[alternatesKey] else {
            if includesAll { return }
            throw PrimaryIconError.noAlternatesSetting(former: former)
        }
        guard edits.done.insert(list.origin).inserted else {
            if !includesAll, !(edits.listed[list.origin] ?? []).contains(former) {
                let configuration = app.project?.configuration ?? "this configuration"
                edits.notes.append(
                    "\u{201C}\(former)\u{201D}, the primary icon of \(configuration) until now, is no longer built into \(configuration): "
                        + "\(alternatesKey) is shared by \(list.configurations.joined(separator: ", ")).")
            }
            return
        }
        guard let file = list.origin.file, editable(file) else {
            throw PrimaryIconError.writtenByHand(key: alternatesKey, file: list.origin.file)
        }
        let listed = words(list.value)
        let edit: BuildSettingEditor.WordEdit
        if listed.contains(former) {
            edit = .remove(name)
        } else if listed.contains(name) {
            edit = .replace(name, with: former)
        } else if includesAll {
            return
        } else {
            edit = .append(former)
        }
        edits.listed[list.origin] = words(edit.applied(to: list.value))
        guard edits.listed[list.origin] != listed else { return }
        guard try BuildSettingEditor.apply([edit], to: list, in: &draft) else {
            throw PrimaryIconError.throughVariable(key: alternatesKey, file: file)
        }
    }
}
