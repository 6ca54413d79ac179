import IconKit
import IconLint
import ProjectEditing

/// `set-name-case`: a name in `ASSETCATALOG_COMPILER_APPICON_NAME` or `…_ALTERNATE_APPICON_NAMES` that
/// differs from its set only in letter case is spelt as the set is, where the setting is written.
enum SetNameCaseFix {
    static let fix = RepairPlanner.Fix(rule: .setNameCase) { context, _ in
        var renamed: [String] = []
        for key in ["ASSETCATALOG_COMPILER_APPICON_NAME", "ASSETCATALOG_COMPILER_ALTERNATE_APPICON_NAMES"] {
            guard let fact = context.app.buildSettings[key] else { continue }
            let corrections = corrections(in: fact.value, sets: Array(context.app.iconSets.keys))
            guard !corrections.isEmpty else { continue }
            let changed = try BuildSettingEditor.apply(corrections.map { .replace($0.written, with: $0.set) }, to: fact, in: &context.draft)
            guard changed else { throw RepairSkip("\(key) names the set through a variable; change it where the variable is set") }
            renamed += corrections.map { "\($0.written) → \($0.set)" }
        }
        guard !renamed.isEmpty else { throw RepairSkip("no name to respell was found in the settings") }
        return "spelt as the sets are: " + RepairPlan.listing(renamed)
    }

    /// The names of `value` that match no set exactly but exactly one set ignoring case.
    static func corrections(in value: String, sets: [String]) -> [(written: String, set: String)] {
        let exact = Set(sets)
        var result: [(written: String, set: String)] = []
        for name in value.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\"" }).map(String.init) where !exact.contains(name) {
            let matches = sets.filter { $0.lowercased() == name.lowercased() }
            if matches.count == 1, !result.contains(where: { $0.written == name }) { result.append((name, matches[0])) }
        }
        return result
    }
}
