import IconKit

extension RuleID {
    public static let recommendedSizeMissing = RuleID("recommended-size-missing")
}

/// `recommended-size-missing`: an icon has no 180x180 px image for 3x iPhones.
enum RecommendedSizeMissing {
    static let rule = LintRule(
        id: .recommendedSizeMissing, severity: .note, category: .sizes,
        summary: "an icon has no 180x180 px image for 3x iPhones",
        explanation: """
            iPhones with a 3x screen show the 60 pt icon at 180x180 pixels; without name@3x.png they scale up \
            the 120 px image. Add it for a sharp icon.
            """,
        evidence: """
            No Apple code: 3x iPhones draw the 60 pt icon at 180x180 px and scale up a smaller image, which \
            looks blurred. A note, by iconpicker's judgement.
            """,
        check: .iconSizes(checkRecommendedSize), grouping: .acrossIcons,
        examples: [
            .fires("an alternate without its @3x file", saying: "no 180x180 px image") { $0.files["App/Icons/light-60@3x.png"] = nil },
            .staysSilent("a @3x file that is an LFS pointer is lfs-pointer's") { $0.files["App/Icons/light-60@3x.png"] = .lfsPointer },
            // dotnet/macios-samples: the alternate set's Icon180.png is its 1024 px marketing image.
            .staysSilent("a 1024 px image in the 180 px slot is catalog-size-mismatch's") {
                $0.files[ExampleApp.primarySet + "/i180.png"] = .png(width: 1024, height: 1024)
            },
        ])

    private static func checkRecommendedSize(_ sizes: LintContext.IconSizes, _ context: LintContext) -> [LintRule.Hit] {
        guard sizes.idiom == .iphone && !sizes.lacking([180]).isEmpty else { return [] }
        return [
            LintRule.Hit(
                message:
                    "\(sizes.what) has no 180x180 px image, so 3x iPhones scale up a smaller one; add name@3x.png (or the 60x60 @3x slot)",
                file: sizes.file, location: sizes.location, subject: sizes.subject, idiom: sizes.idiom)
        ]
    }
}
