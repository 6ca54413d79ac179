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
            A setting whose references multiply (settings that name each other several times, or a chain of \
            settings each naming the next several times) expands to more than 65,536 characters: iconpicker \
            leaves it as written rather than spend minutes and gigabytes on it. (A setting naming itself, \
            `KEY = $(KEY)`, takes the level below's value, as in Xcode.) An xcconfig that includes itself \
            (directly or through others), nests includes more than 8 deep, pulls in more than 64 files, or \
            includes something that is not a file has the offending include skipped; a required include \
            that is not there is reported too (a note when the repository leaves it to each machine). Fix \
            the setting or the include line named.
            """,
        evidence: """
            iconpicker's own caps: an expansion over 65,536 characters is left as written, and an xcconfig \
            include that cycles, nests over 8 deep, pulls in over 64 files or names no file is skipped. A \
            missing required include fails the build in Xcode ("could not find included file"). No other \
            Apple message has been recorded.
            """,
        facts: .of(.buildSettingUnusable),
        examples: [
            .fires(
                "two settings that name each other ten times", saying: "DISPLAY_NAME_PART expands to more than 65536 characters",
                on: .catalogProject
            ) {
                $0.setBuildSetting("INFOPLIST_KEY_CFBundleDisplayName", String(repeating: "$(DISPLAY_NAME_PART)", count: 10))
                $0.setBuildSetting("DISPLAY_NAME_PART", String(repeating: "$(INFOPLIST_KEY_CFBundleDisplayName)", count: 10))
            },
            .staysSilent("a setting that names itself: the level below's value", on: .catalogProject) {
                $0.setBuildSetting("INFOPLIST_KEY_CFBundleDisplayName", "$(INFOPLIST_KEY_CFBundleDisplayName) App")
            },
            .staysSilent("a setting that names another once", on: .catalogProject) {
                $0.setBuildSetting("INFOPLIST_KEY_CFBundleDisplayName", "$(PRODUCT_BUNDLE_IDENTIFIER)")
            },
        ])
}
