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
}
