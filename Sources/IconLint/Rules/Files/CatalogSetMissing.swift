import IconKit

extension RuleID {
    public static let catalogSetMissing = RuleID("catalog-set-missing")
}

/// `catalog-set-missing`: an icon named by CFBundleIconName or a build setting is in no asset catalog nor .icon file.
enum CatalogSetMissing {
    static let rule = LintRule(
        id: .catalogSetMissing, severity: .warning, category: .files, itms: "ITMS-90895",
        summary: "an icon named by CFBundleIconName or a build setting is in no asset catalog nor .icon file",
        explanation: """
            CFBundleIconName, ASSETCATALOG_COMPILER_APPICON_NAME and ASSETCATALOG_COMPILER_ALTERNATE_APPICON_NAMES \
            name .appiconset folders or (Xcode 26) Icon Composer .icon files of the target (referenced in its \
            Resources phase or inside one of its synchronized folders). A primary icon that is in neither fails \
            the build (an error); named alternates that are in neither simply do not exist in the built app, \
            and setAlternateIconName fails for them (a warning). A target that compiles no catalog and no .icon \
            never runs actool, so a primary name there (a template's leftover) names nothing and is not \
            judged. Create the set or the .icon, add the .icon to \
            the target, or correct the name (it includes the names of namespaced groups, e.g. Icons/Dark; \
            the alternate names setting is a space-separated list).
            """,
        evidence: """
            Primary: actool stops the build with "None of the input catalogs contained a matching stickers \
            icon set or app icon set named …" (CocoaPods #7741, flutter_launcher_icons #22, dotnet/maui \
            #22177); seen in home-assistant's Beta configuration. Alternates: App Store Connect mails \
            ITMS-90895 ("The Info.plist key CFBundleIcons.CFBundleAlternateIcons contains an entry … that \
            references asset …. No such asset is present in the asset catalog") on every upload that goes \
            through (react-native-change-icon #110), and Rainbow ships with \
            ASSETCATALOG_COMPILER_ALTERNATE_APPICON_NAMES naming two sets that exist nowhere. actool does not \
            run for a target without catalogs, so nothing reads the primary name there.
            """,
        facts: .listedOnly(.catalogSetMissing, judging: judge), check: .app(checkCatalogSetMissing),
        fix: .onRequest(
            "removes the name from ASSETCATALOG_COMPILER_ALTERNATE_APPICON_NAMES where the setting is written; a missing primary icon or a CFBundleIconName is left to you"
        ),
        examples: [
            .fires("CFBundleIconName names no set", saying: "\u{2018}Nowhere\u{2019}", severity: .error) {
                $0[plist: ["CFBundleIcons", "CFBundlePrimaryIcon", "CFBundleIconName"]] = "Nowhere"
            },
            .fires("an alternate's CFBundleIconName names no set", saying: "\u{2018}Nowhere\u{2019}", severity: .warning) {
                $0[plist: ExampleApp.alternates + ["dark"]] = ["CFBundleIconName": "Nowhere", "ordinal": 1]
            },
            .fires(
                "the alternate names setting names two sets that exist nowhere",
                saying: "names \u{201C}og,\u{201D} and \u{201C}joy\u{201D}", severity: .warning, on: .catalogProject
            ) {
                $0.setBuildSetting("ASSETCATALOG_COMPILER_ALTERNATE_APPICON_NAMES", "Dark og, joy")
            },
            .fires("the primary setting names no set", saying: "\u{201C}Sepia\u{201D}", severity: .error, on: .catalogProject) {
                $0.setBuildSetting("ASSETCATALOG_COMPILER_APPICON_NAME", "Sepia")
            },
            .staysSilent("a template's primary name in a target of loose-file icons", on: .catalogProject) { app in
                app.files = app.files.filter { !$0.key.hasPrefix(ExampleApp.catalog) }
                app.setBuildSetting("ASSETCATALOG_COMPILER_ALTERNATE_APPICON_NAMES", "")
            },
            .staysSilent("every named set is in the catalog", on: .catalogProject),
        ])

    /// A missing primary fails the build; alternates the build does not have are warnings. (The reader
    /// reports no name of a target where actool never runs.)
    private static func judge(_ diagnostic: Diagnostic, _ app: LoadedApp) -> Diagnostic.Severity {
        PrimaryIconFacts.isAboutPrimary(diagnostic, in: app) ? .error : .warning
    }

    /// One finding per build setting, naming every set it names that is missing; one per Info.plist
    /// entry whose set no setting already names.
    private static func checkCatalogSetMissing(_ context: LintContext) -> [LintRule.Hit] {
        let app = context.app
        // A built app's sets are compiled into Assets.car, which cannot be read here.
        guard !app.isBuiltApp else { return [] }
        let facts = context.readerFacts.filter { $0.diagnostic.kind == .catalogSetMissing }
        var settings: [(key: String, file: String?, names: [String], first: LintContext.Fact)] = []
        for fact in facts where fact.diagnostic.keyPath?.hasPrefix("ASSETCATALOG_COMPILER_") == true {
            let name = fact.diagnostic.about ?? ""
            if let index = settings.firstIndex(where: { $0.key == fact.diagnostic.keyPath && $0.file == fact.diagnostic.file }) {
                if !settings[index].names.contains(name) { settings[index].names.append(name) }
            } else {
                settings.append((fact.diagnostic.keyPath ?? "", fact.diagnostic.file, [name], fact))
            }
        }
        let namedBySettings = Set(settings.flatMap(\.names))
        var hits = settings.map { setting in settingHit(setting.key, names: setting.names, first: setting.first, app: app.app) }
        // One cause, one finding: a set a build setting names is reported at the setting, not again at each
        // Info.plist entry the build would write from it.
        for fact in facts where fact.diagnostic.keyPath?.hasPrefix("ASSETCATALOG_COMPILER_") != true {
            guard !namedBySettings.contains(fact.diagnostic.about ?? "") else { continue }
            var hit = fact.hit
            hit.severity = judge(fact.diagnostic, app.app)
            hits.append(hit)
        }
        return hits
    }

    /// The finding for one setting: the reader's words for one name, else one sentence naming them all.
    private static func settingHit(_ key: String, names: [String], first: LintContext.Fact, app: LoadedApp) -> LintRule.Hit {
        var hit = first.hit
        hit.severity = judge(first.diagnostic, app)
        if names.count > 1 || names.contains(where: { $0.hasSuffix(",") }) {
            let commas =
                names.contains { $0.hasSuffix(",") } ? " (the setting is a space-separated list: a comma stays part of the name)" : ""
            hit.message =
                "\(key) names \(LintRule.listed(names)), but no asset catalog holds such icon sets and the target has no .icon of "
                + "those names\(commas): the built app has no such alternates and setAlternateIconName fails for them"
        }
        return hit
    }
}
