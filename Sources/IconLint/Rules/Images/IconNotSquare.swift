import IconKit

extension RuleID {
    public static let iconNotSquare = RuleID("icon-not-square")
}

/// `icon-not-square`: an icon image is not square.
enum IconNotSquare {
    static let rule = LintRule(
        id: .iconNotSquare, severity: .error, category: .images,
        summary: "an icon image is not square",
        explanation: """
            iOS masks icons to a square with rounded corners; a non-square image is stretched, and the asset \
            catalog compiler rejects it. Crop or pad the image to a square of the slot's size.
            """,
        evidence: """
            iOS masks icons to a square with rounded corners, and every size upload validation requires is \
            square (ITMS-90022, ITMS-90023), so a non-square image fills none of them. No actool message has \
            been recorded.
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
