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
            use it: a loose icon file stops the build (an error), an icon set's image is left out of its slot (a \
            warning; the size rules report a required size it removes). Export it again.
            """,
        evidence: """
            iconpicker's PNG reader names the defect it met. Loose files go through Xcode's PNG copy step, \
            which fails on a file it cannot read as a PNG (pngcrush "Not a PNG file", openclaw #28350). An \
            icon set's image that actool cannot decode is left out ("Unable to create image", flutter #55567).
            """,
        facts: .listedOnly(.unreadableImage, judging: judge), check: .imageFile(checkUnreadableImage),
        examples: [
            .fires("a loose PNG cut short", saying: "cut short", severity: .error) {
                $0.files["App/Icons/dark-60@3x.png"] = .truncatedPNG(width: 180, height: 180, keeping: 20)
            },
            .fires("an icon set's PNG cut short", saying: "cut short", severity: .warning) {
                $0.files[ExampleApp.primarySet + "/i180.png"] = .truncatedPNG(width: 180, height: 180, keeping: 20)
            },
            .staysSilent("a JPEG is icon-not-png's") { $0.files["App/Icons/dark-60@3x.png"] = ExampleFile.jpegHeader },
        ])

    /// An error for a loose file, a warning for an icon set's image.
    private static func checkUnreadableImage(_ file: LintContext.ImageFile, _ context: LintContext) -> [LintRule.Hit] {
        guard let failure = file.failure, failure != .notPNG, failure != .gitLFSPointer else { return [] }
        return [
            LintRule.Hit(
                message: "\(file.name) \(failure)", file: file.path, subject: file.subject, severity: file.loose == nil ? .warning : .error)
        ]
    }

    /// The reader's fact as `list` shows it: an image inside an icon set is a warning.
    private static func judge(_ diagnostic: Diagnostic, _ app: LoadedApp) -> Diagnostic.Severity {
        diagnostic.file?.contains(".appiconset/") == true ? min(diagnostic.severity, .warning) : diagnostic.severity
    }
}
