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

    /// Read into a buffer of the size `fstat` gave: an empty file, a file shorter than the limit, one
    /// that is exactly the limit, and a file `fstat` calls empty that is not (/proc) all read whole.
    @Test func filesAreReadWholeWhateverTheirSize() throws {
        let folder = Self.scratch()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        for count in [0, 1, 127, 128, 65_536, 200_001] {
            let path = folder + "/data-\(count)"
            let bytes = Data((0..<count).map { UInt8(truncatingIfNeeded: $0 &* 7) })
            #expect(FileManager.default.createFile(atPath: path, contents: bytes))
            #expect(try RegularFile.read(path: path, limit: 200_001) == bytes)
            #expect(try RegularFile.read(path: path, limit: max(count, 1)) == bytes)
            #expect(try RegularFile.prefix(path: path, count: 128) == bytes.prefix(128))
        }
        let status = try RegularFile.read(path: "/proc/self/status", limit: 1 << 20)
        #expect(String(decoding: status, as: UTF8.self).contains("Name:"))
    }

    /// The first buffer holds the `fstat` size and a byte more, never more than asked for: a sparse
    /// file of 9223372036854775807 bytes (tmpfs, XFS and btrfs allow one) made `size + 1` overflow, and
    /// `list` of such an Info.plist died of SIGILL instead of saying it is too large.
    @Test func theLargestFileSizeIsRefusedNotATrap() throws {
        #expect(RegularFile.firstBufferSize(wanted: 100, reportedSize: .max) == 100)
        #expect(RegularFile.firstBufferSize(wanted: .max, reportedSize: .max) == .max)
        #expect(RegularFile.firstBufferSize(wanted: 100, reportedSize: 10) == 11, "a byte more, to see a file that grew")
        #expect(RegularFile.firstBufferSize(wanted: 100, reportedSize: 0) == 1)
        // The real file, where the file system allows it (/dev/shm is a tmpfs on Linux).
        let path = "/dev/shm/regular-file-\(UUID().uuidString)"
        guard FileManager.default.createFile(atPath: path, contents: nil) else { return }
        defer { unlink(path) }
        guard truncate(path, off_t.max) == 0 else { return }
        #expect(throws: RegularFile.Failure.tooLarge(size: .max, limit: 1024)) { try RegularFile.read(path: path, limit: 1024) }
    }

    /// A file its folder's listing called ordinary is read without an `fstat`; whatever reads short
    /// is judged again as before, so a FIFO, a folder, a missing or short file get the same answer
    /// without blocking, even when they took the listed file's place.
    @Test func aListedFileIsReadAndAnythingElseIsStillRefused() throws {
        let folder = Self.scratch()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/icon.png"
        #expect(FileManager.default.createFile(atPath: path, contents: Data(repeating: 9, count: 300)))
        #expect(try RegularFile.prefix(ofListedFile: path, count: 128) == [UInt8](repeating: 9, count: 128))
        #expect(FileManager.default.createFile(atPath: folder + "/short.png", contents: Data([1, 2, 3])))
        #expect(try RegularFile.prefix(ofListedFile: folder + "/short.png", count: 128) == [1, 2, 3])
        #expect(mkfifo(folder + "/fifo.png", 0o644) == 0)
        #expect(throws: RegularFile.Failure.notRegular(kind: "a FIFO (named pipe)")) {
            try RegularFile.prefix(ofListedFile: folder + "/fifo.png", count: 128)
        }
        #expect(throws: RegularFile.Failure.notRegular(kind: "a folder")) { try RegularFile.prefix(ofListedFile: folder, count: 128) }
        #expect(throws: RegularFile.Failure.missing) { try RegularFile.prefix(ofListedFile: folder + "/absent.png", count: 128) }
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

    /// The byte-level judgement `Console.out(utf8:)` relies on agrees with `escapedKeepingLineBreaks`.
    @Test func utf8IsSafeExactlyWhenEscapingLeavesItAlone() {
        for text in ["table\n\twith lines ✓", "a\u{1B}[2Jb", "\u{9B}31m", "x\ry", "bidi\u{202E}", "plain", ""] {
            let bytes = Array(text.utf8)
            let safe = bytes.withUnsafeBufferPointer { TerminalText.isSafeKeepingLineBreaks(utf8: $0) }
            #expect(safe == (TerminalText.escapedKeepingLineBreaks(text) == text), "\(text.debugDescription)")
        }
    }
}
