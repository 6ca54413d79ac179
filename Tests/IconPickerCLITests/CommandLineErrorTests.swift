import Foundation
import IconLint
import TestSupport
import Testing

@testable import IconKit
@testable import IconPickerCLI

/// `--help` and the errors that teach: what PATH may be, options described as they behave, an
/// unknown rule answered with the rules, and choice errors that list every choice.
@Suite final class HelpAndMessagesTests {
    let state = TemporaryFolder("iconpicker-help-state")

    /// Every test (each argument of a parameterised one too) gets its own folder: removed here,
    /// as not every test uses it (thousands were left in the temporary directory).
    deinit { state.remove() }
    var runner: BinaryRunner { BinaryRunner(stateDirectory: state.path) }

    /// Help text with its wrapping undone, so a phrase can be looked for whatever the width.
    func flattened(_ text: String) -> String {
        text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }

    @Test(arguments: [
        ["--help"], ["pick", "--help"], ["list", "--help"], ["current", "--help"], ["set", "--help"], ["reset", "--help"],
        ["lint", "--help"],
    ])
    func everyCommandThatReadsAnAppNamesEveryKindOfPath(arguments: [String]) throws {
        defer { state.remove() }
        let help = try runner.run(arguments)
        #expect(help.status == 0, "\(help)")
        let text = flattened(help.stdout)
        for kind in [
            "Info.plist", "Xcode project (.xcodeproj)", "repository root", "workspace (.xcworkspace)", "built .app", ".ipa",
            "No PATH: the app in the current directory, or the bundled demo when there is none",
        ] {
            #expect(text.contains(kind), "\(arguments) names \(kind)")
        }
        #expect(!text.contains("default: the bundled demo app"), "the old, wrong default")
    }

    @Test(arguments: [["list", "--help"], ["lint", "--help"]])
    func optionHelpSaysWhatTheCodeDoes(arguments: [String]) throws {
        defer { state.remove() }
        let text = flattened(try runner.run(arguments).stdout)
        #expect(text.contains("the nearest folder above the Info.plist holding an Xcode project"), "--root's real default")
        #expect(!text.contains("default: the Info.plist's folder"))
        // lint checks every configuration; list shows one.
        let configurationDefault = arguments[0] == "lint" ? "(default: every configuration of the target)" : "(default: Release)"
        #expect(text.contains(configurationDefault))
        #expect(!text.contains("the only application target"))
    }

    @Test func theRootHelpNamesTheStateFolderAsItIsChosen() throws {
        defer { state.remove() }
        let text = flattened(try runner.run(["--help"]).stdout)
        #expect(text.contains("$ICONPICKER_STATE_DIR, else $XDG_STATE_HOME/iconpicker, else ~/.local/state/iconpicker"))
    }

    @Test func anUnknownRuleListsTheRulesNearestFirstAndExitsTwo() throws {
        defer { state.remove() }
        let result = try runner.run(["lint", "--explain", "ordnal-mising"])
        #expect(result.status == 2, "\(result)")
        #expect(result.stdout.isEmpty)
        #expect(!result.stderr.contains("USAGE"), "the rules, not the usage text")
        let lines = result.stderr.split(separator: "\n").map(String.init)
        #expect(lines.first == "iconpicker: error: there is no rule \u{201C}ordnal-mising\u{201D}; did you mean ordinal-missing?")
        #expect(lines.dropFirst().first == "the rules, nearest first:")
        let listed = lines.dropFirst(2).compactMap { $0.split(separator: " ").first.map(String.init) }
        #expect(listed.first == "ordinal-missing")
        #expect(Set(listed) == Set(LintRule.all.map(\.id.rawValue)), "every rule is listed")
        let missing = try #require(LintRule.named("ordinal-missing"))
        #expect(lines.contains { $0.hasPrefix("  ordinal-missing ") && $0.hasSuffix(missing.summary) })
    }

    @Test func aPartOfAnIdPutsTheRulesHoldingItFirst() {
        let near = RuleSuggestions.nearMatches(for: "ordinal")
        #expect(Set(near) == Set(LintRule.all.map(\.id.rawValue).filter { $0.contains("ordinal") }))
        let listing = RuleSuggestions.listing(for: "ordinal")
        #expect(listing.prefix(near.count).allSatisfy { $0.contains("ordinal") })
        #expect(RuleSuggestions.nearMatches(for: "zzzzzzzzzzzz").isEmpty)
        #expect(RuleSuggestions.listing(for: "zzzzzzzzzzzz").count == LintRule.all.count)
    }

    @Test func anUnknownConfigurationOrTargetListsEveryOne() throws {
        let folder = TemporaryFolder()
        defer {
            folder.remove()
            state.remove()
        }
        let project = Self.writeProject(in: folder)
        for command in [["list"], ["lint"]] {
            let configuration = try runner.run(command + [project, "--configuration", "Beta"])
            #expect(configuration.status == 2, "\(configuration)")
            #expect(
                configuration.stderr.contains(
                    "no configuration \u{201C}Beta\u{201D}; choose one with --configuration:\n  Debug\n  Release\n  Staging"))
            let target = try runner.run(command + [project, "--target", "Nope"])
            #expect(target.status == 2, "\(target)")
            #expect(target.stderr.contains("there is no target \u{201C}Nope\u{201D}; the targets are:\n  Sample\n  Widget"))
        }
    }

    /// A project whose app target has a configuration the project lacks (Staging), and an extension.
    static func writeProject(in folder: TemporaryFolder) -> String {
        folder.write(
            "Sample.xcodeproj/project.pbxproj",
            text: """
                // !$*UTF8*$!
                {
                    archiveVersion = 1;
                    objectVersion = 56;
                    objects = {
                        ROOT = { isa = PBXProject; targets = (APP, WIDGET); buildConfigurationList = PROJLIST; };
                        PROJLIST = { isa = XCConfigurationList; buildConfigurations = (PDEBUG, PRELEASE); };
                        PDEBUG = { isa = XCBuildConfiguration; name = Debug; buildSettings = { }; };
                        PRELEASE = { isa = XCBuildConfiguration; name = Release; buildSettings = { }; };
                        APP = { isa = PBXNativeTarget; name = Sample; productType = "com.apple.product-type.application"; buildConfigurationList = APPLIST; };
                        APPLIST = { isa = XCConfigurationList; buildConfigurations = (ADEBUG, ARELEASE, ASTAGING); };
                        ADEBUG = { isa = XCBuildConfiguration; name = Debug; buildSettings = { GENERATE_INFOPLIST_FILE = YES; }; };
                        ARELEASE = { isa = XCBuildConfiguration; name = Release; buildSettings = { GENERATE_INFOPLIST_FILE = YES; }; };
                        ASTAGING = { isa = XCBuildConfiguration; name = Staging; buildSettings = { GENERATE_INFOPLIST_FILE = YES; }; };
                        WIDGET = { isa = PBXNativeTarget; name = Widget; productType = "com.apple.product-type.app-extension"; buildConfigurationList = WLIST; };
                        WLIST = { isa = XCConfigurationList; buildConfigurations = (WDEBUG); };
                        WDEBUG = { isa = XCBuildConfiguration; name = Debug; buildSettings = { }; };
                    };
                    rootObject = ROOT;
                }
                """)
        return folder.path + "/Sample.xcodeproj"
    }
}
