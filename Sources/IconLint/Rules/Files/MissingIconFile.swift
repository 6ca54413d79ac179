import IconKit

extension RuleID {
    public static let missingIconFile = RuleID("missing-icon-file")
}

/// `missing-icon-file`: a CFBundleIconFiles name has no image file.
enum MissingIconFile {
    static let rule = LintRule(
        id: .missingIconFile, severity: .error, category: .files, itms: "ITMS-90032",
        summary: "a CFBundleIconFiles name has no image file",
        explanation: """
            iOS looks for name.png, name@2x.png, name@3x.png, name~ipad.png and name@2x~ipad.png in the app's \
            bundle root. When none of them exists, App Store Connect rejects the upload ("Invalid Image Path - No \
            image found at the path referenced under key 'CFBundleIconFiles'") and the icon cannot be shown. \
            Add the PNGs to the target's resources, or correct the name (file names are case-sensitive on iOS). \
            When another name of the same icon has files, the finding is a warning.
            """,
        evidence: """
            Upload validation rejects the build with ITMS-90032, "Invalid Image Path - No image found at the \
            path referenced under key 'CFBundleIconFiles'" (Apple's list of upload errors), for alternates as \
            well ("… under key 'CFBundleAlternateIcons': 'AppIcon2'", listed among the issues to correct \
            before uploading again: Walfrosch92/Mealie-Recipes-iOS-APP #5). On a device the icon has no image \
            to show.
            """,
        facts: .of(.missingIconFile, keeping: keepsMissingIconFile), grouping: .acrossKeyPaths,
        examples: [
            .fires("a CFBundleIconFiles name with no file", saying: "no file for \u{2018}gone\u{2019}") {
                $0[plist: ExampleApp.alternates + ["dark", "CFBundleIconFiles"]] = ["gone"]
            },
            .staysSilent("a name an icon set explains is icon-name-missing's") {
                $0[plist: ExampleApp.alternates + ["dark", "CFBundleIconFiles"]] = ["AppIcon60x60"]
            },
        ])

    /// A missing file that a catalog explains is reported by icon-name-missing or icon-file-in-catalog instead.
    private static func keepsMissingIconFile(_ fact: LintContext.Fact, _ context: LintContext) -> Bool {
        guard let name = fact.diagnostic.about else { return true }
        let explained = context.computedOnce(by: MissingIconFile.self) {
            Set(context.looseNames.map { ExplainedName(name: $0.name, subject: $0.subject) })
        }
        return !explained.contains(ExplainedName(name: name, subject: fact.subject))
    }

    /// A loose name a catalog explains, and the icon it is of: the names are a set, so weighing each
    /// of thousands of facts is one look-up rather than a scan of thousands of names.
    private struct ExplainedName: Hashable {
        var name: String
        var subject: LintFinding.Subject
    }
}
