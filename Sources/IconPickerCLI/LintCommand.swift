import ArgumentParser
import Basics
import Foundation
import IconKit
import IconLint
import Pictures
import TerminalArt

#if canImport(Glibc)
import Glibc
#endif

/// `iconpicker lint`: every alternate-icon mistake upload validation (or an iPad at run time) would find.
struct LintCommand: AsyncParsableCommand {
    enum Format: String, ExpressibleByArgument, CaseIterable {
        case text, json, sarif, github, gitlab, junit
    }

    static let configuration = CommandConfiguration(
        commandName: "lint",
        abstract: "Check the app's icon configuration for the mistakes App Store upload and iPads reject.",
        discussion: """
            Checks every device the app runs on (UIDeviceFamily, TARGETED_DEVICE_FAMILY, or a \
            CFBundleIcons~ipad dictionary say which; iPhone when nothing does). Findings print as \
            `file:line:column: severity: message [rule-id]`, the key path below, grouped by icon. For an \
            Xcode project every build \
            configuration of the target is checked (`--configuration` checks one); a finding not in all of \
            them ends with the ones it is in, e.g. `[Beta]`. `--format json` prints the schema \
            in docs/json-schema.md, `--format sarif` a SARIF 2.1.0 log for code scanning, `github` \
            GitHub Actions annotations, `gitlab` a GitLab Code Quality report, `junit` JUnit XML. \
            `.iconpicker.yml` at the repository root (or `--config FILE`) disables rules, changes their \
            severity, excludes paths and names the default target and configuration (docs/commands.md). \
            `--explain RULE` describes a rule; `--rules` lists them all.

            EXIT CODES
              0   no errors (warnings and notes allowed unless --strict)
              1   errors were found (with --strict: errors or warnings)
              2   usage error (a mistake in .iconpicker.yml too), or a choice to make (several projects, targets)
              65  the input cannot be read (not a property list, hostile file, not a baseline)
              66  the input, the --config file or the --baseline file was not found
              74  the --write-baseline file cannot be written
            """
    )

    @Argument(help: ArgumentHelp(AppOptions.pathHelp, valueName: "path"))
    var path: String?

    @Option(help: ArgumentHelp("Check one device only: iphone or ipad (default: each device the app runs on).", valueName: "idiom"))
    var idiom: Idiom?

    @Option(help: ArgumentHelp(AppOptions.rootHelp, valueName: "dir"))
    var root: String?

    @Option(help: ArgumentHelp(AppOptions.targetHelp, valueName: "name"), completion: ValueCompletions.targets)
    var target: String?

    @Option(
        help: ArgumentHelp(
            "For Xcode projects: check this build configuration only (default: every configuration of the target).",
            valueName: "name"),
        completion: ValueCompletions.configurations)
    var configuration: String?

    @Option(help: ArgumentHelp("Output: text, json, sarif, github, gitlab or junit.", valueName: "format"))
    var format: Format = .text

    @Option(
        help: ArgumentHelp(
            "The configuration to use instead of .iconpicker.yml at the repository root (the folder holding .git).",
            valueName: "file"))
    var config: String?

    @Option(help: ArgumentHelp("Report (and fail on) only the findings this baseline does not hold.", valueName: "file"))
    var baseline: String?

    @Option(
        help: ArgumentHelp(
            "Record today's findings in this file, to adopt the linter on an existing app; exits 0 once written.",
            valueName: "file"))
    var writeBaseline: String?

    @Flag(help: "Fail (exit 1) on warnings too.")
    var strict = false

    @Option(
        help: ArgumentHelp(
            "Describe a rule (e.g. missing-icon-file) and exit; an unknown id lists the rules, nearest first (exit 2).",
            valueName: "rule"),
        completion: ValueCompletions.ruleIDs)
    var explain: String?

    @Flag(help: "List every rule with its severity, summary and App Store Connect code, and exit.")
    var rules = false

    @Flag(help: "Fix what has one right answer first (as iconpicker fix does), then report what is left.")
    var fix = false

    func run() async throws {
        if let explain {
            Console.out(try Self.explanation(ofRuleNamed: explain))
            return
        }
        if rules {
            Console.out(Self.ruleList())
            return
        }
        let workingDirectory = FileManager.default.currentDirectoryPath
        let setup = try LintSetup.resolve(path: path, configFile: config, workingDirectory: workingDirectory)
        let input = appInput(defaultTarget: setup.configuration.target, defaultConfiguration: setup.configuration.configuration)
        if fix { try FixRun(input: input, rules: [], dryRun: false).perform(relint: false) }
        let apps = try input.loadEveryConfiguration()
        let linted = Linter(pixelReader: ImagePixelReader(files: apps.first?.files ?? .disk)).lint(configurations: apps)
        let settled = setup.configuration.settings.applied(to: linted, root: setup.configurationFolder)
        if let writeBaseline {
            let file = LintSetup.absolute(writeBaseline, in: workingDirectory)
            try LintBaseline(settled, root: setup.root).save(to: file)
            Console.err(
                "iconpicker: recorded \(settled.findings.count) finding\(settled.findings.count == 1 ? "" : "s") in \(writeBaseline)")
        }
        var report = settled
        var known = 0
        if let baseline {
            (report, known) = try LintBaseline.read(path: LintSetup.absolute(baseline, in: workingDirectory))
                .newFindings(in: settled, root: setup.root)
        }
        try output(report, apps: apps, setup: setup, knownFindings: known, workingDirectory: workingDirectory)
        if writeBaseline == nil, report.failed(strict: strict) { throw CommandLineError.lintFoundErrors }
    }

