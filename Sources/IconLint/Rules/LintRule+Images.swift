import Foundation
import IconKit

/// The rules of the category “Image files”, each with its check or its filter of the reader's facts beside it, if it has one.
extension LintRule {
    static let iconNotPNG = LintRule(
        .iconNotPNG, .error, .images, facts: nil, check: .imageFile(checkIconNotPNG),
        "an icon file is not a PNG",
        """
        App icons must be PNG files; a JPEG (or any other format) renamed or referenced as an icon is \
        rejected at upload or not shown. Convert the file to PNG and reference it without an extension.
        """)
    static let iconNotSquare = LintRule(
        .iconNotSquare, .error, .images, facts: nil, check: .imageFile(checkIconNotSquare),
        "an icon image is not square",
        """
        iOS masks icons to a square with rounded corners; a non-square image is stretched, and the asset \
        catalog compiler rejects it. Crop or pad the image to a square of the slot's size.
        """)
    static let cgbiInSource = LintRule(
        .cgbiInSource, .error, .images, facts: nil, check: .imageFile(checkCgBIInSource),
        "an icon file in the source tree is an Xcode-crushed (CgBI) PNG",
        """
        CgBI PNGs are what Xcode writes into built apps (premultiplied BGRA, a raw deflate stream). Copied \
        back into a project, they break standard tools and Xcode's own PNG step. Replace the file with the \
        original artwork (iconpicker render can still show it).
        """)
    static let unreadableImage = LintRule(
        .unreadableImage, .error, .images, facts: nil, check: .imageFile(checkUnreadableImage),
        "an icon file cannot be read",
        """
        The file is truncated, damaged, or its header is malformed, so neither the build nor the device can \
        use it. Export it again.
        """)
    static let imageSizeMismatch = LintRule(
        .imageSizeMismatch, .warning, .images, facts: nil, check: .imageFile(checkImageSizeMismatch),
        "a loose icon file's pixels do not match the scale and point size its name says",
        """
        iOS takes a loose icon file's scale from its name: icon-60@2x.png is the 60 pt icon for 2x \
        screens and must be 120x120 px, icon-60@3x.png 180x180, icon-76~ipad.png 76x76. A file of other \
        pixels is shown scaled (blurred, or too small in Settings and Spotlight), and a 100 px @1x file \
        is no icon size at all. Export each file at its point size times its scale, or rename it to \
        the scale it has. (Icon-set images are checked against their slot by catalog-size-mismatch.)
        """)
    static let lfsPointer = LintRule(
        .lfsPointer, .error, .images, facts: nil, check: .app(checkLFSPointer),
        "an icon file is a Git LFS pointer, not the image",
        """
        The repository stores its images with Git LFS and this checkout has the small text files that \
        point to them (version https://git-lfs.github.com/spec/v1 …) instead: a build copies the pointer \
        into the app, which then has no icon. Run git lfs install and git lfs pull (in CI, check out \
        with LFS, e.g. actions/checkout with lfs: true).
        """)
    static let duplicateImage = LintRule(
        .duplicateImage, .warning, .images, facts: nil, check: .app(checkDuplicateImage),
        "two alternates, or two appearances of one icon, are the same image file",
        """
        Two alternate icons whose images have the same bytes look the same in the chooser and on the \
        home screen, so one of the choices changes nothing; usually a file was copied and never \
        replaced. A dark or tinted image with the same bytes as the default one makes iOS 18 show the \
        default colours in dark or tinted mode (a tinted image should be greyscale); leave the slot \
        empty to let iOS derive one, or export the intended image.
        """)
}

extension LintRule {
    /// Not a PNG, or a PNG under another extension.
    static func checkIconNotPNG(_ file: LintContext.ImageFile, _ context: LintContext) -> [Hit] {
        if let failure = file.failure {
            guard failure == .notPNG else { return [] }
            return [Hit(message: "\(file.name) is not a PNG file; app icons must be PNGs", file: file.path, subject: file.subject)]
        }
        guard file.header != nil, !file.path.lowercased().hasSuffix(".png") else { return [] }
        return [
            Hit(
                message: "\(file.name) is a PNG named .\((file.path as NSString).pathExtension); name it .png",
                file: file.path, subject: file.subject)
        ]
    }

