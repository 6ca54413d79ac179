import Foundation
import IconKit

extension RuleID {
    public static let iconNotPNG = RuleID("icon-not-png")
}

/// `icon-not-png`: an icon file is not a PNG.
enum IconNotPNG {
    static let rule = LintRule(
        id: .iconNotPNG, severity: .error, category: .images,
        summary: "an icon file is not a PNG",
        explanation: """
            App icons must be PNG files; a JPEG (or any other format) renamed or referenced as an icon is \
            rejected at upload or not shown. Convert the file to PNG and reference it without an extension.
            """,
        evidence: """
            Upload validation asks for app icons in PNG format (the wording of ITMS-90022 and ITMS-90023); a \
            JPEG under a .png name is not an image the build can use as one.
            """,
        check: .imageFile(checkIconNotPNG),
        examples: [
            .fires("a JPEG named .png", saying: "is not a PNG file") { $0.files["App/Icons/dark-60@3x.png"] = ExampleFile.jpegHeader },
            .staysSilent("an LFS pointer is lfs-pointer's") { $0.files["App/Icons/dark-60@3x.png"] = .lfsPointer },
            .staysSilent("a JPEG in the mac slot of an iOS app's set, which an iOS build does not use") { app in
                app.primaryEntries.append(["filename": "mac512.png", "idiom": "mac", "size": "256x256", "scale": "2x"])
                app.files[ExampleApp.primarySet + "/mac512.png"] = ExampleFile.jpegHeader
            },
        ])

    /// Not a PNG, or a PNG under another extension.
    private static func checkIconNotPNG(_ file: LintContext.ImageFile, _ context: LintContext) -> [LintRule.Hit] {
        if let failure = file.failure {
            guard failure == .notPNG else { return [] }
            return [LintRule.Hit(message: "\(file.name) is not a PNG file; app icons must be PNGs", file: file.path, subject: file.subject)]
        }
        guard file.header != nil, !file.path.lowercased().hasSuffix(".png") else { return [] }
        return [
            LintRule.Hit(
                message: "\(file.name) is a PNG named .\((file.path as NSString).pathExtension); name it .png",
                file: file.path, subject: file.subject)
        ]
    }
}
