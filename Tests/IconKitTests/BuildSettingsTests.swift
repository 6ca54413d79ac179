import Testing

@testable import IconKit

@Suite struct BuildSettingsTests {
    /// A one-target project whose project and target layers hold `projectSettings` and `targetSettings`.
    static func settings(
        project projectSettings: [String: BuildSettingValue] = [:],
        target targetSettings: [String: BuildSettingValue]
    ) -> BuildSettings {
        let target = XcodeProject.Target(
            name: "Sample", productType: "com.apple.product-type.application",
            configurations: ["Release": .init(settings: targetSettings, baseConfiguration: nil)])
        let project = XcodeProject(
            path: "/tmp/Sample.xcodeproj", sourceRoot: "/tmp", name: "Sample", targets: [target],
            projectConfigurations: ["Release": .init(settings: projectSettings, baseConfiguration: nil)])
        return BuildSettings(project: project, target: target, configuration: "Release")
    }

    @Test func inheritedInATargetListSplicesTheProjectList() {
        let settings = Self.settings(
            project: ["LD_RUNPATH_SEARCH_PATHS": .list(["$(inherited)", "@executable_path/Frameworks"])],
            target: ["LD_RUNPATH_SEARCH_PATHS": .list(["$(inherited)", "$(SRCROOT)/My Libs"])])
        #expect(settings.list("LD_RUNPATH_SEARCH_PATHS") == ["@executable_path/Frameworks", "/tmp/My Libs"])
        #expect(settings["LD_RUNPATH_SEARCH_PATHS"] == "@executable_path/Frameworks \"/tmp/My Libs\"")
    }

    @Test func inheritedInAStringIsTextual() {
        let settings = Self.settings(
            project: ["OTHER_SWIFT_FLAGS": .string("-DA"), "NAMES": .list(["A", "B C"])],
            target: ["OTHER_SWIFT_FLAGS": .string("$(inherited) -DB"), "NAMES": .string("${inherited} D")])
        #expect(settings["OTHER_SWIFT_FLAGS"] == "-DA -DB")
        #expect(settings.list("OTHER_SWIFT_FLAGS") == ["-DA", "-DB"])
        #expect(settings.list("NAMES") == ["A", "B C", "D"], "a list inherited into a string keeps its quoted element")
    }

    @Test func aListElementThatIsOneReferenceSplicesThatSettingsList() {
        let settings = Self.settings(target: [
            "BASE_NAMES": .list(["A", "B C"]), "SPACED": .string("x \"y z\""),
            "NAMES": .list(["$(BASE_NAMES)", "${SPACED}", "$(UNSET)", "Icon $(TARGET_NAME)"]),
        ])
        #expect(settings.list("NAMES") == ["A", "B C", "x", "y z", "Icon Sample"], "an unset reference alone is no element")
        #expect(settings.list("MISSING") == nil && settings["MISSING"] == nil)
    }

    @Test func referencesExpandWithBracesModifiersAndACapOnCycles() {
        let settings = Self.settings(target: [
            "SUFFIX": .string(".beta"), "ID": .string("com.example$(SUFFIX:rfc1034identifier)"),
            "NAME": .string("App${SUFFIX}$(NOT_SET)"), "LOOP": .string("$(LOOP)x"),
        ])
        #expect(settings["ID"] == "com.example.beta")
        #expect(settings["NAME"] == "App.beta")
        #expect(settings.unresolvedReferences(in: "$(NOT_SET) $(SUFFIX) ${ALSO:upper}") == ["NOT_SET", "ALSO"])
        #expect(settings.unresolved == ["NOT_SET"])
        #expect(settings["LOOP"] == "$(LOOP)" + String(repeating: "x", count: BuildSettings.maximumDepth + 1), "a cycle ends")
        #expect(settings.list("LOOP")?.count == 1)
    }

    /// Pocket Casts: `PRODUCT_BUNDLE_IDENTIFIER = $PRODUCT_BUNDLE_IDENTIFIER_ROOT`, which Xcode expands.
    @Test func aBareDollarReferenceExpandsAndADollarBeforeAnythingElseStays() {
        let settings = Self.settings(target: [
            "ROOT": .string("au.com.example"), "ID": .string("$ROOT"), "BETA": .string("$ROOT.beta"),
            "PRICE": .string("$5 and $"), "UNSET": .string("a$NOT_SET_b"),
        ])
        #expect(settings["ID"] == "au.com.example")
        #expect(settings["BETA"] == "au.com.example.beta")
        #expect(settings["PRICE"] == "$5 and $")
        #expect(settings["UNSET"] == "a")
    }
}

