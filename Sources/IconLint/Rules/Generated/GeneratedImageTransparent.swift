import Foundation
import IconKit

extension RuleID {
    public static let generatedImageTransparent = RuleID("generated-image-transparent")
}

/// `generated-image-transparent`: an image a generated icon is drawn from has transparent pixels.
enum GeneratedImageTransparent {
    static let rule = LintRule(
        id: .generatedImageTransparent, severity: .warning, category: .generated,
        summary: "an image a generated icon is drawn from has transparent pixels",
        explanation: """
            iOS icons are opaque. Expo's prebuild makes the app icon opaque by filling its transparent \
            pixels with white (so does each dynamic-app-icon plugin for its files), which is rarely the \
            colour meant; expo-alternate-app-icons keeps them, and iOS shows them on black. Fill the \
            background in the image itself. Dark images are meant to be transparent and are not judged.
            """,
        evidence: """
            Expo's generateUniversalIconAsync: `removeTransparency: appearance !== 'dark'` with \
            `backgroundColor: '#ffffff'`; expo-alternate-app-icons resizes without removing it. Both pass \
            the build and the upload (the App Store image is opaque once filled) and ship an icon on a \
            background nobody chose.
            """,
        check: .app(check),
        examples: [
            .fires("a half-transparent app icon", saying: "fills them with white", on: .expoApp, decodesPixels: true) {
                $0.files["assets/icon.png"] = .png(
                    width: 1024, height: 1024, colour: ExampleColour(red: 30, green: 120, blue: 200, alpha: 128), alpha: true)
            },
            .staysSilent("opaque images", on: .expoApp, decodesPixels: true),
        ])

    private static func check(_ context: LintContext) -> [LintRule.Hit] {
        context.generatedImages.compactMap { image -> LintRule.Hit? in
            guard image.role == .any || (image.role == .tinted && image.icon.fillsTransparency), !image.icon.acceptsVector,
                let header = image.header
            else { return nil }
            let alpha = context.alpha(of: image.path, header: header)
            guard let transparent = alpha.transparentPixels, transparent > 0 else { return nil }
            let share = Double(transparent) * 100 / Double(alpha.totalPixels)
            let shown = share < 0.1 ? "<0.1" : String(format: "%.1f", share)
            let effect =
                image.icon.fillsTransparency
                ? "\(image.icon.generator) fills them with white" : "iOS shows them on black"
            return LintRule.Hit(
                message: "\(image.name) has \(transparent) transparent pixels (\(shown)%); \(effect): fill the background in the image",
                file: image.path, subject: image.subject)
        }
    }
}
