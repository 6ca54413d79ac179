import IconKit

extension RuleID {
    public static let generatedImageNotSquare = RuleID("generated-image-not-square")
}

/// `generated-image-not-square`: an image a generated icon is drawn from is not square.
enum GeneratedImageNotSquare {
    static let rule = LintRule(
        id: .generatedImageNotSquare, severity: .warning, category: .generated,
        summary: "an image a generated icon is drawn from is not square",
        explanation: """
            Icons are square. Expo's prebuild and its icon plugins resize an image to cover the square \
            and crop what sticks out, so the edges of a wider or taller image are cut off; MAUI draws the \
            icon in the background's shape. Crop or pad the image to a square.
            """,
        evidence: """
            Expo: generateImageAsync and the plugins' jimp resize use `fit: cover` ("The icon should be \
            square, but if it's not then it will be cropped", withIosIcons). The build passes and ships \
            the cropped icon.
            """,
        check: .app(check),
        examples: [
            .fires("a 1024x768 alternate", saying: "is 1024x768 px", on: .expoApp) {
                $0.files["assets/dusk.png"] = .png(width: 1024, height: 768, colour: .night)
            },
            .staysSilent("square images", on: .expoApp),
        ])

    private static func check(_ context: LintContext) -> [LintRule.Hit] {
        context.generatedImages.compactMap { image -> LintRule.Hit? in
            guard image.role != .foreground, let header = image.header, header.width != header.height else { return nil }
            let effect =
                image.icon.acceptsVector
                ? "MAUI draws the icon in its shape" : "\(image.icon.generator) crops it to a square, cutting off its edges"
            return LintRule.Hit(
                message: "\(image.name) is \(header.width)x\(header.height) px; \(effect): make it square",
                file: image.path, subject: image.subject)
        }
    }
}
