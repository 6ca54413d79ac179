import IconKit

extension RuleID {
    public static let wrapperIconReference = RuleID("wrapper-icon-reference")
}

/// `wrapper-icon-reference`: a .icon is referenced with the file type wrapper.icon (disputed).
enum WrapperIconReference {
    static let rule = LintRule(
        id: .wrapperIconReference, severity: .warning, category: .project,
        summary: "a .icon is referenced with the file type wrapper.icon (disputed)",
        explanation: """
            Xcode writes Icon Composer files as folder.iconcomposer.icon; XcodeGen writes wrapper.icon. \
            Whether actool compiles a wrapper.icon reference is disputed: some projects report it ignored (and \
            rewrite the type after generating, as lavasec's xcodegen-fixups.py does), others report it working. \
            iconpicker counts the icon as built and warns. Set lastKnownFileType = folder.iconcomposer.icon.
            """,
        evidence: """
            Disputed: some projects report actool ignoring a wrapper.icon reference (lavasec rewrites the \
            type with xcodegen-fixups.py after generating), others report it working. Xcode writes \
            folder.iconcomposer.icon; XcodeGen writes wrapper.icon.
            """,
        facts: .of(.wrapperIconReference),
        examples: [
            .fires("an alternate referenced as wrapper.icon", saying: "disputed", on: .iconComposerProject) {
                $0.project?.synchronizedFolder = nil
                $0.project?.resources = [
                    .init(path: "App/AppIcon.icon", type: "folder.iconcomposer.icon"),
                    .init(path: "App/Sunrise.icon", type: "wrapper.icon"),
                ]
            },
            .staysSilent("both referenced as Xcode writes them", on: .iconComposerProject) {
                $0.project?.synchronizedFolder = nil
                $0.project?.resources = [
                    .init(path: "App/AppIcon.icon", type: "folder.iconcomposer.icon"),
                    .init(path: "App/Sunrise.icon", type: "folder.iconcomposer.icon"),
                ]
            },
        ])
}
