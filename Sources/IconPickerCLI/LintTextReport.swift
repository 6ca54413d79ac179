import Basics
import IconKit
import IconLint

/// `lint`'s output for people: `file:line:column: severity: message [rule-id]`, as compilers print it,
/// so Xcode's, VS Code's and Emacs' problem matchers open the file at the line; then, indented, the key
/// path or setting (which the line alone does not name). Grouped by icon, then a count. A finding about
/// a file that has no lines (an image) points at its line 1. Colour (severity words, group titles)
/// only when asked, i.e. on a terminal.
struct LintTextReport {
    let report: LintReport
    let color: Bool
    let workingDirectory: String
    /// The Xcode target checked, named on the title line; nil for inputs without one.
    var target: String? = nil
    /// The bundled demo, linted for want of an app: the title says so.
    var isDemo = false
    /// Findings `--baseline` held back, counted in the summary.
    var knownFindings = 0

    func render() -> String {
        var lines: [String] = []
        let devices = report.idioms.map(\.displayName).joined(separator: " and ")
        let icons = report.subjects.count
        let demo = isDemo ? "bundled demo, " : ""
        let checked = target.map { ", target \(TerminalText.escaped($0))" } ?? ""
        lines.append(
            bold(TerminalText.escaped(report.appName))
                + " (\(demo)\(shown(report.infoPlist)))\(checked): \(icons) icon\(icons == 1 ? "" : "s") checked for \(devices)"
                + configurationsChecked())
        var locator = SourceLineLocator()
        for group in report.groups {
            lines.append("")
            lines.append(bold(title(group.subject)))
            for finding in group.findings { lines += self.lines(finding, locator: &locator) }
        }
        lines.append("")
        lines.append(summary())
        return lines.joined(separator: "\n")
    }

    /// The finding's line, and its key path below it when it has one (a Swift finding's location is
    /// its line, already in the first).
    func lines(_ finding: LintFinding, locator: inout SourceLineLocator) -> [String] {
        let file = finding.file ?? report.infoPlist
        let position = locator.position(file: file, location: finding.location) ?? .init(line: 1, column: 1)
        var message = TerminalText.escaped(finding.message)
        if let code = finding.rule.itmsCode { message += " (\(code))" }
        let only =
            report.isInEveryConfiguration(finding) ? "" : " [\(TerminalText.escaped(finding.configurations.joined(separator: ", ")))]"
        var lines = [
            "\(shown(file)):\(position.line):\(position.column): \(severity(finding.severity)): \(message) [\(finding.ruleID)\(Self.fixMark(finding.rule.fix))]\(only)"
        ]
        if let location = finding.location, !location.isEmpty, !file.hasSuffix(".swift") {
            lines.append("  at " + TerminalText.escaped(location))
        }
        return lines
    }

    /// `, fixable` (inside the rule's brackets) when `iconpicker fix` repairs the finding, `, fixable with
    /// --rule` when it does on request.
    static func fixMark(_ fix: RuleFix) -> String {
        switch fix {
        case .none: return ""
        case .automatic: return ", fixable"
        case .onRequest: return ", fixable with --rule"
        }
    }

    /// ` in the Release configuration`, ` in configurations Release, Beta, Debug`; nothing for inputs
    /// without configurations.
    func configurationsChecked() -> String {
        switch report.configurations.count {
        case 0: return ""
        case 1: return " in the \(TerminalText.escaped(report.configurations[0])) configuration"
        default: return " in configurations " + TerminalText.escaped(report.configurations.joined(separator: ", "))
        }
    }

    func title(_ subject: LintFinding.Subject) -> String {
        switch subject {
        case .app: return "App"
        case .primary: return "Primary icon"
        case .alternate(let name): return "Alternate \u{201C}\(TerminalText.escaped(name))\u{201D}"
        }
    }

    func summary() -> String {
        let errors = report.count(.error)
        let warnings = report.count(.warning)
        let notes = report.count(.note)
        let known = knownFindings == 0 ? "" : " (\(knownFindings) more in the baseline)"
        if errors + warnings + notes == 0 { return (knownFindings == 0 ? "No problems found." : "No new problems found.") + known }
        func plural(_ count: Int, _ word: String) -> String { "\(count) \(word)\(count == 1 ? "" : "s")" }
        return [plural(errors, "error"), plural(warnings, "warning"), plural(notes, "note")].joined(separator: ", ") + known
    }

    func severity(_ severity: Diagnostic.Severity) -> String {
        guard color else { return severity.rawValue }
        switch severity {
        case .error: return "\u{1B}[1;31merror\u{1B}[0m"
        case .warning: return "\u{1B}[1;33mwarning\u{1B}[0m"
        case .note: return "\u{1B}[1;36mnote\u{1B}[0m"
        }
    }

    func bold(_ text: String) -> String { color ? "\u{1B}[1m\(text)\u{1B}[0m" : text }

    /// Relative to the working directory when inside it, as compilers print paths; escaped, since a
    /// file name can hold control characters too.
    func shown(_ path: String) -> String {
        TerminalText.escaped(PathDisplay.relative(path, to: workingDirectory))
    }
}
