import IconKit

extension RuleID {
    public static let filesFromIconSet = RuleID("files-from-icon-set")
}

/// `files-from-icon-set`: a loose icon name is an asset-catalog icon set, so the set's image is shown.
enum FilesFromIconSet {
    static let rule = LintRule(
        id: .filesFromIconSet, severity: .note, category: .shown,
        summary: "a loose icon name is an asset-catalog icon set, so the set's image is shown",
        explanation: """
            A CFBundleIconFiles name such as AppIcon60x60 is what the build writes from the icon set AppIcon; \
            the source tree has no such file, so `list` and the chooser show the set's image instead. `lint` \
            reports the configuration itself under icon-name-missing.
            """,
        evidence: """
            The build writes names like AppIcon60x60 from the set AppIcon into the built Info.plist; the \
            source tree has no file of that name.
            """,
        facts: .listedOnly(.filesFromIconSet))
}
