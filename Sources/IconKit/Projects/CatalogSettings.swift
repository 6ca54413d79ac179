import Basics
import Foundation

/// The asset catalog compiler's icon settings of one target and configuration:
/// `ASSETCATALOG_COMPILER_APPICON_NAME`, `…_ALTERNATE_APPICON_NAMES`, `…_INCLUDE_ALL_APPICON_ASSETS`
/// and `TARGETED_DEVICE_FAMILY`, read once for `ProjectAppBuilder`.
struct CatalogSettings {
    /// The primary set's name as the catalog spells it.
    let primaryName: String
    /// The primary set's name as the setting writes it.
    let writtenPrimaryName: String
    /// The alternates the setting names, as written.
    let alternateNames: [String]
    let includeAll: Bool
    let iPadFamily: Bool
    let deviceFamilies: Set<Idiom>
    /// The sets the build writes as alternates, in its order: every other set with `includeAll` (in
    /// natural name order), else the named ones as the setting lists them, without the primary.
    let alternates: [String]
    /// The file each setting is written in (a pbxproj, an xcconfig, a spec), where findings about it point.
    private let files: [String: String]

    /// `bundles`: the target's `.icon` bundles by name, which count as icons like the sets (and
    /// `INCLUDE_ALL_APPICON_ASSETS` takes them too).
    init(_ settings: BuildSettings, iconSets: [String: AppIconSet], bundles: [String: String] = [:]) {
        let primaryName = Self.spelling(of: settings["ASSETCATALOG_COMPILER_APPICON_NAME"] ?? "", in: iconSets)
        writtenPrimaryName = settings["ASSETCATALOG_COMPILER_APPICON_NAME"] ?? ""
        let alternateNames = settings.list("ASSETCATALOG_COMPILER_ALTERNATE_APPICON_NAMES") ?? []
        let includeAll = settings["ASSETCATALOG_COMPILER_INCLUDE_ALL_APPICON_ASSETS"] == "YES"
        let families = (settings.list("TARGETED_DEVICE_FAMILY") ?? ["1"]).flatMap { $0.split(separator: ",").map(String.init) }
        iPadFamily = families.contains("2")
        deviceFamilies = Set(families.compactMap { $0 == "1" ? .iphone : $0 == "2" ? .ipad : nil })
        var alternates = alternateNames.map { Self.spelling(of: $0, in: iconSets) }
        if includeAll {
            alternates = Set(iconSets.keys).union(bundles.keys).filter { $0 != primaryName }.sorted(by: NaturalOrder.precedes)
        }
        if !primaryName.isEmpty && alternates.contains(primaryName) {
            alternates.removeAll { $0 == primaryName }
        }
        self.primaryName = primaryName
        self.alternateNames = alternateNames
        self.includeAll = includeAll
        self.alternates = alternates
        files = settings.origins.compactMapValues(\.file)
    }

    /// The file `key` is written in, or `fallback` (the project's settings file) when it is set nowhere.
    private func file(of key: String, otherwise fallback: String) -> String { files[key] ?? fallback }

    /// The set `name` means: itself, or the one set whose name differs only in letter case (the
    /// built app names it as the set is spelt; `set-name-case` says so).
    static func spelling(of name: String, in iconSets: [String: AppIconSet]) -> String {
        guard iconSets[name] == nil else { return name }
        let folded = name.lowercased()
        let matches = iconSets.keys.filter { $0.lowercased() == folded }
        return matches.count == 1 ? matches[0] : name
    }

