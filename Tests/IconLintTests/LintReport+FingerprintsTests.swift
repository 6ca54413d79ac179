import IconLint
import Testing

@testable import IconKit

/// Fingerprints: what a finding is, not where its line happens to be or how its message reads.
@Suite struct LintReportFingerprintsTests {
    static func finding(
        _ rule: RuleID = .missingIconFile, message: String = "no file", file: String = "/repo/App/Info.plist",
        location: String? = "CFBundleIcons.CFBundleAlternateIcons.gone", subject: LintFinding.Subject = .alternate("gone")
    ) -> LintFinding {
        LintFinding(ruleID: rule, severity: .error, message: message, file: file, location: location, subject: subject)
    }

    static func fingerprints(_ findings: [LintFinding], root: String = "/repo") -> [String] {
        LintReport(appName: "App", infoPlist: "/repo/App/Info.plist", bundleIdentifier: nil, idioms: [], subjects: [], findings: findings)
            .fingerprints(relativeTo: root)
    }

    @Test func aRewordedMessageKeepsItsFingerprint() {
        let before = Self.fingerprints([Self.finding(message: "no file for gone")])
        #expect(before == Self.fingerprints([Self.finding(message: "no image file for \u{2018}gone\u{2019}")]))
        #expect(before.first?.count == 16 && before.first?.allSatisfy(\.isHexDigit) == true, "\(before)")
    }

    @Test func theRuleTheFileTheKeyPathAndTheIconEachMakeAnother() {
        let base = Self.fingerprints([Self.finding()])
        #expect(base != Self.fingerprints([Self.finding(.ordinalMissing)]))
        #expect(base != Self.fingerprints([Self.finding(file: "/repo/Other/Info.plist")]))
        #expect(base != Self.fingerprints([Self.finding(location: "CFBundleIcons~ipad.CFBundleAlternateIcons.gone")]))
        #expect(base != Self.fingerprints([Self.finding(subject: .alternate("other"))]))
    }

    /// The same checkout on another machine, or in CI's workspace, gives the same fingerprints.
    @Test func pathsCountRelativeToTheRoot() {
        let here = Self.fingerprints([Self.finding(file: "/repo/App/Info.plist")], root: "/repo")
        #expect(here == Self.fingerprints([Self.finding(file: "/ci/work/App/Info.plist")], root: "/ci/work"))
    }

    @Test func findingsWithTheSameKeyAreToldApartByOrder() {
        let twice = Self.fingerprints([Self.finding(message: "a"), Self.finding(message: "b")])
        #expect(twice.count == 2 && twice[0] != twice[1])
        #expect(twice[0] == Self.fingerprints([Self.finding()])[0], "the first keeps the fingerprint it had alone")
    }

    /// A Swift finding's location is a line number, which moves: its message stands in for it.
    @Test func aSwiftFindingIsKeyedByItsMessageNotItsLine() {
        let swift = { (line: String, message: String) in
            Self.fingerprints([Self.finding(.codeIconName, message: message, file: "/repo/App/Icons.swift", location: line, subject: .app)])
        }
        #expect(swift("12", "\u{201C}Dark\u{201D} is not an alternate") == swift("14", "\u{201C}Dark\u{201D} is not an alternate"))
        #expect(swift("12", "\u{201C}Dark\u{201D} is not an alternate") != swift("12", "\u{201C}Light\u{201D} is not an alternate"))
    }
}
