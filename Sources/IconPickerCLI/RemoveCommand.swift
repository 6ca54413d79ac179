import ArgumentParser
import IconAdditions

/// `iconpicker remove NAME`: undoes `add`, or removes an alternate declared by hand the same way.
struct RemoveCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "remove",
        abstract: "Remove an alternate icon from a project: its set, .icon or files, and every place that names it.",
        discussion: """
            Deletes the alternate's .appiconset or .icon (and its file reference and build file), or its loose \
            files and CFBundleIcons / CFBundleIcons~ipad entries, or its entry in an Expo app.json and its image; \
            and removes the name from ASSETCATALOG_COMPILER_ALTERNATE_APPICON_NAMES wherever it is written. \
            --dry-run prints the unified diff and writes nothing; a real run writes exactly that diff, then lints \
            the app again and prints what is left.
            """
    )

    @Argument(help: "The alternate's name, as `iconpicker list` shows it.")
    var name: String

    @OptionGroup var place: ProjectPathOptions

    @Flag(help: "Print the unified diff of the changes and write nothing.")
    var dryRun = false

    func run() async throws {
        let input = place.input
        let apps = try input.loadEveryConfiguration()
        let plan = try AlternateRemover().plan(name, apps: apps, spec: try place.companionSpec(of: apps))
        try ProjectChangeRun(input: input, dryRun: dryRun).finish(plan.changeSet) { applied in
            for note in plan.notes { Console.err(applied ? note : "would: \(note)") }
        }
    }
}
