import ArgumentParser
import Basics
import CNameService
import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// What the executable's root command needs from this library.
public enum IconPickerCLI {
    public static let version = "0.1.0"
    public static let subcommands: [ParsableCommand.Type] = [
        PickCommand.self, ListCommand.self, CurrentCommand.self, SetCommand.self, ResetCommand.self, RenderCommand.self,
        LintCommand.self, FixCommand.self, AddCommand.self, RemoveCommand.self,
    ]
    public static let defaultSubcommand: ParsableCommand.Type = PickCommand.self
    public static let exitCodesHelp = ExitStatus.helpText
    /// What PATH may be, as every command's help says it.
    public static let pathHelp = AppOptions.pathHelp

    /// Parses `arguments` (default: the process's) against `root`, runs the command, and returns the
    /// exit code. Everything thrown ends here: help and version go to stdout (0); usage errors print
    /// argument-parser's message (2); every other error prints `iconpicker: error: …` with the code
    /// `ExitStatus.code(for:)` gives it. argument-parser's own "Error: …" with exit 1 never shows.
    ///
    /// Synchronous on purpose: `--version`, help and usage errors start no thread, and the commands
    /// (whose `run()` is async: they ask the state actor) run through `AsyncCommandRunner`.
    public static func run(root: any ParsableCommand.Type, arguments: [String]? = nil) -> Int32 {
        QuitSignal.endQuietly()
        unblockInheritedSignals()
        let arguments = arguments ?? Array(CommandLine.arguments.dropFirst())
        // `--version` needs no parser: building argument-parser's command tree (reflection over every
        // command's properties, protocol-conformance lookups) is a large part of its start-up.
        if arguments == ["--version"] {
            Console.out(version)
            return ExitStatus.success
        }
        // The static release binary must not dlopen an NSS module (CNameService/shim.h); after
        // `--version`, which looks nobody up, as it reads /etc/nsswitch.conf.
        cns_use_files_only_when_static()
        do {
            try refuseMistypedSubcommand(arguments, root: root)
            var command = try root.parseAsRoot(arguments)
            if let asyncCommand = command as? AsyncParsableCommand {
                try AsyncCommandRunner.run(asyncCommand)
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

    /// `iconpicker lsit`: a first argument that is no subcommand would be PATH for the default
    /// command, and end in "no such file or folder". When it is near a subcommand's name and names no
    /// file, it is a usage error that says which was meant (each, when several are as near: `rset` is
    /// `reset` or `set`). A path with a `/` is always PATH.
    static func refuseMistypedSubcommand(_ arguments: [String], root: any ParsableCommand.Type) throws {
        guard let first = arguments.first, !first.hasPrefix("-"), !first.contains("/") else { return }
        var names = ["help"]
        for command in root.configuration.subcommands {
            if let name = command.configuration.commandName { names.append(name) }
        }
        let meant = names.contains(first) ? [] : NameSuggestion.nearest(to: first, among: names)
        guard !meant.isEmpty, !FileManager.default.fileExists(atPath: first) else { return }
        let choices = meant.map { "`\($0)`" }.joined(separator: " or ")
        throw CommandLineError.usage(
            "iconpicker: error: there is no command or file \u{201C}\(first)\u{201D}; did you mean \(choices)? "
                + "(`iconpicker --help` lists the commands.)")
    }

    /// Signals the parent left blocked (tmux started by a thread that blocks them, some launchers)
    /// are unblocked, as they were when an async `main` ran `dispatch_main`: the terminal restorer,
    /// the scratch folder's handler and ncurses' SIGWINCH handler must see them. Ignored signals
    /// (`nohup`) stay ignored: that is their disposition, not the mask.
    private static func unblockInheritedSignals() {
        var none = sigset_t()
        sigemptyset(&none)
        pthread_sigmask(SIG_SETMASK, &none, nil)
    }
}
