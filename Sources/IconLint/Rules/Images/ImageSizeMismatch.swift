import Foundation
import IconKit

extension RuleID {
    public static let imageSizeMismatch = RuleID("image-size-mismatch")
}

/// `image-size-mismatch`: a loose icon file's pixels do not match the scale and point size its name says.
enum ImageSizeMismatch {
    static let rule = LintRule(
        id: .imageSizeMismatch, severity: .warning, category: .images,
        summary: "a loose icon file's pixels do not match the scale and point size its name says",
        explanation: """
            iOS takes a loose icon file's scale from its name: icon-60@2x.png is the 60 pt icon for 2x \
            screens and must be 120x120 px, icon-60@3x.png 180x180, icon-76~ipad.png 76x76. A file of other \
            pixels is shown scaled (blurred, or too small in Settings and Spotlight), and a 100 px @1x file \
            is no icon size at all. A name without @2x or @3x is a 1x file, so a 167 px icon-ipad-pro.png \
            is 167 pt, not the 83.5 pt iPad Pro icon it was meant to be. Export each file at its point size \
            times its scale, or rename it to the scale it has (icon-ipad-pro@2x.png). (Icon-set images are \
            checked against their slot by catalog-size-mismatch.)
            """,
        evidence: """
            iOS takes a loose icon's scale from its file name (Apple's @2x and @3x conventions; no suffix is \
            1x), so a file of other pixels is drawn scaled. Seen in Raivo OTP (100 px @1x files), Random-Pro \
            (150 px _76pt@2x files) and Pocket Casts (167 px iPad Pro files without @2x), all shipping. No \
            upload code: a warning.
            """,
        check: .imageFile(checkImageSizeMismatch),
        examples: [
            .fires("a 170 px file named @3x", saying: "its name says 60 pt at @3x, which is 180x180 px") {
                $0.files["App/Icons/dark-60@3x.png"] = .png(width: 170, height: 170)
            },
            .fires("a 150 px file named _76pt@2x", saying: "its name says 76 pt at @2x, which is 152x152 px") {
                $0.files["App/Icons/dark-76@2x~ipad.png"] = nil
                $0.files["App/Icons/dark_76pt@2x~ipad.png"] = .png(width: 150, height: 150)
                $0[plist: ExampleApp.iPadAlternates + ["dark", "CFBundleIconFiles"]] = ["dark_76pt", "dark-83.5"]
            },
            .fires("a 100 px @1x file beside the @2x and @3x ones", saying: "dark-60@1x.png is 100x100 px, but its name says 60 pt") {
                $0.files["App/Icons/dark-60@1x.png"] = .png(width: 100, height: 100)
            },
            .fires("a 167 px iPad Pro file without @2x", saying: "which at @1x is 167 pt, no icon size") {
                $0.files["App/Icons/dark-83.5@2x~ipad.png"] = nil
                $0.files["App/Icons/dark-ipad-pro.png"] = .png(width: 167, height: 167)
                $0[plist: ExampleApp.iPadAlternates + ["dark", "CFBundleIconFiles"]] = ["dark-76", "dark-ipad-pro"]
            },
            .staysSilent("every file its named size"),
        ])

    /// A loose file whose width is not its named point size times its scale (or no icon size at all),
    /// and the `@1x` file beside it that the icon's name also has (Raivo's 100 px `name@1x.png`).
    private static func checkImageSizeMismatch(_ file: LintContext.ImageFile, _ context: LintContext) -> [LintRule.Hit] {
        guard let loose = file.loose else { return [] }
        var hits: [LintRule.Hit] = []
        if let header = file.header, header.width == header.height,
            let message = mismatch(name: file.name, width: header.width, scale: loose.scale, baseName: loose.baseName)
        {
            hits.append(LintRule.Hit(message: message, file: file.path, subject: file.subject, idiom: loose.device))
        }
        if let oneX = writtenOneX(beside: file), case .success(let header) = context.header(at: oneX), header.width == header.height,
            let message = mismatch(name: LintRule.fileName(of: oneX), width: header.width, scale: 1, baseName: loose.baseName)
        {
            hits.append(LintRule.Hit(message: message, file: oneX, subject: file.subject, idiom: loose.device))
        }
        return hits
    }

    /// What is wrong with a square file `width` pixels wide of `baseName` at `scale`, or nil when it fits.
    private static func mismatch(name: String, width: Int, scale: Int, baseName: String) -> String? {
        let expectation = LooseFileSize.expectation(stem: ImageResolver.stem(of: baseName), scale: scale)
        guard !LooseFileSize.fits(width: width, scale: scale, expectation) else { return nil }
        let size = "\(width)x\(width) px"
        switch expectation {
        case .named(let points, let pixels):
            let expected = LintContext.points(pixels)
            return "\(name) is \(size), but its name says \(LintContext.points(points)) pt at @\(scale)x, which is "
                + "\(expected)x\(expected) px; export it at that size or rename it to the scale it has"
        case .anyIconSize:
            let points = LintContext.points(Double(width) / Double(scale))
            return "\(name) is \(size), which at @\(scale)x is \(points) pt, no icon size (60 pt @\(scale)x would be "
                + "\(60 * scale) px); export it at its point size times its scale, or rename it to the scale it has"
        }
    }

    /// `name@1x.png` (with the file's device suffix) beside a file found as `name@2x.png` or `name@3x.png`,
    /// when it exists: the icon's name says it is the 1x image.
    private static func writtenOneX(beside file: LintContext.ImageFile) -> String? {
        let stem = (file.name as NSString).deletingPathExtension
        var base = Substring(stem)
        var device = ""
        for suffix in ["~ipad", "~iphone"] where base.hasSuffix(suffix) {
            device = suffix
            base = base.dropLast(suffix.count)
        }
        guard base.hasSuffix("@2x") || base.hasSuffix("@3x") else { return nil }
        let folder = (file.path as NSString).deletingLastPathComponent
        let path = folder + "/" + base.dropLast(3) + "@1x" + device + "." + (file.name as NSString).pathExtension
        return FileManager.default.fileExists(atPath: path) ? path : nil
    }
}
