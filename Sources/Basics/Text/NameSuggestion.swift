/// The name a person most likely meant when the one they typed is not there: the same name in
/// another letter case first (icon names are case-sensitive on iOS, and case is the commonest
/// slip: `AppIcon-car-red` for `AppIcon-Car-Red`), then the nearest by edit distance when it is near.
///
/// One answer for every place that suggests a name: `set` (icon names), the root command
/// (subcommands), `lint --explain` (rule ids) and lint's `code-icon-name` (literals in code).
public enum NameSuggestion {
    /// The name `name` most likely means among `names`, or nil when none is near enough or two are
    /// equally near (a guess between them would mislead).
    public static func suggestion(for name: String, among names: some Collection<String>) -> String? {
        let nearest = nearest(to: name, among: names)
        return nearest.count == 1 ? nearest[0] : nil
    }

    /// The names `name` may mean, sorted: those equal to it but for letter case; else those nearest
    /// by edit distance, when near enough; else none.
    public static func nearest(to name: String, among names: some Collection<String>) -> [String] {
        let folded = sameExceptCase(name, in: names)
        if !folded.isEmpty { return folded }
        let wanted = name.lowercased()
        let ranked = names.map { ($0, editDistance($0.lowercased(), wanted)) }.filter { isNear(distance: $0.1, to: name) }
        guard let best = ranked.map(\.1).min() else { return [] }
        return ranked.filter { $0.1 == best }.map(\.0).sorted()
    }

    /// The names that differ from `name` only in letter case, sorted.
    public static func sameExceptCase(_ name: String, in names: some Collection<String>) -> [String] {
        let folded = name.lowercased()
        return names.filter { $0 != name && $0.lowercased() == folded }.sorted()
    }

    /// Each name under its lower-case form, for looking many words up against one set of names; where
    /// two names fold alike, the first in sorted order.
    public static func caseFoldedIndex(_ names: some Collection<String>) -> [String: String] {
        Dictionary(names.sorted().map { ($0.lowercased(), $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// Whether a name `distance` edits away from `name` is near enough to suggest: two edits, or a
    /// quarter of the name's length for long names.
    public static func isNear(distance: Int, to name: String) -> Bool {
        distance <= max(2, name.count / 4)
    }

    /// Edit distance between the two strings' characters, counting insertions, deletions,
    /// substitutions and swaps of neighbours (`lsit` is one edit from `list`, as a typo is one slip).
    public static func editDistance(_ left: String, _ right: String) -> Int {
        let left = Array(left)
        let right = Array(right)
        guard !left.isEmpty else { return right.count }
        guard !right.isEmpty else { return left.count }
        var beforePrevious = [Int](repeating: 0, count: right.count + 1)
        var previous = Array(0...right.count)
        for row in 1...left.count {
            var current = [row] + [Int](repeating: 0, count: right.count)
            for column in 1...right.count {
                let cost = left[row - 1] == right[column - 1] ? 0 : 1
                current[column] = min(previous[column] + 1, current[column - 1] + 1, previous[column - 1] + cost)
                if row > 1, column > 1, left[row - 1] == right[column - 2], left[row - 2] == right[column - 1] {
                    current[column] = min(current[column], beforePrevious[column - 2] + 1)
                }
            }
            beforePrevious = previous
            previous = current
        }
        return previous[right.count]
    }
}
