import Basics
import Foundation
import ImageDecoding
import TestSupport
import Testing

#if canImport(Glibc)
import Glibc
#endif

/// SVG layers are drawn by the helper process (`iconpicker-svg`, built beside the test bundle): the
/// real helper with a real SVG, and stand-in helpers (shell scripts) that hang, crash or answer out
/// of turn, which must each become a typed error for the file within the time limit, with the
/// stand-in killed and reaped. The hang guards are `.timeLimit` traits, never timed assertions.
@Suite struct SVGHelperClientTests {
    let quarter = Data(LayerImageFixture.quarterSVG.utf8)

    @Test func theRealHelperDrawsAnSVGAndIsReused() throws {
        let client = SVGHelperClient(executable: SVGHelperClient.defaultExecutable())
        defer { client.stop() }
        let drawn = try client.decode(quarter, path: "q.svg", maxDimension: 4096, scale: 1.0 / 32)
        #expect(drawn.image.width == 64 && drawn.image.height == 64)
        #expect(drawn.image.pixel(10, 10) == (255, 0, 0, 255))
        #expect(drawn.image.pixel(50, 50).a == 0, "outside the square is transparent")
        #expect(drawn.naturalWidth == 2048 && drawn.naturalHeight == 2048)
        let size = try client.naturalSize(quarter, path: "q.svg", maxDimension: 4096)
        #expect(size.width == 2048)
        let capped = try client.decode(quarter, path: "q.svg", maxDimension: 4096, scale: 1, largestSide: 100)
        #expect(capped.image.width == 100 && capped.image.height == 100, "the largest side wins over the scale")
        #expect(client.startedProcesses == 1, "one helper serves every request")
    }

