import IconKit

extension RuleID {
    public static let iconSetShadowed = RuleID("icon-set-shadowed")
}

/// `icon-set-shadowed`: an icon set is shadowed by a .icon of the same name.
enum IconSetShadowed {
    static let rule = LintRule(
        id: .iconSetShadowed, severity: .note, category: .project,
        summary: "an icon set is shadowed by a .icon of the same name",
        explanation: """
            When a target holds both Name.icon and Name.appiconset, Xcode 26 compiles the .icon for that name \
            (and renders flat fallback bitmaps from it for older iOS) and drops the set, so the set's images \
            are dead weight. Delete the set, or rename one of the two if both were meant to ship.
            """,
        evidence: """
            Xcode 26 builds the .icon for a name that both a .icon and an .appiconset of the target provide; \
            nothing fails, the set's images are dead weight: a note.
            """,
        facts: .of(.iconSetShadowed),
        examples: [
            .fires("a set beside the .icon of its name", saying: "dead weight", on: .iconComposerProject) { app in
                app.files["App/Assets.xcassets/Contents.json"] = .json(ExampleApp.catalogInfo)
                app.addSingleSizeSet("Sunrise", colour: .sky)
            },
            .staysSilent("a set the target does not hold", on: .iconComposerProject) { app in
                app.files["App/Assets.xcassets/Contents.json"] = .json(ExampleApp.catalogInfo)
                app.addSingleSizeSet("Sunrise", colour: .sky)
                app.project?.membershipExceptions = ["Assets.xcassets"]
            },
        ])
}
