import Foundation
import IconKit

extension RuleID {
    public static let iconNotPNG = RuleID("icon-not-png")
}

/// `icon-not-png`: an icon file is not a PNG.
enum IconNotPNG {
    static let rule = LintRule(
        id: .iconNotPNG, severity: .warning, category: .images,
        summary: "an icon file is not a PNG",
        explanation: """
            App icons must be PNG files. A loose icon file (CFBundleIconFiles) that is a JPEG or WebP is \
            copied into the app as it is, and the upload rejects it (an error). An image of an icon set is \
            decoded by the asset catalog compiler, which converts it: the app ships, with an image that is \
            not what the repository says it is (a warning). Convert the file to PNG.
            """,
        evidence: """
            Loose files: upload validation rejects the build with ITMS-90005, "The icon file … must be in .png \
            format" (AppGyver/steroids #1028), and Xcode's PNG copy step fails on them (pngcrush "Not a PNG \
            file", openclaw #28350). Icon-set images: actool decodes them by content; Kiwix ships on the App \
            Store with WebP data named .png in its AppIcon set. (openclaw #28350 reports a build failing on \
            JPEGs in a set, not confirmed elsewhere.)
            """,
        check: .imageFile(checkIconNotPNG),
        examples: [
            .fires("a loose JPEG named .png", saying: "is not a PNG file", severity: .error) {
                $0.files["App/Icons/dark-60@3x.png"] = ExampleFile.jpegHeader
            },
            .fires("a JPEG named .png in the primary icon set", saying: "is not a PNG file", severity: .warning) {
                $0.files[ExampleApp.primarySet + "/i180.png"] = ExampleFile.jpegHeader
            },
            .staysSilent("an LFS pointer is lfs-pointer's") { $0.files["App/Icons/dark-60@3x.png"] = .lfsPointer },
            .staysSilent("a JPEG in the mac slot of an iOS app's set, which an iOS build does not use") { app in
                app.primaryEntries.append(["filename": "mac512.png", "idiom": "mac", "size": "256x256", "scale": "2x"])
                app.files[ExampleApp.primarySet + "/mac512.png"] = ExampleFile.jpegHeader
            },
        ])

    /// Not a PNG (an error for a loose file, which ships as it is), or a PNG under another extension.
    private static func checkIconNotPNG(_ file: LintContext.ImageFile, _ context: LintContext) -> [LintRule.Hit] {
        if let failure = file.failure {
            guard failure == .notPNG else { return [] }
            return [
                LintRule.Hit(
                    message: "\(file.name) is not a PNG file; app icons must be PNGs", file: file.path, subject: file.subject,
                    severity: file.loose == nil ? .warning : .error)
            ]
        }
        guard file.header != nil, !file.path.lowercased().hasSuffix(".png") else { return [] }
        return [
            LintRule.Hit(
                message: "\(file.name) is a PNG named .\((file.path as NSString).pathExtension); name it .png",
                file: file.path, subject: file.subject)
        ]
    }
}
