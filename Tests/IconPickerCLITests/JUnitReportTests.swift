import Foundation
import IconLint
import TestSupport
import Testing

@testable import IconPickerCLI

/// `lint --format junit`, read by Python's xml.etree as CI tools read it: one suite per rule, counts
/// that add up, a failure per error or warning.
@Suite final class JUnitReportTests {
    let state = TemporaryFolder("iconpicker-junit-state")
    deinit { state.remove() }
    var runner: BinaryRunner { BinaryRunner(stateDirectory: state.path) }

    /// Checks the structure JUnit consumers expect and prints `suites failures names…` of the failures.
    static let checker = """
        import sys, xml.etree.ElementTree as ET
        root = ET.parse(sys.argv[1]).getroot()
        assert root.tag == "testsuites", root.tag
        total = failed = 0
        names = []
        for suite in root:
            assert suite.tag == "testsuite" and suite.get("name"), suite.attrib
            cases = suite.findall("testcase")
            assert len(cases) == int(suite.get("tests")) >= 1, suite.attrib
            failures = [f for case in cases for f in case.findall("failure")]
            assert len(failures) == int(suite.get("failures")), suite.attrib
            for case in cases:
                assert case.get("classname") and case.get("name"), case.attrib
            for failure in failures:
                assert failure.get("type") in ("error", "warning") and failure.get("message") and failure.text
            names += [case.get("name") for case in cases if case.find("failure") is not None]
            total += len(cases)
            failed += len(failures)
        assert total == int(root.get("tests")) and failed == int(root.get("failures")), root.attrib
        print(len(root), failed, *names, sep="\\n")
        """

    func check(_ xml: String) throws -> [String] {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        let file = folder.write("report.xml", text: xml)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", Self.checker, file]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "xml.etree refused it or a check failed:\n\(xml)")
        return String(decoding: data, as: UTF8.self).split(separator: "\n").map(String.init)
    }

    @Test func isJUnitAsCIToolsReadIt() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        _ = LintCommandTests.brokenApp(in: folder)
        let result = try runner.run(["lint", "--format", "junit", "App/Info.plist"], in: folder.path)
        #expect(result.status == 1, "\(result)")
        let summary = try check(result.stdout)
        #expect(summary.count == 4, "\(summary)")
        #expect(summary.first == String(LintRule.all.count), "one suite per rule")
        #expect(summary.dropFirst().first == "2")
        #expect(summary.contains { $0.hasPrefix("App/Info.plist:") && $0.hasSuffix("CFBundleIcons.CFBundleAlternateIcons.gone (gone)") })
    }

    /// Names from a plist reach attributes and text: markup and control characters must not break
    /// the document or reach a terminal.
    @Test func markupAndControlCharactersAreEscaped() throws {
        #expect(JUnitReport.escaped("a<b&\"c'\n", inAttribute: true) == "a&lt;b&amp;&quot;c&apos;&#10;")
        #expect(JUnitReport.escaped("x\u{1B}[2J\u{FFFE}\n", inAttribute: false) == "x\\u{1B}[2J\\u{FFFE}\n")
        let folder = TemporaryFolder()
        defer { folder.remove() }
        folder.write(".git/HEAD", text: "ref: refs/heads/main\n")
        folder.write(
            "Info.plist",
            PlistFixture.binary(PlistFixture.infoPlist(alternates: ["<Dark & \"Light\">": (["gone"], 1), "x\u{1B}[2J": (["gone2"], 2)])))
        let result = try runner.run(["lint", "--format", "junit", "Info.plist"], in: folder.path)
        #expect(result.status == 1, "\(result)")
        #expect(!result.stdout.contains("\u{1B}"))
        let names = try check(result.stdout)
        #expect(names.contains { $0.contains("(<Dark & \"Light\">)") }, "\(names)")
    }
}
