import IconKit

/// The rules of the category “The iPad rule”, each with its check or its filter of the reader's facts beside it, if it has one.
extension LintRule {
    static let iPadAlternateNotDeclared = LintRule(
        .iPadAlternateNotDeclared, .error, .iPad, check: .app(checkPredictedIPadDictionary), groupsAcrossIcons: true,
        "an alternate is declared for all devices but missing from CFBundleIcons~ipad",
        """
        When CFBundleIcons~ipad exists, iPad uses it alone and does not fall back to the alternates of \
        CFBundleIcons: setAlternateIconName fails on iPad with "The file doesn't exist". The build writes \
        CFBundleIcons~ipad itself when the primary icon set has iPad images and the app runs on iPad, even \
        if the source Info.plist has none (Raivo OTP #161, isowords #78). Declare every alternate in a full \
        CFBundleIcons~ipad dictionary too.
        """)
}

extension LintRule {
    /// A source Info.plist without `CFBundleIcons~ipad` whose primary icon set has iPad images:
    /// the build writes `CFBundleIcons~ipad` with the primary alone, so on iPad every alternate fails.
    /// (Read through the Xcode project, the prediction is already in the declaration, a reader fact.)
    static func checkPredictedIPadDictionary(_ context: LintContext) -> [Hit] {
        let app = context.app
        let declaration = app.declaration
        guard app.project == nil, !app.isBuiltApp, declaration.iPadIcons == nil,
            declaration.deviceFamilies?.contains(.ipad) == true,
            let icons = declaration.icons, !icons.alternates.isEmpty,
            let setName = icons.primary?.iconSetName, let set = app.iconSets[setName],
            set.images.contains(where: { $0.filename != nil && ($0.idiom == .ipad || $0.idiom == .universal) })
        else { return [] }
        let predicted = IconCatalog.iPadRuleDiagnostics(app: declaration, predictedIPadSet: setName)
        return context.facts(fromKeyPaths: predicted).map(\.hit)
    }
}