    @Test func librsvgsOwnErrorsComeBackTypedWithThePath() throws {
        let client = SVGHelperClient(executable: SVGHelperClient.defaultExecutable())
        defer { client.stop() }
        let broken = try #require(throws: ImageDecodeError.self) {
            try client.decode(Data("<svg width='10' height='10'><rect".utf8), path: "b.svg", maxDimension: 64, scale: 1)
        }
        #expect(broken.kind == .damaged)
        #expect(broken.description.hasPrefix("b.svg: is not a valid SVG"), "\(broken)")
        let large = try #require(throws: ImageDecodeError.self) {
            try client.decode(quarter, path: "q.svg", maxDimension: 64, scale: 1)
        }
        #expect(large.kind == .tooLarge)
        #expect(client.startedProcesses == 1, "an error reply leaves the helper running")
    }

    @Test(.timeLimit(.minutes(1))) func aHangingHelperIsKilledAndReapedAndTheErrorIsTyped() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        let script = Self.script(in: folder, "echo $$ > \"\(folder.path)/pid\"\nexec sleep 60")
        let client = SVGHelperClient(executable: script, timeLimit: .milliseconds(300))
        let error = try #require(throws: ImageDecodeError.self) {
            try client.decode(quarter, path: "slow.svg", maxDimension: 64, scale: 1)
        }
        #expect(error.kind == .tooSlow)
        #expect(error.description.hasPrefix("slow.svg: took longer than 0.3 s to draw, so librsvg"), "\(error)")
        let processID = try #require(folder.read("pid").flatMap { pid_t($0.trimmingCharacters(in: .whitespacesAndNewlines)) })
        #expect(kill(processID, 0) == -1 && errno == ESRCH, "the helper was killed and reaped (no zombie)")
        #expect(client.processID == nil)
    }

    @Test(.timeLimit(.minutes(1))) func aCrashingHelperIsAnErrorNotACrash() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        let script = Self.script(in: folder, "head -c 4 >/dev/null\nkill -SEGV $$")
        let client = SVGHelperClient(executable: script)
        let error = try #require(throws: ImageDecodeError.self) {
            try client.decode(quarter, path: "crash.svg", maxDimension: 64, scale: 1)
        }
        #expect(error.kind == .damaged)
        #expect(error.detail.contains("was killed by signal 11"), "\(error)")
    }

    /// The helper runs under an address-space limit: an allocation beyond it fails instead of growing
    /// the helper to gigabytes.
    @Test func theHelperRunsUnderItsMemoryLimit() throws {
        let client = SVGHelperClient(executable: SVGHelperClient.defaultExecutable())
        defer { client.stop() }
        _ = try client.naturalSize(quarter, path: "q.svg", maxDimension: 64)
        let processID = try #require(client.processID)
        let limits = try String(contentsOfFile: "/proc/\(processID)/limits", encoding: .utf8)
        let line = try #require(limits.split(separator: "\n").first { $0.hasPrefix("Max address space") })
        let values = line.split(separator: " ").compactMap { Int($0) }
        #expect(values == [SVGHelperServer.memoryLimit, SVGHelperServer.memoryLimit], "\(line)")
    }

    /// A helper that died of a failed allocation (Rust's, GLib's or Swift's last words on standard
    /// error) reports the layer as too large, not as a crash.
    @Test(
        .timeLimit(.minutes(1)),
        arguments: [
            "memory allocation of 3600000000 bytes failed", "GLib-ERROR **: failed to allocate 3600000000 bytes",
            "Fatal error: Could not allocate memory.",
        ])
    func aHelperThatRanOutOfMemoryReportsTooLarge(lastWords: String) throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        let script = Self.script(
            in: folder, "head -c 4 >/dev/null\necho 'a warning about something else' >&2\necho '\(lastWords)' >&2\nkill -ABRT $$")
        let client = SVGHelperClient(executable: script)
        let error = try #require(throws: ImageDecodeError.self) {
            try client.decode(quarter, path: "big.svg", maxDimension: 64, scale: 1)
        }
        #expect(error.kind == .tooLarge)
        #expect(error.detail.hasPrefix("needs more than the 768 MB of memory iconpicker-svg may use"), "\(error)")
    }

    /// The real helper refuses an SVG embedding a picture that declares 30000x30000 before librsvg
    /// decodes it, and stays up for the next layer.
    @Test(.timeLimit(.minutes(1))) func theRealHelperRefusesAnEmbeddedPictureTooLargeToDecode() throws {
        let client = SVGHelperClient(executable: SVGHelperClient.defaultExecutable())
        defer { client.stop() }
        let svg = Data(LayerImageFixture.svgEmbedding(LayerImageFixture.pngDeclaring(width: 30000, height: 30000)).utf8)
        let error = try #require(throws: ImageDecodeError.self) { try client.decode(svg, path: "du.svg", maxDimension: 4096, scale: 1) }
        #expect(error.kind == .tooLarge)
        #expect(error.description.hasPrefix("du.svg: embeds a picture of 30000x30000 pixels"), "\(error)")
        #expect(try client.decode(quarter, path: "q.svg", maxDimension: 64, scale: 1.0 / 32).image.width == 64)
        #expect(client.startedProcesses == 1)
    }

    @Test(.timeLimit(.minutes(1))) func anOversizedReplyIsRefusedBeforeItIsRead() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        let script = Self.script(in: folder, "printf '\\377\\377\\377\\177'\nexec sleep 60")
        let client = SVGHelperClient(executable: script)
        let error = try #require(throws: ImageDecodeError.self) {
            try client.decode(quarter, path: "big.svg", maxDimension: 64, scale: 1)
        }
        #expect(error.kind == .damaged)
        #expect(error.detail.contains("more than asked for"), "\(error)")
    }

    @Test(.timeLimit(.minutes(1))) func aStoppedHelperIsStartedAgainOnTheNextRequest() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        let real = SVGHelperClient.defaultExecutable()
        let marker = folder.path + "/hung-once"
        let script = Self.script(in: folder, "if [ -e \"\(marker)\" ]; then exec \"\(real)\"; fi\ntouch \"\(marker)\"\nexec sleep 60")
        let client = SVGHelperClient(executable: script, timeLimit: .seconds(1))
        defer { client.stop() }
        #expect(throws: ImageDecodeError.self) { try client.decode(quarter, path: "q.svg", maxDimension: 64, scale: 1.0 / 32) }
        let drawn = try client.decode(quarter, path: "q.svg", maxDimension: 64, scale: 1.0 / 32)
        #expect(drawn.image.width == 64)
        #expect(client.startedProcesses == 2)
    }

    @Test(.timeLimit(.minutes(1))) func aHelperThatDiedWhileIdleIsReplacedSilently() throws {
        let client = SVGHelperClient(executable: SVGHelperClient.defaultExecutable())
        defer { client.stop() }
        _ = try client.naturalSize(quarter, path: "q.svg", maxDimension: 64)
        let first = try #require(client.processID)
        kill(first, SIGKILL)
        while kill(first, 0) == 0, (try? String(contentsOfFile: "/proc/\(first)/stat", encoding: .utf8))?.contains(") Z") != true {
            usleep(1000)
        }
        let size = try client.naturalSize(quarter, path: "q.svg", maxDimension: 64)
        #expect(size.width == 2048)
        #expect(client.processID != first)
    }

    @Test func theHelperKeepsNoDescriptorButItsSocketAndItsErrorPipe() throws {
        // A descriptor without close-on-exec, as a terminal or a file of iconpicker's could be.
        let inherited = open("/dev/zero", O_RDONLY)
        defer { close(inherited) }
        #expect(inherited > 2)
        let client = SVGHelperClient(executable: SVGHelperClient.defaultExecutable())
        defer { client.stop() }
        _ = try client.decode(quarter, path: "q.svg", maxDimension: 64, scale: 1.0 / 32)
        let processID = try #require(client.processID)
        let descriptors = try FileManager.default.contentsOfDirectory(atPath: "/proc/\(processID)/fd").sorted()
        #expect(descriptors == ["0", "1", "2"])
        let standardError = try FileManager.default.destinationOfSymbolicLink(atPath: "/proc/\(processID)/fd/2")
        #expect(standardError.hasPrefix("pipe:"), "librsvg's warnings never reach the terminal")
        let flags = try String(contentsOfFile: "/proc/\(processID)/fdinfo/2", encoding: .utf8)
        let octal = flags.split(separator: "\n").first { $0.hasPrefix("flags:") }.flatMap {
            Int($0.dropFirst(6).trimmingCharacters(in: .whitespaces), radix: 8)
        }
        #expect(try #require(octal) & Int(O_NONBLOCK) != 0, "a full pipe drops the helper's words, never blocks it")
    }

    /// Run with standard error closed (`2>&-`, a daemon), the socket pair would be numbered 2 and 3:
    /// iconpicker's end at 2 took its warnings into the helper, which read them as a request and
    /// stopped, and the next SVG was left out. In a child process: this one keeps its descriptors.
    @Test(.timeLimit(.minutes(1))) func aClosedStandardDescriptorIsNotTakenByTheSocket() async {
        await #expect(processExitsWith: .success) {
            close(STDERR_FILENO)
            let client = SVGHelperClient(executable: SVGHelperClient.defaultExecutable())
            let svg = Data(LayerImageFixture.quarterSVG.utf8)
            guard (try? client.naturalSize(svg, path: "q.svg", maxDimension: 64)) != nil else { exit(2) }
            let warning = "iconpicker: warning: something to say\n"
            let written = write(STDERR_FILENO, warning, warning.utf8.count)
            let drawn = try? client.decode(svg, path: "q.svg", maxDimension: 64, scale: 1.0 / 32)
            client.stop()
            exit(written == -1 && drawn?.image.width == 64 && client.startedProcesses == 1 ? 0 : 1)
        }
    }

    /// `ImageFileDecoder.maxFileSize` is the caller's to raise: an SVG over the helper's own request
    /// cap made it stop reading, and the error blamed librsvg ("exited with status 0 while drawing it").
    @Test(.timeLimit(.minutes(1))) func anSVGOverTheHelpersCapIsRefusedBeforeItIsSent() throws {
        let client = SVGHelperClient(executable: SVGHelperClient.defaultExecutable())
        defer { client.stop() }
        let large = quarter + Data(count: 64 << 20)  // the helper reads requests of 64 MB at most
        let error = try #require(throws: ImageDecodeError.self) {
            try client.decode(large, path: "large.svg", maxDimension: 64, scale: 1.0 / 32)
        }
        #expect(error.kind == .tooLarge)
        #expect(error.description == "large.svg: is larger than 64 MB, too large for an icon layer")
        #expect(client.startedProcesses == 0)
    }

    /// Run by hand, the helper says what it is: `--help` prints its usage (it printed nothing, and
    /// waited for a request on standard input); any other argument is a usage error.
    @Test func theHelperRunByHandPrintsItsUsage() throws {
        let runner = BinaryRunner(stateDirectory: FileManager.default.temporaryDirectory.path)
        let helper = SVGHelperClient.defaultExecutable()
        let help = try runner.run(["--help"], executable: helper, timeout: 20)
        #expect(help.status == 0, "\(help)")
        #expect(help.stdout.hasPrefix("usage: iconpicker-svg\n"), "\(help)")
        #expect(help.stdout.contains("not run by hand") && help.stderr.isEmpty, "\(help)")
        let wrong = try runner.run(["--draw", "x.svg"], executable: helper, timeout: 20)
        #expect(wrong.status == 2 && wrong.stdout.isEmpty, "\(wrong)")
        #expect(wrong.stderr.contains("takes no arguments") && wrong.stderr.contains("usage: iconpicker-svg"), "\(wrong)")
    }

    @Test func aMissingHelperSaysWhereItWasLookedForAndHowToInstallIt() throws {
        let client = SVGHelperClient(executable: "/nonexistent/iconpicker-svg")
        let error = try #require(throws: ImageDecodeError.self) {
            try client.decode(quarter, path: "q.svg", maxDimension: 64, scale: 1)
        }
        #expect(error.kind == .unsupported)
        #expect(error.detail.contains("/nonexistent/iconpicker-svg"))
        #expect(error.detail.contains("ICONPICKER_SVG_HELPER"))
        #expect(client.startedProcesses == 0)
    }

    @Test func aHelperIsNeverStartedFromARelativePath() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        let script = Self.script(in: folder, "exit 0")
        let depth = FileManager.default.currentDirectoryPath.split(separator: "/").count
        let relative = String(repeating: "../", count: depth) + script.drop(while: { $0 == "/" })
        #expect(FileManager.default.isExecutableFile(atPath: relative), "the relative path reaches the script")
        let client = SVGHelperClient(executable: relative)
        let error = try #require(throws: ImageDecodeError.self) {
            try client.decode(quarter, path: "q.svg", maxDimension: 64, scale: 1)
        }
        #expect(error.kind == .unsupported)
        #expect(error.detail.contains("not an absolute path"))
        #expect(client.startedProcesses == 0)
    }

    /// An executable shell script in `folder`.
    static func script(in folder: TemporaryFolder, _ body: String) -> String {
        let path = folder.write("helper.sh", text: "#!/bin/sh\n" + body + "\n")
        chmod(path, 0o755)
        return path
    }
}
