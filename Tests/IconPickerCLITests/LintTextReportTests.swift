import Foundation
import IconLint
import TestSupport
import Testing

@testable import IconKit
@testable import IconPickerCLI

/// The text report as people and editors read it, pinned whole.
@Suite final class LintTextReportTests {
    let state = TemporaryFolder("iconpicker-lint-text-state")
    deinit { state.remove() }

    @Test func theBrokenAppsReport() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        _ = LintCommandTests.brokenApp(in: folder)
        let result = try BinaryRunner(stateDirectory: state.path).run(["lint", "App/Info.plist"], in: folder.path)
        #expect(Snapshot.mismatch(result.stdout, named: "lint-broken") == nil)
    }

    /// A finding about an image points at the image; one in Swift source at its line, with no key
    /// path below (the location is the line).
    @Test func anImageFindingPointsAtTheImageAndASwiftOneAtItsLine() {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        let image = folder.write("App/dark@2x.png", PNGFixture.solid(width: 100, height: 100))
        let swift = folder.write("App/Icons.swift", text: "let a = 1\nlet b = \"Dark\"\n")
        let findings = [
            LintFinding(
                ruleID: RuleID(rawValue: "image-size-mismatch"), severity: .warning, message: "dark@2x.png is 100x100 px", file: image,
                location: nil, subject: .alternate("dark")),
            LintFinding(
                ruleID: RuleID(rawValue: "code-icon-name"), severity: .warning, message: "Dark is not declared", file: swift, location: "2",
                subject: .app),
        ]
        let report = LintReport(
            appName: "App", infoPlist: folder.path + "/App/Info.plist", bundleIdentifier: nil, idioms: [.iphone], subjects: [],
            findings: findings)
        let text = LintTextReport(report: report, color: false, workingDirectory: folder.path).render()
        let lines = text.split(separator: "\n").map(String.init)
        #expect(lines.contains("App/dark@2x.png:1:1: warning: dark@2x.png is 100x100 px [image-size-mismatch]"), "\(text)")
        let code = lines.firstIndex(of: "App/Icons.swift:2:1: warning: Dark is not declared [code-icon-name]")
        #expect(code.map { !lines[($0 + 1)...].contains { $0.hasPrefix("  at ") } } == true, "\(text)")
    }
}
