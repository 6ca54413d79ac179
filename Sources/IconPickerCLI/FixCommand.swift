import ArgumentParser
import Basics
import Foundation
import IconKit
import IconLint
import IconRepair
import Pictures
import ProjectEditing

#if canImport(Glibc)
import Glibc
#endif

/// `iconpicker fix`: repairs what lint finds where one answer is right, with the smallest edit.
struct FixCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "fix",
        abstract: "Repair the icon mistakes lint finds that have one right answer, with minimal edits.",
        discussion: """
            Fixes the findings of the rules `lint --explain` marks fixable: every such rule, or only the \
            rules given with --rule (a rule whose fix is a choice, such as stray-icon-set, runs only when \
            named). --dry-run prints the unified diff of every change and writes nothing; a real run writes \
            exactly that diff, each file atomically, then lints the app again and prints what is left. A \
            built .app or .ipa is never changed.

            EXIT CODES
              0   fixed (or nothing to fix), and no errors are left
              1   errors are left after fixing
              2   usage error: an unknown or unfixable rule, a built app, a choice to make
              65  a file to change is not in a form iconpicker can edit
              66  the input was not found
              74  a file changed since it was read, or cannot be written; nothing was changed
            """
    )

    @Argument(help: ArgumentHelp(AppOptions.pathHelp, valueName: "path"))
    var path: String?

    @Option(help: ArgumentHelp(AppOptions.targetHelp, valueName: "name"), completion: ValueCompletions.targets)
    var target: String?

    @Option(
        help: ArgumentHelp("For Xcode projects: plan on this build configuration (default: Release).", valueName: "name"),
        completion: ValueCompletions.configurations)
    var configuration: String?

    @Option(name: .customLong("rule"), help: ArgumentHelp("Fix only this rule's findings (repeatable).", valueName: "id"))
    var rules: [String] = []

    @Flag(help: "Print the unified diff of the changes and write nothing.")
    var dryRun = false

    func run() async throws {
        // .iconpicker.yml's target and configuration where the options name none, as for every command.
        let setup = try LintSetup.resolve(path: path, configFile: nil, workingDirectory: FileManager.default.currentDirectoryPath)
        var input = appInput
        input.options.target = target ?? setup.configuration.target
        input.options.configuration = configuration ?? setup.configuration.configuration
        let left = try FixRun(input: input, rules: rules, dryRun: dryRun).perform()
        if let left, left.failed(strict: false) { throw CommandLineError.lintFoundErrors }
    }
}

/// One `fix` (or `lint --fix`): load, lint, plan, then print the diff or write it and lint again.
struct FixRun {
    var input: AppInput
    var rules: [String]
    var dryRun: Bool

    /// The report of the app after the fix, printed (nil for a dry run, or when `relint` is false:
    /// `lint --fix` prints its own).
    @discardableResult
    func perform(relint: Bool = true) throws -> LintReport? {
        let requested = try Set(rules.map(Self.fixableRule))
        let apps = try input.loadEveryConfiguration()
        guard let app = apps.first else { return nil }
        if app.isBuiltApp || app.source == .demo {
            throw CommandLineError.usage(
                "iconpicker: error: nothing is fixed in a built app (.app or .ipa) or the demo: run fix on the project or Info.plist that builds it"
            )
        }
        let report = Linter(pixelReader: ImagePixelReader(files: app.files)).lint(configurations: apps)
        let plan = RepairPlanner().plan(app: app, report: report, requested: requested)
        return try ProjectChangeRun(input: input, dryRun: dryRun).finish(plan.changeSet, relint: relint) { applied in
            for note in plan.fixed { Console.err("\(applied ? "fixed" : "would fix") [\(note.rule)]: \(note.text)") }
            for note in plan.skipped { Console.err("not fixed [\(note.rule)]: \(note.text)") }
        }
    }

    static func fixableRule(_ id: String) throws(CommandLineError) -> RuleID {
        guard let rule = LintRule.named(id) else {
            throw .unknownRule(name: id, nearMatches: RuleSuggestions.nearMatches(for: id), rules: RuleSuggestions.listing(for: id))
        }
        guard rule.fix.isFixable else {
            throw .usage("iconpicker: error: \(id) is not fixable by iconpicker; lint --explain \(id) says how to fix it")
        }
        return rule.id
    }
}
