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
            Xcode cannot read the set, so it has no images. Restore the file (Xcode rewrites it when the set is \
            edited).
            """,
        evidence: """
            Xcode cannot read a set without a valid Contents.json, so the set has no images.
            """,
        facts: .of(.catalogContentsUnreadable),
        examples: [
            .fires("a Contents.json that is not JSON", saying: "not valid JSON") { app in
                app[plist: ExampleApp.alternates + ["dark"]] = ["CFBundleIconName": "Broken", "ordinal": 1]
                app.files["App/Assets.xcassets/Broken.appiconset/Contents.json"] = .text("{ images: ")
            },
            .staysSilent("valid Contents.json files"),
        ])
}
