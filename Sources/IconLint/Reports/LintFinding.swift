import IconKit

/// One problem the linter found: which rule, how serious, where, and what to do.
public struct LintFinding: Equatable, Hashable, Sendable {
    /// What a finding is about, for grouping: the app as a whole, the primary icon or one alternate.
    public enum Subject: Hashable, Sendable, Comparable {
        case app
        case primary
        case alternate(String)

        public var name: String? {
            if case .alternate(let name) = self { return name }
            return nil
        }
    }

    public var ruleID: RuleID
    public var severity: Diagnostic.Severity
    public var message: String
    /// The file to fix: an Info.plist, a `Contents.json`, a `project.pbxproj`, an image.
    public var file: String?
    /// Where inside `file`: a plist key path (`CFBundleIcons.CFBundleAlternateIcons.dark.ordinal`) or a
    /// `Contents.json` path (`images[3].filename`).
    public var location: String?
    public var subject: Subject
    /// Set when the finding concerns one device only.
    public var idiom: Idiom?
    /// The alternates one finding stands for when its rule said the same about each of them (its
    /// subject is then the app); empty when the finding is about `subject` alone.
    public var icons: [String]
    /// The build configurations it was found in (see `LintReport.merging(_:)`); empty when the input
    /// has none (an Info.plist, a built app).
    public var configurations: [String] = []

    public init(
        ruleID: RuleID, severity: Diagnostic.Severity, message: String, file: String?, location: String?,
        subject: Subject, idiom: Idiom? = nil, icons: [String] = [], configurations: [String] = []
    ) {
        self.ruleID = ruleID
        self.severity = severity
        self.message = message
        self.file = file
        self.location = location
        self.subject = subject
        self.idiom = idiom
        self.icons = icons
        self.configurations = configurations
    }

    public var rule: LintRule { ruleID.rule }
}
