import IconKit

extension RuleID {
    public static let duplicateFileName = RuleID("duplicate-file-name")
}

/// `duplicate-file-name`: two folders hold an icon file of the same name.
enum DuplicateFileName {
    static let rule = LintRule(
        id: .duplicateFileName, severity: .warning, category: .files,
        summary: "two folders hold an icon file of the same name",
        explanation: """
            A build copies loose resources flat into the bundle root, so only one of the files survives (Xcode \
            reports "Multiple commands produce"). Keep one and delete or rename the others.
            """,
        evidence: """
            Xcode's build system stops with "Multiple commands produce" for two copied resources of the same \
            name, since both go to the bundle root (rudrankriyam/Foundation-Models-Framework-Lab #33). The \
            files are found by searching the tree, which cannot tell whether the target copies both: a \
            warning, not the build failure it becomes when it does.
            """,
        facts: .of(.duplicateFileName),
        examples: [
            .fires("the same file name in two folders", saying: "exists in several folders") {
                $0.files["App/Other/dark-60@2x.png"] = .png(width: 120, height: 120)
            },
            .staysSilent("another name in another folder") { $0.files["App/Other/other-60@2x.png"] = .png(width: 120, height: 120) },
        ])
}
