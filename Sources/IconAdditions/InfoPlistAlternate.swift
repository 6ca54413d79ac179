import Foundation
import IconKit
import ProjectEditing

/// A loose-file alternate: `CFBundleAlternateIcons` entries in `CFBundleIcons` (and `CFBundleIcons~ipad`
/// when the app has it) written like an existing alternate's (the same keys, its file names with its
/// name replaced, its sizes), and the files scaled from the picture beside its files. An app with no
/// alternate yet gets `<name>@2x.png` and `@3x.png` (120 and 180 px) and, for iPad, `<name>-ipad@2x`
/// and `<name>-ipadpro@2x` (152 and 167 px), beside the primary's files.
enum InfoPlistAlternate {
    static let dictionaries = ["CFBundleIcons", "CFBundleIcons~ipad"]

    /// One file to write: where, and at how many pixels.
    struct PlannedFile: Equatable {
        var path: String
        var size: Int
    }

    static func add(_ request: AlternateRequest, plist: String, app: LoadedApp, draft: inout ProjectDraft) throws(AdditionError) -> [String]
    {
        var editor: PropertyListEditor
        do { editor = try PropertyListEditor(try draft.data(at: plist) ?? Data(), path: plist) } catch { throw .edit(error) }
        var files: [PlannedFile] = []
        for key in dictionaries where editor.value(at: [.key(key)]) != nil {
            let idiom: Idiom = key == "CFBundleIcons" ? .iphone : .ipad
            let (entry, planned) = plan(request.name, dictionary: key, idiom: idiom, editor: editor, app: app)
            for file in planned where !files.contains(where: { $0.path == file.path }) { files.append(file) }
            do { try insert(entry, named: request.name, into: key, editor: &editor) } catch { throw .edit(error) }
        }
        if app.declaration.deviceFamilies?.contains(.ipad) == true, editor.value(at: ["CFBundleIcons~ipad"]) == nil,
            let first = files.first, first.path.hasSuffix("@2x.png")
        {
            files.append(PlannedFile(path: String(first.path.dropLast(4)) + "~ipad.png", size: 152))
        }
        for file in files where FileManager.default.fileExists(atPath: file.path) { throw .nameTaken(name: request.name, by: file.path) }
        let sizes = Array(Set(files.map(\.size))).sorted()
        let pngs = try request.picture.pngs(sizes)
        do {
            for file in files { try draft.write(pngs[sizes.firstIndex(of: file.size) ?? 0], to: file.path) }
            try draft.write(try editor.data(), to: plist)
        } catch { throw .edit(error) }
        return files.map { "wrote \($0.path) (\($0.size) px)" }
    }

    static func remove(_ name: String, plist: String, app: LoadedApp, draft: inout ProjectDraft) throws(AdditionError) -> [String] {
        var editor: PropertyListEditor
        do { editor = try PropertyListEditor(try draft.data(at: plist) ?? Data(), path: plist) } catch { throw .edit(error) }
        var notes: [String] = []
        do {
            for key in dictionaries where editor.value(at: [.key(key), "CFBundleAlternateIcons", .key(name)]) != nil {
                try editor.remove(at: [.key(key), "CFBundleAlternateIcons", .key(name)])
                if case .dictionary(let left)? = editor.value(at: [.key(key), "CFBundleAlternateIcons"]), left.isEmpty {
                    try editor.remove(at: [.key(key), "CFBundleAlternateIcons"])
                }
                notes.append("removed \(key).CFBundleAlternateIcons.\(name)")
            }
            try draft.write(try editor.data(), to: plist)
            for path in files(of: name, app: app) {
                try draft.write(nil, to: path)
                notes.append("deleted \(path)")
            }
        } catch { throw .edit(error) }
        return notes
    }

    /// The files only the alternate `name` uses, on every device loaded.
    static func files(of name: String, app: LoadedApp) -> [String] {
        var own: [String] = []
        var shared: Set<String> = []
        for device in app.onEachDevice {
            for (icon, images) in device.entries {
                let paths = images.candidates.map(\.path)
                if icon.name == name { own += paths.filter { !own.contains($0) } } else { shared.formUnion(paths) }
            }
        }
        return own.filter { !shared.contains($0) && FileManager.default.fileExists(atPath: $0) }
    }

