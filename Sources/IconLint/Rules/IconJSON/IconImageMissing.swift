import IconKit

extension RuleID {
    public static let iconImageMissing = RuleID("icon-image-missing")
}

/// `icon-image-missing`: a layer of a .icon names an image its Assets folder does not hold.
enum IconImageMissing {
    static let rule = LintRule(
        id: .iconImageMissing, severity: .warning, category: .iconJSON,
        summary: "a layer of a .icon names an image its Assets folder does not hold",
        explanation: """
            actool fails the build (or drops the layer) when a layer's image-name is not in the bundle's Assets \
            folder, often after a file was renamed or not committed. Add the file, or re-import the layer in \
            Icon Composer.
            """,
        evidence: """
            Icon Composer draws a layer from its image-name in the bundle's Assets folder; without the file the \
            layer has nothing to draw. No actool or upload failure for it has been recorded (the icon's fill \
            and other layers remain): a warning.
            """,
        facts: .of(.iconComposerImageMissing, judging: { diagnostic, _ in min(diagnostic.severity, .warning) }),
        grouping: .acrossKeyPaths,
        examples: [
            .fires(
                "a layer image the bundle lacks", saying: "names front.png, which is not in the bundle's Assets folder",
                on: .iconComposerProject
            ) { $0.files["App/Sunrise.icon/Assets/front.png"] = nil },
            .staysSilent("every layer image in Assets", on: .iconComposerProject),
        ])
}
