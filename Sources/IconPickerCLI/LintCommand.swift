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
        case text, json, sarif
    }

    static let configuration = CommandConfiguration(
        commandName: "lint",
        abstract: "Check the app's icon configuration for the mistakes App Store upload and iPads reject.",
        discussion: """
            Checks every device the app runs on (UIDeviceFamily, TARGETED_DEVICE_FAMILY, or a \
            CFBundleIcons~ipad dictionary say which; iPhone when nothing does). Findings print as \
            `file:location: severity: message [rule-id]`, grouped by icon. For an Xcode project every build \
            configuration of the target is checked (`--configuration` checks one); a finding not in all of \
            them ends with the ones it is in, e.g. `[Beta]`. `--format json` prints the schema \
            in docs/json-schema.md, `--format sarif` a SARIF 2.1.0 log for code scanning. \
            `--explain RULE` describes a rule; `--rules` lists them all.

            EXIT CODES
              0   no errors (warnings and notes allowed unless --strict)
              1   errors were found (with --strict: errors or warnings)
              2   usage error, or a choice to make (several projects, targets)
              65  the input cannot be read (not a property list, hostile file)
              66  the input was not found
            """
    )

    @Argument(help: ArgumentHelp(AppOptions.pathHelp, valueName: "path"))
    var path: String?

    @Option(help: ArgumentHelp("Check one device only: iphone or ipad (default: each device the app runs on).", valueName: "idiom"))
    var idiom: Idiom?

    @Option(help: ArgumentHelp(AppOptions.rootHelp, valueName: "dir"))
    var root: String?

    @Option(help: ArgumentHelp(AppOptions.targetHelp, valueName: "name"))
    var target: String?

    @Option(
        help: ArgumentHelp(
            "For Xcode projects: check this build configuration only (default: every configuration of the target).",
            valueName: "name"))
    var configuration: String?

    @Option(help: ArgumentHelp("Output: text, json or sarif.", valueName: "format"))
    var format: Format = .text

    @Flag(help: "Fail (exit 1) on warnings too.")
    var strict = false

    @Option(
        help: ArgumentHelp(
            "Describe a rule (e.g. missing-icon-file) and exit; an unknown id lists the rules, nearest first (exit 2).",
            valueName: "rule"))
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
        let input = AppInput(
            path: path, options: LoadOptions(target: target, configuration: configuration, imageRoot: root, idioms: idiom.map { [$0] }))
        if fix {
            try FixRun(input: AppInput(path: path, options: LoadOptions(target: target)), rules: [], dryRun: false).perform(relint: false)
        }
        let apps = try input.loadEveryConfiguration()
        let report = Linter(pixelReader: ImagePixelReader(files: apps.first?.files ?? .disk)).lint(configurations: apps)
        let workingDirectory = FileManager.default.currentDirectoryPath
        switch format {
        case .text:
            // The same rules as the chooser and render: NO_COLOR, TERM=dumb and pipes get none.
            let color =
                isatty(STDOUT_FILENO) == 1
                && ColorMode.detect(environment: ProcessInfo.processInfo.environment, terminfoColors: nil, terminfoDirect: false) != .none
            let text = LintTextReport(
                report: report, color: color, workingDirectory: workingDirectory, target: apps.first?.project?.target,
                isDemo: apps.first?.isDemo ?? false)
            // Its fields are escaped by LintTextReport; its own escapes are the colours.
            Console.outVerbatim(text.render())
        case .json:
            Console.outVerbatim(
                try JSONOutput.string(LintJSONReport(report, isDemo: apps.first?.isDemo ?? false, target: apps.first?.project?.target)))
        case .sarif:
            Console.outVerbatim(try JSONOutput.string(SARIFLog(report, workingDirectory: workingDirectory, version: IconPickerCLI.version)))
        }
        if report.failed(strict: strict) { throw CommandLineError.lintFoundErrors }
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
