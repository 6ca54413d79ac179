import ArgumentParser
import Foundation

/// `iconpicker [PATH]` / `iconpicker pick [PATH]`: the chooser's entry point.
///
/// The interactive chooser is built on this entry in a later step; until then it shows the list.
struct PickCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "pick",
        abstract: "Choose the app's icon (the default command). Shows the icon list for now.",
        discussion: ExitStatus.helpText
    )

    @OptionGroup var options: AppOptions

    func run() async throws {
        try await Console.run {
            let (app, manager) = try options.session()
            let current = await manager.alternateIconName
            Console.out(ListTable(app: app, current: current, unicode: Console.isUTF8,
                                  workingDirectory: FileManager.default.currentDirectoryPath).render())
        }
    }
}
