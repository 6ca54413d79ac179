import Foundation
import TestSupport
import Testing

@testable import IconPickerCLI

/// `lint --format gitlab`: a Code Quality report with the fields GitLab requires, and fingerprints
/// that survive a line inserted above the finding.
@Suite final class GitLabCodeQualityTests {
    let state = TemporaryFolder("iconpicker-gitlab-state")
    deinit { state.remove() }
    var runner: BinaryRunner { BinaryRunner(stateDirectory: state.path) }

    func issues(in folder: TemporaryFolder) throws -> [[String: Any]] {
        let result = try runner.run(["lint", "--format", "gitlab", "App/Info.plist"], in: folder.path)
        #expect(result.status == 1, "\(result)")
        return try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]], "\(result)")
    }

    @Test func hasTheFieldsGitLabRequires() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        _ = LintCommandTests.brokenApp(in: folder)
        let issues = try issues(in: folder)
        #expect(issues.count == 2)
        for issue in issues {
            #expect((issue["description"] as? String)?.isEmpty == false)
            #expect((issue["check_name"] as? String)?.isEmpty == false)
            #expect(["info", "minor", "major", "critical", "blocker"].contains(issue["severity"] as? String ?? ""))
            let location = try #require(issue["location"] as? [String: Any])
            #expect(location["path"] as? String == "App/Info.plist", "relative to the repository root")
            #expect(((location["lines"] as? [String: Any])?["begin"] as? Int ?? 0) >= 1)
        }
        let fingerprints = issues.compactMap { $0["fingerprint"] as? String }
        #expect(Set(fingerprints).count == 2, "one per finding: GitLab deduplicates by fingerprint")
        let error = try #require(issues.first { $0["check_name"] as? String == "missing-icon-file" })
        #expect(error["severity"] as? String == "critical")
        #expect(issues.first { $0["check_name"] as? String == "ordinal-missing" }?["severity"] as? String == "major")
    }

    @Test func aLineInsertedAboveKeepsTheFingerprints() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        let plist = LintCommandTests.brokenApp(in: folder)
        let before = try issues(in: folder)
        let text = try String(contentsOfFile: plist, encoding: .utf8)
        try text.replacingOccurrences(
            of: "<dict>", with: "<dict>\n\t<key>Added</key>\n\t<string>above</string>", options: [], range: text.range(of: "<dict>")
        )
        .write(toFile: plist, atomically: true, encoding: .utf8)
        let after = try issues(in: folder)
        func lines(_ issues: [[String: Any]]) -> [Int] {
            issues.compactMap { (($0["location"] as? [String: Any])?["lines"] as? [String: Any])?["begin"] as? Int }
        }
        #expect(lines(after) == lines(before).map { $0 + 2 }, "the findings moved down")
        #expect(after.map { $0["fingerprint"] as? String } == before.map { $0["fingerprint"] as? String })
    }

    @Test func severitiesMapByWhatHappens() {
        #expect([.error, .warning, .note].map(GitLabCodeQuality.severity) == ["critical", "major", "info"])
    }
}
