import Basics
import IconKit

extension RuleID {
    public static let generatedImageNotPNG = RuleID("generated-image-not-png")
}

/// `generated-image-not-png`: an image a generated icon is drawn from is not a PNG.
enum GeneratedImageNotPNG {
    static let rule = LintRule(
        id: .generatedImageNotPNG, severity: .error, category: .generated,
        summary: "an image a generated icon is drawn from is not a PNG",
        explanation: """
            Expo asks for app icons as PNG files. Prebuild's image tools convert a JPEG into the PNG files \
            it writes, so a JPEG only costs quality (a note); a file they cannot read (a Git LFS pointer, \
            a file cut short, another format under a .png name) stops `npx expo prebuild`. MAUI reads SVG \
            and PNG. Export the image as a PNG.
            """,
        evidence: """
            Expo's app.json reference: icon "a 1024x1024 png file". @expo/image-utils (sharp or jimp) \
            decodes PNG and JPEG and fails on what it cannot decode, which stops prebuild; Resizetizer \
            draws SVG and bitmap sources with SkiaSharp.
            """,
        check: .app(check),
        examples: [
            .fires("a text file named dusk.png", saying: "cannot read it", on: .expoApp) {
                $0.files["assets/dusk.png"] = .text("not an image\n")
            },
            .fires("a JPEG app icon", saying: "converts it", on: .expoApp) {
                $0.files["assets/icon.png"] = ExampleFile.jpegHeader
            },
            .staysSilent("PNG images", on: .expoApp),
        ])

    private static func check(_ context: LintContext) -> [LintRule.Hit] {
        context.generatedImages.compactMap { image -> LintRule.Hit? in
            guard let failure = image.failure, !image.isAcceptedVector else { return nil }
            let generator = image.icon.generator
            if failure == .notPNG, isJPEG(image.path) {
                return LintRule.Hit(
                    message: "\(image.name) is a JPEG; \(generator) converts it into the PNG files it writes, "
                        + "but a PNG export keeps the quality", file: image.path, subject: image.subject, severity: .note)
            }
            return LintRule.Hit(
                message: "\(image.name) \(failure), and \(generator) cannot read it: the build stops; export the image as a PNG",
                file: image.path, subject: image.subject)
        }
    }

    static func isJPEG(_ path: String) -> Bool {
        (try? RegularFile.prefix(path: path, count: 3)).map { Array($0) == [0xFF, 0xD8, 0xFF] } ?? false
    }
}
