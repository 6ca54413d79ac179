import IconKit

extension RuleID {
    public static let iconJSONUnreadable = RuleID("icon-json-unreadable")
}

/// `icon-json-unreadable`: a .icon bundle's icon.json is missing, too large or not a JSON object.
enum IconJSONUnreadable {
    static let rule = LintRule(
        id: .iconJSONUnreadable, severity: .error, category: .iconJSON,
        summary: "a .icon bundle's icon.json is missing, too large or not a JSON object",
        explanation: """
            Xcode 26 cannot compile the icon, so the build fails or the icon is left out: for the primary icon \
            the app has no icon (an error), an alternate ships without it (a warning). Re-save the bundle in \
            Icon Composer, or restore icon.json from version control.
            """,
        evidence: """
            Nothing can render a .icon without a readable icon.json. actool's failures on .icon bundles stop \
            the build ("Exception while running actool", openusage #673, tauri #15315); a primary icon without \
            an image also fails the upload (ITMS-90022, ITMS-90704). No failure is recorded for an alternate \
            beyond the missing choice: a warning.
            """,
        facts: .of(.iconComposerUnreadable, judging: PrimaryIconFacts.errorOnlyForPrimary),
        examples: [
            .fires(
                "the primary icon's icon.json cut short", saying: "icon.json is not an Icon Composer document (not valid JSON)",
                severity: .error, on: .iconComposerProject
            ) { $0.files["App/AppIcon.icon/icon.json"] = .text("{\"groups\": [") },
            .fires(
                "an alternate's icon.json cut short", saying: "icon.json is not an Icon Composer document (not valid JSON)",
                severity: .warning, on: .iconComposerProject
            ) { $0.files["App/Sunrise.icon/icon.json"] = .text("{\"groups\": [") },
            .staysSilent("icon.json files as Icon Composer writes them", on: .iconComposerProject),
        ])
}