    /// Names the settings give that no catalog, `.icon` bundle or synchronized folder of the target
    /// holds, and a set named twice.
    /// Messages do not name the configuration: lint lists the configurations a finding holds in, so
    /// the same mistake in Release and Debug is one finding.
    func settingDiagnostics(iconSets: [String: AppIconSet], bundles: [String: String] = [:], pbxproj: String) -> [Diagnostic] {
        var diagnostics = caseDiagnostics(iconSets: iconSets, pbxproj: pbxproj)
        func isMissing(_ name: String) -> Bool { iconSets[Self.spelling(of: name, in: iconSets)] == nil && bundles[name] == nil }
        if !primaryName.isEmpty && isMissing(primaryName) {
            diagnostics.append(
                Diagnostic(
                    .error, .catalogSetMissing,
                    "ASSETCATALOG_COMPILER_APPICON_NAME is \u{201C}\(primaryName)\u{201D}, but no asset catalog holds that icon set "
                        + "and the target has no .icon of that name",
                    file: file(of: "ASSETCATALOG_COMPILER_APPICON_NAME", otherwise: pbxproj), keyPath: "ASSETCATALOG_COMPILER_APPICON_NAME",
                    about: primaryName))
        }
        for name in alternateNames where isMissing(name) {
            diagnostics.append(
                Diagnostic(
                    .error, .catalogSetMissing,
                    "ASSETCATALOG_COMPILER_ALTERNATE_APPICON_NAMES names \u{201C}\(name)\u{201D}, but no asset catalog holds that icon set "
                        + "and the target has no .icon of that name",
                    file: file(of: "ASSETCATALOG_COMPILER_ALTERNATE_APPICON_NAMES", otherwise: pbxproj),
                    keyPath: "ASSETCATALOG_COMPILER_ALTERNATE_APPICON_NAMES", about: name))
        }
        if !primaryName.isEmpty && alternates(spelt: iconSets).contains(primaryName) {
            diagnostics.append(
                Diagnostic(
                    .error, .setPrimaryAndAlternate,
                    "\u{201C}\(primaryName)\u{201D} is named as both the primary icon and an alternate; name it in one setting only",
                    file: file(of: "ASSETCATALOG_COMPILER_ALTERNATE_APPICON_NAMES", otherwise: pbxproj),
                    keyPath: "ASSETCATALOG_COMPILER_ALTERNATE_APPICON_NAMES"))
        }
        return diagnostics
    }

    private func alternates(spelt iconSets: [String: AppIconSet]) -> [String] {
        alternateNames.map { Self.spelling(of: $0, in: iconSets) }
    }

    /// Setting names that match a set only when letter case is ignored: one finding per setting,
    /// listing every such name (one cause, one finding).
    private func caseDiagnostics(iconSets: [String: AppIconSet], pbxproj: String) -> [Diagnostic] {
        let settings = [
            ("ASSETCATALOG_COMPILER_APPICON_NAME", [writtenPrimaryName]), ("ASSETCATALOG_COMPILER_ALTERNATE_APPICON_NAMES", alternateNames),
        ]
        return settings.compactMap { key, names in
            let pairs = names.compactMap { name in
                let spelt = Self.spelling(of: name, in: iconSets)
                return spelt == name ? nil : "\u{201C}\(name)\u{201D} (the set is \u{201C}\(spelt)\u{201D})"
            }
            guard !pairs.isEmpty else { return nil }
            return Diagnostic(
                .warning, .setNameCase,
                "\(key) names \(pairs.joined(separator: ", ")) in another letter case than the catalog; "
                    + "setAlternateIconName compares names exactly, so spell each as its set is spelt",
                file: file(of: key, otherwise: pbxproj), keyPath: key, about: names.joined(separator: " "))
        }
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
    func flavourDiagnostics(otherPrimaryNames: Set<String>, pbxproj: String) -> [Diagnostic] {
        guard includeAll else { return [] }
        return alternates.filter { looksLikeFlavourPrimary($0, otherPrimaryNames: otherPrimaryNames) }.map { name in
            Diagnostic(
                .warning, .flavourIconShipped,
                "ASSETCATALOG_COMPILER_INCLUDE_ALL_APPICON_ASSETS is YES, so the icon set \u{201C}\(name)\u{201D}, "
                    + "which looks like another build's primary icon, ships as an alternate; set it to NO and list the alternates "
                    + "in ASSETCATALOG_COMPILER_ALTERNATE_APPICON_NAMES",
                file: file(of: "ASSETCATALOG_COMPILER_INCLUDE_ALL_APPICON_ASSETS", otherwise: pbxproj),
                keyPath: "ASSETCATALOG_COMPILER_INCLUDE_ALL_APPICON_ASSETS", about: name)
        }
    }
}
