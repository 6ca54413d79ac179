import IconKit

extension RuleID {
    public static let iconNameMissing = RuleID("icon-name-missing")
}

/// `icon-name-missing`: an icon that comes from an asset catalog has no CFBundleIconName.
enum IconNameMissing {
    static let rule = LintRule(
        id: .iconNameMissing, severity: .error, category: .structure, itms: "ITMS-90713",
        summary: "an icon that comes from an asset catalog has no CFBundleIconName",
        explanation: """
            Since iOS 11, icons in an asset catalog must be named with CFBundleIconName; upload validation says \
            "A value for the Info.plist key 'CFBundleIconName' is missing". Names like AppIcon60x60 in \
            CFBundleIconFiles are what the build writes, not a way to reach the set. Add CFBundleIconName with the \
            set's name.
            """,
        evidence: """
            Upload validation rejects the build with ITMS-90713, "Missing Info.plist value. A value for the \
            Info.plist key 'CFBundleIconName' is missing in the bundle … Apps that provide icons in the asset \
            catalog must also provide this Info.plist key" (alexaubry/alternate-icons #4, expo/eas-cli #115, \
            dotnet/maui #28954); a loose name that only an icon set provides has no file, which the upload \
            rejects as ITMS-90032.
            """,
        check: .looseName(checkIconNameMissing), grouping: .acrossKeyPaths,
        examples: [
            .fires("a name the build writes from a set", saying: "CFBundleIconName = AppIcon") {
                $0[plist: ExampleApp.alternates + ["dark", "CFBundleIconFiles"]] = ["AppIcon60x60"]
            },
            .staysSilent("the set named with CFBundleIconName"),
        ])

    private static func checkIconNameMissing(_ name: LintContext.LooseName, _ context: LintContext) -> [LintRule.Hit] {
        guard case .iconSet(let setName) = name.explanation else { return [] }
        return [
            LintRule.Hit(
                message:
                    "\u{2018}\(name.name)\u{2019} is \(setName == name.name ? "" : "a file the build writes from ")the asset-catalog icon set "
                    + "\u{2018}\(setName)\u{2019}; catalog icons must be named with CFBundleIconName (add "
                    + "CFBundleIconName = \(setName))",
                file: name.file, location: name.icon.keyPath, subject: name.subject)
        ]
    }
}
