import IconKit

extension RuleID {
    public static let catalogSetMissing = RuleID("catalog-set-missing")
}

/// `catalog-set-missing`: an icon named by CFBundleIconName or a build setting is in no asset catalog nor .icon file.
enum CatalogSetMissing {
    static let rule = LintRule(
        id: .catalogSetMissing, severity: .error, category: .files, itms: "ITMS-90895",
        summary: "an icon named by CFBundleIconName or a build setting is in no asset catalog nor .icon file",
        explanation: """
            CFBundleIconName, ASSETCATALOG_COMPILER_APPICON_NAME and ASSETCATALOG_COMPILER_ALTERNATE_APPICON_NAMES \
            name .appiconset folders or (Xcode 26) Icon Composer .icon files of the target (referenced in its \
            Resources phase or inside one of its synchronized folders). When neither exists, the build has no \
            icon for the name and upload validation rejects the app. Create the set or the .icon, add the .icon \
            to the target, or correct the name (it includes the names of namespaced groups, e.g. Icons/Dark).
            """,
        evidence: """
            Upload validation rejects the build with ITMS-90895 (an icon names an asset that is not in the \
            asset catalog). Seen in home-assistant's Beta configuration, whose \
            ASSETCATALOG_COMPILER_APPICON_NAME names a set no catalog holds.
            """,
        facts: .of(.catalogSetMissing, keeping: keepsCatalogSetMissing),
        examples: [
            .fires("CFBundleIconName names no set", saying: "\u{2018}Nowhere\u{2019}") {
                $0[plist: ["CFBundleIcons", "CFBundlePrimaryIcon", "CFBundleIconName"]] = "Nowhere"
            },
            .fires("a build setting names no set", saying: "\u{201C}Sepia\u{201D}", on: .catalogProject) {
                $0.setBuildSetting("ASSETCATALOG_COMPILER_ALTERNATE_APPICON_NAMES", "Dark Light Sepia")
            },
            .staysSilent("every named set is in the catalog", on: .catalogProject),
        ])

    /// A built app's sets are compiled into Assets.car, which cannot be read here.
    private static func keepsCatalogSetMissing(_ fact: LintContext.Fact, _ context: LintContext) -> Bool {
        guard !context.app.isBuiltApp else { return false }
        // One cause, one finding: a set a build setting names is reported at the setting, not again at each
        // Info.plist entry the build would write from it.
        guard fact.diagnostic.keyPath?.hasPrefix("CFBundleIcons") == true, let setName = fact.diagnostic.about else { return true }
        return !context.computedOnce(by: CatalogSetMissing.self) { setsMissingAtABuildSetting(context) }.contains(setName)
    }

    /// The names of the sets a build setting names and no catalog holds, worked out once rather
    /// than by scanning every diagnostic for each fact.
    private static func setsMissingAtABuildSetting(_ context: LintContext) -> Set<String> {
        var names: Set<String> = []
        for app in context.apps {
            for diagnostic in app.diagnostics
            where diagnostic.kind == .catalogSetMissing && diagnostic.keyPath?.hasPrefix("ASSETCATALOG_COMPILER_") == true {
                if let name = diagnostic.about { names.insert(name) }
            }
        }
        return names
    }
}
