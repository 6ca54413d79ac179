import IconKit

extension RuleID {
    public static let unexpandedBuildVariable = RuleID("unexpanded-build-variable")
}

/// `unexpanded-build-variable`: a name holds a build variable that cannot be expanded here.
enum UnexpandedBuildVariable {
    static let rule = LintRule(
        id: .unexpandedBuildVariable, severity: .warning, category: .structure,
        summary: "a name holds a build variable that cannot be expanded here",
        explanation: """
            $(VAR) and ${VAR} are expanded by the build. Read from a plain Info.plist, the file cannot be \
            found from the source tree; read through the Xcode project (pass the .xcodeproj), iconpicker \
            expands the project's settings and reports only what is still unresolved.
            """,
        evidence: """
            The build expands $(VAR) and ${VAR}; read outside the build, the name is the literal text and no \
            such file exists in the source tree. iconpicker's judgement, no Apple message.
            """,
        facts: .of(.unexpandedBuildVariable),
        examples: [
            .fires("a variable in a file name", saying: "BUNDLE_ID_SUFFIX") {
                $0[plist: ExampleApp.alternates + ["dark", "CFBundleIconFiles"]] = ["dark-60", "dark${BUNDLE_ID_SUFFIX}"]
            },
            .staysSilent("a variable the project defines", on: .catalogProject) { app in
                app.setBuildSetting("PRODUCT_NAME", "Sample")
                app.setBuildSetting("INFOPLIST_KEY_CFBundleDisplayName", "$(PRODUCT_NAME)")
            },
        ])
}
