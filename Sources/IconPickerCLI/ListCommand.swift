import ArgumentParser
import Foundation
import IconKit

/// `iconpicker list`: every icon of the idiom, in chooser order, with its image and problems.
struct ListCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "list",
        abstract: "List the app's icons: ordinal, name, a \u{2713} on the current one, the image file and its size, and problems.",
        discussion: """
            Problems with an icon (wrong types, missing files) are printed under it; what the reader \
            noticed about the app as a whole is `iconpicker lint`'s to report, and printed to stderr with \
            --verbose. --json prints the stable schema described in \
            docs/json-schema.md. A built app's icons are read from its compiled Assets.car when it holds \
            them; PATH may also be an Assets.car on its own, whose app icon sets are listed with every \
            bitmap's device, size, scale and appearance.

            \(ExitStatus.helpText)
            """
    )

    @OptionGroup var options: AppOptions

    @Flag(help: "Print JSON (schema version 1) instead of a table.")
    var json = false

    func run() async throws {
        if CatalogListing.isCatalog(options.path), let path = options.path {
            let listing = CatalogListing(try BuiltCatalog(path: path))
            if json {
                Console.outVerbatim(try JSONOutput.string(listing))
            } else {
                Console.out(listing.text(unicode: Console.isUTF8, workingDirectory: FileManager.default.currentDirectoryPath))
            }
            return
        }
        let (app, manager) = try options.session(reportsNotes: !json)
        let current = await manager.alternateIconName
        if json {
            let report = ListReport(app: app, current: current, stateDiagnostics: manager.stateDiagnostics)
            Console.outVerbatim(try JSONOutput.string(report))
        } else {
            Console.out(
                utf8: ListTable(
                    app: app, current: current, unicode: Console.isUTF8,
                    workingDirectory: FileManager.default.currentDirectoryPath
                ).renderUTF8())
        }
    }
}
