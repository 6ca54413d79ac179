import Foundation
import IconKit
import IconLint
import ProjectEditing
import TestSupport
import Testing

@testable import IconAdditions

/// A corpus app copied into a temporary folder (or a folder a test wrote), with its files as they were,
/// for tests that change it and check the change: the golden diff, the reload, lint, the undo.
struct CorpusCopy {
    let folder: TemporaryFolder
    let original: [String: Data]

    init(_ corpusApp: String) throws {
        try #require(SharedFolder.isPresent, "\(SharedFolder.skipMessage)")
        let folder = TemporaryFolder("add-\(corpusApp)")
        try? FileManager.default.removeItem(atPath: folder.path)
        try SharedFolder.writableCopy(of: corpusApp, to: folder.path)
        self.init(folder: folder)
    }

    init(folder: TemporaryFolder) {
        self.folder = folder
        original = TemporaryFolder.files(under: folder.path)
    }

    var root: String { folder.path }

    func path(_ relative: String) -> String { root + "/" + relative }

    func remove() { folder.remove() }

    /// The app in every configuration, read through PATH as the command line reads it.
    func load(_ relative: String? = nil) throws -> [LoadedApp] {
        let location = try AppLocator().locate(relative.map(path) ?? root, workingDirectory: root)
        return try AppLoader(LoadOptions()).loadEveryConfiguration(location)
    }

    /// The plan's diff (PNG bytes shown as one line) against `Snapshots/<name>.txt`.
    func expectSnapshot(_ plan: AlternatePlan, named name: String, testFile: String = #filePath) throws {
        let diff = plan.changeSet.unifiedDiff(relativeTo: root)
        if let mismatch = Snapshot.mismatch(diff, named: name, testFile: testFile) { Issue.record(Comment(rawValue: mismatch)) }
    }

    /// Lint finds nothing after the change that it did not find before (ignoring the new icon's name in messages).
    func expectNoNewFindings(before: [LoadedApp], after: [LoadedApp]) throws {
        func keys(_ apps: [LoadedApp]) -> Set<String> {
            Set(Linter().lint(configurations: apps).findings.map { "\($0.ruleID.rawValue) \($0.severity)" })
        }
        let new = keys(after).subtracting(keys(before))
        #expect(new.isEmpty, "new findings: \(new.sorted())")
    }

    /// Every file byte-identical to the copy's start, and no file added (outside `exceptUnder`).
    func expectUnchanged(exceptUnder ignored: String = "in") throws {
        let now = TemporaryFolder.files(under: root).filter { !$0.key.hasPrefix(ignored + "/") }
        let before = original.filter { !$0.key.hasPrefix(ignored + "/") }
        #expect(
            Set(now.keys) == Set(before.keys),
            "added: \(Set(now.keys).subtracting(before.keys).sorted()), gone: \(Set(before.keys).subtracting(now.keys).sorted())")
        let changed = before.keys.filter { now[$0] != nil && now[$0] != before[$0] }.sorted()
        #expect(changed.isEmpty, "changed: \(changed)")
    }

    /// The pbxproj's configurations whose alternate-names setting names `name`, as PyPI's pbxproj reads them.
    func expectPBXProjSetting(contains name: String, configurations count: Int) throws {
        guard IndependentReader.hasPBXProj else { return }
        let project = try FileManager.default.contentsOfDirectory(atPath: root).first { $0.hasSuffix(".xcodeproj") } ?? ""
        let read = try IndependentReader.pbxproj(
            path(project + "/project.pbxproj"),
            """
            names = [str(c.buildSettings['ASSETCATALOG_COMPILER_ALTERNATE_APPICON_NAMES']) for c in project.objects.get_objects_in_section('XCBuildConfiguration') if 'ASSETCATALOG_COMPILER_ALTERNATE_APPICON_NAMES' in c.buildSettings]
            print(sum(1 for n in names if '\(name)' in n.split()))
            """)
        #expect(read == "\(count)\n")
    }
}
