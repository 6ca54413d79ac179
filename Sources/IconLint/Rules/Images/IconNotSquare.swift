import IconKit

extension RuleID {
    public static let iconNotSquare = RuleID("icon-not-square")
}

/// `icon-not-square`: an icon image is not square.
enum IconNotSquare {
    static let rule = LintRule(
        id: .iconNotSquare, severity: .warning, category: .images,
        summary: "an icon image is not square",
        explanation: """
            iOS masks icons to a square with rounded corners; a non-square image is stretched, and the asset \
            catalog compiler does not use it for its slot. Crop or pad the image to a square of the slot's size. \
            (When that removes a size upload validation requires, the size rules report it as an error.)
            """,
        evidence: """
            actool warns "… is 58x48 but should be 58x58" and leaves the slot out (flutter_launcher_icons #71, \
            realm-tasks #419): a warning. Every size upload validation requires is square (ITMS-90022, \
            ITMS-90023), so a required size the image was meant to be is reported missing by those rules.
            """,
        check: .imageFile(checkIconNotSquare),
        examples: [
            .fires("a 180x150 px @3x file", saying: "is 180x150 px") {
                $0.files["App/Icons/dark-60@3x.png"] = .png(width: 180, height: 150)
            },
            .staysSilent("square files of every size"),
        ])

    private static func checkIconNotSquare(_ file: LintContext.ImageFile, _ context: LintContext) -> [LintRule.Hit] {
        guard file.failure == nil, let header = file.header, header.width != header.height else { return [] }
        return [
            LintRule.Hit(
                message: "\(file.name) is \(header.width)x\(header.height) px; icons must be square", file: file.path, subject: file.subject
            )
        ]
    }
}
