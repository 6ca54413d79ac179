import IconKit

extension RuleID {
    public static let catalogEntryMalformed = RuleID("catalog-entry-malformed")
}

/// `catalog-entry-malformed`: a Contents.json entry is malformed.
enum CatalogEntryMalformed {
    static let rule = LintRule(
        id: .catalogEntryMalformed, severity: .warning, category: .catalog,
        summary: "a Contents.json entry is malformed",
        explanation: """
            An entry is not a JSON object, or its filename is not a plain file name. Fix the entry.
            """,
        evidence: """
            Xcode's Contents.json format has images as an array of objects with a plain filename; iconpicker \
            skips any other entry, as the build cannot use it.
            """,
        facts: .of(.catalogEntryMalformed),
        examples: [
            .fires("an entry that is a string", saying: "entry is not a JSON object") { app in
                app[plist: ExampleApp.alternates + ["dark"]] = ["CFBundleIconName": "Odd", "ordinal": 1]
                app.files["App/Assets.xcassets/Odd.appiconset/Contents.json"] = .json([
                    "images": ["text", ["filename": "a.png", "idiom": "universal", "platform": "ios", "size": "1024x1024"]]
                ])
                app.files["App/Assets.xcassets/Odd.appiconset/a.png"] = .png(width: 1024, height: 1024, colour: .sky)
            },
            .staysSilent("entries that are objects"),
        ])
}
