import IconKit

/// One thing `iconpicker lint` checks: a stable id scripts can match on, how serious it is, the
/// App Store Connect code where Apple has one, and the advice `lint --explain` prints.
public struct LintRule: Equatable, Sendable {
    public enum Category: String, CaseIterable, Sendable {
        case files = "Files and sets"
        case sizes = "Sizes and the App Store icon"
        case images = "Image files"
        case structure = "Info.plist structure"
        case iPad = "The iPad rule"
        case ordering = "Ordering"
        case project = "Xcode projects"
        case catalog = "Contents.json"
        /// Facts about showing icons and remembering the choice rather than about the configuration:
        /// `list` and the chooser report them, `lint` does not.
        case shown = "Reported by list and the chooser"
    }

    /// Where a rule's findings come from.
    enum Source: Equatable, Sendable {
        /// The reader's facts that the rule owns (`RuleID.init(_:)`), as the reader reported them.
        case readerFacts
        /// A linter check over the loaded apps (the reader's facts, if any, are checked again there).
        case check(Linter.Check)
        /// Both the reader's facts and a linter check.
        case readerFactsAndCheck(Linter.Check)
        /// Reported by `list` and the chooser only.
        case notLinted

        var reportsReaderFacts: Bool {
            switch self {
            case .readerFacts, .readerFactsAndCheck: return true
            case .check, .notLinted: return false
            }
        }

        var check: Linter.Check? {
            switch self {
            case .check(let check), .readerFactsAndCheck(let check): return check
            case .readerFacts, .notLinted: return nil
            }
        }
    }

    /// E.g. `.missingIconFile` (`missing-icon-file`); never renamed once released.
    public let id: RuleID
    /// The severity the rule reports with unless a finding says otherwise.
    public let severity: Diagnostic.Severity
    public let category: Category
    /// `ITMS-90032` and friends, when upload validation rejects (or warns about) the same mistake.
    public let itmsCode: String?
    /// One line: what is wrong.
    public let summary: String
    /// Why it matters and how to fix it, for `--explain`.
    public let explanation: String
    /// The reader facts or the linter check that produce the rule's findings.
    let source: Source

    init(_ id: RuleID, _ severity: Diagnostic.Severity, _ category: Category, itms: String? = nil,
         from source: Source = .readerFacts, _ summary: String, _ explanation: String) {
        self.id = id
        self.source = source
        self.severity = severity
        self.category = category
        self.itmsCode = itms
        self.summary = summary
        self.explanation = explanation
    }
}
