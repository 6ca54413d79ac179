import ArgumentParser
import Basics
import Foundation
import IconAdditions
import IconKit

/// `iconpicker add NAME IMAGE`: a new alternate icon, declared the way the app declares its others.
struct AddCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "add",
        abstract: "Add an alternate icon to a project, the way it already declares its alternates.",
        discussion: """
            IMAGE is a 1024x1024 px PNG or an Icon Composer .icon folder. An app whose alternates are asset-catalog \
            sets gets a single-size .appiconset (with --dark and --tinted images) beside them, or the .icon copied \
            in and added to the target's Resources phase; the name joins ASSETCATALOG_COMPILER_ALTERNATE_APPICON_NAMES \
            where that setting is written (the pbxproj, an xcconfig or project.yml), in every configuration, unless \
            ASSETCATALOG_COMPILER_INCLUDE_ALL_APPICON_ASSETS is YES. An app whose alternates are loose files gets \
            @2x and @3x files (and iPad sizes) scaled from IMAGE beside them, with CFBundleIcons and \
            CFBundleIcons~ipad entries like theirs. An Expo app.json gets an entry in its icon plugin's options \
            and the image beside the others. --dry-run prints the unified diff and writes nothing; a real run \
            writes exactly that diff, each file atomically, then lints the app again and prints what is left.
            """
    )

    @Argument(help: "The alternate's name (what setAlternateIconName takes): letters, digits, - _ and .")
    var name: String

    @Argument(help: ArgumentHelp("A 1024x1024 px PNG, or an Icon Composer .icon folder.", valueName: "image"))
    var image: String

    @Option(help: ArgumentHelp("The dark-appearance PNG (1024 px) of an asset-catalog set.", valueName: "png"))
    var dark: String?

    @Option(help: ArgumentHelp("The tinted-appearance PNG (1024 px) of an asset-catalog set.", valueName: "png"))
    var tinted: String?

    @OptionGroup var place: ProjectPathOptions

    @Flag(help: "Print the unified diff of the changes and write nothing.")
    var dryRun = false

    func run() async throws {
        let directory = FileManager.default.currentDirectoryPath
        func picture(_ path: String) throws(AdditionError) -> AlternatePicture {
            try AlternatePicture.open(path.hasPrefix("/") ? path : directory + "/" + path)
        }
        let request = try AlternateRequest(
            name: name, picture: try picture(image), dark: try dark.map(picture), tinted: try tinted.map(picture))
        let input = place.input
        let apps = try input.loadEveryConfiguration()
        let plan = try AlternateAdder().plan(request, apps: apps, spec: try place.companionSpec(of: apps))
        try ProjectChangeRun(input: input, dryRun: dryRun).finish(plan.changeSet) { applied in
            for note in plan.notes { Console.err(applied ? note : "would: \(note)") }
        }
    }
}

/// PATH, `--target`, `--configuration` and `--root`: what `add` and `remove` read the app with.
struct ProjectPathOptions: ParsableArguments {
    @Argument(help: ArgumentHelp(AppOptions.pathHelp, valueName: "path"))
    var path: String?

    @Option(help: ArgumentHelp(AppOptions.targetHelp, valueName: "name"))
    var target: String?

    @Option(help: ArgumentHelp("For Xcode projects: the build configuration (default: every configuration).", valueName: "name"))
    var configuration: String?

    @Option(help: ArgumentHelp(AppOptions.rootHelp, valueName: "dir"))
    var root: String?

    var input: AppInput {
        AppInput(path: path, options: LoadOptions(target: target, configuration: configuration, imageRoot: root))
    }

    /// The app read from the XcodeGen spec beside its project, which the edit changes alike; empty without one.
    func companionSpec(of apps: [LoadedApp]) throws -> [LoadedApp] {
        guard let app = apps.first, let spec = AlternateStyle.companionSpec(of: app) else { return [] }
        let options = LoadOptions(target: app.project?.target, configuration: configuration, imageRoot: root)
        return try AppInput(path: spec, options: options).loadEveryConfiguration()
    }
}
