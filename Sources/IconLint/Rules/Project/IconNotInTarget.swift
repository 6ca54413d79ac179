import IconKit

extension RuleID {
    public static let iconNotInTarget = RuleID("icon-not-in-target")
}

/// `icon-not-in-target`: a .icon file is in no target's Resources phase nor in a synchronized folder.
enum IconNotInTarget {
    static let rule = LintRule(
        id: .iconNotInTarget, severity: .warning, category: .project,
        summary: "a .icon file is in no target's Resources phase nor in a synchronized folder",
        explanation: """
            actool compiles only the Icon Composer files a target builds: those its Copy Bundle Resources \
            phase references, or those inside one of its synchronized folders (Xcode 16+) that no exception \
            set takes out. A .icon elsewhere under the project is ignored, and a build setting that names it \
            fails (catalog-set-missing). Add the file to the app target.
            """,
        evidence: """
            actool compiles only the .icon files a target builds (its Resources phase, or its synchronized \
            folders less their exceptions); a setting that names another fails as catalog-set-missing.
            """,
        facts: .of(.iconBundleNotInTarget),
        examples: [
            .fires("an alternate's .icon outside the synchronized folder", saying: "actool ignores it", on: .iconComposerProject) { app in
                app.move("App/Sunrise.icon/icon.json", to: "Design/Sunrise.icon/icon.json")
                app.move("App/Sunrise.icon/Assets/front.png", to: "Design/Sunrise.icon/Assets/front.png")
            },
            .staysSilent("both .icon files in the synchronized folder", on: .iconComposerProject),
        ])
}
