import Foundation
import TestSupport
import Testing

@testable import AppArchive
@testable import IconKit

/// Folders a killed run left are removed by the next one; live runs' folders and others' files stay.
@Suite struct StaleScratchSweeperTests {
    @Test func onlyFoldersOfProcessesThatAreGoneAreRemoved() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        // pid_max on Linux is at most 4,194,304: this process cannot exist.
        let stale = folder.folder("iconpicker-99999999-abcdef")
        _ = folder.write("iconpicker-99999999-abcdef/Info.plist", text: "x")
        let live = folder.folder("iconpicker-\(getpid())-ghijkl")
        let other = folder.folder("iconpicker-tests")
        let unrelated = folder.write("iconpicker-99999999-zzzzzz", text: "a file, not a folder")
        StaleScratchSweeper.sweep(in: folder.path)
        #expect(!FileManager.default.fileExists(atPath: stale))
        for kept in [live, other, unrelated] { #expect(FileManager.default.fileExists(atPath: kept), "\(kept)") }
        #expect(StaleScratchSweeper.creator(of: "iconpicker-123-abcdef") == 123)
        #expect(StaleScratchSweeper.creator(of: "iconpicker-abc-abcdef") == nil)
    }
}
