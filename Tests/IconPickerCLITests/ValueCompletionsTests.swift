import Foundation
import TestSupport
import Testing

/// The values the shells complete, asked of the built binary as the generated scripts ask it
/// (`iconpicker ---completion SUBCOMMAND -- ARGUMENT INDEX CURSOR WORDS…`), and the scripts' hooks.
@Suite struct ValueCompletionsTests {
    let state = TemporaryFolder("iconpicker-completions-state")
    var runner: BinaryRunner { BinaryRunner(stateDirectory: state.path) }

    /// Two app targets named like the project's first; three configurations whose alternates differ.
    static let spec = """
        name: Today
        configs:
          Debug: debug
          Release: release
          Beta: release
        targets:
          Today:
            type: application
            platform: iOS
            sources:
              - path: App
            settings:
              base:
                ASSETCATALOG_COMPILER_APPICON_NAME: AppIcon
              configs:
                Release:
                  ASSETCATALOG_COMPILER_ALTERNATE_APPICON_NAMES: Sunrise Dusk
                Beta:
                  ASSETCATALOG_COMPILER_ALTERNATE_APPICON_NAMES: Sunrise Dusk
                Debug:
                  ASSETCATALOG_COMPILER_ALTERNATE_APPICON_NAMES: Sunrise
            info:
              path: App/Info.plist
              properties:
                CFBundleDisplayName: Today
          Tonight:
            type: application
            platform: iOS
            sources:
              - path: App
            settings:
              base:
                ASSETCATALOG_COMPILER_APPICON_NAME: AppIcon
                ASSETCATALOG_COMPILER_ALTERNATE_APPICON_NAMES: Midnight
            info:
              path: App/Info.plist
        """

    func writeProject(in folder: TemporaryFolder) {
        folder.write("project.yml", text: Self.spec)
        for bundle in ["AppIcon", "Sunrise", "Dusk", "Midnight"] {
            ModernProjectFixture.iconBundle("App/\(bundle).icon", in: folder)
        }
    }

    /// What the shell gets for the word at `index` of `words` (the command line, `iconpicker` first),
    /// with `argument` naming the option or positional being completed; stderr must stay empty.
    func complete(_ subcommand: String, _ argument: String, _ words: [String], at index: Int, in folder: String) throws -> [String] {
        let request = ["---completion", subcommand, "--", argument, String(index), String(words[index].count)] + words
        let result = try runner.run(request, in: folder)
        #expect(result.status == 0 && result.stderr.isEmpty, "\(result)")
        return result.stdout.split(separator: "\n").map(String.init)
    }

    @Test func setCompletesTheAlternatesOfTheAppTheCommandLineNames() throws {
        defer { state.remove() }
        let project = TemporaryFolder("iconpicker-completions-project")
        defer { project.remove() }
        writeProject(in: project)
        let here = try complete("set", "positional@0", ["iconpicker", "set", ""], at: 2, in: project.path)
        #expect(here == ["Sunrise", "Dusk"])
        let debug = try complete("set", "positional@0", ["iconpicker", "set", "Su", "--configuration", "Debug"], at: 2, in: project.path)
        #expect(debug == ["Sunrise"], "the configuration typed chooses the alternates")
        let tonight = try complete("set", "positional@0", ["iconpicker", "set", "", "--target", "Tonight"], at: 2, in: project.path)
        #expect(tonight == ["Midnight"])
        let elsewhere = TemporaryFolder("iconpicker-completions-elsewhere")
        defer { elsewhere.remove() }
        let byPath = try complete("set", "positional@0", ["iconpicker", "set", "", project.path], at: 2, in: elsewhere.path)
        #expect(byPath == ["Sunrise", "Dusk"], "a PATH typed after the name is the app read")
    }

    @Test func targetsAndConfigurationsCompleteForEveryCommandThatTakesThem() throws {
        defer { state.remove() }
        let project = TemporaryFolder("iconpicker-completions-project")
        defer { project.remove() }
        writeProject(in: project)
        for command in ["lint", "list", "set", "pick"] {
            let words = ["iconpicker", command, "--target", "T"]
            #expect(try complete(command, "--target", words, at: 3, in: project.path) == ["Today", "Tonight"], "\(command)")
            let configurations = ["iconpicker", command, "--configuration", ""]
            #expect(try complete(command, "--configuration", configurations, at: 3, in: project.path) == ["Beta", "Debug", "Release"])
        }
        let beforeTheName = ["iconpicker", "set", "--target", "Tonight", "--configuration", ""]
        #expect(
            try complete("set", "--configuration", beforeTheName, at: 5, in: project.path) == ["Beta", "Debug", "Release"],
            "NAME not typed yet")
    }

    @Test func anAppThatCannotBeReadCompletesNothingAndSaysNothing() throws {
        defer { state.remove() }
        let broken = TemporaryFolder("iconpicker-completions-broken")
        defer { broken.remove() }
        broken.write("project.yml", text: "targets: [unclosed\n")
        #expect(try complete("set", "positional@0", ["iconpicker", "set", ""], at: 2, in: broken.path).isEmpty)
        #expect(try complete("lint", "--target", ["iconpicker", "lint", "--target", ""], at: 3, in: broken.path).isEmpty)
        #expect(try complete("list", "--configuration", ["iconpicker", "list", "--configuration", ""], at: 3, in: broken.path).isEmpty)
    }

    @Test(arguments: ["bash", "zsh", "fish"])
    func theGeneratedScriptsCallBackForTheValuesAndListTheRules(shell: String) throws {
        defer { state.remove() }
        let script = try runner.run(["--generate-completion-script", shell])
        #expect(script.status == 0, "\(script)")
        for hook in ["---completion set -- positional@0", "---completion lint -- --target", "---completion lint -- --configuration"] {
            #expect(script.stdout.contains(hook), "\(shell): \(hook)")
        }
        #expect(script.stdout.contains("---completion list -- --configuration"), "\(shell)")
        #expect(
            script.stdout.contains("missing-icon-file") && script.stdout.contains("catalog-set-missing"),
            "\(shell): lint --explain's rule ids")
    }
}
