import IconKit

extension RuleID {
    public static let catalogContentsUnreadable = RuleID("catalog-contents-unreadable")
}

/// `catalog-contents-unreadable`: a set's Contents.json is missing or not valid JSON.
enum CatalogContentsUnreadable {
    static let rule = LintRule(
        id: .catalogContentsUnreadable, severity: .error, category: .catalog,
        summary: "a set's Contents.json is missing or not valid JSON",
        explanation: """
            Xcode cannot read the set, so it has no images: the primary icon's set then fails the build (an \
            error), an alternate's ships as a choice without a picture (a warning). Restore the file (Xcode \
            rewrites it when the set is edited).
            """,
        evidence: """
            actool treats the files of a set without a usable Contents.json as unassigned children (a warning, \
            material-design-icons #630), so the set has no content; for the primary icon actool then stops \
            with "… did not have any applicable content" (flutter_launcher_icons #71).
            """,
        facts: .of(.catalogContentsUnreadable, judging: PrimaryIconFacts.errorOnlyForPrimary),
        examples: [
            .fires("the primary set's Contents.json is not JSON", saying: "not valid JSON", severity: .error) {
                $0.files[ExampleApp.primarySet + "/Contents.json"] = .text("{ images: ")
            },
            .fires("an alternate set's Contents.json is not JSON", saying: "not valid JSON", severity: .warning) { app in
                app[plist: ExampleApp.alternates + ["dark"]] = ["CFBundleIconName": "Broken", "ordinal": 1]
                app.files["App/Assets.xcassets/Broken.appiconset/Contents.json"] = .text("{ images: ")
            },
            .staysSilent("valid Contents.json files"),
        ])
}
