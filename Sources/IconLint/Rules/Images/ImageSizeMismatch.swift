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
            is no icon size at all. Export each file at its point size times its scale, or rename it to \
            the scale it has. (Icon-set images are checked against their slot by catalog-size-mismatch.)
            """,
        evidence: """
            iOS takes a loose icon's scale from its file name (Apple's @2x and @3x conventions), so a file \
            of other pixels is drawn scaled. No upload code; a warning by iconpicker's judgement.
            """,
        check: .imageFile(checkImageSizeMismatch),
        examples: [
            .fires("a 170 px file named @3x", saying: "its name says 60 pt at @3x, which is 180x180 px") {
                $0.files["App/Icons/dark-60@3x.png"] = .png(width: 170, height: 170)
            },
            .staysSilent("every file its named size"),
        ])

    /// A loose file whose width is not its named point size times its scale (or no icon size at all).
    private static func checkImageSizeMismatch(_ file: LintContext.ImageFile, _ context: LintContext) -> [LintRule.Hit] {
        guard let loose = file.loose, let header = file.header, header.width == header.height else { return [] }
        let stem = ImageResolver.stem(of: loose.baseName)
        let expectation = LooseFileSize.expectation(stem: stem, scale: loose.scale)
        let scaleIsWritten = ImageResolver.writtenModifier(of: (file.name as NSString).deletingPathExtension)?.scale ?? 1 > 1
        guard !LooseFileSize.fits(width: header.width, scale: loose.scale, scaleIsWritten: scaleIsWritten, expectation) else {
            return []
        }
        let size = "\(header.width)x\(header.height) px"
        let message: String
        switch expectation {
        case .named(let points, let pixels):
            let expected = LintContext.points(pixels)
            message =
                "\(file.name) is \(size), but its name says \(LintContext.points(points)) pt at @\(loose.scale)x, which is "
                + "\(expected)x\(expected) px; export it at that size or rename it to the scale it has"
        case .anyIconSize:
            let points = LintContext.points(Double(header.width) / Double(loose.scale))
            message =
                "\(file.name) is \(size), which at @\(loose.scale)x is \(points) pt, no icon size (60 pt @\(loose.scale)x would be "
                + "\(60 * loose.scale) px); export it at its point size times its scale, or rename it to the scale it has"
        }
        return [LintRule.Hit(message: message, file: file.path, subject: file.subject, idiom: loose.device)]
    }
}
