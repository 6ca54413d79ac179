import IconLint
import ProjectEditing

/// What `fix` would change: the files (as one `ChangeSet`, so a dry run shows exactly what a real run
/// writes), what each fix did, and the findings left alone with the reason.
public struct RepairPlan: Sendable {
    public struct Note: Equatable, Sendable {
        public var rule: RuleID
        public var text: String
    }

    public var changeSet: ChangeSet
    /// One line per fix that changed something.
    public var fixed: [Note]
    /// Fixable findings not fixed, and why (a rule that needs `--rule`, a setting written in a Swift manifest, …).
    public var skipped: [Note]

    /// The names a fix note lists: the first few and how many more, so 300 alternates make one short line.
    static func listing(_ names: [String], shown: Int = 5) -> String {
        let listed = names.prefix(shown).joined(separator: ", ")
        return names.count > shown ? "\(listed) and \(names.count - shown) more" : listed
    }
}
