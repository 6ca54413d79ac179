import IconKit

extension RuleID {
    public static let prerenderedIcon = RuleID("prerendered-icon")
}

/// `prerendered-icon`: UIPrerenderedIcon has no effect.
enum PrerenderedIcon {
    static let rule = LintRule(
        id: .prerenderedIcon, severity: .note, category: .structure,
        summary: "UIPrerenderedIcon has no effect",
        explanation: """
            The gloss effect it switched off went away with iOS 7; the key is ignored. It can be deleted.
            """,
        evidence: """
            The gloss effect UIPrerenderedIcon switched off went away with iOS 7; the key is ignored.
            """,
        check: .app(checkPrerenderedIcon),
        fix: .automatic("removes every UIPrerenderedIcon key from the Info.plist"),
        examples: [
            .fires("UIPrerenderedIcon in an alternate", saying: "no effect since iOS 7") {
                $0[plist: ExampleApp.alternates + ["dark", "UIPrerenderedIcon"]] = false
            },
            .staysSilent("no UIPrerenderedIcon"),
        ])

    /// Harmless and usually everywhere: one note for the app, not one per icon.
    private static func checkPrerenderedIcon(_ context: LintContext) -> [LintRule.Hit] {
        let prerendered = context.declaredIcons.filter { $0.icon.prerendered != nil }.map { "\($0.icon.keyPath).UIPrerenderedIcon" }
        guard let first = prerendered.first else { return [] }
        let others = prerendered.count - 1
        return [
            LintRule.Hit(
                message: others == 0
                    ? "UIPrerenderedIcon has no effect since iOS 7; delete it"
                    : "UIPrerenderedIcon (here and in \(others) other icon dictionar\(others == 1 ? "y" : "ies")) has no effect since iOS 7; delete it",
                file: context.app.declaration.infoPlistPath, location: first, subject: .app)
        ]
    }
}
