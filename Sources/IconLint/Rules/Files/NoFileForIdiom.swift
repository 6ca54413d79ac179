import IconKit

extension RuleID {
    public static let noFileForIdiom = RuleID("no-file-for-idiom")
}

/// `no-file-for-idiom`: an icon's files exist only for the other device.
enum NoFileForIdiom {
    static let rule = LintRule(
        id: .noFileForIdiom, severity: .error, category: .files,
        summary: "an icon's files exist only for the other device",
        explanation: """
            For example only name~ipad.png exists: an iPhone never uses ~ipad files, so the icon is missing on \
            iPhone. Add unmarked or ~iphone files (name@2x.png, name@3x.png).
            """,
        evidence: """
            iOS loads ~ipad files on iPad only (Apple's resource-name device modifiers), so an icon whose \
            files are all ~ipad has no image on iPhone: for the primary icon upload then fails with \
            ITMS-90022 (an error); an alternate ships without its iPhone picture, which upload validation \
            only warns about (ITMS-90890): a warning.
            """,
        facts: .of(.noFileForIdiom, judging: PrimaryIconFacts.errorOnlyForPrimary),
        examples: [
            .fires("a primary icon with iPad files only", saying: "which iPhone does not use", severity: .error, idioms: [.iphone]) {
                $0[plist: ["CFBundleIcons", "CFBundlePrimaryIcon"]] = ["CFBundleIconFiles": ["dark-76"]]
            },
            .fires("an iPhone alternate with iPad files only", saying: "which iPhone does not use", severity: .warning) {
                $0[plist: ExampleApp.alternates + ["dark", "CFBundleIconFiles"]] = ["dark-76"]
            },
            .staysSilent("the same names linted for iPad, which reads CFBundleIcons~ipad", idioms: [.ipad]) {
                $0[plist: ExampleApp.alternates + ["dark", "CFBundleIconFiles"]] = ["dark-76"]
            },
        ])
}
