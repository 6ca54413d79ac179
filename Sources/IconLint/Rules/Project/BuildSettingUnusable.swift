import IconKit

extension RuleID {
    public static let buildSettingUnusable = RuleID("build-setting-unusable")
}

/// `build-setting-unusable`: a build setting or xcconfig include cannot be evaluated.
enum BuildSettingUnusable {
    static let rule = LintRule(
        id: .buildSettingUnusable, severity: .warning, category: .project,
        summary: "a build setting or xcconfig include cannot be evaluated",
        explanation: """
            A setting whose references multiply (it names itself, or a chain of settings each names the next \
            several times) expands to more than 65,536 characters: iconpicker leaves it as written rather than \
            spend minutes and gigabytes on it. An xcconfig that includes itself (directly or through others), \
            nests includes more than 8 deep, pulls in more than 64 files, or includes something that is not a \
            file has the offending include skipped. Fix the setting or the include line named.
            """,
        evidence: """
            iconpicker's own caps: an expansion over 65,536 characters is left as written, and an xcconfig \
            include that cycles, nests over 8 deep, pulls in over 64 files or names no file is skipped. No \
            Apple message has been recorded.
            """,
        facts: .of(.buildSettingUnusable),
        examples: [
            .fires(
                "a setting that names itself ten times", saying: "INFOPLIST_KEY_CFBundleDisplayName expands to more than 65536 characters",
                on: .catalogProject
            ) {
                $0.setBuildSetting(
                    "INFOPLIST_KEY_CFBundleDisplayName", String(repeating: "$(INFOPLIST_KEY_CFBundleDisplayName)", count: 10))
            },
            .staysSilent("a setting that names another once", on: .catalogProject) {
                $0.setBuildSetting("INFOPLIST_KEY_CFBundleDisplayName", "$(PRODUCT_BUNDLE_IDENTIFIER)")
            },
        ])
}
