import IconKit

extension RuleID {
    public static let appearanceMissing = RuleID("appearance-missing")
}

/// `appearance-missing`: an icon set has no image for the appearance asked for; the default one is shown.
enum AppearanceMissing {
    static let rule = LintRule(
        id: .appearanceMissing, severity: .note, category: .shown,
        summary: "an icon set has no image for the appearance asked for; the default one is shown",
        explanation: """
            With --appearance dark or tinted, an icon set without such an image is shown with its default \
            image, as iOS 18 derives the others from it. `lint` reports empty appearance slots under \
            appearance-without-file.
            """,
        evidence: """
            iOS 18 derives dark and tinted icons from the default image when a set has none.
            """,
        facts: .listedOnly(.appearanceMissing))
}
