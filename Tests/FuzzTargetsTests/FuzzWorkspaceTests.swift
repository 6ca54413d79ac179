import Foundation
import Testing

@testable import FuzzTargets

/// libFuzzer ends with `exit`, so a workspace's `deinit` never runs under `make fuzz`: the next
/// workspace removes those whose process has ended, and only those.
@Suite struct FuzzWorkspaceTests {
    @Test func workspacesOfEndedProcessesAreRemovedAndLiveOnesKept() throws {
        let base = NSTemporaryDirectory() + "/iconpicker-fuzz-orphans-\(UUID().uuidString.prefix(8))"
        defer { try? FileManager.default.removeItem(atPath: base) }
        // Above Linux's largest pid (2^22), so no process can own it.
        let ended = "iconpicker-fuzz-99999999-ABCD1234"
        let live = "iconpicker-fuzz-1-ABCD1234"
        let own = "iconpicker-fuzz-\(getpid())-ABCD1234"
        let unrelated = "iconpicker-fuzz-notes"
        for name in [ended, live, own, unrelated] {
            try FileManager.default.createDirectory(atPath: base + "/" + name + "/app", withIntermediateDirectories: true)
        }

        FuzzWorkspace.removeOrphans(in: base)

        let left = try FileManager.default.contentsOfDirectory(atPath: base).sorted()
        #expect(left == [live, own, unrelated].sorted())
    }

    @Test func aWorkspaceIsRemovedWhenItEnds() {
        var path = ""
        do {
            let workspace = FuzzWorkspace()
            path = workspace.path
            #expect(FileManager.default.fileExists(atPath: path + "/app/Info.plist"))
        }
        #expect(!path.isEmpty && !FileManager.default.fileExists(atPath: path))
    }
}
