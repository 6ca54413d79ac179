import ArgumentParser

/// `iconpicker reset`: `setAlternateIconName(nil)`.
struct ResetCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "reset",
        abstract: "Return to the primary icon, as setAlternateIconName(nil) would.",
        discussion: ExitStatus.helpText
    )

    @OptionGroup var options: AppOptions

    @Flag(help: "Print JSON (schema version 1).")
    var json = false

    func run() async throws {
        try await IconChangeRunner.change(to: nil, options: options, json: json)
    }
}
