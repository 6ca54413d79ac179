import IconKit

extension RuleID {
    public static let flavourIconShipped = RuleID("flavour-icon-shipped")
}

/// `flavour-icon-shipped`: a build flavour's icon set ships as an alternate because every set is included.
enum FlavourIconShipped {
    static let rule = LintRule(
        id: .flavourIconShipped, severity: .warning, category: .project,
        summary: "a build flavour's icon set ships as an alternate because every set is included",
        explanation: """
            With ASSETCATALOG_COMPILER_INCLUDE_ALL_APPICON_ASSETS = YES, every app icon set in the target's \
            catalogs becomes an alternate of the built app, so sets meant as another build's primary \
            (AppIcon-Beta, AppIcon-Staff, AppIcon-Debug, another configuration's \
            ASSETCATALOG_COMPILER_APPICON_NAME, or a set named after a configuration, like AppIcon-Dev or \
            AppIcon-Prod) ship in Release and can be chosen by setAlternateIconName. One finding per such \
            set. Set INCLUDE_ALL_APPICON_ASSETS to NO and list the real alternates in \
            ASSETCATALOG_COMPILER_ALTERNATE_APPICON_NAMES, or delete the sets no build uses any more.
            """,
        evidence: """
            With ASSETCATALOG_COMPILER_INCLUDE_ALL_APPICON_ASSETS = YES the build lists every app icon set \
            as an alternate of the built Info.plist, so a beta or debug icon ships in Release and can be \
            chosen (Habitica's AppIcon-Beta and AppIcon-Staff, Medo e Delírio's Default-beta, AppIcon-Dev \
            and AppIcon-Prod). Nothing fails: a warning.
            """,
        facts: .listedOnly(.flavourIconShipped), check: .app(checkFlavourIconShipped),
        examples: [
            .fires("a beta icon shipped by including every set", saying: "\u{201C}AppIcon-Beta\u{201D}", on: .catalogProject) { app in
                app.setBuildSetting("ASSETCATALOG_COMPILER_INCLUDE_ALL_APPICON_ASSETS", "YES")
                app.setBuildSetting("ASSETCATALOG_COMPILER_ALTERNATE_APPICON_NAMES", "")
                app.addSingleSizeSet("AppIcon-Beta", colour: ExampleColour(red: 90, green: 160, blue: 60))
            },
            .fires(
                "an old flavour set named after a configuration, beside a primary of another name",
                saying: "\u{201C}Old-Release\u{201D}", on: .catalogProject
            ) { app in
                app.setBuildSetting("ASSETCATALOG_COMPILER_INCLUDE_ALL_APPICON_ASSETS", "YES")
                app.setBuildSetting("ASSETCATALOG_COMPILER_ALTERNATE_APPICON_NAMES", "")
                app.addSingleSizeSet("Old-Release", colour: ExampleColour(red: 90, green: 160, blue: 60))
            },
            .staysSilent("every set included, none a flavour's", on: .catalogProject) {
                $0.setBuildSetting("ASSETCATALOG_COMPILER_INCLUDE_ALL_APPICON_ASSETS", "YES")
                $0.setBuildSetting("ASSETCATALOG_COMPILER_ALTERNATE_APPICON_NAMES", "")
            },
            .staysSilent("a set named after a configuration that is listed, not included by INCLUDE_ALL", on: .catalogProject) {
                $0.addSingleSizeSet("Old-Release", colour: ExampleColour(red: 90, green: 160, blue: 60))
                $0.setBuildSetting("ASSETCATALOG_COMPILER_ALTERNATE_APPICON_NAMES", "Dark Light Old-Release")
            },
        ])

    static let includeAllKey = "ASSETCATALOG_COMPILER_INCLUDE_ALL_APPICON_ASSETS"

    /// One finding per flavour set that ships as an alternate, with the set as its subject: those the
    /// reader found (another configuration's primary, the primary's name and a flavour word), then
    /// those named after one of the target's configurations or ending in a flavour word.
    private static func checkFlavourIconShipped(_ context: LintContext) -> [LintRule.Hit] {
        let facts = context.readerFacts.filter { $0.diagnostic.kind == .flavourIconShipped }
        var hits: [LintRule.Hit] = []
        var named: Set<String> = []
        for fact in facts {
            guard let name = fact.diagnostic.about, named.insert(name).inserted else { continue }
            var hit = fact.hit
            hit.subject = .alternate(name)
            hits.append(hit)
        }
        let app = context.app
        guard let includeAll = app.buildSettings[includeAllKey], includeAll.value == "YES" else { return hits }
        let words = Set(CatalogFlavour.words + (app.project?.configurations ?? []).map { $0.lowercased() })
        let alternates = context.apps.flatMap { $0.catalog.alternates.compactMap(\.name) }
        for name in alternates where CatalogFlavour.endsInFlavourWord(name, words: words) && named.insert(name).inserted {
            hits.append(
                LintRule.Hit(
                    message: "\(includeAllKey) is YES, so the icon set \u{201C}\(name)\u{201D}, which is named after a build flavour, "
                        + "ships as an alternate; set it to NO and list the alternates in ASSETCATALOG_COMPILER_ALTERNATE_APPICON_NAMES, "
                        + "or delete the set if no build uses it",
                    file: includeAll.origin.file, location: includeAllKey, subject: .alternate(name)))
        }
        return hits
    }
}

/// How a set's name says it belongs to a build flavour: its last word, after a separator or a capital.
enum CatalogFlavour {
    /// Words that mark a build flavour rather than a user's choice (besides the configurations' names).
    static let words = [
        "alpha", "beta", "canary", "debug", "dev", "develop", "development", "enterprise", "internal", "nightly",
        "preview", "prod", "production", "qa", "release", "sandbox", "staff", "stage", "staging", "test", "testflight", "testing",
    ]

    /// Whether `name` has at least two words and its last is one of `words` (lower-cased):
    /// `AppIcon-Dev`, `AppIconBeta`, `Default.staging`; not `Beta` alone, not `AppIcon_v2`.
    static func endsInFlavourWord(_ name: String, words: Set<String>) -> Bool {
        let parts = Self.words(of: name)
        guard parts.count > 1, let last = parts.last else { return false }
        return words.contains(last.lowercased())
    }

    /// `AppIcon-Dark_Beta` → AppIcon, Dark, Beta; `AppIconBeta` → App, Icon, Beta.
    static func words(of name: String) -> [String] {
        var words: [String] = []
        var current = ""
        for character in name {
            if "-_. ".contains(character) {
                if !current.isEmpty { words.append(current) }
                current = ""
            } else if character.isUppercase, let last = current.last, last.isLowercase || last.isNumber {
                words.append(current)
                current = String(character)
            } else {
                current.append(character)
            }
        }
        if !current.isEmpty { words.append(current) }
        return words
    }
}
