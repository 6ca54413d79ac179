import IconKit
import IconLint
import ProjectEditing

/// `prerendered-icon`: every `UIPrerenderedIcon` in the Info.plist's icon dictionaries is removed (it
/// has done nothing since iOS 7).
enum PrerenderedIconFix {
    static let fix = RepairPlanner.Fix(rule: .prerenderedIcon) { context, findings in
        var removed = 0
        for path in Set(findings.map { context.infoPlist(for: $0) }).sorted() {
            try context.editPlist(path) { editor throws(EditError) in
                let paths = PlistPaths.all(in: editor.value(at: []) ?? .dictionary([]), where: { $0 == "UIPrerenderedIcon" })
                try editor.remove(at: paths)
                removed += paths.count
            }
        }
        guard removed > 0 else { throw RepairSkip("the Info.plist has no UIPrerenderedIcon to remove") }
        return "removed \(removed) UIPrerenderedIcon key\(removed == 1 ? "" : "s")"
    }
}

/// Key paths in a decoded property list.
enum PlistPaths {
    /// Every path whose last key satisfies `matches`, depth first in document order.
    static func all(in value: PlistValue, where matches: (String) -> Bool, prefix: PlistPath = []) -> [PlistPath] {
        switch value {
        case .dictionary(let entries):
            return entries.flatMap { entry in
                let path = prefix + [.key(entry.key)]
                return (matches(entry.key) ? [path] : []) + all(in: entry.value, where: matches, prefix: path)
            }
        case .array(let items):
            return items.enumerated().flatMap { all(in: $0.element, where: matches, prefix: prefix + [.index($0.offset)]) }
        default:
            return []
        }
    }

    /// Every path to a string equal to one of `strings`.
    static func strings(in value: PlistValue, equalTo strings: Set<String>, prefix: PlistPath = []) -> [PlistPath] {
        switch value {
        case .string(let string): return strings.contains(string) ? [prefix] : []
        case .dictionary(let entries):
            return entries.flatMap { self.strings(in: $0.value, equalTo: strings, prefix: prefix + [.key($0.key)]) }
        case .array(let items):
            return items.enumerated().flatMap { self.strings(in: $0.element, equalTo: strings, prefix: prefix + [.index($0.offset)]) }
        default: return []
        }
    }
}