/// Settings whose references multiply (hostile/fuzz/min-project-selfref, min-project-expand): the
/// expansion stops at its budget, leaves the value as written, and one finding names the cause.
@Suite struct RunawayBuildSettingsTests {
    @Test func aSettingThatNamesItselfTenTimesIsLeftAsWrittenAndReported() {
        let tenTimes = String(repeating: "$(PRODUCT_BUNDLE_IDENTIFIER)", count: 10)
        let settings = BuildSettingsTests.settings(target: [
            "PRODUCT_BUNDLE_IDENTIFIER": .string(tenTimes), "LOOP": .string("$(LOOP)x"), "ID": .string("com.example"),
        ])
        #expect(settings["PRODUCT_BUNDLE_IDENTIFIER"] == tenTimes, "10^16 copies are never made")
        #expect(settings.list("PRODUCT_BUNDLE_IDENTIFIER") == [tenTimes])
        #expect(settings.runawayKeys == ["PRODUCT_BUNDLE_IDENTIFIER"], "a cycle that does not multiply is no runaway")
        let findings = settings.unusableSettingDiagnostics(pbxproj: "/tmp/Sample.xcodeproj/project.pbxproj")
        #expect(findings.count == 1)
        #expect(findings.first?.keyPath == "PRODUCT_BUNDLE_IDENTIFIER" && findings.first?.kind == .buildSettingUnusable)
        #expect(findings.first?.file == "/tmp/Sample.xcodeproj/project.pbxproj")
        #expect(settings["ID"] == "com.example")
    }

    @Test func aChainThatTriplesAtEachLinkIsOneFindingAtItsFirstRunawayLink() {
        var values: [String: BuildSettingValue] = ["V15": .string("xxxxxxxxxx"), "PRODUCT_BUNDLE_IDENTIFIER": .string("$(V0)")]
        for level in 0..<15 { values["V\(level)"] = .string(String(repeating: "$(V\(level + 1))", count: 3)) }
        let settings = BuildSettingsTests.settings(target: values)
        #expect(settings["PRODUCT_BUNDLE_IDENTIFIER"] == "$(V0)")
        #expect(settings["V8"]?.count == 10 * 2187, "a link under the budget still expands")
        let findings = settings.unusableSettingDiagnostics(pbxproj: "/tmp/p")
        // 10 * 3^8 = 65,610 characters: V7 is the first link over 65,536.
        #expect(findings.map(\.keyPath) == ["V7"], "\(findings)")
        #expect(findings.first?.message.contains("PRODUCT_BUNDLE_IDENTIFIER") == true)
    }

    /// The bare `$VAR` form (Pocket Casts') spends the same budget: a tripling chain written with it
    /// stops too, instead of growing to 10 * 3^15 characters.
    @Test func aChainOfBareReferencesStopsAtTheBudgetToo() {
        var values: [String: BuildSettingValue] = ["V15": .string("xxxxxxxxxx"), "PRODUCT_BUNDLE_IDENTIFIER": .string("$V0")]
        for level in 0..<15 { values["V\(level)"] = .string(String(repeating: "$V\(level + 1)", count: 3)) }
        let settings = BuildSettingsTests.settings(target: values)
        #expect(settings["PRODUCT_BUNDLE_IDENTIFIER"] == "$V0")
        #expect(settings["V8"]?.count == 10 * 2187, "a link under the budget still expands")
    }

    @Test func theBudgetCountsCharactersAndStopsForGood() {
        var budget = ExpansionBudget(limit: 10)
        let first = budget.spend(10)
        #expect(first && !budget.isExhausted)
        let second = budget.spend(1)
        #expect(!second && budget.isExhausted)
        let third = budget.spend(0)
        #expect(!third, "once over, always over")
        var huge = ExpansionBudget(limit: 10)
        let enormous = huge.spend(Int.max)
        #expect(!enormous, "no overflow")
    }
}
