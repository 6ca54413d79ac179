import IconKit

extension RuleID {
    public static let catalogUnknownIdiom = RuleID("catalog-unknown-idiom")
}

/// `catalog-unknown-idiom`: a Contents.json entry has an idiom Xcode does not know.
enum CatalogUnknownIdiom {
    static let rule = LintRule(
        id: .catalogUnknownIdiom, severity: .warning, category: .catalog,
        summary: "a Contents.json entry has an idiom Xcode does not know",
        explanation: """
            Known idioms: iphone, ipad, ios-marketing, universal, mac, watch, watch-marketing, car, tv, vision. \
            An entry with another idiom is ignored by the build.
            """,
        evidence: """
            actool ignores an entry whose idiom it does not know; Xcode's asset catalog format lists the \
            idioms.
            """,
        check: .setEntry(checkCatalogUnknownIdiom),
        examples: [
            .fires("a misspelt idiom", saying: "\u{201C}iphon\u{201D}") {
                $0.primaryEntries.append(["filename": "i120.png", "idiom": "iphon", "size": "60x60", "scale": "2x"])
            },
            .staysSilent("a watch entry, an idiom Xcode knows") {
                $0.primaryEntries.append(["idiom": "watch", "size": "40x40", "scale": "2x"])
            },
        ])

    private static func checkCatalogUnknownIdiom(_ entry: LintContext.SetEntry, _ context: LintContext) -> [LintRule.Hit] {
        guard case .unknown(let idiom) = entry.entry.idiom else { return [] }
        return [
            LintRule.Hit(
                message: "\(entry.slot) has the idiom \u{201C}\(idiom)\u{201D}, which Xcode does not know; the build ignores it",
                file: entry.contents, location: entry.location + ".idiom", subject: entry.subject)
        ]
    }
}
