import Foundation
import IconKit
import ProjectEditing

extension PrimaryIconChange {
    static let iconDictionaries = ["CFBundleIcons", "CFBundleIcons~ipad"]

    /// Swaps the alternate and `CFBundlePrimaryIcon` in every icons dictionary of the source Info.plist
    /// that declares the alternate; the former primary is named once, from `CFBundleIcons`, so both
    /// dictionaries call it the same.
    static func plistChange(app: LoadedApp, name: String, draft: inout ProjectDraft) throws -> String {
        let path = app.declaration.infoPlistPath
        guard path.hasSuffix(".plist") else { throw PrimaryIconError.writtenByHand(key: "CFBundleIcons", file: path) }
        guard let data = try draft.data(at: path) else {
            throw PrimaryIconError.notDeclared(name: name, plist: path, reason: "there is no source Info.plist to edit")
        }
        var editor = try PropertyListEditor(data, path: path)
        let declaring = iconDictionaries.filter { alternate(name, in: $0, of: editor) != nil }
        guard let first = declaring.first, case .dictionary(let primary)? = editor.value(at: [.key(first), "CFBundlePrimaryIcon"]) else {
            throw PrimaryIconError.notDeclared(
                name: name, plist: path,
                reason: "CFBundleAlternateIcons has no dictionary \u{201C}\(name)\u{201D} beside a CFBundlePrimaryIcon dictionary")
        }
        guard let former = formerName(primary), former != name else {
            throw PrimaryIconError.notDeclared(name: name, plist: path, reason: "the primary icon names no file to call it by")
        }
        for key in declaring {
            try swap(name, former: former, in: key, editor: &editor, plist: path)
        }
        try draft.write(try editor.data(), to: path)
        return former
    }

    static func alternate(_ name: String, in key: String, of editor: PropertyListEditor) -> [PlistValue.Entry]? {
        guard case .dictionary(let entry)? = editor.value(at: [.key(key), "CFBundleAlternateIcons", .key(name)]) else { return nil }
        return entry
    }

    /// One dictionary's swap: the primary's files and name become the alternate's, and the former
    /// primary's dictionary is added as the alternate `former`.
    static func swap(_ name: String, former: String, in key: String, editor: inout PropertyListEditor, plist: String) throws {
        let primaryPath: PlistPath = [.key(key), "CFBundlePrimaryIcon"]
        let alternatesPath: PlistPath = [.key(key), "CFBundleAlternateIcons"]
        guard let entry = alternate(name, in: key, of: editor), case .dictionary(let primary)? = editor.value(at: primaryPath) else {
            throw PrimaryIconError.notDeclared(name: name, plist: plist, reason: "\(key).CFBundlePrimaryIcon is not a dictionary")
        }
        if case .dictionary(let alternates)? = editor.value(at: alternatesPath), alternates.contains(where: { $0.key == former }) {
            throw PrimaryIconError.notDeclared(name: name, plist: plist, reason: "an alternate is already called \u{201C}\(former)\u{201D}")
        }
        for field in ["CFBundleIconFiles", "CFBundleIconName"] {
            if let value = entry.first(where: { $0.key == field })?.value {
                try editor.set(value, at: primaryPath + [.key(field)])
            } else if primary.contains(where: { $0.key == field }) {
                try editor.remove(at: primaryPath + [.key(field)])
            }
        }
        try editor.remove(at: alternatesPath + [.key(name)])
        try editor.insert([PlistValue.Entry(key: former, value: .dictionary(primary))], intoDictionaryAt: alternatesPath)
    }

    /// The former primary's alternate name: its `CFBundleIconName`, else its first file without the
    /// extension and the `@2x`/`~ipad` modifiers.
    static func formerName(_ primary: [PlistValue.Entry]) -> String? {
        if case .string(let name)? = primary.first(where: { $0.key == "CFBundleIconName" })?.value, !name.isEmpty { return name }
        guard case .array(let files)? = primary.first(where: { $0.key == "CFBundleIconFiles" })?.value,
            case .string(let file)? = files.first
        else { return nil }
        var stem = file.hasSuffix(".png") ? String(file.dropLast(4)) : file
        for modifier in ["~ipad", "~iphone"] where stem.hasSuffix(modifier) { stem.removeLast(modifier.count) }
        if let at = stem.lastIndex(of: "@"), stem[stem.index(after: at)...].dropLast().allSatisfy(\.isNumber), stem.hasSuffix("x") {
            stem = String(stem[..<at])
        }
        return stem.isEmpty ? nil : stem
    }
}
