import IconLint
import Testing

@testable import IconKit

/// The settings of `.iconpicker.yml` applied to a finished report.
@Suite struct LintSettingsTests {
    static func report() -> LintReport {
        let findings = [
            LintFinding(
                ruleID: .missingIconFile, severity: .error, message: "no file for gone", file: "/repo/App/Info.plist",
                location: "CFBundleIcons.CFBundleAlternateIcons.gone", subject: .alternate("gone")),
            LintFinding(
                ruleID: .ordinalMissing, severity: .warning, message: "light has no ordinal", file: "/repo/App/Info.plist",
                location: "CFBundleIcons.CFBundleAlternateIcons.light", subject: .alternate("light")),
            LintFinding(
                ruleID: .catalogFileMissing, severity: .error, message: "old.png is missing", file: "/repo/Legacy/Contents.json",
                location: "images[0].filename", subject: .primary),
        ]
        return LintReport(
            appName: "App", infoPlist: "/repo/App/Info.plist", bundleIdentifier: nil, idioms: [.iphone], subjects: [.primary],
            findings: findings)
    }

    @Test func disabledRulesAndExcludedPathsDropFindingsAndSeveritiesReplaceTheRules() {
        let settings = LintSettings(
            disabledRules: [.ordinalMissing], severities: [.missingIconFile: .warning], excluded: [PathPattern("Legacy")])
        let applied = settings.applied(to: Self.report(), root: "/repo")
        #expect(applied.findings.map(\.ruleID) == [.missingIconFile])
        #expect(applied.findings.first?.severity == .warning)
        #expect(!applied.failed(strict: false), "an error made a warning no longer fails the run")
    }

    @Test func noSettingsLeaveTheReportAsItIs() {
        #expect(LintSettings().applied(to: Self.report(), root: "/repo").findings == Self.report().findings)
    }

    @Test func excludedPathsAreRelativeToTheRootGiven() {
        let settings = LintSettings(excluded: [PathPattern("Legacy")])
        #expect(settings.isExcluded("/repo/Legacy/Contents.json", root: "/repo"))
        #expect(!settings.isExcluded("/repo/Legacy/Contents.json", root: "/elsewhere"))
    }
}
