import Basics
import IconLint

/// What `lint --explain` says about an id no rule has: the near matches, then every rule with its
/// summary, nearest first, so a mistyped id is one look away from the right one. Distances and
/// nearness are `NameSuggestion`'s, as for every name iconpicker suggests.
enum RuleSuggestions {
    /// Ids that contain `name` or are contained in it, or are a few edits away.
    static func nearMatches(for name: String) -> [String] {
        ranked(for: name).filter { isNear($0.rule.id.rawValue, name) }.map(\.rule.id.rawValue)
    }

    /// `  id  summary` for every rule, nearest first.
    static func listing(for name: String) -> [String] {
        let rules = ranked(for: name).map(\.rule)
        let width = rules.map(\.id.rawValue.count).max() ?? 0
        return rules.map { "  " + TextWidth.pad($0.id.rawValue, toColumns: width) + "  " + $0.summary }
    }

    /// Every rule with its distance from `name`: containment first, then edit distance, then id.
    static func ranked(for name: String) -> [(rule: LintRule, distance: Int)] {
        let wanted = name.lowercased()
        return LintRule.all.map { rule in
            let id = rule.id.rawValue
            let contains = id.contains(wanted) || (!wanted.isEmpty && wanted.contains(id))
            return (rule, contains ? 0 : 1 + NameSuggestion.editDistance(id, wanted))
        }
        .sorted { $0.distance != $1.distance ? $0.distance < $1.distance : $0.rule.id.rawValue < $1.rule.id.rawValue }
    }

    static func isNear(_ id: String, _ name: String) -> Bool {
        let wanted = name.lowercased()
        if id.contains(wanted) || (!wanted.isEmpty && wanted.contains(id)) { return true }
        return NameSuggestion.isNear(distance: NameSuggestion.editDistance(id, wanted), to: wanted)
    }
}
