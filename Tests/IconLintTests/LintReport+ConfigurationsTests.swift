import TestSupport
import Testing

@testable import IconKit
@testable import IconLint

/// Merging the reports of several build configurations: one finding per cause, with where it is.
@Suite struct LintReportMergingTests {
    func finding(_ message: String, subject: LintFinding.Subject = .primary, idiom: Idiom? = nil) -> LintFinding {
        LintFinding(
            ruleID: .catalogSetMissing, severity: .error, message: message, file: "/p/project.pbxproj", location: nil,
            subject: subject, idiom: idiom)
    }

    func report(_ findings: [LintFinding], subjects: [LintFinding.Subject] = [.primary], idioms: [Idiom] = [.iphone])
        -> LintReport
    {
        LintReport(
            appName: "Shop", infoPlist: "/p/Info.plist", bundleIdentifier: nil, idioms: idioms, subjects: subjects, findings: findings)
    }

    @Test func aFindingInEveryConfigurationIsOneFindingNamingThemAll() {
        let merged = LintReport.merging([
            report([finding("same")]).checked(inConfiguration: "Release"),
            report([finding("same")]).checked(inConfiguration: "Debug"),
        ])
        #expect(merged.configurations == ["Release", "Debug"])
        #expect(merged.findings.count == 1)
        #expect(merged.findings.first?.configurations == ["Release", "Debug"])
        #expect(merged.findings.allSatisfy(merged.isInEveryConfiguration))
    }

    @Test func aFindingOnlyBetaHasSaysBeta() {
        let merged = LintReport.merging([
            report([finding("same")]).checked(inConfiguration: "Release"),
            report([finding("same"), finding("beta only", subject: .alternate("Beta"))], subjects: [.primary, .alternate("Beta")])
                .checked(inConfiguration: "Beta"),
            report([finding("same")]).checked(inConfiguration: "Debug"),
        ])
        #expect(merged.findings.map(\.message) == ["same", "beta only"])
        let betaOnly = merged.findings[1]
        #expect(betaOnly.configurations == ["Beta"])
        #expect(!merged.isInEveryConfiguration(betaOnly))
        #expect(merged.subjects == [.primary, .alternate("Beta")])
        #expect(merged.failed(strict: false))
    }

    @Test func findingsThatDifferInDeviceOrMessageStayApart() {
        let merged = LintReport.merging([
            report([finding("a", idiom: .iphone)]).checked(inConfiguration: "Release"),
            report([finding("a", idiom: .ipad), finding("b")], idioms: [.iphone, .ipad]).checked(inConfiguration: "Debug"),
        ])
        #expect(merged.findings.count == 3)
        #expect(merged.findings.map(\.configurations) == [["Release"], ["Debug"], ["Debug"]])
        #expect(merged.idioms == [.iphone, .ipad])
    }

    @Test func theFirstReportNamesTheAppAndOneReportIsUnchanged() {
        var debug = report([])
        debug.appName = "Shop Dev"
        let merged = LintReport.merging([
            report([finding("x")]).checked(inConfiguration: "Release"), debug.checked(inConfiguration: "Debug"),
        ])
        #expect(merged.appName == "Shop")
        #expect(merged.findings.first?.configurations == ["Release"])
        let single = LintReport.merging([report([finding("x")])])
        #expect(single.configurations.isEmpty && single.findings.first?.configurations == [])
        #expect(single.isInEveryConfiguration(single.findings[0]))
        #expect(LintReport.merging([]).findings.isEmpty)
    }

    /// Thousands of alternates in each of five configurations: quadratic merging of their subjects
    /// takes minutes, linear merging a moment, so a wait that runs out fails the test.
    @Test func mergingThousandsOfSubjectsIsLinear() throws {
        let subjects = [LintFinding.Subject.primary] + (0..<40_000).map { LintFinding.Subject.alternate("alt\($0)") }
        let reports = ["Debug", "Release", "Beta", "Staging", "Store"].map {
            report([finding("same")], subjects: subjects).checked(inConfiguration: $0)
        }
        let finished = HangGuard.run(within: 120) { LintReport.merging(reports) }
        let merged = try #require(finished, "merging did not finish").get()
        #expect(merged.subjects == subjects)
        #expect(merged.findings.first?.configurations.count == 5)
    }
}
