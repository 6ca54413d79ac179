import IconKit

extension RuleID {
    public static let newsstandIcon = RuleID("newsstand-icon")
}

/// `newsstand-icon`: UINewsstandIcon is obsolete.
enum NewsstandIcon {
    static let rule = LintRule(
        id: .newsstandIcon, severity: .note, category: .structure,
        summary: "UINewsstandIcon is obsolete",
        explanation: """
            Newsstand was removed in iOS 9 and the key is ignored. Delete the UINewsstandIcon dictionary.
            """,
        evidence: """
            Newsstand was removed in iOS 9; the system ignores UINewsstandIcon, and nothing fails or shows \
            differently because of it: a note.
            """,
        facts: .of(.newsstandIcon, judging: { _, _ in .note }),
        examples: [
            .fires("a UINewsstandIcon dictionary", saying: "obsolete") {
                $0[plist: ["CFBundleIcons", "UINewsstandIcon"]] = ["CFBundleIconFiles": ["news"]]
            },
            .staysSilent("no UINewsstandIcon"),
        ])
}
