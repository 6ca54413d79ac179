import IconKit

/// One thing `iconpicker lint` checks: a stable id scripts can match on, how serious it is, the
/// App Store Connect code where Apple has one, the advice `lint --explain` prints, and what produces
/// its findings — the reader's facts of its kinds, its own check, or both.
///
/// Each rule is declared once, in the file of its category (`LintRule+Sizes.swift` …), beside its check.
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
        /// What is wrong inside an Icon Composer `.icon` bundle (Xcode 26).
        case iconJSON = "Icon Composer icon.json"
        /// Facts about showing icons and remembering the choice rather than about the configuration:
        /// `list` and the chooser report them, `lint` does not.
        case shown = "Reported by list and the chooser"
    }

    /// Where a rule's findings come from, read off `facts` and `check`.
    enum Source: Equatable, Sendable {
        /// The reader's facts that the rule owns (`RuleID.init(_:)`), as the reader reported them.
        case readerFacts
        /// The rule's own check over the loaded apps.
        case check
        /// Both the reader's facts and the rule's check.
        case readerFactsAndCheck
        /// Reported by `list` and the chooser only.
        case notLinted

        var reportsReaderFacts: Bool { self == .readerFacts || self == .readerFactsAndCheck }
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
    /// Which of the reader's facts of the rule's kinds become findings; nil when none do.
    let facts: FactFilter?
    /// The rule's own check; its hits can only become findings of this rule.
    let check: Check?
    /// Whether the rule's findings that say the same thing about several alternates (the same file,
    /// severity and device, the same message but for the alternate's quoted name) become one finding
    /// listing them: one cause, one finding (`IconGrouping`).
    let groupsAcrossIcons: Bool
    /// Whether the rule's findings that say the same thing about the same icon at several key paths
    /// (a missing name in both `CFBundleIcons` and `CFBundleIcons~ipad`) become one finding.
    let groupsAcrossKeyPaths: Bool
    /// Whether the rule's findings that say the same thing of each device (an icon set with no usable
    /// image for iPhone, and for iPad) become one finding naming the devices.
    let groupsAcrossDevices: Bool

    var source: Source {
        switch (facts != nil, check != nil) {
        case (true, false): .readerFacts
        case (false, true): .check
        case (true, true): .readerFactsAndCheck
        case (false, false): .notLinted
        }
    }

    init(
        _ id: RuleID, _ severity: Diagnostic.Severity, _ category: Category, itms: String? = nil,
        facts: FactFilter? = .all, check: Check? = nil, groupsAcrossIcons: Bool = false,
        groupsAcrossKeyPaths: Bool = false, groupsAcrossDevices: Bool = false, _ summary: String, _ explanation: String
    ) {
        self.id = id
        self.severity = severity
        self.category = category
        self.itmsCode = itms
        self.facts = facts
        self.check = check
        self.groupsAcrossIcons = groupsAcrossIcons
        self.groupsAcrossKeyPaths = groupsAcrossKeyPaths
        self.groupsAcrossDevices = groupsAcrossDevices
        self.summary = summary
        self.explanation = explanation
    }

    /// Rules are equal when their ids are: each id has exactly one rule.
    public static func == (lhs: LintRule, rhs: LintRule) -> Bool {
        lhs.id == rhs.id
    }
}

extension LintRule {
    /// Every rule, in the order the README and `lint --rules` list them.
    public static let all: [LintRule] = RuleID.allCases.map(\.rule)

    /// The rule with the id `id` as people type it (`lint --explain`), if there is one.
    public static func named(_ id: String) -> LintRule? {
        RuleID(rawValue: id)?.rule
    }
}
