import Foundation
import Testing

@testable import IconKit
@testable import IconLint

/// What the context works out for the rules, on hostile input (found by fuzzing the release binary).
@Suite struct LintContextTests {
    @Test func aSlotSizeTooLargeForAnIntIsDescribedNotTrapped() {
        #expect(LintContext.points(1e19) == "1e+19")
        #expect(LintContext.points(.infinity) == "inf")
        #expect(LintContext.points(83.5) == "83.5")
        #expect(LintContext.points(60) == "60")
    }

    /// Quadratic matching of 300,000 characters would take hours: the time limit is a hang guard, not a
    /// speed target.
    @Test(.timeLimit(.minutes(1))) func aLongNameOfSizeCharactersIsMatchedInLinearTime() {
        let sets = ["AppIcon": AppIconSet(name: "AppIcon", folder: "/nowhere/AppIcon.appiconset", images: [], diagnostics: [])]
        #expect(LintContext.iconSetName(forLooseName: "AppIcon60x60", sets: sets) == "AppIcon")
        #expect(LintContext.iconSetName(forLooseName: "AppIcon60", sets: sets) == nil, "a size needs an x")
        #expect(LintContext.iconSetName(forLooseName: String(repeating: "1x.", count: 100_000), sets: sets) == nil)
    }

    @Test func aKeyPathIsAboutTheIconWithTheLongestKeyPathItStartsWith() throws {
        var fixture = LintFixture.good
        let alternates = ["CFBundleIcons", "CFBundleAlternateIcons"]
        fixture.set(alternates + ["dark.night"], ["CFBundleIconFiles": ["dark-60"], "ordinal": "3"])
        fixture.set(["CFBundleIcons~ipad", "CFBundleAlternateIcons", "dark.night"], ["CFBundleIconFiles": ["dark-76"], "ordinal": 3])
        let report = try fixture.lint()
        let ordinal = try #require(report.findings.first { $0.ruleID == .ordinalNotInteger })
        #expect(ordinal.subject == .alternate("dark.night"), "not “dark”, whose key path is a prefix of it")
    }
}
