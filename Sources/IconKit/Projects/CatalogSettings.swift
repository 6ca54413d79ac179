import Basics
import Foundation

/// The asset catalog compiler's icon settings of one target and configuration:
/// `ASSETCATALOG_COMPILER_APPICON_NAME`, `…_ALTERNATE_APPICON_NAMES`, `…_INCLUDE_ALL_APPICON_ASSETS`
/// and `TARGETED_DEVICE_FAMILY`, read once for `ProjectAppBuilder`.
struct CatalogSettings {
    let primaryName: String
    /// The alternates the setting names, as written.
    let alternateNames: [String]
    let includeAll: Bool
    let iPadFamily: Bool
    let deviceFamilies: Set<Idiom>
    /// The sets the build writes as alternates, in its order: every other set with `includeAll` (in
    /// natural name order), else the named ones as the setting lists them, without the primary.
    let alternates: [String]

    /// `bundles`: the target's `.icon` bundles by name, which count as icons like the sets (and
    /// `INCLUDE_ALL_APPICON_ASSETS` takes them too).
    init(_ settings: BuildSettings, iconSets: [String: AppIconSet], bundles: [String: String] = [:]) {
        let primaryName = settings["ASSETCATALOG_COMPILER_APPICON_NAME"] ?? ""
        let alternateNames = settings.list("ASSETCATALOG_COMPILER_ALTERNATE_APPICON_NAMES") ?? []
        let includeAll = settings["ASSETCATALOG_COMPILER_INCLUDE_ALL_APPICON_ASSETS"] == "YES"
        let families = (settings.list("TARGETED_DEVICE_FAMILY") ?? ["1"]).flatMap { $0.split(separator: ",").map(String.init) }
        iPadFamily = families.contains("2")
        deviceFamilies = Set(families.compactMap { $0 == "1" ? .iphone : $0 == "2" ? .ipad : nil })
        var alternates = alternateNames
        if includeAll {
            alternates = Set(iconSets.keys).union(bundles.keys).filter { $0 != primaryName }.sorted(by: NaturalOrder.precedes)
        }
        if !primaryName.isEmpty && alternateNames.contains(primaryName) {
            alternates.removeAll { $0 == primaryName }
        }
        self.primaryName = primaryName
        self.alternateNames = alternateNames
        self.includeAll = includeAll
        self.alternates = alternates
    }

    /// Names the settings give that no catalog, `.icon` bundle or synchronized folder of the target
    /// holds, and a set named twice.
    func settingDiagnostics(
        iconSets: [String: AppIconSet], bundles: [String: String] = [:], configurationName: String, pbxproj: String
    ) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        func isMissing(_ name: String) -> Bool { iconSets[name] == nil && bundles[name] == nil }
        if !primaryName.isEmpty && isMissing(primaryName) {
            diagnostics.append(
                Diagnostic(
                    .error, .catalogSetMissing,
                    "ASSETCATALOG_COMPILER_APPICON_NAME is \u{201C}\(primaryName)\u{201D} (\(configurationName)), but no asset catalog holds that icon set "
                        + "and the target has no .icon of that name",
                    file: pbxproj, keyPath: "ASSETCATALOG_COMPILER_APPICON_NAME", about: primaryName))
        }
        for name in alternateNames where isMissing(name) {
            diagnostics.append(
                Diagnostic(
                    .error, .catalogSetMissing,
                    "ASSETCATALOG_COMPILER_ALTERNATE_APPICON_NAMES names \u{201C}\(name)\u{201D}, but no asset catalog holds that icon set "
                        + "and the target has no .icon of that name",
                    file: pbxproj, keyPath: "ASSETCATALOG_COMPILER_ALTERNATE_APPICON_NAMES", about: name))
        }
        if !primaryName.isEmpty && alternateNames.contains(primaryName) {
            diagnostics.append(
                Diagnostic(
                    .error, .setPrimaryAndAlternate,
                    "\u{201C}\(primaryName)\u{201D} is named as both the primary icon and an alternate; name it in one setting only",
                    file: pbxproj, keyPath: "ASSETCATALOG_COMPILER_ALTERNATE_APPICON_NAMES"))
        }
        return diagnostics
    }

    /// Suffixes that mark an icon set as a build flavour's primary rather than a user's choice.
    static let flavourWords: Set<String> = [
        "alpha", "beta", "canary", "debug", "dev", "develop", "development", "enterprise", "internal", "nightly",
        "preview", "qa", "sandbox", "staff", "stage", "staging", "test", "testflight", "testing",
    ]

    /// Whether the set `name` looks like the primary icon of another build: another configuration's
    /// primary name, or this primary's name followed by a flavour word (`AppIcon-Beta`, `AppIcon.dev`).
    func looksLikeFlavourPrimary(_ name: String, otherPrimaryNames: Set<String>) -> Bool {
        guard name != primaryName else { return false }
        if otherPrimaryNames.contains(name) { return true }
        guard !primaryName.isEmpty, name.lowercased().hasPrefix(primaryName.lowercased()) else { return false }
        let rest = name.dropFirst(primaryName.count)
        let separators: Set<Character> = ["-", "_", ".", " "]
        guard let first = rest.split(whereSeparator: { separators.contains($0) }).first else { return false }
        // `AppIconBeta` has no separator: the word must then start with a capital.
        guard separators.contains(rest.first ?? " ") || first.first?.isUppercase == true else { return false }
        return Self.flavourWords.contains(first.lowercased())
    }

    /// With `includeAll`, the alternates that look like another build's primary: they ship in every build.
    func flavourDiagnostics(otherPrimaryNames: Set<String>, configurationName: String, pbxproj: String) -> [Diagnostic] {
        guard includeAll else { return [] }
        return alternates.filter { looksLikeFlavourPrimary($0, otherPrimaryNames: otherPrimaryNames) }.map { name in
            Diagnostic(
                .warning, .flavourIconShipped,
                "ASSETCATALOG_COMPILER_INCLUDE_ALL_APPICON_ASSETS is YES (\(configurationName)), so the icon set \u{201C}\(name)\u{201D}, "
                    + "which looks like another build's primary icon, ships as an alternate; set it to NO and list the alternates "
                    + "in ASSETCATALOG_COMPILER_ALTERNATE_APPICON_NAMES",
                file: pbxproj, keyPath: "ASSETCATALOG_COMPILER_INCLUDE_ALL_APPICON_ASSETS", about: name)
        }
    }
}
