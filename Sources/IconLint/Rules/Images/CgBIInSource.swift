import IconKit

extension RuleID {
    public static let cgbiInSource = RuleID("cgbi-in-source")
}

/// `cgbi-in-source`: an icon file in the source tree is an Xcode-crushed (CgBI) PNG.
enum CgBIInSource {
    static let rule = LintRule(
        id: .cgbiInSource, severity: .warning, category: .images,
        summary: "an icon file in the source tree is an Xcode-crushed (CgBI) PNG",
        explanation: """
            CgBI PNGs are what Xcode writes into built apps (premultiplied BGRA, a raw deflate stream). Copied \
            back into a project, they break standard tools and Xcode's own PNG step. Replace the file with the \
            original artwork (iconpicker render can still show it).
            """,
        evidence: """
            CgBI PNGs are Xcode's pngcrush output inside built apps; standard decoders reject them (libpng: \
            "CgBI: unhandled critical chunk"), so one copied back into a project breaks other tools. Apple's \
            own image code reads them, and no failing build or upload has been recorded: a warning.
            """,
        check: .imageFile(checkCgBIInSource),
        examples: [
            .fires("a crushed PNG in the source tree", saying: "CgBI") {
                $0.files["App/Icons/dark-60@3x.png"] = .crushedPNG(width: 180, height: 180)
            },
            .staysSilent("plain PNGs"),
        ])

    /// Xcode's crushed PNGs belong in built apps only.
    private static func checkCgBIInSource(_ file: LintContext.ImageFile, _ context: LintContext) -> [LintRule.Hit] {
        guard file.failure == nil, let header = file.header, header.isCgBI, !file.inBuiltApp else { return [] }
        return [
            LintRule.Hit(
                message: "\(file.name) is an Xcode-crushed (CgBI) PNG copied out of a built app; replace it with the original image",
                file: file.path, subject: file.subject)
        ]
    }
}
