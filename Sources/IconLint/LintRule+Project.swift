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
    static let infoPlistMissing = LintRule(
        .infoPlistMissing, .error, .project,
        "INFOPLIST_FILE names a file that does not exist",
        """
        The target's INFOPLIST_FILE setting points nowhere (and GENERATE_INFOPLIST_FILE is not YES), so the \
        build fails. Correct the path (relative to the project's folder).
        """)
    static let searchTruncated = LintRule(
        .searchTruncated, .warning, .project,
        "the search for image files stopped early",
        """
        More than 100,000 entries were met under the search root, so some files may be reported missing. \
        Pass a narrower --root.
        """)
}
