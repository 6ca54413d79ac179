import IconKit

/// The id of a lint rule, as a type: code names rules through static members that each rule's file
/// declares (`.missingIconFile`), so a misspelt id does not compile. Raw values are the ids people
/// and scripts see (`lint --explain`, JSON, SARIF, `list --json`'s `code`) and are never renamed.
public struct RuleID: RawRepresentable, Hashable, Sendable, Codable, CustomStringConvertible {
    public let rawValue: String

    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    init(_ rawValue: String) {
        self.rawValue = rawValue
    }

    /// The id of the rule that owns facts of `kind`, as the rules declare their kinds, so `list` and
    /// `lint` name a fact the same way. A kind no rule declares (`RuleRegistryTests` rules that out)
    /// keeps its own name.
    public init(_ kind: Diagnostic.Kind) {
        self = RuleRegistry.rule(reporting: kind)?.id ?? RuleID("\(kind)")
    }

    /// The raw id, so interpolating a rule id prints what scripts match on.
    public var description: String { rawValue }

    /// This id's rule in the registry.
    public var rule: LintRule { RuleRegistry.rule(for: self) }
}
