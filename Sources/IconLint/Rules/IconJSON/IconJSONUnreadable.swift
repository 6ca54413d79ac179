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
            Xcode 26 cannot compile the icon, so the build fails or the icon is left out. Re-save the bundle in \
            Icon Composer, or restore icon.json from version control.
            """,
        evidence: """
            Xcode 26 cannot compile a .icon without a readable icon.json: the build fails or the icon is \
            left out.
            """,
        facts: .of(.iconComposerUnreadable),
        examples: [
            .fires(
                "an icon.json cut short", saying: "icon.json is not an Icon Composer document (not valid JSON)", on: .iconComposerProject
            ) { $0.files["App/Sunrise.icon/icon.json"] = .text("{\"groups\": [") },
            .staysSilent("icon.json files as Icon Composer writes them", on: .iconComposerProject),
        ])
}
