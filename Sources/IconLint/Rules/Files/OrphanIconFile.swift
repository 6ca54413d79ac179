import Foundation
import IconKit

extension RuleID {
    public static let orphanIconFile = RuleID("orphan-icon-file")
}

/// `orphan-icon-file`: an icon image beside the loose icon files that no icon declares.
enum OrphanIconFile {
    static let rule = LintRule(
        id: .orphanIconFile, severity: .note, category: .files,
        summary: "an icon image beside the loose icon files that no icon declares",
        explanation: """
            Loose icon files live in the folders the app's CFBundleIconFiles names are found in. An image in \
            such a folder whose name no icon declares (AppIconLight@2x.png beside AppIconDark@2x.png) is an \
            alternate that was removed or never declared: copied into the app, it is dead weight. Images the \
            app's code names (a picture in its own chooser) are left out. Delete it, or declare it in \
            CFBundleAlternateIcons (and CFBundleIcons~ipad).
            """,
        evidence: """
            Seen in Metatext (AppIconLight), Raivo OTP (app-icon-light-tint-small), The Blue Alliance (three \
            former seasons' icons) and Emitron: the files are in the target's Resources phase and shipped, \
            and no icon offers them. Nothing fails: a note.
            """,
        check: .app(checkOrphanIconFile),
        examples: [
            .fires("an icon image left beside the alternates' files", saying: "\u{2018}sepia-60\u{2019} (sepia-60@2x.png") {
                $0.files["App/Icons/sepia-60@2x.png"] = .png(width: 120, height: 120)
            },
            .staysSilent("every image beside the alternates' files is theirs"),
            .staysSilent("an image the code shows in its own chooser") {
                $0.files["App/Icons/classic-60@2x.png"] = .png(width: 120, height: 120)
                $0.files["App/Chooser.swift"] = .text("let classic = UIImage(named: \"classic-60\")\n")
            },
        ])

    /// One finding per loose icons' folder, naming the images in it that no icon declares and no code names.
    private static func checkOrphanIconFile(_ context: LintContext) -> [LintRule.Hit] {
        guard !context.app.isBuiltApp else { return [] }
        let (declared, folders) = declaredNames(context)
        var hits: [LintRule.Hit] = []
        var usedInCode: Set<String>?
        for folder in folders.sorted() {
            var orphans = undeclaredImages(in: folder, declared: declared)
            guard !orphans.isEmpty else { continue }
            let used = usedInCode ?? Set(context.appSources.flatMap { $0.literals.map { iconName(of: $0.text) } })
            usedInCode = used
            orphans.removeAll { used.contains($0.name) }
            guard let first = orphans.first else { continue }
            let shown = orphans.prefix(namedInMessage).map { orphan in
                "\u{2018}\(orphan.name)\u{2019} (\(orphan.files.map { LintRule.fileName(of: $0) }.joined(separator: ", ")))"
            }
            let more = orphans.count > namedInMessage ? " and \(orphans.count - namedInMessage) more" : ""
            let one = orphans.count == 1
            hits.append(
                LintRule.Hit(
                    message: "\(shown.joined(separator: ", "))\(more) \(one ? "sits" : "sit") beside the icons' files, but no icon of the "
                        + "built app declares \(one ? "it" : "them") and the code does not name \(one ? "it" : "them") (alternates removed "
                        + "or never declared, or a hand-written primary icon the asset catalog's replaces): if the target copies "
                        + "\(one ? "it" : "them"), \(one ? "it ships" : "they ship") as dead weight; delete \(one ? "it" : "them") or "
                        + "declare \(one ? "it" : "them") in CFBundleAlternateIcons",
                    file: first.files[0], subject: .app))
        }
        return hits
    }

    /// How many names a message lists before “and N more”.
    static let namedInMessage = 3

    /// The icon names every declaration and device gives (a name holding a build variable stands for
    /// every name it starts with, `app-icon--default${BUNDLE_ID_SUFFIX}`), and the folders (outside
    /// catalogs) the loose icon files were found in.
    private static func declaredNames(_ context: LintContext) -> (names: DeclaredNames, folders: Set<String>) {
        var names = DeclaredNames()
        var folders: Set<String> = []
        let declaration = context.app.declaration
        for icons in [declaration.icons, declaration.iPadIcons].compactMap({ $0 }) {
            for icon in [icons.primary].compactMap({ $0 }) + icons.alternates { names.add(icon.iconFiles) }
        }
        for app in context.apps {
            for (icon, images) in app.entries {
                names.add(icon.iconFiles)
                guard images.source == .files else { continue }
                names.add(images.candidates.map(\.baseName))
                for candidate in images.candidates {
                    let folder = (candidate.path as NSString).deletingLastPathComponent
                    guard !folder.contains(".xcassets"), folders.insert(folder).inserted else { continue }
                    // One folder per icon, named after it (AppIcons/2024Crescendo/2024Crescendo@2x.png):
                    // the other icons' folders are its siblings.
                    if (folder as NSString).lastPathComponent == iconName(of: candidate.baseName) {
                        folders.formUnion(subfolders(of: (folder as NSString).deletingLastPathComponent))
                    }
                }
            }
        }
        return (names, folders)
    }

    /// The folders directly inside `folder`.
    private static func subfolders(of folder: String) -> [String] {
        let manager = FileManager.default
        return ((try? manager.contentsOfDirectory(atPath: folder)) ?? []).compactMap { name in
            var isFolder: ObjCBool = false
            let path = folder + "/" + name
            return !name.hasPrefix(".") && manager.fileExists(atPath: path, isDirectory: &isFolder) && isFolder.boolValue ? path : nil
        }
    }

    /// Declared icon names, and the prefixes of names that hold a build variable.
    struct DeclaredNames {
        var names: Set<String> = []
        var prefixes: Set<String> = []

        mutating func add(_ entries: [String]) {
            for entry in entries {
                if let variable = entry.range(of: "$(") ?? entry.range(of: "${") {
                    prefixes.insert(iconName(of: String(entry[..<variable.lowerBound])))
                } else {
                    names.insert(iconName(of: entry))
                }
            }
        }

        func contains(_ name: String) -> Bool {
            names.contains(name) || prefixes.contains { !$0.isEmpty && name.hasPrefix($0) }
        }
    }

    /// The PNGs of `folder` by the icon name their file names give, for names not `declared`.
    private static func undeclaredImages(in folder: String, declared: DeclaredNames) -> [(name: String, files: [String])] {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return [] }
        var byName: [String: [String]] = [:]
        for file in names where !file.hasPrefix(".") && file.lowercased().hasSuffix(".png") {
            let name = iconName(of: file)
            if !declared.contains(name) { byName[name, default: []].append(folder + "/" + file) }
        }
        return byName.map { ($0.key, $0.value.sorted()) }.sorted { $0.name < $1.name }
    }

    /// The icon name a file or a CFBundleIconFiles entry stands for: without `.png`, the device and
    /// the scale modifier (`dark-60@2x~ipad.png` → `dark-60`; `~car` is CarPlay's).
    static func iconName(of file: String) -> String {
        var name = Substring(file)
        if name.lowercased().hasSuffix(".png") { name = name.dropLast(4) }
        for suffix in ["~ipad", "~iphone", "~car"] where name.hasSuffix(suffix) { name = name.dropLast(suffix.count) }
        for scale in ["@1x", "@2x", "@3x"] where name.hasSuffix(scale) { name = name.dropLast(scale.count) }
        return String(name)
    }
}
