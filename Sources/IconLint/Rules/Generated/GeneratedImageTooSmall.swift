import IconKit

extension RuleID {
    public static let generatedImageTooSmall = RuleID("generated-image-too-small")
}

/// `generated-image-too-small`: an image a generated icon is drawn from is smaller than what the build draws.
enum GeneratedImageTooSmall {
    static let rule = LintRule(
        id: .generatedImageTooSmall, severity: .warning, category: .generated,
        summary: "an image a generated icon is drawn from is smaller than the largest file the build draws from it",
        explanation: """
            A generated icon set holds a 1024 px image (the App Store icon, and what iOS scales every size \
            from); the dynamic-app-icon plugins write files up to 180 px. A smaller source is enlarged, \
            which blurs it. Export the image at 1024 px (or draw it as a vector, for MAUI).
            """,
        evidence: """
            Expo's withIosIcons and expo-alternate-app-icons resize the source to 1024x1024; \
            expo-dynamic-app-icon to 120 and 180 px. Enlarging passes the build and ships a blurred icon.
            """,
        check: .app(check),
        examples: [
            .fires("a 512 px app icon", saying: "enlarges it to 1024 px", on: .expoApp) {
                $0.files["assets/icon.png"] = .png(width: 512, height: 512, colour: .sky)
            },
            .staysSilent("1024 px images", on: .expoApp),
        ])

    private static func check(_ context: LintContext) -> [LintRule.Hit] {
        context.generatedImages.compactMap { image -> LintRule.Hit? in
            guard image.role != .foreground, let header = image.header, max(header.width, header.height) < image.icon.largestOutput
            else { return nil }
            let size = image.icon.largestOutput
            return LintRule.Hit(
                message: "\(image.name) is \(header.width)x\(header.height) px, and \(image.icon.generator) enlarges it to \(size) px, "
                    + "which blurs it; export it at \(size) px or more", file: image.path, subject: image.subject)
        }
    }
}
