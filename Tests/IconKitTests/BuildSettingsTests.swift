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
