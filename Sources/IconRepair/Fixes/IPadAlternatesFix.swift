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
            let iPadFiles = iPadFileBases(context.app, plist: path)
            try context.editPlist(path) { editor throws(EditError) in
                guard case .dictionary(let alternates)? = editor.value(at: [.key(iPhoneKey), .key(alternatesKey)]) else { return }
                let entries = alternates.map { PlistValue.Entry(key: $0.key, value: iPadEntry($0.value, iPadFiles: iPadFiles)) }
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
                    try editor.insert(missing, intoDictionaryAt: [.key(iPadKey), .key(alternatesKey)])
                } else {
                    try editor.set(.dictionary(missing), at: [.key(iPadKey), .key(alternatesKey)], after: "CFBundlePrimaryIcon")
                }
                copied += missing.map(\.key)
            }
        }
        guard !copied.isEmpty else { throw RepairSkip("every alternate of the source Info.plist is already in CFBundleIcons~ipad") }
        return "declared in CFBundleIcons~ipad: " + RepairPlan.listing(copied)
    }

    /// The bases of the `~ipad` files in the folders the app's icon files were found in (else the
    /// Info.plist's folder): `dark-76@2x~ipad.png` → `dark-76`. Listed once for all alternates.
    static func iPadFileBases(_ app: LoadedApp, plist: String) -> Set<String> {
        let found = app.devices.flatMap(\.images).flatMap(\.candidates).map { ($0.path as NSString).deletingLastPathComponent }
        let folders = Set(found).union([(plist as NSString).deletingLastPathComponent])
        var bases: Set<String> = []
        for folder in folders {
            for file in (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [] where file.hasSuffix("~ipad.png") {
                var base = String(file.dropLast("~ipad.png".count))
                if base.count > 3, base.dropLast(2).hasSuffix("@"), base.hasSuffix("x"), base.dropLast().last?.isNumber == true {
                    base.removeLast(3)
                }
                bases.insert(base)
            }
        }
        return bases
    }

    /// The iPhone entry with `CFBundleIconFiles` naming the alternate's `~ipad` files, when there are some.
    static func iPadEntry(_ entry: PlistValue, iPadFiles: Set<String>) -> PlistValue {
        guard case .dictionary(var keys) = entry, let index = keys.firstIndex(where: { $0.key == "CFBundleIconFiles" }),
            case .array(let files) = keys[index].value
        else { return entry }
        let names = files.compactMap { file -> String? in
            if case .string(let name) = file { return name }
            return nil
        }
        let iPadNames = iPadBaseNames(for: names, among: iPadFiles)
        guard !iPadNames.isEmpty else { return entry }
        keys[index].value = .array(iPadNames.map(PlistValue.string))
        return .dictionary(keys)
    }

    /// For `dark-60`: the bases `dark-76` and `dark-83.5` among the `~ipad` files, smallest first; a name
    /// with `~ipad` files of its own keeps them.
    static func iPadBaseNames(for names: [String], among iPadFiles: Set<String>) -> [String] {
        var bases: Set<String> = []
        for name in names {
            if iPadFiles.contains(name) { bases.insert(name) }
            let stem = String(name.dropLast(sizeSuffixLength(name)))
            guard !stem.isEmpty, stem != name else { continue }
            for base in iPadFiles where base.hasPrefix(stem) && sizeSuffixLength(base) == base.count - stem.count {
                bases.insert(base)
            }
        }
        return bases.sorted { size($0) == size($1) ? $0 < $1 : size($0) < size($1) }
    }

    /// The length of a trailing `-76`, `_83.5` or `60` (a size in points), 0 when there is none.
    static func sizeSuffixLength(_ name: String) -> Int {
        let digits = name.reversed().prefix { $0.isNumber || $0 == "." }
        guard digits.contains(where: \.isNumber) else { return 0 }
        let separator = name.dropLast(digits.count).last
        return digits.count + (separator == "-" || separator == "_" ? 1 : 0)
    }

    private static func size(_ base: String) -> Double {
        Double(base.suffix(sizeSuffixLength(base)).drop { $0 == "-" || $0 == "_" }) ?? 0
    }
}
