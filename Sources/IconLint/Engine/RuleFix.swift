/// Whether `iconpicker fix` can repair a rule's findings, and what it does. A fix is offered only where
/// one answer is right; where the right answer is a choice the user makes it by naming the rule.
public enum RuleFix: Equatable, Sendable {
    /// Only a person can fix it.
    case none
    /// `fix` and `lint --fix` apply it; the text says what they change.
    case automatic(String)
    /// Applied only with an explicit `fix --rule ID`, since it is one of several reasonable answers.
    case onRequest(String)

    public var isFixable: Bool { self != .none }

    /// What the fix changes, nil for `.none`.
    public var action: String? {
        switch self {
        case .none: return nil
        case .automatic(let action), .onRequest(let action): return action
        }
    }

    /// One sentence for `--explain` and docs/rules.md.
    public var sentence: String? {
        switch self {
        case .none: return nil
        case .automatic(let action): return "iconpicker fix \(action)."
        case .onRequest(let action): return "iconpicker fix --rule ID \(action) (only when the rule is named, as it is a choice)."
        }
    }
}
