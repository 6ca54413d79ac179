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
    }

    /// E.g. `missing-icon-file`; never renamed once released.
    public let id: String
    /// The severity the rule reports with unless a finding says otherwise.
    public let severity: Diagnostic.Severity
    public let category: Category
    /// `ITMS-90032` and friends, when upload validation rejects (or warns about) the same mistake.
    public let itmsCode: String?
    /// One line: what is wrong.
    public let summary: String
    /// Why it matters and how to fix it, for `--explain`.
    public let explanation: String

    public init(_ id: String, _ severity: Diagnostic.Severity, _ category: Category, itms: String? = nil,
                _ summary: String, _ explanation: String) {
        self.id = id
        self.severity = severity
        self.category = category
        self.itmsCode = itms
        self.summary = summary
        self.explanation = explanation
    }
}