    static func checkIconNotSquare(_ file: LintContext.ImageFile, _ context: LintContext) -> [Hit] {
        guard file.failure == nil, let header = file.header, header.width != header.height else { return [] }
        return [
            Hit(
                message: "\(file.name) is \(header.width)x\(header.height) px; icons must be square", file: file.path, subject: file.subject
            )
        ]
    }

    /// Xcode's crushed PNGs belong in built apps only.
    static func checkCgBIInSource(_ file: LintContext.ImageFile, _ context: LintContext) -> [Hit] {
        guard file.failure == nil, let header = file.header, header.isCgBI, !file.inBuiltApp else { return [] }
        return [
            Hit(
                message: "\(file.name) is an Xcode-crushed (CgBI) PNG copied out of a built app; replace it with the original image",
                file: file.path, subject: file.subject)
        ]
    }

    /// A loose file whose width is not its named point size times its scale (or no icon size at all).
    static func checkImageSizeMismatch(_ file: LintContext.ImageFile, _ context: LintContext) -> [Hit] {
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
        return [Hit(message: message, file: file.path, subject: file.subject, idiom: loose.device)]
    }

    /// A Git LFS pointer in place of the PNG: one finding, instead of "not a PNG".
    /// Every such file is one finding: one checkout without LFS objects is one cause.
    static func checkLFSPointer(_ context: LintContext) -> [Hit] {
        let setFiles = context.usedSets.flatMap { used in
            used.entries.compactMap { entry -> LintContext.ImageFile? in
                if case .present(_, let file)? = entry.file { return file }
                return nil
            }
        }
        var seen: Set<String> = []
        let pointers = (context.imageFiles + setFiles).filter { $0.failure == .gitLFSPointer && seen.insert($0.path).inserted }
        guard let first = pointers.first else { return [] }
        let what =
            pointers.count == 1
            ? "\(first.name) is a Git LFS pointer, not the image"
            : "\(pointers.count) icon files are Git LFS pointers, not images (\(pointers.prefix(5).map { context.displayName(of: $0.path) }.joined(separator: ", "))"
                + (pointers.count > 5 ? ", …)" : ")")
        return [
            Hit(
                message: what + ": this checkout lacks the LFS objects; run git lfs pull",
                file: first.path, subject: pointers.count == 1 ? first.subject : .app)
        ]
    }

    /// Alternates a device shows with the same bytes, and dark or tinted images equal to the default.
    static func checkDuplicateImage(_ context: LintContext) -> [Hit] {
        var hits: [Hit] = context.alternatesWithTheSameImage().map { group in
            Hit(
                message: "\(listed(group.names)) show the same image (\(group.files.map(context.displayName).joined(separator: ", ")) "
                    + "have the same bytes), so choosing between them changes nothing; give each its own artwork",
                file: group.files.first, subject: .alternate(group.names[0]))
        }
        for (used, entries) in context.appearancesLikeTheDefault() {
            let appearances = Set(entries.map(\.appearance))
            let names = entries.compactMap(\.filename)
            hits.append(
                Hit(
                    message:
                        "the \(appearances.map(\.rawValue).sorted().joined(separator: " and ")) image of \u{2018}\(used.set.name)\u{2019} "
                        + "(\(names.joined(separator: ", "))) has the same bytes as its default image, so iOS 18 shows the default "
                        + "colours there; export the intended image, or clear the slot to let iOS derive one",
                    file: used.set.folder + "/Contents.json", location: "images[\(entries[0].index)]", subject: used.subject,
                    severity: appearances.contains(.tinted) ? nil : .note))
        }
        return hits
    }

    /// “a”, “b” and “c”.
    static func listed(_ names: [String]) -> String {
        let quoted = names.map { "\u{201C}\($0)\u{201D}" }
        guard let last = quoted.last, quoted.count > 1 else { return quoted.joined() }
        return quoted.dropLast().joined(separator: ", ") + " and " + last
    }

    static func checkUnreadableImage(_ file: LintContext.ImageFile, _ context: LintContext) -> [Hit] {
        guard let failure = file.failure, failure != .notPNG, failure != .gitLFSPointer else { return [] }
        return [Hit(message: "\(file.name) \(failure)", file: file.path, subject: file.subject)]
    }
}
