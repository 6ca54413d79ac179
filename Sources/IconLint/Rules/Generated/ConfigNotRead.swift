import IconKit

extension RuleID {
    public static let configNotRead = RuleID("config-not-read")
}

/// `config-not-read`: part of an app's configuration is made by running code, so it is not read.
enum ConfigNotRead {
    static let rule = LintRule(
        id: .configNotRead, severity: .note, category: .generated,
        summary: "a value the icons depend on is computed when the configuration runs, so it is not read",
        explanation: """
            An Expo configuration written as code (app.config.ts or .js) is read without running it: \
            literal values are read, while a value computed from the environment, a function call or an \
            import, and the icons a local config plugin adds with its own code, are only known when \
            `npx expo prebuild` runs it. The note names the file and line, so the icons listed can be \
            checked against what the code would give. Write the value as a literal where it is the same \
            for every build, or run prebuild and read the ios/ it writes.
            """,
        evidence: """
            Nothing fails: the build computes the value. What is not read is not guessed either, so the \
            icons listed may lack what the code adds (seen in Hydra's and All About Olaf's local icon \
            plugins, and their variant-dependent app icons).
            """,
        facts: .of(.configNotRead),
        examples: [
            .fires("an app icon read from the environment", saying: "is computed", on: .expoApp) {
                $0.files["app.json"] = nil
                $0.files["app.config.js"] = .text(
                    "module.exports = { name: 'Sunny', icon: process.env.ICON, ios: { bundleIdentifier: 'com.example.sunny' } };\n")
            },
            .staysSilent("a configuration of literals", on: .expoApp),
        ])
}
