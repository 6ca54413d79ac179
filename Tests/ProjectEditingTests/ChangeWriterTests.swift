import Foundation
import ProjectEditing
import TestSupport
import Testing

@Suite struct ChangeWriterTests {
    @Test func writesModifiesCreatesAndDeletesKeepingTheMode() throws {
        let folder = TemporaryFolder("change-writer")
        defer { folder.remove() }
        let plist = folder.write("Info.plist", text: "old\n")
        chmod(plist, 0o640)
        let gone = folder.write("gone.png", text: "png")
        let set = ChangeSet([
            FileChange(path: plist, before: Data("old\n".utf8), after: Data("new\n".utf8)),
            .create(folder.path + "/Assets.xcassets/Dark.appiconset/Contents.json", Data("{}\n".utf8)),
            .delete(gone, was: Data("png".utf8)),
        ])
        try ChangeWriter().apply(set)
        #expect(folder.read("Info.plist") == "new\n")
        #expect(mode(plist) == 0o640)
        #expect(folder.read("Assets.xcassets/Dark.appiconset/Contents.json") == "{}\n")
        #expect(mode(folder.path + "/Assets.xcassets/Dark.appiconset/Contents.json") == 0o644)
        #expect(!FileManager.default.fileExists(atPath: gone))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == ["Assets.xcassets", "Info.plist"])
    }

    /// Removing a `.icon` deletes its files; the folders they leave empty go too, and a folder that still
    /// holds something stays.
    @Test func foldersTheDeletionsEmptyAreRemovedUpToOneThatIsNot() throws {
        let folder = TemporaryFolder("change-writer-emptied")
        defer { folder.remove() }
        let json = folder.write("App/Magma.icon/icon.json", text: "{}")
        let layer = folder.write("App/Magma.icon/Assets/layer.png", text: "png")
        _ = folder.write("App/Info.plist", text: "plist")
        try ChangeWriter().apply(ChangeSet([.delete(json, was: Data("{}".utf8)), .delete(layer, was: Data("png".utf8))]))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path + "/App") == ["Info.plist"])
    }

    @Test func aFileChangedSinceItWasReadIsRefusedAndNothingIsWritten() throws {
        let folder = TemporaryFolder("change-writer")
        defer { folder.remove() }
        let first = folder.write("a.txt", text: "a\n")
        let second = folder.write("b.txt", text: "someone else wrote this\n")
        let set = ChangeSet([
            FileChange(path: first, before: Data("a\n".utf8), after: Data("A\n".utf8)),
            FileChange(path: second, before: Data("b\n".utf8), after: Data("B\n".utf8)),
        ])
        #expect(throws: EditError.changedSinceRead(path: second)) { try ChangeWriter().apply(set) }
        #expect(folder.read("a.txt") == "a\n")
        #expect(folder.read("b.txt") == "someone else wrote this\n")
        #expect(throws: EditError.changedSinceRead(path: first)) {
            try ChangeWriter().apply(ChangeSet([.create(first, Data("x".utf8))]))
        }
    }

    @Test func aReadOnlyFileOrFolderIsRefusedAndNothingIsWritten() throws {
        let folder = TemporaryFolder("change-writer")
        defer {
            chmod(folder.path + "/locked", 0o755)
            folder.remove()
        }
        let writable = folder.write("a.txt", text: "a\n")
        let readOnly = folder.write("b.txt", text: "b\n")
        chmod(readOnly, 0o444)
        let lockedFolder = folder.folder("locked")
        chmod(lockedFolder, 0o555)
        let fileSet = ChangeSet([
            FileChange(path: writable, before: Data("a\n".utf8), after: Data("A\n".utf8)),
            FileChange(path: readOnly, before: Data("b\n".utf8), after: Data("B\n".utf8)),
        ])
        #expect(throws: EditError.notWritable(path: readOnly, reason: "the file is read-only")) { try ChangeWriter().apply(fileSet) }
        let folderSet = ChangeSet([
            FileChange(path: writable, before: Data("a\n".utf8), after: Data("A\n".utf8)),
            .create(lockedFolder + "/new/Contents.json", Data("{}".utf8)),
        ])
        #expect(throws: EditError.notWritable(path: lockedFolder, reason: "the folder is read-only")) {
            try ChangeWriter().apply(folderSet)
        }
        #expect(folder.read("a.txt") == "a\n")
        #expect(folder.read("b.txt") == "b\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: lockedFolder).isEmpty)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == ["a.txt", "b.txt", "locked"])
    }

    /// A process rewriting an 8 MB file in a loop is killed with SIGKILL at random moments: the file is
    /// each time one whole version, never a mix or a short file.
    @Test func aKillAtAnyMomentLeavesTheOldOrTheNewFile() throws {
        let probe = (BinaryRunner.binaryPath as NSString).deletingLastPathComponent + "/change-writer-probe"
        try #require(FileManager.default.isExecutableFile(atPath: probe), "build change-writer-probe (swift build --build-tests)")
        let folder = TemporaryFolder("change-writer-kill")
        defer { folder.remove() }
        let size = 8 << 20
        let file = folder.write("project.pbxproj", Data(repeating: UInt8(ascii: "A"), count: size))
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<12 {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: probe)
            process.arguments = [file, String(size)]
            try process.run()
            usleep(UInt32.random(in: 20_000...250_000, using: &generator))
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
            #expect(process.terminationReason == .uncaughtSignal, "the probe stopped by itself: it could not write")
            let bytes = try #require(FileManager.default.contents(atPath: file))
            #expect(bytes.count == size)
            #expect(bytes.allSatisfy { $0 == bytes.first } && (bytes.first == UInt8(ascii: "A") || bytes.first == UInt8(ascii: "B")))
            for leftover in try FileManager.default.contentsOfDirectory(atPath: folder.path) where leftover.hasPrefix(".iconpicker-") {
                try FileManager.default.removeItem(atPath: folder.path + "/" + leftover)
            }
        }
    }

    private func mode(_ path: String) -> mode_t {
        var status = stat()
        stat(path, &status)
        return status.st_mode & 0o7777
    }
}
