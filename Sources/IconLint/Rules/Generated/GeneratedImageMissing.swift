import IconKit

extension RuleID {
    public static let generatedImageMissing = RuleID("generated-image-missing")
}

/// `generated-image-missing`: an image a generated icon is drawn from does not exist.
enum GeneratedImageMissing {
    static let rule = LintRule(
        id: .generatedImageMissing, severity: .error, category: .generated,
        summary: "an image a generated icon is drawn from does not exist",
        explanation: """
            Expo's prebuild and MAUI's Resizetizer draw the app's icons from images the configuration names \
            (app.json or app.config.*, a <MauiIcon> item). When the image is not at the path written, \
            `npx expo prebuild` or the .NET build stops; MAUI leaves out a missing ForegroundFile and builds \
            the icon from its background alone. Put the image at the path, or correct the path (relative \
            to the app's folder for Expo, to the project file for MAUI).
            """,
        evidence: """
            Expo: prebuild's generateImageAsync and expo-alternate-app-icons' jimpAsync read the file and \
            fail on a missing one, which stops prebuild. MAUI: Resizetizer opens the background (Include) \
            and fails the build without it, but checks File.Exists for the foreground and carries on \
            (SkiaSharpAppIconTools), so a missing foreground is a warning: the icon ships without it.
            """,
        facts: .of(.generatedImageMissing),
        examples: [
            .fires("an alternate's image that is not there", saying: "which does not exist", on: .expoApp) {
                $0.files["assets/dusk.png"] = nil
            },
            .fires("a MAUI foreground that is not there", saying: "leaves it out without a word", on: .mauiApp) {
                $0.files["Weather/Resources/appiconfg.png"] = nil
            },
            .staysSilent("every image in place", on: .expoApp),
        ])
}
