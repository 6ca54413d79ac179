import ArgumentParser
import Testing

@testable import IconPickerCLI

/// The shortcut parses a command from itself instead of from the root: whenever it answers, it must
/// answer what the root would have.
@Suite struct CommandShortcutTests {
    /// The executable's root, as `iconpicker` declares it (the executable target cannot be imported).
    struct Root: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "iconpicker", version: IconPickerCLI.version, subcommands: IconPickerCLI.subcommands,
            defaultSubcommand: IconPickerCLI.defaultSubcommand)
    }

    static let argumentLists: [[String]] = [
        [], ["App"], ["--graphics", "kitty", "App"], ["pick", "App"], ["list"], ["list", "App", "--json"],
        ["list", "--state-dir", "/tmp/s", "App"], ["current", "--json", "App"], ["set", "sunset", "App"],
        ["reset", "App"], ["render", "--size", "10x5", "--colors", "256", "a.png", "b.png"],
        ["render", "--symbols", "half", "a.png"], ["lint", "--format", "json", "App"], ["lint", "--rules"],
        ["lint", "--explain", "missing-icon-file"],
    ]

    @Test(arguments: argumentLists)
    func aShortcutParseEqualsTheRootParse(arguments: [String]) throws {
        let shortcut = try #require(CommandShortcut.command(arguments), "\(arguments) should take the shortcut")
        let root = try Root.parseAsRoot(arguments)
        #expect(type(of: shortcut) == type(of: root))
        #expect(String(reflecting: shortcut) == String(reflecting: root))
    }

    /// Help, version, completion scripts, `help`, a command name after a PATH and usage errors are
    /// left to the root, so their output is the root's.
    @Test(arguments: [
        ["--help"], ["-h"], ["list", "--help"], ["render", "-h"], ["list", "--version"], ["help"], ["help", "list"],
        ["--generate-completion-script", "bash"], ["list", "--generate-completion-script", "bash"],
        ["--state-dir", "/tmp/s", "list"], ["App", "list"], ["list", "--bogus"], ["lint", "--json"], ["set"],
        ["render", "--size", "bogus", "a.png"],
    ])
    func whatOnlyTheRootAnswersIsLeftToIt(arguments: [String]) {
        #expect(CommandShortcut.command(arguments) == nil)
    }
}
