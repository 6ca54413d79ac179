import IconKit

/// An input a rule fires on, or one it stays silent on (often a near miss), as SwiftLint's
/// triggering and non-triggering examples: `RuleExampleTests` runs each through the real loader and
/// linter and checks that the rule's findings are there (saying `saying`) or are not.
struct RuleExample: Sendable, CustomStringConvertible {
    enum Expectation: Hashable, Sendable {
        /// The rule reports a finding whose message contains the text.
        case fires(saying: String)
        case staysSilent
    }

    let name: String
    let expectation: Expectation
    /// For a rule whose severity depends on what it finds: the severity this example's finding has.
    let severity: Diagnostic.Severity?
    let app: ExampleApp
    /// The devices to lint for; nil for the app's own device families.
    let idioms: [Idiom]?
    /// Whether pixels are decoded (as `lint` does; the chooser's quick lint reads headers only).
    let decodesPixels: Bool

    var description: String { name }

    /// An input the rule reports (with `severity`, when given): `base` changed by `change`.
    static func fires(
        _ name: String, saying text: String, severity: Diagnostic.Severity? = nil, on base: ExampleApp = .good, idioms: [Idiom]? = nil,
        decodesPixels: Bool = false, _ change: (inout ExampleApp) -> Void = { _ in }
    ) -> RuleExample {
        var app = base
        change(&app)
        return RuleExample(
            name: name, expectation: .fires(saying: text), severity: severity, app: app, idioms: idioms, decodesPixels: decodesPixels)
    }

    /// An input the rule does not report: `base` changed by `change`.
    static func staysSilent(
        _ name: String, on base: ExampleApp = .good, idioms: [Idiom]? = nil, decodesPixels: Bool = false,
        _ change: (inout ExampleApp) -> Void = { _ in }
    ) -> RuleExample {
        var app = base
        change(&app)
        return RuleExample(name: name, expectation: .staysSilent, severity: nil, app: app, idioms: idioms, decodesPixels: decodesPixels)
    }
}