    /// The report in the `--format` asked for, on stdout.
    func output(_ report: LintReport, apps: [LoadedApp], setup: LintSetup, knownFindings: Int, workingDirectory: String) throws {
        let target = apps.first?.project?.target
        switch format {
        case .text:
            // The same rules as the chooser and render: NO_COLOR, TERM=dumb and pipes get none.
            let color =
                isatty(STDOUT_FILENO) == 1
                && ColorMode.detect(environment: ProcessInfo.processInfo.environment, terminfoColors: nil, terminfoDirect: false) != .none
            let text = LintTextReport(
                report: report, color: color, workingDirectory: workingDirectory, target: target, isDemo: apps.first?.isDemo ?? false,
                knownFindings: knownFindings)
            // Its fields are escaped by LintTextReport; its own escapes are the colours.
            Console.outVerbatim(text.render())
        case .json:
            Console.outVerbatim(
                try JSONOutput.string(LintJSONReport(report, root: setup.root, isDemo: apps.first?.isDemo ?? false, target: target)))
        case .sarif:
            Console.outVerbatim(
                try JSONOutput.string(SARIFLog(report, root: setup.root, target: target, version: IconPickerCLI.version)))
        case .github:
            // Its fields are escaped by GitHubAnnotations; an empty report prints nothing.
            let annotations = GitHubAnnotations(report: report, root: setup.root).render()
            if !annotations.isEmpty { Console.outVerbatim(annotations) }
        case .gitlab:
            Console.outVerbatim(try JSONOutput.string(GitLabCodeQuality(report, root: setup.root)))
        case .junit:
            Console.outVerbatim(JUnitReport(report: report, root: setup.root).render())
        }
    }

    /// PATH and the options, as the loader takes them (every configuration is loaded from it); what completions read.
    var appInput: AppInput { appInput(defaultTarget: nil, defaultConfiguration: nil) }

    /// The same, with `.iconpicker.yml`'s target and configuration where the options name none.
    func appInput(defaultTarget: String?, defaultConfiguration: String?) -> AppInput {
        AppInput(
            path: path,
            options: LoadOptions(
                target: target ?? defaultTarget, configuration: configuration ?? defaultConfiguration, imageRoot: root,
                idioms: idiom.map { [$0] }))
    }

    /// What `--explain ID` prints; for an id no rule has, an error that lists the rules, nearest first.
    static func explanation(ofRuleNamed id: String) throws(CommandLineError) -> String {
        guard let rule = LintRule.named(id) else {
            throw .unknownRule(name: id, nearMatches: RuleSuggestions.nearMatches(for: id), rules: RuleSuggestions.listing(for: id))
        }
        return explanation(rule)
    }

    static func explanation(_ rule: LintRule) -> String {
        var lines = [
            "\(rule.id): \(rule.summary)",
            "severity: \(rule.severity.rawValue)" + (rule.itmsCode.map { " · App Store Connect: \($0)" } ?? "")
                + " · \(rule.category.rawValue)",
            "",
        ]
        lines += TextWrap.lines(rule.explanation, width: 80)
        lines += [""] + TextWrap.lines("Evidence: " + rule.evidence, width: 80)
        lines += [""] + TextWrap.lines("Fix: " + (rule.fix.sentence ?? "by hand; iconpicker fix does not change it."), width: 80)
        return lines.joined(separator: "\n")
    }

    static func ruleList() -> String {
        let width = LintRule.all.map(\.id.rawValue.count).max() ?? 0
        var lines: [String] = []
        for category in LintRule.Category.allCases {
            let members = LintRule.all.filter { $0.category == category }
            guard !members.isEmpty else { continue }
            if !lines.isEmpty { lines.append("") }
            lines.append(category.rawValue)
            for rule in members {
                let id = rule.id.rawValue.padding(toLength: width, withPad: " ", startingAt: 0)
                let severity = rule.severity.rawValue.padding(toLength: 7, withPad: " ", startingAt: 0)
                lines.append("  \(id)  \(severity)  \(rule.summary)" + (rule.itmsCode.map { " (\($0))" } ?? ""))
            }
        }
        return lines.joined(separator: "\n")
    }
}
