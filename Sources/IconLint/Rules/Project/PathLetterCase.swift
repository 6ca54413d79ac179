import IconKit

extension RuleID {
    public static let pathLetterCase = RuleID("path-letter-case")
}

/// `path-letter-case`: the project names a file in another letter case than the disk holds it.
enum PathLetterCase {
    static let rule = LintRule(
        id: .pathLetterCase, severity: .warning, category: .project,
        summary: "a path the project names differs in letter case from the file on disk",
        explanation: """
            The project (INFOPLIST_FILE, a file reference) names `DigitalBreak/Info.plist` where the folder is \
            `digitalbreak/`. Xcode builds it on macOS's default case-insensitive disk, and iconpicker reads the \
            file it finds that way; a build on a case-sensitive disk (a case-sensitive APFS volume, a Linux \
            tool) does not find it. Write the path as the disk has it.
            """,
        evidence: """
            Observed in a public Expo app (lukesthl/digital-break-app): its committed project names \
            DigitalBreak/… while the tree holds digitalbreak/…; macOS builds it. On a case-sensitive volume \
            Xcode stops with "Build input file cannot be found".
            """,
        facts: .of(.pathLetterCase),
        examples: [
            .fires(
                "INFOPLIST_FILE in another letter case", saying: "which is App/Info.plist on disk", on: .catalogProject
            ) {
                $0.setBuildSetting("INFOPLIST_FILE", "APP/info.plist")
            },
            .staysSilent("INFOPLIST_FILE as the disk has it", on: .catalogProject),
        ])
}
