import ArgumentParser

/// `iconpicker set NAME`: `setAlternateIconName(NAME)`.
struct SetCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "set",
        abstract: "Change the icon to the alternate NAME, as setAlternateIconName(NAME) would.",
        discussion: """
            On success prints the system's alert, e.g. You have changed the icon for \u{201C}Colourful\u{201D}. \
            On failure prints the system's error (domain and code included) and exits 1; the saved \
            choice is untouched. Use `iconpicker reset` to return to the primary icon.

            \(ExitStatus.helpText)
            """
    )

    @Argument(help: "The alternate's name: a key of CFBundleAlternateIcons.", completion: ValueCompletions.iconNames)
    var name: String

    @OptionGroup var options: AppOptions

    @Flag(help: "Print JSON (schema version 1), including the error's domain and code on failure.")
    var json = false

    func run() async throws {
        try await IconChangeRunner.change(to: name, options: options, json: json)
    }
}
