import Foundation
import IconKit
import IconLint
import ProjectEditing

/// `modifier-case`: a file spelt `dark@2X~iPad.png` is renamed `dark@2x~ipad.png`, and an Info.plist
/// entry that names the file by its old spelling is changed with it.
enum ModifierCaseFix {
    static let fix = RepairPlanner.Fix(rule: .modifierCase) { context, findings in
        var renamed: [String] = []
        for finding in findings {
            guard let path = finding.file else { continue }
            let name = (path as NSString).lastPathComponent
            guard let correct = correctName(name), correct != name else { continue }
            try context.draft.move(path, to: ((path as NSString).deletingLastPathComponent as NSString).appendingPathComponent(correct))
            let oldNames: Set<String> = [name, (name as NSString).deletingPathExtension]
            let plist = context.report.infoPlist
            if plist.hasSuffix(".plist"), (try? context.draft.data(at: plist)) != nil {
                try context.editPlist(plist) { editor throws(EditError) in
                    for keyPath in PlistPaths.strings(in: editor.value(at: []) ?? .dictionary([]), equalTo: oldNames) {
                        guard case .string(let old)? = editor.value(at: keyPath) else { continue }
                        try editor.set(.string(old == name ? correct : (correct as NSString).deletingPathExtension), at: keyPath)
                    }
                }
            }
            renamed.append("\(name) → \(correct)")
        }
        guard !renamed.isEmpty else { throw RepairSkip("no file to rename was found") }
        return "renamed " + RepairPlan.listing(renamed)
    }

    /// `name` with its scale and device modifiers (`@2X`, `~iPad`, `~IPHONE`) in lower case.
    static func correctName(_ name: String) -> String? {
        let pattern = #"^(.*?)((?:@[0-9][xX])?(?:~(?i:ipad|iphone))?)(\.(?i:png))$"#
        guard let regex = try? NSRegularExpression(pattern: pattern),
            let match = regex.firstMatch(in: name, range: NSRange(name.startIndex..., in: name)),
            let base = Range(match.range(at: 1), in: name), let modifiers = Range(match.range(at: 2), in: name),
            let suffix = Range(match.range(at: 3), in: name)
        else { return nil }
        return String(name[base]) + name[modifiers].lowercased() + name[suffix]
    }
}
