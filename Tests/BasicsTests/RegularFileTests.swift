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

/// Every file iconpicker opens goes through `RegularFile` (non-blocking, ordinary files only): a FIFO
/// as an `.icon` bundle's icon.json or SVG layer blocked render, list and lint forever because two
/// readers opened files their own way (hostile/fuzz-2026-11). This scans Sources for any other way to
/// open a file; the few that remain are listed with the reason each may stay.
@Suite struct OneWayToOpenAFileTests {
    static let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Sources").path

    /// Ways to open (or create) a file other than `RegularFile`.
    static let patterns: [(name: String, regex: String)] = [
        ("FileHandle(for…)", #"FileHandle\(\s*for(Reading|Writing|Updating)"#),
        ("FileHandle.nullDevice", #"FileHandle\.nullDevice"#),
        ("…(contentsOf…)", #"\b(NS)?(Data|String|Dictionary|Array|XMLParser)\(\s*contentsOf"#),
        ("FileManager.contents(atPath:)", #"\.contents\(\s*atPath"#),
        ("FileManager.createFile", #"createFile\(\s*atPath"#),
        ("write(to:)/write(toFile:)", #"\.write\(\s*to(File)?\s*:"#),
        ("Input/OutputStream", #"\b(Input|Output)Stream\("#),
        ("fopen/fdopen/freopen", #"\b(fopen|fdopen|freopen|tmpfile)\("#),
        // open(2) itself: a first argument without a label (`IPAReader.open(ipa:)` is a method).
        ("open(2)", #"(?<![\w.])(Glibc\.)?(open|openat|creat)\(\s*[^:(),]*[,)]"#),
        ("mkstemp/mktemp", #"\bmk(o?s)?temps?\("#),
        ("posix_spawn's open", #"posix_spawn_file_actions_addopen"#),
        ("dlopen", #"\bdlopen\("#),
    ]

    /// (file under Sources, pattern name) → how many times it may occur, and why.
    static let allowed: [String: [String: (count: Int, reason: String)]] = [
        "Basics/Files/RegularFile.swift": ["open(2)": (2, "the one way: O_NONBLOCK, then fstat on the descriptor")],
        "IconKit/State/FileLock.swift": ["open(2)": (1, "the state store's lock: created, O_NOFOLLOW, O_NONBLOCK, fstat")],
        "ProjectEditing/ChangeWriter.swift": [
            "open(2)": (1, "writes only: a new temporary file beside a project file (O_CREAT | O_EXCL), and the folder's fsync")
        ],
        "IconKit/State/IconStateStore.swift": [
            "mkstemp/mktemp": (1, "the state store's own atomic write"),
            "open(2)": (1, "fsync of the state folder (O_DIRECTORY: only ever a folder)"),
        ],
        "AppArchive/IPAArchive.swift": ["open(2)": (1, "extraction creates new files (O_EXCL, O_NOFOLLOW) in its private folder")],
        "AppArchive/ScratchFolder+Removal.swift": [
            "open(2)": (2, "listing the scratch folder to remove it: O_DIRECTORY | O_NOFOLLOW, only ever a folder")
        ],
        "TileCache/TileCache.swift": ["mkstemp/mktemp": (1, "the tile cache's own atomic write")],
        "TerminalGraphics/TerminalProbe.swift": ["open(2)": (1, "the terminal device, /dev/tty")],
        "IconKit/PropertyList/StandardErrorCapture.swift": [
            "fopen/fdopen/freopen": (1, "tmpfile: an anonymous file catching Foundation's complaints, at no path anyone can plant")
        ],
        "CLibRSVG/shim.h": ["dlopen": (1, "librsvg, a system library found by its soname")],
        "Basics/Process/BoundedProcess.swift": [
            "posix_spawn's open": (2, "the bounded program's standard input and standard error: /dev/null")
        ],
        "Pictures/GraphicsChoice.swift": ["FileHandle.nullDevice": (1, "tmux's standard error, /dev/null")],
        "ChooserProgram/ChooserRuntime.swift": [
            "FileHandle(for…)": (1, "benchmark hooks: a file named by the benchmark's own environment variable"),
            "FileManager.createFile": (1, "benchmark hooks: a file named by the benchmark's own environment variable"),
            "write(to:)/write(toFile:)": (1, "benchmark hooks: a file named by the benchmark's own environment variable"),
        ],
    ]

    /// Developer tools, not the product: they read their own corpus and benchmark files.
    static let tools = ["iconpicker-bench/", "iconpicker-fuzz/", "FuzzTargets/", "catalog-bench/"]

    /// The code of a Swift or C file without its comments (`//` outside a string, `/* … */`).
    static func code(_ text: String) -> String {
        let withoutBlocks = text.replacingOccurrences(of: #"/\*[\s\S]*?\*/"#, with: "", options: .regularExpression)
        return withoutBlocks.split(separator: "\n", omittingEmptySubsequences: false).map { line -> Substring in
            var quotes = 0
            var previous: Character = " "
            for (offset, character) in line.enumerated() {
                if character == "\"" && previous != "\\" { quotes += 1 }
                if character == "/" && previous == "/" && quotes.isMultiple(of: 2) { return line.prefix(offset - 1) }
                previous = character
            }
            return line
        }.joined(separator: "\n")
    }

    @Test func noFileIsOpenedOtherThanThroughRegularFile() throws {
        let files = try #require(FileManager.default.subpathsOfDirectory(atPath: Self.sources) as [String]?)
            .filter { $0.hasSuffix(".swift") || $0.hasSuffix(".c") || $0.hasSuffix(".h") }
            .filter { file in !Self.tools.contains { file.hasPrefix($0) } }
        #expect(files.count > 100, "Sources found at \(Self.sources)")
        var found: [String: [String: Int]] = [:]
        for file in files {
            let text = Self.code(try String(contentsOfFile: Self.sources + "/" + file, encoding: .utf8))
            for (name, regex) in Self.patterns {
                let matches = try NSRegularExpression(pattern: regex).numberOfMatches(
                    in: text, range: NSRange(text.startIndex..., in: text))
                if matches > 0 { found[file, default: [:]][name] = matches }
            }
        }
        for (file, names) in found.sorted(by: { $0.key < $1.key }) {
            for (name, count) in names.sorted(by: { $0.key < $1.key }) {
                let allowance = Self.allowed[file]?[name]
                #expect(
                    allowance?.count == count,
                    "\(file) opens a file by \(name) \(count) time(s) (allowed: \(allowance?.count ?? 0)); use RegularFile")
            }
        }
        for (file, names) in Self.allowed {
            for (name, allowance) in names where found[file]?[name] == nil {
                Issue.record("\(file): \(name) is allowed (\(allowance.reason)) but no longer used; remove it from the list")
            }
        }
    }

    /// The scan itself sees what it must and skips comments and methods that are only named `open`.
    @Test func theScanFindsEachWayAndSkipsCommentsAndMethods() throws {
        func matches(_ source: String) throws -> [String] {
            let code = Self.code(source)
            return try Self.patterns.filter { _, regex in
                try NSRegularExpression(pattern: regex).firstMatch(in: code, range: NSRange(code.startIndex..., in: code)) != nil
            }.map(\.name)
        }
        #expect(try matches("let h = FileHandle(forReadingAtPath: path)") == ["FileHandle(for…)"])
        #expect(try matches("let d = try Data(contentsOf: url)") == ["…(contentsOf…)"])
        #expect(try matches("let s = try String(contentsOfFile: p, encoding: .utf8)") == ["…(contentsOf…)"])
        #expect(try matches("FileManager.default.contents(atPath: p)") == ["FileManager.contents(atPath:)"])
        #expect(try matches("let fd = open(path, O_RDONLY)") == ["open(2)"])
        #expect(try matches("let fd = Glibc.open(path, O_RDONLY)") == ["open(2)"])
        #expect(try matches("FILE *f = fopen(name, \"r\");") == ["fopen/fdopen/freopen"])
        #expect(try matches("let stream = InputStream(fileAtPath: p)") == ["Input/OutputStream"])
        #expect(try matches("try IPAReader().open(ipa: path)").isEmpty)
        #expect(try matches("public func open(ipa path: String)").isEmpty)
        #expect(try matches("/// `FileHandle(forReadingAtPath:)` blocks on a FIFO").isEmpty)
        #expect(try matches("let url = \"http://x\" // open(path, 0)").isEmpty)
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
