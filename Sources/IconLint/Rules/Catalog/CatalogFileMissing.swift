import IconKit

extension RuleID {
    public static let catalogFileMissing = RuleID("catalog-file-missing")
}

/// `catalog-file-missing`: a Contents.json entry names a file that is not in the set.
enum CatalogFileMissing {
    static let rule = LintRule(
        id: .catalogFileMissing, severity: .error, category: .catalog,
        summary: "a Contents.json entry names a file that is not in the set",
        explanation: """
            The slot is empty in the build (actool warns and leaves it out), which can remove a required size. \
            Put the file in the .appiconset folder, or clear the slot in Xcode.
            """,
        evidence: """
            actool warns and leaves the slot out of the compiled catalog; when that slot is a required size, \
            upload validation reports it (ITMS-90022, ITMS-90023).
            """,
        facts: .listedOnly(.catalogFileMissing), check: .setEntry(checkCatalogFileMissing),
        examples: [
            .fires("an entry whose file is gone", saying: "names i180.png, which is not in") {
                $0.files[ExampleApp.primarySet + "/i180.png"] = nil
            },
            .staysSilent("every named file in the set"),
            .staysSilent("a watch slot naming a file the set lacks: an iOS build does not use it") {
                $0.primaryEntries.append(["filename": "watch.png", "idiom": "watch", "size": "40x40", "scale": "2x"])
            },
        ])

    /// A filename the set's folder does not hold.
    private static func checkCatalogFileMissing(_ entry: LintContext.SetEntry, _ context: LintContext) -> [LintRule.Hit] {
        guard case .missing(let filename)? = entry.file else { return [] }
        return [
            LintRule.Hit(
                message:
                    "\(entry.slot) names \(filename), which is not in the set's folder; add the file or clear the slot",
                file: entry.contents, location: entry.location + ".filename", subject: entry.subject)
        ]
    }
}
