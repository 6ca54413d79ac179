import IconKit

extension RuleID {
    public static let compiledIconSetUnnamed = RuleID("compiled-icon-set-unnamed")
}

/// `compiled-icon-set-unnamed`: the built app's Assets.car holds an icon set no Info.plist entry names.
enum CompiledIconSetUnnamed {
    static let rule = LintRule(
        id: .compiledIconSetUnnamed, severity: .warning, category: .builtApp,
        summary: "the built app's Assets.car holds an icon set no Info.plist entry names",
        explanation: """
            Every icon set compiled into Assets.car ships in every download, but only the sets CFBundleIcons and \
            CFBundleIcons~ipad name by CFBundleIconName can be shown: another build flavour's primary \
            (AppIcon-Beta, AppIcon-Dev), an appearance made as a set of its own, or an alternate whose Info.plist \
            entry was overwritten by a hand-written CFBundleAlternateIcons. setAlternateIconName cannot choose it. \
            Name it in CFBundleAlternateIcons, or keep it out of the build (list the real alternates in \
            ASSETCATALOG_COMPILER_ALTERNATE_APPICON_NAMES with INCLUDE_ALL_APPICON_ASSETS = NO, or move it to the \
            flavour's own catalog).
            """,
        evidence: """
            The bytes are in the car either way: a set costs from tens of kB (a classic set) to about 1.3 MB (an \
            Icon Composer icon, vellum-ai PR #41160). With ASSETCATALOG_COMPILER_INCLUDE_ALL_APPICON_ASSETS = YES \
            every set of the catalog is compiled (dotnet/macios #20182).
            """,
        check: .app(checkUnnamedSets),
        examples: [
            .fires("a beta flavour's set compiled into the release build", saying: "\u{2018}AppIcon-Beta\u{2019}", on: .builtApp) { app in
                app.editCatalog { $0.sets.append(ExampleCatalog.IconSet.fullSet("AppIcon-Beta", colour: .rose)) }
            },
            .staysSilent("every compiled set named", on: .builtApp),
        ])

    /// The sets of the catalog that no `CFBundleIconName` names, nor any `CFBundleIconFiles` name the
    /// build writes from them (`AppIcon60x60` from `AppIcon`: a primary without a name is
    /// `compiled-icon-name-missing`'s).
    private static func checkUnnamedSets(_ context: LintContext) -> [LintRule.Hit] {
        guard let catalog = BuiltAppCatalog.of(context) else { return [] }
        let icons = BuiltAppCatalog.declaredIcons(context.app.declaration)
        let names = Set(icons.compactMap(\.iconSetName))
        let files = icons.flatMap(\.iconFiles)
        return catalog.setNames.filter { name in !names.contains(name) && !files.contains { $0.hasPrefix(name) } }.compactMap { name in
            catalog.iconSets[name].map { set in
                LintRule.Hit(
                    message: "Assets.car holds the icon set \u{2018}\(name)\u{2019} (\(BuiltAppCatalog.size(set.byteCount))), which no "
                        + "Info.plist entry names: it ships in every download and cannot be shown; name it in CFBundleAlternateIcons or "
                        + "keep it out of the build",
                    file: catalog.path, location: nil, subject: .app)
            }
        }
    }
}
