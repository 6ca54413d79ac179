import ArgumentParser

/// What the executable's root command needs from this library.
public enum IconPickerCLI {
    public static let version = "0.1.0"
    public static let subcommands: [ParsableCommand.Type] = [
        PickCommand.self, ListCommand.self, CurrentCommand.self, SetCommand.self, ResetCommand.self, RenderCommand.self,
        LintCommand.self,
    ]
    public static let defaultSubcommand: ParsableCommand.Type = PickCommand.self
    public static let exitCodesHelp = ExitStatus.helpText
    /// What PATH may be, as every command's help says it.
    public static let pathHelp = AppOptions.pathHelp

    /// Parses `arguments` (default: the process's) against `root`, runs the command, and returns the
    /// exit code. Everything thrown ends here: help and version go to stdout (0); usage errors print
    /// argument-parser's message (2); every other error prints `iconpicker: error: …` with the code
    /// `ExitStatus.code(for:)` gives it. argument-parser's own "Error: …" with exit 1 never shows.
    public static func run(root: any ParsableCommand.Type, arguments: [String]? = nil) async -> Int32 {
        QuitSignal.endQuietly()
        // `--version` needs no parser: building argument-parser's command tree (reflection over every
        // command's properties, protocol-conformance lookups) was a fifth of its start-up.
        if (arguments ?? Array(CommandLine.arguments.dropFirst())) == ["--version"] {
            Console.out(version)
            return ExitStatus.success
        }
        do {
            var command = try root.parseAsRoot(arguments)
            if var asyncCommand = command as? AsyncParsableCommand {
                try await asyncCommand.run()
            } else {
                try command.run()
            }
            return ExitStatus.success
        } catch {
            let error = CommandLineError(argumentParserError: error, root: root) ?? error
            if case CommandLineError.help(let text) = error {
                if !text.isEmpty { Console.out(text) }
            } else {
                Console.report(error)
            }
            return ExitStatus.code(for: error)
        }
    }
}
