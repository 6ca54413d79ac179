import IconKit

extension RuleID {
    public static let iPadAlternateNotDeclared = RuleID("ipad-alternate-not-declared")
}

/// `ipad-alternate-not-declared`: an alternate is declared for all devices but missing from CFBundleIcons~ipad.
enum IPadAlternateNotDeclared {
    static let rule = LintRule(
        id: .iPadAlternateNotDeclared, severity: .error, category: .iPad,
        summary: "an alternate is declared for all devices but missing from CFBundleIcons~ipad",
        explanation: """
            When CFBundleIcons~ipad exists, iPad uses it alone and does not fall back to the alternates of \
            CFBundleIcons: setAlternateIconName fails on iPad with "The file doesn't exist". The build writes \
            CFBundleIcons~ipad itself when the primary icon set has iPad images and the app runs on iPad, even \
            if the source Info.plist has none (Raivo OTP #161, isowords #78). Declare every alternate in a full \
            CFBundleIcons~ipad dictionary too.
            """,
        evidence: """
            On iPad setAlternateIconName fails with NSCocoaErrorDomain 4 "The file doesn't exist" \
            (underlying LSApplicationWorkspaceErrorDomain -105, "iconName not found in \
            CFBundleAlternateIcons entry"). Seen in Raivo OTP #161, isowords #78 and All About Olaf #2194; \
            the Colourful demo and ACNH Browser carry the same latent bug.
            """,
        facts: .of(.iPadAlternateNotDeclared), check: .app(checkPredictedIPadDictionary), grouping: .acrossIcons,
        fix: .automatic(
            "copies the alternate's entry from CFBundleIcons into CFBundleIcons~ipad (creating it when the source Info.plist has none), naming the alternate's ~ipad files when they exist"
        ),
        examples: [
            .fires(
                "an alternate left out of CFBundleIcons~ipad",
                saying: "\u{201C}light\u{201D} is declared in CFBundleIcons but not in CFBundleIcons~ipad"
            ) {
                $0[plist: ExampleApp.iPadAlternates + ["light"]] = nil
            },
            .fires("no CFBundleIcons~ipad, but the primary set has iPad images", saying: "the build writes CFBundleIcons~ipad") {
                $0[plist: ["CFBundleIcons~ipad"]] = nil
            },
            .staysSilent("an iPhone-only app") { app in
                app[plist: ["UIDeviceFamily"]] = [1]
                app[plist: ["CFBundleIcons~ipad"]] = nil
                app.primaryEntries.removeAll { $0[["idiom"]] == "ipad" }
            },
        ])

    /// A source Info.plist without `CFBundleIcons~ipad` whose primary icon set has iPad images:
    /// the build writes `CFBundleIcons~ipad` with the primary alone, so on iPad every alternate fails.
    /// (Read through the Xcode project, the prediction is already in the declaration, a reader fact.)
    private static func checkPredictedIPadDictionary(_ context: LintContext) -> [LintRule.Hit] {
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