    /// The entry and files for `name` in `dictionary`, following its first alternate when it has one.
    static func plan(_ name: String, dictionary: String, idiom: Idiom, editor: PropertyListEditor, app: LoadedApp)
        -> (entry: PlistValue, files: [PlannedFile])
    {
        let existing: [PlistValue.Entry]
        if case .dictionary(let entries)? = editor.value(at: [.key(dictionary), "CFBundleAlternateIcons"]) {
            existing = entries
        } else {
            existing = []
        }
        let images = app.on(idiom)?.entries ?? app.onEachDevice.first?.entries ?? []
        for template in existing {
            guard case .dictionary(let fields) = template.value,
                let found = images.first(where: { $0.icon.name == template.key }), !found.images.candidates.isEmpty
            else { continue }
            let bases = found.icon.iconFiles.map { renamed($0, from: template.key, to: name) }
            let files = found.images.candidates.compactMap { candidate -> PlannedFile? in
                guard let width = candidate.header?.width, width <= AlternatePicture.side,
                    let index = found.icon.iconFiles.firstIndex(of: candidate.baseName)
                else { return nil }
                let fileName = AppIcons.fileName(candidate.path)
                guard fileName.hasPrefix(candidate.baseName) else { return nil }
                let newName = bases[index] + fileName.dropFirst(candidate.baseName.count)
                return PlannedFile(path: AppIcons.parent(candidate.path) + "/" + newName, size: width)
            }
            return (entry(copying: fields, bases: bases, siblings: existing), files)
        }
        let folder =
            (images.lazy.compactMap { $0.images.candidates.first?.path }.first).map(AppIcons.parent) ?? AppIcons.parent(editor.path)
        let defaults: [(base: String, suffix: String, size: Int)] =
            idiom == .iphone
            ? [(name, "@2x.png", 120), (name, "@3x.png", 180)] : [(name + "-ipad", "@2x.png", 152), (name + "-ipadpro", "@2x.png", 167)]
        let bases = defaults.map(\.base).reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }
        return (
            .dictionary([.init(key: "CFBundleIconFiles", value: .array(bases.map { .string($0) }))]),
            defaults.map { PlannedFile(path: folder + "/" + $0.base + $0.suffix, size: $0.size) }
        )
    }

    /// `base` with the template's name replaced by the new one (`app-icon--dark` → `app-icon--blue`).
    static func renamed(_ base: String, from old: String, to new: String) -> String {
        guard let range = base.range(of: old, options: .backwards) else { return new }
        return base.replacingCharacters(in: range, with: new)
    }

    /// The template's keys with the new files; an integer `ordinal` (an app's own sort key) one past the largest.
    /// `UIPrerenderedIcon` is not copied: it has done nothing since iOS 7 and lint notes it (`prerendered-icon`).
    private static func entry(copying fields: [PlistValue.Entry], bases: [String], siblings: [PlistValue.Entry]) -> PlistValue {
        let ordinals = siblings.compactMap { sibling -> Int? in
            guard case .dictionary(let entries) = sibling.value,
                case .integer(let value)? = entries.first(where: { $0.key == "ordinal" })?.value
            else { return nil }
            return value
        }
        return .dictionary(
            fields.filter { $0.key != "UIPrerenderedIcon" }.map { field in
                switch field.key {
                case "CFBundleIconFiles": return .init(key: field.key, value: .array(bases.map { .string($0) }))
                case "ordinal" where !ordinals.isEmpty: return .init(key: field.key, value: .integer((ordinals.max() ?? 0) + 1))
                default: return field
                }
            })
    }

    /// The entry in `CFBundleAlternateIcons`: after the last smaller name when the file keeps them sorted, else last.
    private static func insert(_ entry: PlistValue, named name: String, into dictionary: String, editor: inout PropertyListEditor)
        throws(EditError)
    {
        let alternates: PlistPath = [.key(dictionary), "CFBundleAlternateIcons"]
        guard case .dictionary(let existing)? = editor.value(at: alternates) else {
            try editor.set(.dictionary([.init(key: name, value: entry)]), at: alternates)
            return
        }
        let keys = existing.map(\.key)
        // Sorted names stay sorted; a name that would come first goes last (the splicer inserts after an entry).
        let sibling = keys == keys.sorted() ? keys.last { $0 < name } : nil
        try editor.set(entry, at: alternates + [.key(name)], after: sibling ?? keys.last)
    }
}
