import IconKit

extension RuleID {
    public static let xcodegenSpecDisagrees = RuleID("xcodegen-spec-disagrees")
}

/// `xcodegen-spec-disagrees`: the XcodeGen project.yml and the committed .xcodeproj build different icons.
enum XcodeGenSpecDisagrees {
    static let rule = LintRule(
        id: .xcodegenSpecDisagrees, severity: .note, category: .project,
        summary: "the XcodeGen project.yml and the committed .xcodeproj build different icons",
        explanation: """
            When a repository commits both an XcodeGen spec and the project generated from it, Xcode builds \
            the .xcodeproj, so that is what iconpicker lists. If the spec names another primary icon, other \
            alternates or other .icon files, the next xcodegen generate changes the app's icons, or the \
            pbxproj was edited by hand. Regenerate the project, or bring the spec in line.
            """,
        evidence: """
            Xcode builds the committed .xcodeproj; the next xcodegen generate rewrites it from project.yml \
            and changes the app's icons. Nothing fails today: a note.
            """,
        facts: .of(.xcodeGenSpecDisagrees),
        examples: [
            .fires("a spec with another alternate", saying: "Sunrise Dusk in the spec, Sunrise in the project", on: .iconComposerProject) {
                $0.files["project.yml"] = .text(xcodeGenSpec(alternates: "Sunrise Dusk"))
            },
            .staysSilent("a spec that agrees", on: .iconComposerProject) {
                $0.files["project.yml"] = .text(xcodeGenSpec(alternates: "Sunrise"))
            },
        ])

    /// An XcodeGen spec of the project's one target with `alternates` as its alternates setting.
    private static func xcodeGenSpec(alternates: String) -> String {
        """
        name: App
        targets:
          App:
            type: application
            platform: iOS
            sources: [App]
            settings:
              ASSETCATALOG_COMPILER_APPICON_NAME: AppIcon
              ASSETCATALOG_COMPILER_ALTERNATE_APPICON_NAMES: \(alternates)
        """
    }
}
