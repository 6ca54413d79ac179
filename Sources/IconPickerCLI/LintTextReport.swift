import Basics
import IconKit
import IconLint

/// `lint`'s output for people: `file:location: severity: message [rule-id]`, grouped by icon, then a
/// count. Colour (severity words, group titles) only when asked, i.e. on a terminal.
struct LintTextReport {
    let report: LintReport
    let color: Bool
    let workingDirectory: String
    /// The Xcode target checked, named on the title line; nil for inputs without one.
    var target: String? = nil
    /// The bundled demo, linted for want of an app: the title says so.
    var isDemo = false

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
        for group in report.groups {
            lines.append("")
            lines.append(bold(title(group.subject)))
            for finding in group.findings { lines.append("  " + line(finding)) }
        }
        lines.append("")
        lines.append(summary())
        return lines.joined(separator: "\n")
    }

    func line(_ finding: LintFinding) -> String {
        var place = finding.file.map(shown) ?? shown(report.infoPlist)
        if let location = finding.location, !location.isEmpty { place += ":" + TerminalText.escaped(location) }
        var message = TerminalText.escaped(finding.message)
        if let code = finding.rule.itmsCode { message += " (\(code))" }
        let only =
            report.isInEveryConfiguration(finding) ? "" : " [\(TerminalText.escaped(finding.configurations.joined(separator: ", ")))]"
        return "\(place): \(severity(finding.severity)): \(message) [\(finding.ruleID)\(Self.fixMark(finding.rule.fix))]\(only)"
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
        if errors + warnings + notes == 0 { return "No problems found." }
        func plural(_ count: Int, _ word: String) -> String { "\(count) \(word)\(count == 1 ? "" : "s")" }
        return [plural(errors, "error"), plural(warnings, "warning"), plural(notes, "note")].joined(separator: ", ")
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
