import IconKit

extension LintContext {
    /// One fact a reader reported, with what it is about; the rule that owns its kind decides
    /// whether it becomes a finding (`LintRule.facts`).
    struct Fact {
        var diagnostic: Diagnostic
        var subject: LintFinding.Subject

        /// The finding's content, as the reader put it.
        var hit: LintRule.Hit {
            // The reader files set problems under Contents.json with the icon's plist key path; in a
            // finding the location must be inside the file named.
            let location =
                diagnostic.file?.hasSuffix("Contents.json") == true && diagnostic.keyPath?.hasPrefix("CFBundleIcons") == true
                ? nil : diagnostic.keyPath
            return LintRule.Hit(
                message: diagnostic.message, file: diagnostic.file, location: location,
                subject: subject, severity: diagnostic.severity)
        }
    }

    /// The apps' facts (about what their key paths name), then each icon's image facts.
    func findReaderFacts() -> [Fact] {
        var found: [Fact] = []
        for app in apps {
            found += facts(fromKeyPaths: app.diagnostics)
            for (icon, images) in app.entries {
                let subject = subject(of: icon)
                found += images.problems.map { Fact(diagnostic: $0, subject: subject) }
            }
        }
        return found
    }

    /// Facts about whatever their key paths are inside.
    func facts(fromKeyPaths diagnostics: [Diagnostic]) -> [Fact] {
        diagnostics.map { Fact(diagnostic: $0, subject: subject(ofKeyPath: $0.keyPath)) }
    }

    /// Whether a set that an icon or a build setting names is in no catalog (the reader says so).
    var namesAMissingSet: Bool {
        apps.contains { $0.diagnostics.contains { $0.kind == .catalogSetMissing } }
    }
}
