import ArgumentParser

/// Parses the one command the arguments run, without argument-parser's whole command tree.
///
/// Parsing from the root reflects over the root, the default command (the chooser's options, even
/// for `list`) and the command that runs, and each new property type is a protocol-conformance
/// lookup that scans every conformance in the binary: 19 million instructions, 8.5% of a
/// 1,000-alternate `list`; from the command itself, 13.5 million. The named command (or the chooser,
/// when none is named) is parsed as if it were the root. Whatever that does not accept — `--help`,
/// `--version` with other words, a completion-script request, a usage error — returns nil, and the
/// caller parses again from the root, so help and messages are the root's, word for word.
enum CommandShortcut {
    /// The parsed command, or nil when only a parse from the root can answer.
    static func command(_ arguments: [String]) -> (any ParsableCommand)? {
        let subcommands = IconPickerCLI.subcommands
        let named = arguments.first.flatMap { name in subcommands.first { $0.configuration.commandName == name } }
        let type: any ParsableCommand.Type
        let rest: [String]
        if let named {
            type = named
            rest = Array(arguments.dropFirst())
        } else {
            // A command name or `help` further on is the root's to interpret, not a PATH.
            let rootWords = Set(subcommands.compactMap { $0.configuration.commandName } + ["help"])
            guard !arguments.contains(where: rootWords.contains) else { return nil }
            type = IconPickerCLI.defaultSubcommand
            rest = arguments
        }
        guard let command = try? type.parseAsRoot(rest), Swift.type(of: command) == type else { return nil }
        return command
    }
}
