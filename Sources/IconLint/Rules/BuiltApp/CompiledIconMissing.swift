import IconKit

extension RuleID {
    public static let compiledIconMissing = RuleID("compiled-icon-missing")
}

/// `compiled-icon-missing`: CFBundleIconName names an icon set the built app's Assets.car does not hold.
enum CompiledIconMissing {
    static let rule = LintRule(
        id: .compiledIconMissing, severity: .error, category: .builtApp, itms: "ITMS-90895",
        summary: "CFBundleIconName names an icon set the built app's Assets.car does not hold",
        explanation: """
            The built Info.plist promises an icon by CFBundleIconName, and the compiled catalog has no set of that \
            name (or the app has no Assets.car at all): the set was not in the target's catalog, was renamed, or the \
            build did not compile it (ASSETCATALOG_COMPILER_ALTERNATE_APPICON_NAMES and \
            ASSETCATALOG_COMPILER_INCLUDE_ALL_APPICON_ASSETS decide which sets are compiled). A hand-written \
            CFBundleAlternateIcons naming sets the build never compiled is the common cause. Add the set to the \
            catalog and to the build setting, or remove the entry.
            """,
        evidence: """
            Upload validation rejects the build with ITMS-90895: "The Info.plist key \
            CFBundleIcons~ipad.CFBundleAlternateIcons contains an entry … that references asset …. No such asset \
            is present in the asset catalog" (react-native-change-icon #110). On the device setAlternateIconName \
            fails (LSApplicationWorkspaceErrorDomain -105, "iconName not found in CFBundleAlternateIcons entry", \
            isowords #78). An app with no Assets.car at all is rejected with ITMS-90546 (Missing Asset Catalog, \
            dotnet/macios #11755).
            """,
        facts: .of(.compiledIconMissing), grouping: .acrossKeyPaths,
        examples: [
            .fires("an alternate whose set the build did not compile", saying: "\u{2018}Sepia\u{2019}", on: .builtApp) { app in
                for dictionary in ["CFBundleIcons", "CFBundleIcons~ipad"] {
                    app[builtPlist: [dictionary, "CFBundleAlternateIcons", "Light", "CFBundleIconName"]] = "Sepia"
                }
            },
            .fires("a built app without Assets.car", saying: "the app has no Assets.car", on: .builtApp) { $0.compiledCatalog = nil },
            .staysSilent("every named set compiled", on: .builtApp),
        ])
}
