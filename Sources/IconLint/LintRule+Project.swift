import IconKit

/// The rules of the category “Xcode projects”, each with its check or its filter of the reader's facts beside it, if it has one.
extension LintRule {
    static let strayIconSet = LintRule(
        .strayIconSet, .warning, .project,
        "an icon set in the target's catalog is named by no build setting",
        """
        With ASSETCATALOG_COMPILER_INCLUDE_ALL_APPICON_ASSETS = NO, only the sets listed in \
        ASSETCATALOG_COMPILER_ALTERNATE_APPICON_NAMES become alternates. A set in neither setting builds \
        fine and is silently not an alternate: setAlternateIconName fails for it. Add it to the setting, or \
        delete the set.
        """)
    static let setPrimaryAndAlternate = LintRule(
        .setPrimaryAndAlternate, .error, .project,
        "one icon set is named as both the primary icon and an alternate",
        """
        ASSETCATALOG_COMPILER_APPICON_NAME and ASSETCATALOG_COMPILER_ALTERNATE_APPICON_NAMES name the same \
        set. Name it in one setting only.
        """)
    static let flavourIconShipped = LintRule(
        .flavourIconShipped, .warning, .project,
        "a build flavour's icon set ships as an alternate because every set is included",
        """
        With ASSETCATALOG_COMPILER_INCLUDE_ALL_APPICON_ASSETS = YES, every app icon set in the target's \
        catalogs becomes an alternate of the built app, so sets meant as another build's primary \
        (AppIcon-Beta, AppIcon-Staff, AppIcon-Debug, or another configuration's \
        ASSETCATALOG_COMPILER_APPICON_NAME) ship in Release and can be chosen by setAlternateIconName. \
        Set INCLUDE_ALL_APPICON_ASSETS to NO and list the real alternates in \
        ASSETCATALOG_COMPILER_ALTERNATE_APPICON_NAMES.
        """)
    static let infoPlistMissing = LintRule(
        .infoPlistMissing, .error, .project,
        "INFOPLIST_FILE names a file that does not exist",
        """
        The target's INFOPLIST_FILE setting points nowhere (and GENERATE_INFOPLIST_FILE is not YES), so the \
        build fails. Correct the path (relative to the project's folder).
        """)
    static let codeIconName = LintRule(
        .codeIconName, .warning, .project, facts: nil, check: .app(checkCodeIconName),
        "the app's Swift code names an alternate icon that is not declared",
        """
        setAlternateIconName fails (“The file doesn't exist”) for a name the app does not declare, and \
        names are case-sensitive: code that asks for AppIcon-car-red, often as an enum's raw value, \
        while the icon is AppIcon-Car-Red never switches. Reported: string literals in the Swift files \
        under the project's folder that equal an alternate's name except for letter case, and literals \
        passed straight to setAlternateIconName that match no alternate. Spell the name as the \
        Info.plist, the icon set or ASSETCATALOG_COMPILER_ALTERNATE_APPICON_NAMES does. (A literal scan: \
        Pods, .build, DerivedData, node_modules and vendor are skipped; names built at run time are \
        not seen.)
        """)
    static let searchTruncated = LintRule(
        .searchTruncated, .warning, .project,
        "the search for image files stopped early",
        """
        More than 100,000 entries were met under the search root, so some files may be reported missing. \
        Pass a narrower --root.
        """)
    static let buildSettingUnusable = LintRule(
        .buildSettingUnusable, .warning, .project,
        "a build setting or xcconfig include cannot be evaluated",
        """
        A setting whose references multiply (it names itself, or a chain of settings each names the next \
        several times) expands to more than 65,536 characters: iconpicker leaves it as written rather than \
        spend minutes and gigabytes on it. An xcconfig that includes itself (directly or through others), \
        nests includes more than 8 deep, pulls in more than 64 files, or includes something that is not a \
        file has the offending include skipped. Fix the setting or the include line named.
        """)
}

extension LintRule {
    /// One finding per Swift file: its literals that differ from an alternate's name only in case,
    /// and its `setAlternateIconName` literals that name no alternate.
    static func checkCodeIconName(_ context: LintContext) -> [Hit] {
        var hits: [Hit] = []
        for (file, names) in context.findCodeIconNames() {
            if let first = names.miscased.first {
                let pairs = names.miscased.map {
                    "\u{201C}\($0.literal.text)\u{201D} (line \($0.literal.line), the icon is \u{201C}\($0.name)\u{201D})"
                }
                hits.append(
                    Hit(
                        message: "the code asks for \(pairs.joined(separator: ", ")): icon names are case-sensitive, so "
                            + "setAlternateIconName fails with these; spell them as the icons are named",
                        file: file, location: String(first.literal.line), subject: .app))
            }
            if let first = names.unknown.first {
                let literals = names.unknown.map { "\u{201C}\($0.text)\u{201D} (line \($0.line))" }
                hits.append(
                    Hit(
                        message: "the code calls setAlternateIconName with \(literals.joined(separator: ", ")), which no alternate icon "
                            + "of the app is named; the call fails. Declare the icon, or use one of \(listed(context.alternateNames))",
                        file: file, location: String(first.line), subject: .app))
            }
        }
        return hits
    }
}
