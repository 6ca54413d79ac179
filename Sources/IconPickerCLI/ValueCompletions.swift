import ArgumentParser
import Foundation
import IconKit
import IconLint

/// What the shells offer on Tab for values only the app knows: icon names for `set`, targets and
/// configurations for `--target` and `--configuration`, rule ids for `lint --explain`.
///
/// The scripts argument-parser generates call the binary back (`iconpicker ---completion …`) with the
/// words typed so far. Those words are parsed by the command they belong to, so the PATH, `--target`
/// and `--idiom` already typed choose the app exactly as running the command would. The app is read
/// quietly: nothing may reach the terminal under the user's prompt, and an app that cannot be read
/// completes nothing.
enum ValueCompletions {
    /// Rule ids are known when the script is generated: written into it, no call back.
    static var ruleIDs: CompletionKind { .list(LintRule.all.map(\.id.rawValue)) }

    /// The alternates' names, for `set NAME`.
    static let iconNames = CompletionKind.custom { words, _, _ in
        guard let input = appInput(typed: words), let app = try? quietlyLoad(input) else { return [] }
        return app.onEachDevice.first?.catalog.alternates.compactMap(\.name) ?? []
    }

    /// The chosen target first, then the other application targets; when the project leaves the
    /// choice to the user, the targets it offers.
    static let targets = CompletionKind.custom { words, _, _ in
        guard var input = appInput(typed: words) else { return [] }
        input.options.target = nil
        do {
            let project = try quietlyLoad(input).project
            return project.map { [$0.target] + $0.otherTargets } ?? []
        } catch InputError.projectChoice(_, _, let options) {
            return options
        } catch {
            return []
        }
    }

    /// The build configurations of the target the words choose.
    static let configurations = CompletionKind.custom { words, _, _ in
        guard var input = appInput(typed: words) else { return [] }
        input.options.configuration = nil
        return (try? quietlyLoad(input))?.project?.configurations ?? []
    }

    /// The app the command line typed so far reads (`words` start with the executable, then the
    /// subcommand). The word being completed stays in place: whatever it holds is set aside by the
    /// caller when it is the value asked for. Words that do not parse as the command (its NAME not typed
    /// yet, an option still missing its value) leave the options alone, when those parse.
    static func appInput(typed words: [String]) -> AppInput? {
        var arguments = ArraySlice(words.dropFirst())
        let command = arguments.first.flatMap(subcommand(named:))
        if command != nil { arguments = arguments.dropFirst() }
        if let command, let reader = (try? command.parse(Array(arguments))) as? any ReadsApp { return reader.appInput }
        return (try? AppOptions.parse(Array(arguments)))?.input
    }

    private static func subcommand(named name: String) -> ParsableCommand.Type? {
        IconPickerCLI.subcommands.first { $0.configuration.commandName == name }
    }

    /// The app read as the command reads it, without the lines a command prints about what it found.
    static func quietlyLoad(_ input: AppInput) throws -> LoadedApp {
        let location = try AppLocator().locate(input.path, workingDirectory: FileManager.default.currentDirectoryPath)
        return try AppLoader(input.options).load(location)
    }
}

/// A command that reads an app: its parsed options say which, for `ValueCompletions`.
protocol ReadsApp: ParsableCommand {
    var appInput: AppInput { get }
}

extension PickCommand: ReadsApp {
    var appInput: AppInput { options.input }
}

extension ListCommand: ReadsApp {
    var appInput: AppInput { options.input }
}

extension CurrentCommand: ReadsApp {
    var appInput: AppInput { options.input }
}

extension SetCommand: ReadsApp {
    var appInput: AppInput { options.input }
}

extension ResetCommand: ReadsApp {
    var appInput: AppInput { options.input }
}

extension LintCommand: ReadsApp {}

extension FixCommand: ReadsApp {
    var appInput: AppInput { AppInput(path: path, options: LoadOptions(target: target, configuration: configuration)) }
}
