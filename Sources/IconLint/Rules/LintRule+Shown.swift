import IconKit

/// The rules of the category “Reported by list and the chooser”, each with its check or its filter of the reader's facts beside it, if it has one.
extension LintRule {
    static let filesFromIconSet = LintRule(
        .filesFromIconSet, .note, .shown, facts: nil,
        "a loose icon name is an asset-catalog icon set, so the set's image is shown",
        """
        A CFBundleIconFiles name such as AppIcon60x60 is what the build writes from the icon set AppIcon; \
        the source tree has no such file, so `list` and the chooser show the set's image instead. `lint` \
        reports the configuration itself under icon-name-missing.
        """)
    static let appearanceMissing = LintRule(
        .appearanceMissing, .note, .shown, facts: nil,
        "an icon set has no image for the appearance asked for; the default one is shown",
        """
        With --appearance dark or tinted, an icon set without such an image is shown with its default \
        image, as iOS 18 derives the others from it. `lint` reports empty appearance slots under \
        appearance-without-file.
        """)
    static let savedIconNotDeclared = LintRule(
        .savedIconNotDeclared, .warning, .shown, facts: nil,
        "the remembered icon is no longer declared by the app",
        """
        The state file names an alternate icon the app no longer declares (it was renamed or removed), so \
        the primary icon is current, as on a device after such an update. The saved choice is kept until the icon is changed.
        """)
    static let stateUnreadable = LintRule(
        .stateUnreadable, .warning, .shown, facts: nil,
        "the file that remembers the chosen icon cannot be read",
        """
        The state file is damaged or unreadable, so the primary icon is taken as current. Setting or \
        resetting the icon writes a new file.
        """)
}
