import IconKit

extension RuleID {
    public static let iconFileInCatalog = RuleID("icon-file-in-catalog")
}

/// `icon-file-in-catalog`: a loose icon file sits inside an .xcassets catalog.
enum IconFileInCatalog {
    static let rule = LintRule(
        id: .iconFileInCatalog, severity: .error, category: .files, itms: "ITMS-90032",
        summary: "a loose icon file sits inside an .xcassets catalog",
        explanation: """
            Files inside an asset catalog are compiled into Assets.car and never copied loose into the bundle, so a \
            CFBundleIconFiles name that only exists inside an .xcassets folder is missing from the built app. Move \
            the PNGs out of the catalog, or make the icon an app icon set and name it with CFBundleIconName.
            """,
        evidence: """
            Upload validation reports the name as ITMS-90032 (no image at the path CFBundleIconFiles names): \
            actool compiles everything inside an .xcassets folder into Assets.car, and no loose copy reaches \
            the bundle root.
            """,
        check: .looseName(checkIconFileInCatalog),
        examples: [
            .fires("the alternate's files inside the catalog", saying: "is inside an asset catalog") { app in
                for suffix in ["60@2x", "60@3x"] {
                    app.move("App/Icons/dark-\(suffix).png", to: "App/Assets.xcassets/Loose/dark-\(suffix).png")
                }
            },
            .staysSilent("the files beside the catalog"),
        ])

    private static func checkIconFileInCatalog(_ name: LintContext.LooseName, _ context: LintContext) -> [LintRule.Hit] {
        guard case .insideCatalog(let place) = name.explanation else { return [] }
        return [
            LintRule.Hit(
                message: "\(context.displayName(of: place)) is inside an asset catalog, which the build compiles "
                    + "into Assets.car, so \u{2018}\(name.name)\u{2019} is missing from the app; move the file out of the "
                    + ".xcassets folder, or make the icon an app icon set named with CFBundleIconName",
                file: name.file, location: name.icon.keyPath, subject: name.subject)
        ]
    }
}
