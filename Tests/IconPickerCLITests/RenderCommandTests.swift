import Foundation
import TestSupport
import Testing

@testable import IconKit
@testable import IconPickerCLI

/// `iconpicker render`, run as a built binary.
@Suite struct RenderCommandTests {
    let state = TemporaryFolder("iconpicker-render-state")
    var runner: BinaryRunner { BinaryRunner(stateDirectory: state.path) }
    let icon = BinaryRunner.repositoryRoot + "/Resources/Colourful/Icons/sunset-60@3x.png"

    @Test func printsTheArtWithResetsAtEachLineEnd() throws {
        defer { state.remove() }
        let result = try runner.run(["render", icon, "--size", "16x8", "--colors", "truecolor"])
        #expect(result.status == 0, "\(result)")
        let lines = result.stdout.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        #expect(lines.count == 8)
        #expect(lines.allSatisfy { !$0.contains("\u{1B}") || $0.hasSuffix("\u{1B}[0m") || $0.hasSuffix(" ") })
        #expect(result.stdout.contains("\u{1B}[38;2;"))
    }

    /// The streamed decode (rows box-filtered as libpng produces them) must still honour `--symbols`.
    @Test func eachSymbolSetDrawsItsOwnArt() throws {
        defer { state.remove() }
        let outputs = try ["half", "quadrants", "sextants"].map { symbols in
            try runner.run(["render", icon, "--size", "16x8", "--colors", "truecolor", "--symbols", symbols]).stdout
        }
        #expect(Set(outputs).count == 3, "\(outputs)")
        #expect(outputs[1].unicodeScalars.contains { (0x2596...0x259F).contains($0.value) }, "quadrant characters")
    }

    @Test func honoursNoColorAndPlainLocales() throws {
        defer { state.remove() }
        let noColor = try BinaryRunner(stateDirectory: state.path, environment: ["NO_COLOR": "1"]).run(["render", icon, "--size", "8x4"])
        #expect(!noColor.stdout.contains("\u{1B}"))
        #expect(noColor.stdout.contains("\u{2580}") || noColor.stdout.contains("\u{2588}"))
        let ascii = try BinaryRunner(stateDirectory: state.path, environment: ["LC_ALL": "C", "LANG": "C"])
            .run(["render", icon, "--size", "8x4", "--colors", "256"])
        #expect(ascii.status == 0)
        #expect(ascii.stdout.unicodeScalars.allSatisfy { $0.isASCII })
    }

    @Test func detectsColoursFromTheEnvironment() throws {
        defer { state.remove() }
        let truecolor = try BinaryRunner(stateDirectory: state.path, environment: ["COLORTERM": "truecolor", "TERM": "xterm-256color"])
            .run(["render", icon, "--size", "8x4"])
        #expect(truecolor.stdout.contains("38;2;"))
        let palette = try BinaryRunner(stateDirectory: state.path, environment: ["COLORTERM": "", "TERM": "xterm-256color"])
            .run(["render", icon, "--size", "8x4"])
        #expect(palette.stdout.contains("38;5;") && !palette.stdout.contains("38;2;"))
        let eight = try BinaryRunner(stateDirectory: state.path, environment: ["COLORTERM": "", "TERM": "xterm"])
            .run(["render", icon, "--size", "8x4"])
        #expect(!eight.stdout.contains("38;5;") && !eight.stdout.contains("38;2;"))
    }

    @Test func severalFilesAreNamedAndABadOneDoesNotStopTheRest() throws {
        defer { state.remove() }
        let folder = TemporaryFolder()
        defer { folder.remove() }
        let broken = folder.write("broken.png", text: "not a png")
        let result = try runner.run(["render", icon, broken, icon, "--size", "4x2", "--colors", "none"])
        #expect(result.status == 65)
        #expect(result.stdout.components(separatedBy: "\(icon):\n").count == 3)
        #expect(result.stderr == "iconpicker: error: \(broken): is not a PNG file\n")
        #expect(try runner.run(["render", "/no/such.png"]).status == 66)
        #expect(try runner.run(["render", icon, "--background", "blue"]).status == 2)
        #expect(try runner.run(["render", icon, "--size", "0x3"]).status == 2)
    }

    @Test func rendersACgBIFileTheTestCrushed() throws {
        defer { state.remove() }
        let folder = TemporaryFolder()
        defer { folder.remove() }
        let crushed = folder.write(
            "crushed.png", PNGFixture.cgbi(width: 8, height: 8, rgba: Array(repeating: [200, 30, 60, 255], count: 64).flatMap { $0 }))
        let result = try runner.run(["render", crushed, "--size", "2x1", "--colors", "truecolor", "--no-mask"])
        #expect(result.status == 0, "\(result)")
        #expect(result.stdout.contains("38;2;200;30;60;48;2;200;30;60"))
    }

    @Test(
        .enabled(if: SharedFolder.isPresent, Comment(rawValue: SharedFolder.skipMessage)),
        arguments: SharedFolder.hostileFiles.filter { $0.hasSuffix(".png") })
    func everyHostilePNGRendersOrFailsInOneLine(name: String) throws {
        defer { state.remove() }
        let result = try runner.run(["render", SharedFolder.hostile(name), "--colors", "256"], timeout: 20)
        if result.status == 0 {
            #expect(result.stdout.split(separator: "\n").count == 16)
        } else {
            #expect(result.status == 65, "\(result)")
            #expect(result.stderr.split(separator: "\n").count == 1)
        }
    }
}
