import ArgumentParser
import Basics
import IconKit

/// `iconpicker current`: the name `alternateIconName` would return, `(primary)` for nil.
struct CurrentCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "current",
        abstract: "Print the current icon's name (alternateIconName), or (primary).",
        discussion: ExitStatus.helpText
    )

    @OptionGroup var options: AppOptions

    @Flag(help: "Print JSON (schema version 1): alternateIconName is null for the primary icon.")
    var json = false

    func run() async throws {
        let (app, manager) = try options.session(reportsNotes: !json)
        let current = await manager.alternateIconName
        if json {
            Console.outVerbatim(
                try JSONOutput.string(
                    ChangeReport(
                        app: AppSummary(app.app), idiom: app.catalog.idiom, supportsAlternateIcons: manager.supportsAlternateIcons,
                        alternateIconName: current, changed: nil, previousIconName: nil, alert: nil, error: nil)))
        } else {
            Console.out(current.map { TerminalText.escaped($0) } ?? "(primary)")
        }
    }
}
