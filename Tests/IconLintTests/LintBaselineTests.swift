import Foundation
import IconLint
import TestSupport
import Testing

@testable import IconKit

/// The baseline file: written sorted with paths relative to the root, read back, and used to hold
/// back the findings it knows.
@Suite struct LintBaselineTests {
    static func report(_ findings: [LintFinding]) -> LintReport {
        LintReport(appName: "App", infoPlist: "/repo/App/Info.plist", bundleIdentifier: nil, idioms: [], subjects: [], findings: findings)
    }

    static let gone = LintReportFingerprintsTests.finding()
    static let light = LintReportFingerprintsTests.finding(
        .ordinalMissing, message: "light has no ordinal", location: "CFBundleIcons.CFBundleAlternateIcons.light",
        subject: .alternate("light"))
    static let legacy = LintReportFingerprintsTests.finding(
        .catalogFileMissing, message: "old.png", file: "/repo/Legacy/Contents.json", location: "images[0].filename", subject: .primary)

    @Test func recordsRelativePathsSorted() {
        let baseline = LintBaseline(Self.report([Self.legacy, Self.light, Self.gone]), root: "/repo")
        #expect(baseline.findings.map(\.file) == ["App/Info.plist", "App/Info.plist", "Legacy/Contents.json"])
        #expect(baseline.findings.map(\.ruleId) == ["missing-icon-file", "ordinal-missing", "catalog-file-missing"])
        let text = String(decoding: baseline.encoded(), as: UTF8.self)
        #expect(text.hasSuffix("}\n") && !text.contains("/repo"), "\(text)")
    }

    @Test func onlyFindingsItDoesNotHoldAreNew() {
        let baseline = LintBaseline(Self.report([Self.gone, Self.light]), root: "/repo")
        let (new, known) = baseline.newFindings(in: Self.report([Self.gone, Self.legacy, Self.light]), root: "/repo")
        #expect(new.findings == [Self.legacy])
        #expect(known == 2)
    }

    /// A second finding of the same kind in the same place is new even though the first is known.
    @Test func aSecondFindingWithTheSameKeyIsNew() {
        let baseline = LintBaseline(Self.report([Self.gone]), root: "/repo")
        var again = Self.gone
        again.message = "another"
        #expect(baseline.newFindings(in: Self.report([Self.gone, again]), root: "/repo").report.findings == [again])
    }

    @Test func writesAtomicallyReadsBackAndLeavesAnUnchangedFileAlone() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        let path = folder.path + "/baseline.json"
        let baseline = LintBaseline(Self.report([Self.gone, Self.light]), root: "/repo")
        try baseline.save(to: path)
        #expect(try LintBaseline.read(path: path) == baseline)
        let written = try FileManager.default.attributesOfItem(atPath: path)[.systemFileNumber] as? Int
        try baseline.save(to: path)
        #expect(try FileManager.default.attributesOfItem(atPath: path)[.systemFileNumber] as? Int == written, "not replaced")
    }

    @Test func aFolderThatIsNotThereCannotBeWrittenTo() {
        let path = "/nonexistent-iconpicker-folder/baseline.json"
        #expect(throws: BaselineError(file: path, kind: .cannotWrite("No such file or directory"))) {
            try LintBaseline(Self.report([Self.gone]), root: "/repo").save(to: path)
        }
    }

    @Test func refusesWhatIsNotABaseline() {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        let other = folder.write("other.json", text: "{\"version\": 2, \"findings\": []}")
        #expect(throws: BaselineError(file: other, kind: .notABaseline)) { try LintBaseline.read(path: other) }
        let missing = folder.path + "/none.json"
        #expect(throws: BaselineError(file: missing, kind: .missing)) { try LintBaseline.read(path: missing) }
    }
}
