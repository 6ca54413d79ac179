import IconKit

extension RuleID {
    public static let catalogUnknownSize = RuleID("catalog-unknown-size")
}

/// `catalog-unknown-size`: a Contents.json entry has a size or scale no iOS slot has.
enum CatalogUnknownSize {
    static let rule = LintRule(
        id: .catalogUnknownSize, severity: .warning, category: .catalog,
        summary: "a Contents.json entry has a size or scale no iOS slot has",
        explanation: """
            For example 61x61 or 60x60 at 1x for iPhone. The build ignores the entry or reports an unassigned \
            child. Use the slots Xcode's editor offers.
            """,
        evidence: """
            actool ignores an entry of a size or scale no slot has and reports it as an unassigned child ("The \
            app icon set … has an unassigned child", a warning: AlexDisler/cordova-icon #102, where the app \
            works).
            """,
        check: .setEntry(checkCatalogUnknownSize),
        examples: [
            .fires("a 61x61 iPhone entry", saying: "the iphone 61x61 @2x slot matches no iphone icon slot") {
                $0.primaryEntries.append(["idiom": "iphone", "size": "61x61", "scale": "2x"])
            },
            .staysSilent("an empty 83.5x83.5 @2x iPad slot") {
                $0.primaryEntries.append(["idiom": "ipad", "size": "83.5x83.5", "scale": "2x"])
            },
        ])

    /// A size (or scale) no slot of the idiom has, or a size that cannot be read.
    private static func checkCatalogUnknownSize(_ entry: LintContext.SetEntry, _ context: LintContext) -> [LintRule.Hit] {
        guard entry.slotSize == .unknown else { return [] }
        let image = entry.entry
        let message =
            image.size != nil && image.unreadableSize == nil
            ? "\(entry.slot) matches no \(image.idiom) icon slot, so the build ignores it; use the slots Xcode offers"
            : "an \(image.idiom) entry has \(image.unreadableSize.map { "the size \u{201C}\($0)\u{201D}, which is not WxH" } ?? "no size"); give it a slot's size"
        return [LintRule.Hit(message: message, file: entry.contents, location: entry.location + ".size", subject: entry.subject)]
    }
}
