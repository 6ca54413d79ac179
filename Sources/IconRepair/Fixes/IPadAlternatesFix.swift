import Foundation
import IconKit
import IconLint
import ProjectEditing

/// `ipad-alternate-not-declared`: each alternate of `CFBundleIcons` missing from `CFBundleIcons~ipad` is
/// copied there, naming the alternate's `~ipad` files when the folder holds some (`dark-76@2x~ipad.png`
/// → `dark-76`), else the same files. A source Info.plist without `CFBundleIcons~ipad` gets a full copy
/// of `CFBundleIcons` after it, as the rule advises.
enum IPadAlternatesFix {
    static let iPhoneKey = "CFBundleIcons"
    static let iPadKey = "CFBundleIcons~ipad"
    static let alternatesKey = "CFBundleAlternateIcons"

    static let fix = RepairPlanner.Fix(rule: .iPadAlternateNotDeclared) { context, findings in
        var copied: [String] = []
        for path in Set(findings.map { context.infoPlist(for: $0) }).sorted() {
            let folders = iconFolders(context.app, plist: path)
            try context.editPlist(path) { editor throws(EditError) in
                guard case .dictionary(let alternates)? = editor.value(at: [.key(iPhoneKey), .key(alternatesKey)]) else { return }
                let entries = alternates.map { PlistValue.Entry(key: $0.key, value: iPadEntry($0.value, folders: folders)) }
                guard case .dictionary(let iPad)? = editor.value(at: [.key(iPadKey)]) else {
                    var whole = editor.value(at: [.key(iPhoneKey)]) ?? .dictionary([])
                    if case .dictionary(var icons) = whole, let index = icons.firstIndex(where: { $0.key == alternatesKey }) {
                        icons[index].value = .dictionary(entries)
                        whole = .dictionary(icons)
                    }
                    try editor.set(whole, at: [.key(iPadKey)], after: iPhoneKey)
                    copied += alternates.map(\.key)
                    return
                }
                let declared = Set(
                    iPad.first { $0.key == alternatesKey }.flatMap { entry -> [String]? in
                        guard case .dictionary(let named) = entry.value else { return nil }
                        return named.map(\.key)
                    } ?? [])
                let missing = entries.filter { !declared.contains($0.key) }
                guard !missing.isEmpty else { return }
                if iPad.contains(where: { $0.key == alternatesKey }) {
                    for entry in missing { try editor.set(entry.value, at: [.key(iPadKey), .key(alternatesKey), .key(entry.key)]) }
                } else {
                    try editor.set(.dictionary(missing), at: [.key(iPadKey), .key(alternatesKey)], after: "CFBundlePrimaryIcon")
                }
                copied += missing.map(\.key)
            }
        }
        guard !copied.isEmpty else { throw RepairSkip("every alternate of the source Info.plist is already in CFBundleIcons~ipad") }
        return "declared in CFBundleIcons~ipad: " + copied.joined(separator: ", ")
    }

    /// The folders the app's icon files were found in (else the Info.plist's folder).
    static func iconFolders(_ app: LoadedApp, plist: String) -> [String] {
        let found = app.devices.flatMap(\.images).flatMap(\.candidates).map { ($0.path as NSString).deletingLastPathComponent }
        return Array(Set(found)).sorted() + [(plist as NSString).deletingLastPathComponent]
    }

    /// The iPhone entry with `CFBundleIconFiles` naming the alternate's `~ipad` files, when there are some.
    static func iPadEntry(_ entry: PlistValue, folders: [String]) -> PlistValue {
        guard case .dictionary(var keys) = entry, let index = keys.firstIndex(where: { $0.key == "CFBundleIconFiles" }),
            case .array(let files) = keys[index].value
        else { return entry }
        let names = files.compactMap { file -> String? in
            if case .string(let name) = file { return name }
            return nil
        }
        let iPadNames = iPadBaseNames(for: names, in: folders)
        guard !iPadNames.isEmpty else { return entry }
        keys[index].value = .array(iPadNames.map(PlistValue.string))
        return .dictionary(keys)
    }

    /// For `dark-60`: the bases of `dark-76~ipad.png`, `dark-83.5@2x~ipad.png` beside it, smallest first.
    static func iPadBaseNames(for names: [String], in folders: [String]) -> [String] {
        let files = folders.flatMap { (try? FileManager.default.contentsOfDirectory(atPath: $0)) ?? [] }
        var bases: Set<String> = []
        for name in names {
            let stem = name.replacingOccurrences(of: #"[-_]?[0-9]+(\.[0-9]+)?$"#, with: "", options: .regularExpression)
            for file in files where file.hasSuffix("~ipad.png") {
                let base = file.replacingOccurrences(of: #"(@[0-9]x)?~ipad\.png$"#, with: "", options: .regularExpression)
                if base == name
                    || (!stem.isEmpty && base.hasPrefix(stem)
                        && base.dropFirst(stem.count).range(of: #"^[-_]?[0-9]+(\.[0-9]+)?$"#, options: .regularExpression) != nil)
                {
                    bases.insert(base)
                }
            }
        }
        return bases.sorted { size($0) == size($1) ? $0 < $1 : size($0) < size($1) }
    }

    private static func size(_ base: String) -> Double {
        base.range(of: #"[0-9]+(\.[0-9]+)?$"#, options: .regularExpression).flatMap { Double(base[$0]) } ?? 0
    }
}
