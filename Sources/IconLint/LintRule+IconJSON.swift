import IconKit

/// The rules of the category “Icon Composer icon.json”: what `IconComposerDocument.read(bundle:)`
/// observes inside a `.icon` bundle, reported as the reader's facts.
extension LintRule {
    static let iconJSONUnreadable = LintRule(
        .iconJSONUnreadable, .error, .iconJSON,
        "a .icon bundle's icon.json is missing, too large or not a JSON object",
        """
        Xcode 26 cannot compile the icon, so the build fails or the icon is left out. Re-save the bundle in \
        Icon Composer, or restore icon.json from version control.
        """)
    static let iconJSONMalformed = LintRule(
        .iconJSONMalformed, .warning, .iconJSON,
        "a value in icon.json has the wrong shape and is ignored",
        """
        For example a colour that is not `<space>:<components>`, a position without a numeric scale, or an \
        unknown blend mode. Icon Composer never writes such a value; it was edited by hand or by a tool. \
        Open the icon in Icon Composer and set the property again.
        """)
    static let iconImageMissing = LintRule(
        .iconImageMissing, .error, .iconJSON, groupsAcrossKeyPaths: true,
        "a layer of a .icon names an image its Assets folder does not hold",
        """
        actool fails the build (or drops the layer) when a layer's image-name is not in the bundle's Assets \
        folder, often after a file was renamed or not committed. Add the file, or re-import the layer in \
        Icon Composer.
        """)
}
