import IconKit

/// One thing `iconpicker lint` checks: a stable id scripts can match on, how serious it is, the
/// App Store Connect code where Apple has one, the advice `lint --explain` prints, the evidence
/// behind it, what produces its findings (the reader's facts of its kinds, its own check, or both),
/// and examples that the tests run through the linter.
///
/// Each rule is declared once, in its own file under `Rules/<Category>/`, beside its check and
/// helpers, and listed once in `RuleRegistry`.
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
        /// The sources of icons a build step generates (MAUI's `MauiIcon`, Expo's prebuild).
        case generated = "Icons a build generates"
        /// What a built app (`.app`, `.ipa`) ships against what its Info.plist promises: its compiled
        /// `Assets.car` read.
        case builtApp = "Built apps (.app, .ipa)"
        /// Facts about showing icons and remembering the choice rather than about the configuration:
        /// `list` and the chooser report them, `lint` does not.
        case shown = "Reported by list and the chooser"
    }

    /// Where a rule's findings come from, read off `facts` and `check`.
    enum Source: Equatable, Sendable {
        /// The reader's facts of the rule's kinds, as the reader reported them.
        case readerFacts
        /// The rule's own check over the loaded apps.
        case check
        /// Both the reader's facts and the rule's check.
        case readerFactsAndCheck
        /// Reported by `list` and the chooser only.
        case notLinted

        var reportsReaderFacts: Bool { self == .readerFacts || self == .readerFactsAndCheck }
    }

    /// How the rule's findings that say the same thing become one (`IconGrouping`): one cause, one finding.
    struct Grouping: OptionSet, Sendable {
        let rawValue: Int
        /// The same file, severity and device, the same message but for the alternate's quoted name:
        /// one finding listing the alternates.
        static let acrossIcons = Grouping(rawValue: 1)
        /// The same icon at several key paths (a missing name in `CFBundleIcons` and `CFBundleIcons~ipad`).
        static let acrossKeyPaths = Grouping(rawValue: 2)
        /// The same finding for each device (no usable image for iPhone, and for iPad): one naming the devices.
        static let acrossDevices = Grouping(rawValue: 4)
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
    /// What fails and where that is documented or observed (an upload code, an actool message, a
    /// run-time error, the apps it was seen in), so the severity can be judged against it.
    public let evidence: String
    /// The reader's facts the rule owns; nil when it owns none.
    let facts: ReaderFacts?
    /// The rule's own check; its hits can only become findings of this rule.
    let check: Check?
    let grouping: Grouping
    /// Inputs it fires on and inputs it stays silent on, run through the linter by the tests.
    let examples: [RuleExample]
    /// Whether and how `iconpicker fix` repairs its findings (IconRepair holds the fixes).
    public let fix: RuleFix

    var source: Source {
        switch (facts?.keeps != nil, check != nil) {
        case (true, false): .readerFacts
        case (false, true): .check
        case (true, true): .readerFactsAndCheck
        case (false, false): .notLinted
        }
    }

    var groupsAcrossIcons: Bool { grouping.contains(.acrossIcons) }
    var groupsAcrossKeyPaths: Bool { grouping.contains(.acrossKeyPaths) }
    var groupsAcrossDevices: Bool { grouping.contains(.acrossDevices) }

    init(
        id: RuleID, severity: Diagnostic.Severity, category: Category, itms: String? = nil, summary: String,
        explanation: String, evidence: String, facts: ReaderFacts? = nil, check: Check? = nil, grouping: Grouping = [],
        fix: RuleFix = .none, examples: [RuleExample] = []
    ) {
        self.id = id
        self.severity = severity
        self.category = category
        self.itmsCode = itms
        self.summary = summary
        self.explanation = explanation
        self.evidence = evidence
        self.facts = facts
        self.check = check
        self.grouping = grouping
        self.examples = examples
        self.fix = fix
    }

    /// Rules are equal when their ids are: each id has exactly one rule.
    public static func == (lhs: LintRule, rhs: LintRule) -> Bool {
        lhs.id == rhs.id
    }
}

extension LintRule {
    /// Every rule, in the order `docs/rules.md` and `lint --rules` list them.
    public static var all: [LintRule] { RuleRegistry.rules }

    /// The rule with the id `id` as people type it (`lint --explain`), if there is one.
    public static func named(_ id: String) -> LintRule? {
        RuleRegistry.byID[RuleID(id)]
    }
}
