import IconKit

extension RuleID {
    public static let wrongType = RuleID("wrong-type")
}

/// `wrong-type`: an icon key holds a value of the wrong type.
enum WrongType {
    static let rule = LintRule(
        id: .wrongType, severity: .error, category: .structure,
        summary: "an icon key holds a value of the wrong type",
        explanation: """
            For example a number where CFBundleIconFiles expects a string or an array of strings, or an alternate \
            that is not a dictionary. The system ignores such values: an icon dictionary that is not one is no \
            icon at all (an error), a wrong value inside an alternate leaves that alternate without its image (a \
            warning). Fix the value at the key path shown.
            """,
        evidence: """
            The system ignores a value of another plist type than Apple's Info.plist key reference gives. An \
            alternate that is not a dictionary is no entry of CFBundleAlternateIcons, so setAlternateIconName \
            fails for the name it declares (NSCocoaErrorDomain 4, LSApplicationWorkspaceErrorDomain -105), and \
            a primary icon that is not one leaves the upload without its icon (ITMS-90022): errors. A wrong \
            value inside an alternate's dictionary ships, that alternate without its picture: a warning.
            """,
        facts: .of(.wrongType, judging: judge),
        examples: [
            .fires("an alternate that is a string", saying: "expected a dictionary, found a string", severity: .error) {
                $0[plist: ExampleApp.alternates + ["dark"]] = "dark-60"
            },
            .fires(
                "a number for CFBundleIconFiles", saying: "expected a string or an array of strings, found an integer", severity: .warning
            ) {
                $0[plist: ExampleApp.alternates + ["dark", "CFBundleIconFiles"]] = 5
            },
            .staysSilent("a single string for CFBundleIconFiles") {
                $0[plist: ExampleApp.alternates + ["dark", "CFBundleIconFiles"]] = "dark-60"
            },
        ])

    /// A value inside an alternate's dictionary is at most a warning; anything else stays as the reader says.
    private static func judge(_ diagnostic: Diagnostic, _ app: LoadedApp) -> Diagnostic.Severity {
        guard let keyPath = diagnostic.keyPath else { return diagnostic.severity }
        let alternates = [app.declaration.icons, app.declaration.iPadIcons].compactMap { $0 }.flatMap(\.alternates)
        return alternates.contains { keyPath.hasPrefix($0.keyPath + ".") } ? min(diagnostic.severity, .warning) : diagnostic.severity
    }
}
