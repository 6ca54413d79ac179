import Basics
import IconKit
import IconLint

/// `lint --format github`: one GitHub Actions workflow command per finding
/// (`::error file=…,line=…,col=…,title=…::message`), which the job's log turns into an annotation on
/// the file's line in the pull request. Paths are relative to the repository root, as GitHub
/// resolves them; notes are `::notice`.
struct GitHubAnnotations {
    let report: LintReport
    /// The repository root the paths are relative to.
    let root: String

    func render() -> String {
        var locator = SourceLineLocator()
        return report.findings.map { finding in
            let file = finding.file ?? report.infoPlist
            let place = locator.position(file: file, location: finding.location) ?? .init(line: 1, column: 1)
            let properties = [
                ("file", PathDisplay.relative(file, to: root)), ("line", String(place.line)), ("col", String(place.column)),
                ("title", "iconpicker \(finding.ruleID)"),
            ]
            let list = properties.map { "\($0)=\(Self.escapedProperty($1))" }.joined(separator: ",")
            return "::\(Self.command(finding.severity)) \(list)::\(Self.escapedData(message(finding)))"
        }
        .joined(separator: "\n")
    }

    /// The annotation's text: the message, Apple's code, the key path (the line alone does not say
    /// which entry of a plist is meant) and the configurations when not all of them.
    func message(_ finding: LintFinding) -> String {
        var text = finding.message
        if let code = finding.rule.itmsCode { text += " (\(code))" }
        if let location = finding.location, !location.isEmpty, !(finding.file ?? "").hasSuffix(".swift") {
            text += "\nat " + location
        }
        if !report.isInEveryConfiguration(finding) { text += "\nin " + finding.configurations.joined(separator: ", ") }
        return text
    }

    static func command(_ severity: Diagnostic.Severity) -> String {
        switch severity {
        case .error: return "error"
        case .warning: return "warning"
        case .note: return "notice"
        }
    }

    /// A command's message as the runner reads it back: `%`, CR and LF percent-encoded. Other
    /// control characters are shown escaped, as on a terminal: the log viewer obeys ANSI sequences.
    static func escapedData(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "%": result += "%25"
            case "\r": result += "%0D"
            case "\n": result += "%0A"
            case _ where TerminalText.needsEscape(scalar): result += TerminalText.escaped(String(scalar))
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// A property's value: the message's escapes, and `:` and `,`, which end a property.
    static func escapedProperty(_ text: String) -> String {
        escapedData(text).replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C")
    }
}
