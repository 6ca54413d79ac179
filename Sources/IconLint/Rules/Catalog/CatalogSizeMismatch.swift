import IconKit

extension RuleID {
    public static let catalogSizeMismatch = RuleID("catalog-size-mismatch")
}

/// `catalog-size-mismatch`: an image in an icon set is not the size its slot asks for.
enum CatalogSizeMismatch {
    static let rule = LintRule(
        id: .catalogSizeMismatch, severity: .warning, category: .catalog,
        summary: "an image in an icon set is not the size its slot asks for",
        explanation: """
            A 60x60 @2x slot needs 120x120 pixels, the 1024x1024 App Store slot 1024x1024. The build warns and \
            does not use the image, which can remove a required size. Export the image at the slot's size.
            """,
        evidence: """
            actool warns "… is 40x40 but should be 58x58" and does not use the image (realm-tasks #419, \
            flutter_launcher_icons #71): a warning. A required size it removes is reported by the size rules \
            (ITMS-90022, ITMS-90023).
            """,
        check: .setEntry(checkCatalogSizeMismatch),
        examples: [
            .fires("a 150 px image in the 180 px slot", saying: "i180.png is 150x150 px but the iphone 60x60 @3x slot needs 180x180") {
                $0.files[ExampleApp.primarySet + "/i180.png"] = .png(width: 150, height: 150)
            },
            .staysSilent("a non-square image is icon-not-square's") {
                $0.files[ExampleApp.primarySet + "/i180.png"] = .png(width: 180, height: 150)
            },
        ])

    /// A square image of other pixels than its slot's.
    private static func checkCatalogSizeMismatch(_ entry: LintContext.SetEntry, _ context: LintContext) -> [LintRule.Hit] {
        guard case .known(let expected) = entry.slotSize, case .present(let filename, let file)? = entry.file,
            let header = file.header, header.width == header.height, header.width != expected
        else { return [] }
        return [
            LintRule.Hit(
                message:
                    "\(filename) is \(header.width)x\(header.height) px but \(entry.slot) needs \(expected)x\(expected); the build does not use it",
                file: entry.contents, location: entry.location, subject: entry.subject)
        ]
    }
}
