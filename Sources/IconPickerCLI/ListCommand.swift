import ArgumentParser
import Foundation
import IconKit

/// `iconpicker list`: every icon of the idiom, in chooser order, with its image and problems.
struct ListCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "list",
        abstract: "List the app's icons: ordinal, name, a \u{2713} on the current one, the image file and its size, and problems.",
        discussion: """
            Problems found on the way (wrong types, missing files, ordering) are printed under each icon \
            and, for the app as a whole, to stderr. --json prints the stable schema described in \
            docs/json-schema.md.

            \(ExitStatus.helpText)
            """
    )

    @OptionGroup var options: AppOptions

    @Flag(help: "Print JSON (schema version 1) instead of a table.")
    var json = false

    func run() async throws {
        let (app, manager) = try options.session(reportDiagnostics: !json, opensImageFiles: false)
        let current = await manager.alternateIconName
        if json {
            let report = ListReport(app: app, current: current, stateDiagnostics: manager.stateDiagnostics)
            Console.outVerbatim(try JSONOutput.string(report))
        } else {
            Console.out(
                ListTable(
                    app: app, current: current, unicode: Console.isUTF8,
                    workingDirectory: FileManager.default.currentDirectoryPath
                ).render())
        }
    }
}
