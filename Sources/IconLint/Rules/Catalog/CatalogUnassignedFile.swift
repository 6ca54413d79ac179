import Foundation
import IconKit

extension RuleID {
    public static let catalogUnassignedFile = RuleID("catalog-unassigned-file")
}

/// `catalog-unassigned-file`: an icon set's folder holds files its Contents.json names in no slot.
enum CatalogUnassignedFile {
    static let rule = LintRule(
        id: .catalogUnassignedFile, severity: .warning, category: .catalog,
        summary: "an icon set's folder holds files its Contents.json names in no slot",
        explanation: """
            Every image of an .appiconset belongs to a slot its Contents.json describes; a file no entry names \
            (left over after the set was changed to the single-size form, or copied in beside the slots) is \
            an unassigned child: the build warns and leaves it out, and the icon it was meant for does not \
            get it. Delete the files, or assign them to slots in Xcode's asset catalog editor.
            """,
        evidence: """
            actool warns "The app icon set … has N unassigned children" and compiles the set without them \
            (AlexDisler/cordova-icon #102, where the app works, google/GoogleSignIn-iOS #348). Seen in flow, \
            Mangayomi (twenty sized PNGs beside a single-size Contents.json) and MVP. Nothing fails: a \
            warning, as actool gives.
            """,
        check: .app(checkCatalogUnassignedFile),
        examples: [
            .fires("an old sized PNG left beside the slots", saying: "\u{2018}AppIcon\u{2019} holds old-57.png") {
                $0.files[ExampleApp.primarySet + "/old-57.png"] = .png(width: 57, height: 57)
            },
            .staysSilent("every file of the set in a slot, and a hidden .DS_Store") {
                $0.files[ExampleApp.primarySet + "/.DS_Store"] = .text("")
            },
        ])

    /// How many file names a message lists before “and N more”.
    static let namedInMessage = 5

    /// One finding per set of the app's catalogs with files no entry names, under the icon that shows it.
    private static func checkCatalogUnassignedFile(_ context: LintContext) -> [LintRule.Hit] {
        guard !context.app.isBuiltApp else { return [] }
        let subjects = Dictionary(context.usedSets.map { ($0.set.name, $0.subject) }, uniquingKeysWith: { first, _ in first })
        return context.app.iconSets.values.sorted { $0.name < $1.name }.compactMap { set in
            let unassigned = unassignedFiles(of: set)
            guard !unassigned.isEmpty else { return nil }
            let shown = unassigned.prefix(namedInMessage).joined(separator: ", ")
            let more = unassigned.count > namedInMessage ? " and \(unassigned.count - namedInMessage) more" : ""
            return LintRule.Hit(
                message: "the icon set \u{2018}\(set.name)\u{2019} holds \(shown)\(more), which its Contents.json names in no slot: "
                    + "the build warns that \(unassigned.count == 1 ? "it is an unassigned child" : "they are unassigned children") "
                    + "and leaves \(unassigned.count == 1 ? "it" : "them") out; delete \(unassigned.count == 1 ? "it" : "them") or assign "
                    + "\(unassigned.count == 1 ? "it" : "them") to slots",
                file: set.folder + "/Contents.json", subject: subjects[set.name] ?? .app)
        }
    }

    /// The files in the set's folder, but Contents.json and hidden files, that no entry names
    /// (letter case aside, as on a Mac), sorted.
    private static func unassignedFiles(of set: AppIconSet) -> [String] {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: set.folder) else { return [] }
        let named = Set(set.images.compactMap { $0.filename?.lowercased() })
        var isFolder: ObjCBool = false
        return names.filter { name in
            guard !name.hasPrefix("."), name != "Contents.json", !named.contains(name.lowercased()) else { return false }
            return FileManager.default.fileExists(atPath: set.folder + "/" + name, isDirectory: &isFolder) && !isFolder.boolValue
        }.sorted()
    }
}
