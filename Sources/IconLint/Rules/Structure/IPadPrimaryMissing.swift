import IconKit

extension RuleID {
    public static let iPadPrimaryMissing = RuleID("ipad-primary-missing")
}

/// `ipad-primary-missing`: CFBundleIcons~ipad has no CFBundlePrimaryIcon.
enum IPadPrimaryMissing {
    static let rule = LintRule(
        id: .iPadPrimaryMissing, severity: .warning, category: .structure,
        summary: "CFBundleIcons~ipad has no CFBundlePrimaryIcon",
        explanation: """
            iPad reads CFBundleIcons~ipad alone. Add a CFBundlePrimaryIcon to it (with the iPad file names).
            """,
        evidence: """
            When CFBundleIcons~ipad exists, iPad reads it alone (Apple's Info.plist key reference), so \
            without its own CFBundlePrimaryIcon iPad has no primary icon declaration.
            """,
        facts: .of(.iPadPrimaryMissing),
        examples: [
            .fires("CFBundleIcons~ipad without a primary icon", saying: "CFBundleIcons~ipad has no CFBundlePrimaryIcon") {
                $0[plist: ["CFBundleIcons~ipad", "CFBundlePrimaryIcon"]] = nil
            },
            .staysSilent("no CFBundleIcons~ipad at all") { $0[plist: ["CFBundleIcons~ipad"]] = nil },
        ])
}
