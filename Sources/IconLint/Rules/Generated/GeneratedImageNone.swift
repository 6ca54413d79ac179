import IconKit

extension RuleID {
    public static let generatedImageNone = RuleID("generated-image-none")
}

/// `generated-image-none`: an Expo app names no app icon, so prebuild draws a white square.
enum GeneratedImageNone {
    static let rule = LintRule(
        id: .generatedImageNone, severity: .warning, category: .generated,
        summary: "no app icon is configured, so the build draws a white square",
        explanation: """
            An Expo app without `icon` or `ios.icon` still gets an app icon: prebuild writes a plain white \
            1024 px square into AppIcon, so the app builds and uploads with a blank icon. Set `icon` (or \
            `ios.icon`) to a 1024 px PNG.
            """,
        evidence: """
            Expo's withIosIcons: with no icon, generateUniversalIconAsync calls createSquareAsync ("Create a \
            white square image if no icon exists to mitigate the chance of a submission failure"). The \
            build and the upload pass; the app shows a white icon.
            """,
        facts: .of(.generatedIcon),
        examples: [
            .fires("app.json without an icon", saying: "draws a plain white square", on: .expoApp) {
                $0.expo[["icon"]] = nil
            },
            .staysSilent("an app icon in app.json", on: .expoApp),
        ])
}
