import IconKit

extension RuleID {
    public static let unreadableImage = RuleID("unreadable-image")
}

/// `unreadable-image`: an icon file cannot be read.
enum UnreadableImage {
    static let rule = LintRule(
        id: .unreadableImage, severity: .error, category: .images,
        summary: "an icon file cannot be read",
        explanation: """
            The file is truncated, damaged, or its header is malformed, so neither the build nor the device can \
            use it. Export it again.
            """,
        evidence: """
            Neither the build nor the device can decode a truncated or damaged file; iconpicker's PNG reader \
            names the defect it met.
            """,
        facts: .listedOnly(.unreadableImage), check: .imageFile(checkUnreadableImage),
        examples: [
            .fires("a PNG cut short", saying: "cut short") {
                $0.files["App/Icons/dark-60@3x.png"] = .truncatedPNG(width: 180, height: 180, keeping: 20)
            },
            .staysSilent("a JPEG is icon-not-png's") { $0.files["App/Icons/dark-60@3x.png"] = ExampleFile.jpegHeader },
        ])

    private static func checkUnreadableImage(_ file: LintContext.ImageFile, _ context: LintContext) -> [LintRule.Hit] {
        guard let failure = file.failure, failure != .notPNG, failure != .gitLFSPointer else { return [] }
        return [LintRule.Hit(message: "\(file.name) \(failure)", file: file.path, subject: file.subject)]
    }
}
