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
    static let setNameCase = LintRule(
        .setNameCase, .warning, .project,
        "a build setting names an icon set in another letter case than the catalog spells it",
        """
        ASSETCATALOG_COMPILER_APPICON_NAME or …_ALTERNATE_APPICON_NAMES names a set, say AppIcon-Yellow, \
        that the catalog holds as AppIcon-yellow. Apps ship like this (DuckDuckGo's five colours), so it \
        is not reported as a missing set; but the built Info.plist names the alternate as the set is \
        spelt, and setAlternateIconName compares names exactly, so code written from the setting asks \
        for an icon that does not exist. Spell the name as the set is spelt.
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
    static let iconNotInTarget = LintRule(
        .iconNotInTarget, .warning, .project,
        "a .icon file is in no target's Resources phase nor in a synchronized folder",
        """
        actool compiles only the Icon Composer files a target builds: those its Copy Bundle Resources \
        phase references, or those inside one of its synchronized folders (Xcode 16+) that no exception \
        set takes out. A .icon elsewhere under the project is ignored, and a build setting that names it \
        fails (catalog-set-missing). Add the file to the app target.
        """)
    static let wrapperIconReference = LintRule(
        .wrapperIconReference, .warning, .project,
        "a .icon is referenced with the file type wrapper.icon (disputed)",
        """
        Xcode writes Icon Composer files as folder.iconcomposer.icon; XcodeGen writes wrapper.icon. \
        Whether actool compiles a wrapper.icon reference is disputed: some projects report it ignored (and \
        rewrite the type after generating, as lavasec's xcodegen-fixups.py does), others report it working. \
        iconpicker counts the icon as built and warns. Set lastKnownFileType = folder.iconcomposer.icon.
        """)
    static let iconSetShadowed = LintRule(
        .iconSetShadowed, .note, .project,
        "an icon set is shadowed by a .icon of the same name",
        """
        When a target holds both Name.icon and Name.appiconset, Xcode 26 compiles the .icon for that name \
        (and renders flat fallback bitmaps from it for older iOS) and drops the set, so the set's images \
        are dead weight. Delete the set, or rename one of the two if both were meant to ship.
        """)
    static let xcodegenSpecDisagrees = LintRule(
        .xcodegenSpecDisagrees, .note, .project,
        "the XcodeGen project.yml and the committed .xcodeproj build different icons",
        """
        When a repository commits both an XcodeGen spec and the project generated from it, Xcode builds \
        the .xcodeproj, so that is what iconpicker lists. If the spec names another primary icon, other \
        alternates or other .icon files, the next xcodegen generate changes the app's icons, or the \
        pbxproj was edited by hand. Regenerate the project, or bring the spec in line.
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
