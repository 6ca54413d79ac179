import IconLint
import Testing

@testable import IconKit

/// `.iconpicker.yml` read through BoundedYAML: every key, and an error naming the key path for each
/// mistake a person makes in one.
@Suite struct ProjectConfigurationTests {
    @Test func readsEveryKey() throws {
        let text = """
            disabled_rules:
              - ordinal-missing
            opt_in_rules: [duplicate-image]
            severity:
              missing-icon-file: warning
              ordinal-none: error
            excluded:
              - Legacy/
              - "**/Old"
            target: App
            configuration: Beta
            """
        let configuration = try ProjectConfiguration.parse(text, file: ".iconpicker.yml")
        #expect(configuration.settings.disabledRules == [.ordinalMissing])
        #expect(configuration.settings.optInRules == [RuleID(rawValue: "duplicate-image")])
        #expect(configuration.settings.severities == [.missingIconFile: .warning, RuleID(rawValue: "ordinal-none"): .error])
        #expect(configuration.settings.excluded.map(\.text) == ["Legacy/", "**/Old"])
        #expect(configuration.target == "App")
        #expect(configuration.configuration == "Beta")
    }

    @Test(arguments: ["", "# nothing yet\n", "disabled_rules:\n"])
    func anEmptyFileChangesNothing(text: String) throws {
        #expect(try ProjectConfiguration.parse(text, file: "c.yml") == ProjectConfiguration())
    }

    @Test func anUnknownKeyListsTheKnownOnes() {
        let error = #expect(throws: ConfigurationError.self) { try ProjectConfiguration.parse("disabled_rule: [x]\n", file: "c.yml") }
        #expect(error?.kind == .unknownKey("disabled_rule"))
        #expect(error?.description.contains("the keys are configuration, disabled_rules, excluded, opt_in_rules, severity, target") == true)
    }

    @Test(arguments: [
        ("disabled_rules: [ordinal-missing, ordinall]\n", "disabled_rules[1]", ConfigurationError.Kind.unknownRule("ordinall")),
        ("opt_in_rules: [nope]\n", "opt_in_rules[0]", .unknownRule("nope")),
        ("severity:\n  nope: error\n", "severity.nope", .unknownRule("nope")),
        ("severity:\n  ordinal-missing: fatal\n", "severity.ordinal-missing", .unknownSeverity("fatal")),
        ("severity: [ordinal-missing]\n", "severity", .wrongType(expected: "a mapping of rule ids to error, warning or note")),
        ("excluded: Legacy\n", "excluded", .wrongType(expected: "a list")),
        ("target: [A, B]\n", "target", .wrongType(expected: "a name")),
    ])
    func aMistakeNamesItsKeyPath(text: String, keyPath: String, kind: ConfigurationError.Kind) {
        let error = #expect(throws: ConfigurationError.self) { try ProjectConfiguration.parse(text, file: "c.yml") }
        #expect(error?.keyPath == keyPath)
        #expect(error?.kind == kind)
        #expect(error?.description.hasPrefix("c.yml: \(keyPath): ") == true, "\(String(describing: error))")
    }

    @Test func textThatIsNotAMappingOfKeysIsRefused() {
        #expect(throws: ConfigurationError(file: "c.yml", kind: .notAMapping)) {
            try ProjectConfiguration.parse("- a\n- b\n", file: "c.yml")
        }
        let broken = #expect(throws: ConfigurationError.self) { try ProjectConfiguration.parse("a: [b\n", file: "c.yml") }
        guard case .notYAML = broken?.kind else {
            Issue.record("\(String(describing: broken))")
            return
        }
    }

    /// Aliases of aliases expand past BoundedYAML's budget: refused, not expanded for ever.
    @Test func aBillionLaughsIsRefused() {
        var text = "a: &a [x, x, x, x, x, x, x, x, x, x]\n"
        for level in 1...7 {
            text +=
                "l\(level): &l\(level) [" + Array(repeating: "*\(level == 1 ? "a" : "l\(level - 1)")", count: 10).joined(separator: ", ")
                + "]\n"
        }
        let error = #expect(throws: ConfigurationError.self) { try ProjectConfiguration.parse(text, file: "c.yml") }
        #expect(error?.kind == .notYAML("it expands to more than 200000 values"), "\(String(describing: error))")
    }

    @Test func aMissingFileSaysSo() {
        #expect(throws: ConfigurationError(file: "/nonexistent/.iconpicker.yml", kind: .missing)) {
            try ProjectConfiguration.read(path: "/nonexistent/.iconpicker.yml")
        }
    }
}
