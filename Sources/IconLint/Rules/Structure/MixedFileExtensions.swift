import IconKit

extension RuleID {
    public static let mixedFileExtensions = RuleID("mixed-file-extensions")
}

/// `mixed-file-extensions`: some CFBundleIconFiles names have a file extension and others do not.
enum MixedFileExtensions {
    static let rule = LintRule(
        id: .mixedFileExtensions, severity: .warning, category: .structure,
        summary: "some CFBundleIconFiles names have a file extension and others do not",
        explanation: """
            Apple's rule: if one name carries an extension, all of them should. Mixed, the system may not find the \
            @2x, @3x and ~ipad variants of the names with an extension. Drop the extensions (preferred) or add \
            them everywhere.
            """,
        evidence: """
            Apple's Info.plist key reference for CFBundleIconFiles: if one name carries a file extension, \
            all of them should. No upload code.
            """,
        check: .iconDeclaration(checkMixedFileExtensions),
        examples: [
            .fires("one name with an extension", saying: "\u{2018}dark-76.png\u{2019} has a file extension") {
                $0[plist: ExampleApp.iPadAlternates + ["dark", "CFBundleIconFiles"]] = ["dark-76.png", "dark-83.5"]
            },
            .staysSilent("every name with its extension") {
                $0[plist: ExampleApp.iPadAlternates + ["dark", "CFBundleIconFiles"]] = ["dark-76.png", "dark-83.5.png"]
            },
        ])

    /// Some names with an image extension and some without.
    private static func checkMixedFileExtensions(_ declared: LintContext.DeclaredIcon, _ context: LintContext) -> [LintRule.Hit] {
        let icon = declared.icon
        let names = icon.iconFiles.filter { !$0.isEmpty }
        let withExtension = names.filter(hasImageExtension)
        guard !withExtension.isEmpty && withExtension.count < names.count else { return [] }
        let without = names.filter { !hasImageExtension($0) }
        return [
            LintRule.Hit(
                message: "\(LintRule.quoted(withExtension)) \(withExtension.count == 1 ? "has" : "have") a file extension and "
                    + "\(LintRule.quoted(without)) \(without.count == 1 ? "does" : "do") not; use the same form for all (preferably without)",
                file: declared.file, location: "\(icon.keyPath).CFBundleIconFiles", subject: declared.subject)
        ]
    }

    private static func hasImageExtension(_ name: String) -> Bool {
        guard let dot = name.lastIndex(of: ".") else { return false }
        return ImageResolver.imageExtensions.contains(name[name.index(after: dot)...].lowercased())
    }
}
