import IconKit

extension RuleID {
    public static let infoPlistMissing = RuleID("info-plist-missing")
}

/// `info-plist-missing`: INFOPLIST_FILE names a file that does not exist.
enum InfoPlistMissing {
    static let rule = LintRule(
        id: .infoPlistMissing, severity: .error, category: .project,
        summary: "INFOPLIST_FILE names a file that does not exist",
        explanation: """
            The target's INFOPLIST_FILE setting points nowhere (and GENERATE_INFOPLIST_FILE is not YES), so the \
            build fails. Correct the path (relative to the project's folder).
            """,
        evidence: """
            Xcode's build fails when INFOPLIST_FILE names no file and GENERATE_INFOPLIST_FILE is not YES \
            ("Build input file cannot be found").
            """,
        facts: .of(.infoPlistMissing),
        examples: [
            .fires(
                "INFOPLIST_FILE points nowhere", saying: "INFOPLIST_FILE is App/Missing.plist, which does not exist", on: .catalogProject
            ) {
                $0.setBuildSetting("INFOPLIST_FILE", "App/Missing.plist")
            },
            .staysSilent("INFOPLIST_FILE names the plist", on: .catalogProject),
        ])
}
