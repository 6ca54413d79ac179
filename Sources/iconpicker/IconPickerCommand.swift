import ArgumentParser
import Foundation
import IconPickerCLI

/// `iconpicker`: the root command. With no subcommand it opens the chooser on PATH (or the demo).
///
/// Only this declaration lives in the executable; the commands are in `IconPickerCLI`.
@main
struct IconPickerCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "iconpicker",
        abstract: "Preview, choose and check an iOS app's alternate icons from the terminal.",
        // With no subcommand the chooser opens on PATH: argument-parser's own usage line would show
        // only `<subcommand>`, and nothing of PATH.
        usage: """
            iconpicker [<path>] [<options>]
            iconpicker <subcommand>
            """,
        discussion: """
            PATH: \(IconPickerCLI.pathHelp) The demo is \u{201C}Colourful\u{201D}. The current icon is \
            remembered per bundle identifier under $ICONPICKER_STATE_DIR, else $XDG_STATE_HOME/iconpicker, \
            else ~/.local/state/iconpicker (--state-dir overrides).

            \(IconPickerCLI.exitCodesHelp)
            """,
        version: IconPickerCLI.version,
        subcommands: IconPickerCLI.subcommands,
        defaultSubcommand: IconPickerCLI.defaultSubcommand
    )

    /// Runs the command through `IconPickerCLI.run`, which prints whatever goes wrong and picks the
    /// exit code (usage errors exit 2, as the help's EXIT CODES promise, not sysexits' 64).
    ///
    /// Synchronous, and the root is a `ParsableCommand` although the subcommands are async: an async
    /// `main` ends the main thread by a forced unwind on every call, `--version` included
    /// (`IconPickerCLI.run` runs the commands through `AsyncCommandRunner`, which says what that costs).
    static func main() {
        Foundation.exit(IconPickerCLI.run(root: Self.self))
    }
}
