import Foundation
import TestSupport
import Testing

@testable import IconPickerCLI

/// SARIF for code scanning: results keep their fingerprints when lines move, and the run keeps its
/// category, so GitHub does not reopen the same alert on every push.
@Suite final class SARIFLogTests {
    let state = TemporaryFolder("iconpicker-sarif-state")
    deinit { state.remove() }
    var runner: BinaryRunner { BinaryRunner(stateDirectory: state.path) }

    func run(in folder: TemporaryFolder) throws -> (automation: String?, results: [[String: Any]]) {
        let result = try runner.run(["lint", "--format", "sarif", "App/Info.plist"], in: folder.path)
        let log = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any], "\(result)")
        let run = try #require((log["runs"] as? [[String: Any]])?.first)
        return ((run["automationDetails"] as? [String: Any])?["id"] as? String, try #require(run["results"] as? [[String: Any]]))
    }

    static func region(_ result: [String: Any]) -> [String: Any]? {
        ((result["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])?["region"] as? [String: Any]
    }

    @Test func fingerprintsAndTheCategoryOutliveALineInsertedAbove() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        let plist = LintCommandTests.brokenApp(in: folder)
        let before = try run(in: folder)
        let text = try String(contentsOfFile: plist, encoding: .utf8)
        try text.replacingOccurrences(
            of: "<dict>", with: "<dict>\n\t<key>Added</key>\n\t<string>above</string>", options: [], range: text.range(of: "<dict>")
        )
        .write(toFile: plist, atomically: true, encoding: .utf8)
        let after = try run(in: folder)
        #expect(before.automation == "iconpicker/lint/Broken/", "an Info.plist has no target: the app's name")
        #expect(after.automation == before.automation)
        let fingerprints = { (results: [[String: Any]]) in
            results.map { ($0["partialFingerprints"] as? [String: String])?["iconpicker/v1"] }
        }
        #expect(fingerprints(before.results).allSatisfy { $0?.count == 16 })
        #expect(fingerprints(after.results) == fingerprints(before.results))
        let lines = { (results: [[String: Any]]) in results.compactMap { Self.region($0)?["startLine"] as? Int } }
        #expect(lines(after.results) == lines(before.results).map { $0 + 2 })
        #expect(before.results.allSatisfy { (Self.region($0)?["startColumn"] as? Int ?? 0) >= 1 })
    }

    @Test func theCategoryIsOneLevelWhateverTheTargetIsCalled() {
        #expect(SARIFLog.automationID(target: "My App/iOS") == "iconpicker/lint/My-App-iOS/")
        #expect(SARIFLog.automationID(target: "") == "iconpicker/lint/app/")
    }
}
