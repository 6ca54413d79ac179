import Foundation
import Testing

@testable import Basics

/// `RegularFile` refuses what is not an ordinary file at once: a FIFO nobody writes to made every
/// command block forever at `open(2)` (hostile/fuzz README). The time limit fails a hang.
@Suite(.timeLimit(.minutes(1))) struct RegularFileTests {
    static func scratch() -> String {
        let path = NSTemporaryDirectory() + "regular-file-\(UUID().uuidString)"
        try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    @Test func aFIFOAFolderAndAMissingFileAreRefusedWithoutBlocking() throws {
        let folder = Self.scratch()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        #expect(mkfifo(folder + "/Info.plist", 0o644) == 0)
        #expect(throws: RegularFile.Failure.notRegular(kind: "a FIFO (named pipe)")) {
            try RegularFile.read(path: folder + "/Info.plist", limit: 10)
        }
        #expect(throws: RegularFile.Failure.notRegular(kind: "a FIFO (named pipe)")) {
            try RegularFile.prefix(path: folder + "/Info.plist", count: 8)
        }
        #expect(throws: RegularFile.Failure.notRegular(kind: "a folder")) { try RegularFile.read(path: folder, limit: 10) }
        #expect(throws: RegularFile.Failure.missing) { try RegularFile.read(path: folder + "/absent", limit: 10) }
        #expect(throws: RegularFile.Failure.notRegular(kind: "a character device")) { try RegularFile.read(path: "/dev/zero", limit: 10) }
        #expect(RegularFile.Failure.notRegular(kind: "a FIFO (named pipe)").reason == "it is a FIFO (named pipe), not an ordinary file")
    }

    @Test func anOrdinaryFileIsReadUpToItsLimit() throws {
        let folder = Self.scratch()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/data"
        #expect(FileManager.default.createFile(atPath: path, contents: Data(repeating: 7, count: 100_000)))
        #expect(try RegularFile.read(path: path, limit: 100_000).count == 100_000)
        #expect(try RegularFile.prefix(path: path, count: 128).count == 128)
        #expect(throws: RegularFile.Failure.tooLarge(size: 100_000, limit: 99_999)) { try RegularFile.read(path: path, limit: 99_999) }
    }
}

/// What `TerminalText` shows for control characters, and what it leaves alone.
@Suite struct TerminalTextTests {
    @Test func controlCharactersAreShownEscapedAndTheRestLeftAlone() {
        #expect(TerminalText.escaped("a\u{1B}[2Jb") == "a\\u{1B}[2Jb")
        #expect(TerminalText.escaped("x\ny\tz\r") == "x\\ny\\tz\\r")
        #expect(TerminalText.escaped("\u{7F}\u{9B}\u{0}") == "\\u{7F}\\u{9B}\\u{0}")
        #expect(TerminalText.escaped("Café 图标 \u{1F600} \\ ok") == "Café 图标 \u{1F600} \\ ok")
        #expect(TerminalText.escapedKeepingLineBreaks("one\n\ttwo\u{7}") == "one\n\ttwo\\u{7}")
        #expect(TerminalText.isSafe("plain") && !TerminalText.isSafe("\u{85}"))
    }
}
