import ArgumentParser
import Foundation
import IconPickerCLI

/// `iconpicker`: the root command. With no subcommand it opens the chooser on PATH (or the demo).
///
/// Only this declaration lives in the executable; the commands are in `IconPickerCLI`.
@main
struct IconPickerCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "iconpicker",
        abstract: "Preview, choose and check an iOS app's alternate icons from the terminal.",
        discussion: """
            PATH is an app's Info.plist or a folder that holds one; without it, the bundled demo app \
            \u{201C}Colourful\u{201D} opens. The current icon is remembered per bundle identifier under \
            $XDG_STATE_HOME/iconpicker (default ~/.local/state/iconpicker).

            \(IconPickerCLI.exitCodesHelp)
            """,
        version: IconPickerCLI.version,
        subcommands: IconPickerCLI.subcommands,
        defaultSubcommand: IconPickerCLI.defaultSubcommand
    )

    /// Runs the command; usage errors exit 2 (argument-parser's default is sysexits' 64), as the
    /// help's EXIT CODES promise.
    static func main() async {
        do {
            var command = try parseAsRoot()
            if var asyncCommand = command as? AsyncParsableCommand {
                try await asyncCommand.run()
            } else {
                try command.run()
            }
        } catch {
            if exitCode(for: error) == .validationFailure {
                FileHandle.standardError.write(Data((fullMessage(for: error) + "\n").utf8))
                Foundation.exit(2)
            }
            exit(withError: error)
        }
    }
}
