import Foundation
import TestSupport
import Testing

/// `add` and `remove` as a person runs them: the dry run's diff is what the real run writes, the new
/// alternate is in `list` afterwards, and `remove` brings every file back.
@Suite struct AddCommandTests {
    @Test func theDryRunDiffIsWhatTheRealRunWrites() throws {
        try #require(SharedFolder.isPresent, "\(SharedFolder.skipMessage)")
        let state = TemporaryFolder("add-state")
        defer { state.remove() }
        let planned = try WritableCopy("Dimillian__IceCubesApp")
        defer { planned.remove() }
        let real = try WritableCopy("Dimillian__IceCubesApp")
        defer { real.remove() }
        let runner = BinaryRunner(stateDirectory: state.path)
        for copy in [planned, real] {
            copy.folder.write("in/Sunset.png", PNGFixture.solid(width: 1024, height: 1024, rgba: (240, 120, 20, 255)))
        }
        let dry = try runner.run(["add", "AppIconSunset", "in/Sunset.png", "--dry-run"], in: planned.path)
        #expect(dry.status == 0, "\(dry)")
        #expect(dry.stdout.contains("+++ b/IceCubesApp/Assets.xcassets/AppIconSunset.appiconset/Contents.json"))
        #expect(planned.changedFiles().isEmpty, "a dry run wrote \(planned.changedFiles())")

        let added = try runner.run(["add", "AppIconSunset", "in/Sunset.png"], in: real.path)
        #expect(added.status == 0, "\(added)")
        // The diff's text hunks, applied to the untouched copy, give the real run's text files; its binary
        // lines name exactly the files the real run created besides.
        let patch = planned.folder.write("in/dry.diff", text: dry.stdout)
        let applied = try runner.run(["-p1", "-s", "-i", patch], in: planned.path, executable: "/usr/bin/patch")
        #expect(applied.status == 0, "\(applied)")
        let binary = dry.stdout.split(separator: "\n").filter { $0.hasPrefix("Binary files /dev/null and b/") }.map {
            String($0.dropFirst("Binary files /dev/null and b/".count).dropLast(" differ".count))
        }
        #expect(Set(real.changedFiles()) == Set(planned.changedFiles() + binary))
        for file in planned.changedFiles() { #expect(real.contents(file) == planned.contents(file), "\(file) differs") }

        let list = try runner.run(["list", real.path], in: real.path)
        #expect(list.stdout.contains("AppIconSunset"), "\(list)")
        let removed = try runner.run(["remove", "AppIconSunset"], in: real.path)
        #expect(removed.status == 0, "\(removed)")
        #expect(real.changedFiles().isEmpty, "left changed: \(real.changedFiles())")
    }

    @Test func aBuiltAppIsRefusedWithAdvice() throws {
        let state = TemporaryFolder("add-state")
        defer { state.remove() }
        let folder = TemporaryFolder("add-built")
        defer { folder.remove() }
        folder.write("in/x.png", PNGFixture.solid(width: 1024, height: 1024))
        let app = BuiltAppFixture.app(in: folder, plist: BuiltAppFixture.plist(), catalog: nil)
        let result = try BinaryRunner(stateDirectory: state.path).run(["add", "Night", folder.path + "/in/x.png", app])
        #expect(result.status == 2, "\(result)")
        #expect(result.stderr.contains("is a built app"), "\(result)")
    }
}

/// A corpus app copied where a test may write it, with what its files held at the start.
struct WritableCopy {
    let folder: TemporaryFolder
    private let original: [String: Data]

    init(_ corpusApp: String) throws {
        folder = TemporaryFolder("add-cli-\(corpusApp)")
        try? FileManager.default.removeItem(atPath: folder.path)
        try SharedFolder.writableCopy(of: corpusApp, to: folder.path)
        original = TemporaryFolder.files(under: folder.path)
    }

    var path: String { folder.path }
    func remove() { folder.remove() }
    func contents(_ relative: String) -> Data? { FileManager.default.contents(atPath: path + "/" + relative) }

    /// Files added or changed since the copy, outside `in/` (the test's own inputs).
    func changedFiles() -> [String] {
        let now = TemporaryFolder.files(under: path)
        let changed = now.filter { !$0.key.hasPrefix("in/") && original[$0.key] != $0.value }.map(\.key)
        let gone = original.keys.filter { now[$0] == nil }
        return (changed + gone).sorted()
    }
}
