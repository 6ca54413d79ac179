import Basics
import IconKit
import IconLint

/// `lint --format junit`: JUnit XML, for CI systems that show test results and nothing else
/// (Jenkins, GitLab's test report, Azure Pipelines, CircleCI).
///
/// One `<testsuite>` per rule, in the order of `--rules`, so a clean run reads as every check passing
/// rather than as no tests at all: a rule without findings is one passing test case, each error or
/// warning a test case with a `<failure>`, each note a passing case whose `<system-out>` says it.
/// Paths are relative to the repository root.
struct JUnitReport {
    let report: LintReport
    let root: String

    func render() -> String {
        var locator = SourceLineLocator()
        let byRule = Dictionary(grouping: report.findings, by: \.ruleID)
        var suites: [String] = []
        for rule in LintRule.all {
            let findings = byRule[rule.id] ?? []
            let failures = findings.count { $0.severity != .note }
            let cases =
                findings.isEmpty
                ? ["    <testcase classname=\"iconpicker.\(rule.id)\" name=\"\(rule.id): no findings\"/>"]
                : findings.map { testCase($0, locator: &locator) }
            suites.append(
                "  <testsuite name=\"\(rule.id)\" tests=\"\(cases.count)\" failures=\"\(failures)\" errors=\"0\" skipped=\"0\">\n"
                    + cases.joined(separator: "\n") + "\n  </testsuite>")
        }
        let failures = report.findings.count { $0.severity != .note }
        let tests = LintRule.all.map { max(1, byRule[$0.id]?.count ?? 0) }.reduce(0, +)
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <testsuites name="iconpicker lint" tests="\(tests)" failures="\(failures)" errors="0">
            \(suites.joined(separator: "\n"))
            </testsuites>
            """
    }

    func testCase(_ finding: LintFinding, locator: inout SourceLineLocator) -> String {
        let file = finding.file ?? report.infoPlist
        let place = locator.position(file: file, location: finding.location) ?? .init(line: 1, column: 1)
        let path = PathDisplay.relative(file, to: root)
        var name = "\(path):\(place.line):\(place.column)"
        if let location = finding.location, !location.isEmpty, !file.hasSuffix(".swift") { name += " " + location }
        if case .alternate(let icon) = finding.subject { name += " (\(icon))" }
        var message = finding.message
        if let code = finding.rule.itmsCode { message += " (\(code))" }
        if !report.isInEveryConfiguration(finding) { message += " [\(finding.configurations.joined(separator: ", "))]" }
        let body = "\(path):\(place.line):\(place.column): \(finding.severity.rawValue): \(message) [\(finding.ruleID)]"
        let open =
            "    <testcase classname=\"iconpicker.\(finding.ruleID)\" name=\"\(Self.escaped(name, inAttribute: true))\" "
            + "file=\"\(Self.escaped(path, inAttribute: true))\" line=\"\(place.line)\">"
        let inner: String
        switch finding.severity {
        case .error, .warning:
            inner =
                "<failure type=\"\(finding.severity.rawValue)\" message=\"\(Self.escaped(message, inAttribute: true))\">"
                + Self.escaped(body, inAttribute: false) + "</failure>"
        case .note:
            inner = "<system-out>" + Self.escaped(body, inAttribute: false) + "</system-out>"
        }
        return open + inner + "</testcase>"
    }

    /// `text` as XML 1.0 character data or an attribute value: the five markup characters as
    /// entities, line breaks and tabs as character references in attributes (where a parser would
    /// fold them to spaces), and what XML cannot hold or a terminal would obey (other control
    /// characters) shown escaped, as on a terminal.
    static func escaped(_ text: String, inAttribute: Bool) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"" where inAttribute: result += "&quot;"
            case "'" where inAttribute: result += "&apos;"
            case "\n" where inAttribute: result += "&#10;"
            case "\t" where inAttribute: result += "&#9;"
            case "\r": result += "&#13;"
            case "\n", "\t": result.unicodeScalars.append(scalar)
            case _ where !isXMLCharacter(scalar): result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            case _ where TerminalText.needsEscape(scalar): result += TerminalText.escaped(String(scalar))
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// XML 1.0's `Char` production, minus what the cases above handle.
    static func isXMLCharacter(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x20...0xD7FF, 0xE000...0xFFFD, 0x10000...0x10FFFF: return true
        default: return false
        }
    }
}
