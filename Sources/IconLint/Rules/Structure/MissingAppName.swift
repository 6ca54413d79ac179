import IconKit

extension RuleID {
    public static let missingAppName = RuleID("missing-app-name")
}

/// `missing-app-name`: the app has no name.
enum MissingAppName {
    static let rule = LintRule(
        id: .missingAppName, severity: .warning, category: .structure,
        summary: "the app has no name",
        explanation: """
            None of CFBundleDisplayName, CFBundleName or CFBundleExecutable is set, so the system's alert \
            ("You have changed the icon for …") has no name to show.
            """,
        evidence: """
            The alert iOS shows after every icon change reads "You have changed the icon for \u{201C}<App \
            Name>\u{201D}", with CFBundleDisplayName, else CFBundleName, else CFBundleExecutable. A built \
            app without CFBundleName is rejected at upload (ITMS-90784, part-cw/lambdanative #248), but a \
            source Info.plist is often completed by the build (PRODUCT_NAME, GENERATE_INFOPLIST_FILE): a \
            warning.
            """,
        facts: .of(.missingAppName),
        examples: [
            .fires("no name key", saying: "none of CFBundleDisplayName") { $0[plist: ["CFBundleDisplayName"]] = nil },
            .staysSilent("CFBundleName instead of CFBundleDisplayName") { app in
                app[plist: ["CFBundleDisplayName"]] = nil
                app[plist: ["CFBundleName"]] = "Good"
            },
        ])
}
