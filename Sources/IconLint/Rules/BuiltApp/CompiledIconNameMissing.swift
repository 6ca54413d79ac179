import IconKit

extension RuleID {
    public static let compiledIconNameMissing = RuleID("compiled-icon-name-missing")
}

/// `compiled-icon-name-missing`: the built app's catalog holds its icons, but its primary icon has no CFBundleIconName.
enum CompiledIconNameMissing {
    static let rule = LintRule(
        id: .compiledIconNameMissing, severity: .error, category: .builtApp, itms: "ITMS-90713",
        summary: "the built app's catalog holds its icons, but its primary icon has no CFBundleIconName",
        explanation: """
            Since iOS 11 an app whose icons are in an asset catalog must name the primary icon's set with \
            CFBundleIconName in CFBundlePrimaryIcon; actool writes it from ASSETCATALOG_COMPILER_APPICON_NAME. A \
            build whose Info.plist was written or post-processed by hand (a game engine's, a cross-platform \
            tool's) often lacks it. Set ASSETCATALOG_COMPILER_APPICON_NAME, or add CFBundleIconName with the set's \
            name to CFBundlePrimaryIcon of CFBundleIcons (and CFBundleIcons~ipad).
            """,
        evidence: """
            Upload validation rejects the build with ITMS-90713: "A value for the Info.plist key 'CFBundleIconName' \
            is missing in the bundle … Apps built with iOS 11 or later SDK must supply app icons in an asset \
            catalog and must also provide a value for this Info.plist key" (fyne-io/fyne #1504, \
            alexaubry/alternate-icons #4, expo/eas-cli #115).
            """,
        check: .app(checkIconNameMissing), grouping: .acrossKeyPaths,
        examples: [
            .fires("CFBundleIconName left out of the primary icon", saying: "has no CFBundleIconName", on: .builtApp) { app in
                for dictionary in ["CFBundleIcons", "CFBundleIcons~ipad"] {
                    app[builtPlist: [dictionary, "CFBundlePrimaryIcon", "CFBundleIconName"]] = nil
                }
            },
            .staysSilent("the primary named by CFBundleIconName", on: .builtApp),
        ])

    /// Each icons dictionary whose primary names no set, while the catalog holds app icon sets.
    private static func checkIconNameMissing(_ context: LintContext) -> [LintRule.Hit] {
        guard let catalog = BuiltAppCatalog.of(context), !catalog.iconSets.isEmpty else { return [] }
        let declaration = context.app.declaration
        let named = Set(BuiltAppCatalog.declaredIcons(declaration).compactMap(\.iconSetName))
        let candidate =
            catalog.iconSets["AppIcon"] != nil ? "AppIcon" : catalog.setNames.first { !named.contains($0) } ?? catalog.setNames[0]
        let dictionaries = [declaration.icons, declaration.iPadIcons].compactMap { $0 }
        let unnamed =
            dictionaries.isEmpty ? [InfoPlistParser.iconsKey] : dictionaries.filter { $0.primary?.iconSetName == nil }.map(\.keyPath)
        return unnamed.map { keyPath in
            LintRule.Hit(
                message: "\(keyPath).\(InfoPlistParser.primaryKey) has no CFBundleIconName, though Assets.car holds the app icon set "
                    + "\u{2018}\(candidate)\u{2019}; upload validation rejects catalog icons that are not named (add "
                    + "CFBundleIconName = \(candidate), or set ASSETCATALOG_COMPILER_APPICON_NAME)",
                file: declaration.infoPlistPath, location: "\(keyPath).\(InfoPlistParser.primaryKey)", subject: .primary)
        }
    }
}
