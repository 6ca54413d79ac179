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
            "NAME": .string("App${SUFFIX}$(NOT_SET)"), "LOOP": .string("$(POOL)x"), "POOL": .string("$(LOOP)"),
        ])
        #expect(settings["ID"] == "com.example.beta")
        #expect(settings["NAME"] == "App.beta")
        #expect(settings.unresolvedReferences(in: "$(NOT_SET) $(SUFFIX) ${ALSO:upper}") == ["NOT_SET", "ALSO"])
        #expect(settings.unresolved == ["NOT_SET"])
        #expect(settings["LOOP"] == "$(POOL)" + String(repeating: "x", count: BuildSettings.maximumDepth / 2 + 1), "a cycle ends")
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

    /// A reference inside a reference names the variable, as Xcode expands it: a per-configuration
    /// icon picked by `$(ICON_$(CONFIGURATION))`.
    @Test func aNestedReferenceNamesTheVariable() {
        let settings = Self.settings(target: [
            "ICON_Release": .string("AppIcon"), "ICON_Debug": .string("AppIcon-Debug"),
            "ASSETCATALOG_COMPILER_APPICON_NAME": .string("$(ICON_$(CONFIGURATION))"),
            "ALTERNATES": .list(["$(ICON_${CONFIGURATION})", "Dark"]), "LABEL": .string("[$(ICON_$(CONFIGURATION))]"),
            "UNSET_INNER": .string("$(ICON_$(NOWHERE))x"), "UNCLOSED": .string("$(ICON_$(CONFIGURATION)"),
        ])
        #expect(settings["ASSETCATALOG_COMPILER_APPICON_NAME"] == "AppIcon")
        #expect(settings.list("ALTERNATES") == ["AppIcon", "Dark"])
        #expect(settings["LABEL"] == "[AppIcon]")
        #expect(settings["UNSET_INNER"] == "x")
        #expect(settings["UNCLOSED"] == "$(ICON_$(CONFIGURATION)")
        #expect(settings.unresolvedReferences(in: "$(ICON_$(CONFIGURATION)) $(ICON_$(NOWHERE))") == ["NOWHERE"])
    }
}

/// Settings whose references multiply (hostile/fuzz/min-project-selfref, min-project-expand): the
/// expansion stops at its budget, leaves the value as written, and one finding names the cause.
@Suite struct RunawayBuildSettingsTests {
    @Test func twoSettingsThatNameEachOtherTenTimesAreLeftAsWrittenAndReported() {
        let tenTimesB = String(repeating: "$(B)", count: 10)
        let tenTimesA = String(repeating: "$(A)", count: 10)
        let settings = BuildSettingsTests.settings(target: [
            "A": .string(tenTimesB), "B": .string(tenTimesA), "ID": .string("com.example"),
        ])
        #expect(settings["A"] == tenTimesB, "10^16 copies are never made")
        #expect(settings.list("A") == [tenTimesB])
        #expect(settings.runawayKeys == ["A", "B"])
        let findings = settings.unusableSettingDiagnostics(pbxproj: "/tmp/Sample.xcodeproj/project.pbxproj")
        #expect(findings.count == 1, "one cause, one finding: \(findings.map(\.message))")
        #expect(findings.first?.keyPath == "A" && findings.first?.kind == .buildSettingUnusable)
        #expect(findings.first?.file == "/tmp/Sample.xcodeproj/project.pbxproj")
        #expect(settings["ID"] == "com.example")
    }

    /// `KEY = $(KEY)` takes the level below's value, as `$(inherited)` does (iAPS: `APP_ICON =
    /// "$(APP_ICON)"` in the target over the project xcconfig's `APP_ICON = appIcon1`); with nothing
    /// below it is empty, and never a runaway or an unexpanded variable.
    @Test func aSettingThatNamesItselfTakesTheLevelBelow() {
        let settings = BuildSettingsTests.settings(
            project: ["APP_ICON": .string("appIcon1"), "FLAGS": .list(["-DA"])],
            target: [
                "APP_ICON": .string("$(APP_ICON)"), "ASSETCATALOG_COMPILER_APPICON_NAME": .string("$(APP_ICON)"),
                "FLAGS": .list(["${FLAGS}", "-DB"]), "TENFOLD": .string(String(repeating: "$(TENFOLD)", count: 10) + "x"),
            ])
        #expect(settings["ASSETCATALOG_COMPILER_APPICON_NAME"] == "appIcon1")
        #expect(settings.list("FLAGS") == ["-DA", "-DB"])
        #expect(settings["TENFOLD"] == "x" && settings.runawayKeys.isEmpty && settings.unresolved.isEmpty)
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

extension BuildSettingsTests {
    /// A setting naming itself ten times at the project level and again at the target level would
    /// make 10^2 copies of a long value at each level up: past the budget it is kept as written and
    /// reported, never built.
    @Test func selfReferencesThatMultiplyAcrossLevelsStopAtTheBudget() {
        let tenTimes = String(repeating: "$(ID)", count: 10)
        let settings = Self.settings(
            project: ["ID": .string(String(repeating: "x", count: 1_000))], target: ["ID": .string(tenTimes + tenTimes)])
        #expect(settings["ID"] == String(repeating: "x", count: 20_000), "20 copies of 1,000 are within the budget")
        let grown = Self.settings(project: ["ID": .string(String(repeating: "x", count: 10_000))], target: ["ID": .string(tenTimes)])
        #expect(grown["ID"] == tenTimes && grown.runawayKeys == ["ID"], "100,000 characters are never built: kept as written, reported")
    }
}
