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

/// SVG layers of `.icon` previews are drawn by `iconpicker-svg` beside the built binary (found from
/// /proc/self/exe; `ICONPICKER_SVG_HELPER` names another), and only when a layer is an SVG; JPEG
/// layers are decoded in the binary itself (TurboJPEG is linked in, the release binary is static).
@Suite struct RenderSVGHelperTests {
    let state = TemporaryFolder("iconpicker-render-svg-state")
    var runner: BinaryRunner { BinaryRunner(stateDirectory: state.path) }
    static let arguments = ["--size", "4x2", "--colors", "truecolor", "--no-mask"]

    /// `Tile.icon` with one layer, `front.svg` (red, the whole canvas) or `front.png` (a PNG).
    func bundle(in folder: TemporaryFolder, svg: Bool) -> String {
        let image = svg ? "front.svg" : "front.png"
        folder.write("Tile.icon/icon.json", text: #"{"groups":[{"layers":[{"image-name":"\#(image)","name":"front"}]}]}"#)
        if svg {
            folder.write(
                "Tile.icon/Assets/front.svg",
                text:
                    #"<svg width="1024" height="1024" xmlns="http://www.w3.org/2000/svg"><rect width="1024" height="1024" fill="red"/></svg>"#
            )
        } else {
            folder.write("Tile.icon/Assets/front.png", PNGFixture.solid(width: 64, height: 64))
        }
        return folder.path + "/Tile.icon"
    }

    /// A stand-in helper that leaves a mark when it is started, then fails.
    func markingHelper(in folder: TemporaryFolder) -> (script: String, mark: String) {
        let mark = folder.path + "/started"
        let script = folder.write("helper.sh", text: "#!/bin/sh\ntouch \"\(mark)\"\nexit 3\n")
        chmod(script, 0o755)
        return (script, mark)
    }

    @Test func anSVGLayerIsDrawnByTheHelperBesideTheBinary() throws {
        defer { state.remove() }
        let folder = TemporaryFolder()
        defer { folder.remove() }
        let result = try runner.run(["render", bundle(in: folder, svg: true)] + Self.arguments)
        #expect(result.status == 0, "\(result)")
        #expect(result.stdout.contains("255;0;0"), "\(result)")
        #expect(!result.stderr.contains("warning"), "\(result)")
    }

    @Test func theHelperIsGoneWhenIconpickerHasExited() throws {
        defer { state.remove() }
        let folder = TemporaryFolder()
        defer { folder.remove() }
        let real = (BinaryRunner.binaryPath as NSString).deletingLastPathComponent + "/iconpicker-svg"
        let script = folder.write("helper.sh", text: "#!/bin/sh\necho $$ > \"\(folder.path)/pid\"\nexec \"\(real)\"\n")
        chmod(script, 0o755)
        let watched = BinaryRunner(stateDirectory: state.path, environment: ["ICONPICKER_SVG_HELPER": script])
        let result = try watched.run(["render", bundle(in: folder, svg: true)] + Self.arguments)
        #expect(result.stdout.contains("255;0;0"), "\(result)")
        let processID = try #require(folder.read("pid").flatMap { pid_t($0.trimmingCharacters(in: .whitespacesAndNewlines)) })
        // iconpicker killed and reaped it before exiting: no process, not even a zombie for init.
        #expect(kill(processID, 0) == -1 && errno == ESRCH)
    }

    @Test func workWithoutSVGNeverStartsTheHelper() throws {
        defer { state.remove() }
        let folder = TemporaryFolder()
        defer { folder.remove() }
        let helper = markingHelper(in: folder)
        let marked = BinaryRunner(stateDirectory: state.path, environment: ["ICONPICKER_SVG_HELPER": helper.script])
        let png = try marked.run(["render", bundle(in: folder, svg: false)] + Self.arguments)
        #expect(png.status == 0, "\(png)")
        for arguments in [["--version"], ["list", folder.path], ["lint", folder.path]] {
            _ = try marked.run(arguments)
        }
        #expect(!FileManager.default.fileExists(atPath: helper.mark), "no SVG, no helper")
        // The control: the same stand-in is started for an SVG layer, and its failure is a warning.
        let other = TemporaryFolder()
        defer { other.remove() }
        let svg = try marked.run(["render", bundle(in: other, svg: true)] + Self.arguments)
        #expect(FileManager.default.fileExists(atPath: helper.mark))
        #expect(svg.status == 0, "\(svg)")
        #expect(svg.stderr.contains("iconpicker-svg exited with status 3"), "\(svg)")
    }

    @Test func aJPEGLayerIsDecodedByTheBinaryItselfWithoutTheHelper() throws {
        defer { state.remove() }
        let folder = TemporaryFolder()
        defer { folder.remove() }
        // 16x8 pixels scaled to the whole canvas: the left half (220, 30, 40), the right (20, 60, 230).
        folder.write(
            "Tile.icon/icon.json",
            text:
                #"{"groups":[{"layers":[{"image-name":"front.jpg","name":"front","position":{"scale":64,"translation-in-points":[0,0]}}]}]}"#
        )
        folder.write("Tile.icon/Assets/front.jpg", LayerImageFixture.twoColourJPEG)
        let noHelper = BinaryRunner(stateDirectory: state.path, environment: ["ICONPICKER_SVG_HELPER": folder.path + "/none"])
        let result = try noHelper.run(["render", folder.path + "/Tile.icon"] + Self.arguments)
        #expect(result.status == 0, "\(result)")
        #expect(result.stdout.contains("220;30;40"), "\(result)")
        #expect(!result.stderr.contains("warning"), "\(result)")
    }

    @Test func aMissingHelperLeavesTheLayerOutAndSaysHowToInstallIt() throws {
        defer { state.remove() }
        let folder = TemporaryFolder()
        defer { folder.remove() }
        let missing = BinaryRunner(stateDirectory: state.path, environment: ["ICONPICKER_SVG_HELPER": folder.path + "/none"])
        let result = try missing.run(["render", bundle(in: folder, svg: true)] + Self.arguments)
        #expect(result.status == 0, "\(result)")
        #expect(result.stderr.contains("\(folder.path)/none, which draws SVG layers, cannot be started"), "\(result)")
        #expect(result.stderr.contains("make install"), "\(result)")
        #expect(!result.stdout.contains("255;0;0"), "\(result)")
    }

    /// An SVG layer embedding a picture that declares 30000x30000 (PNG or JPEG) grew the helper to
    /// 3.7 GB until its time limit killed it (hostile/fuzz-2026-11/svg-data-uri-image-memory): the
    /// layer is now left out as too large, and the next SVG layer is still drawn.
    @Test(arguments: [
        ("image/png", LayerImageFixture.pngDeclaring(width: 30000, height: 30000)),
        ("image/jpeg", LayerImageFixture.jpegDeclaring(width: 30000, height: 30000)),
    ])
    func aLayerEmbeddingAPictureTooLargeToDecodeIsLeftOutAsTooLarge(mediaType: String, picture: Data) throws {
        defer { state.remove() }
        let folder = TemporaryFolder()
        defer { folder.remove() }
        folder.write(
            "Tile.icon/icon.json",
            text: #"{"groups":[{"layers":[{"image-name":"big.svg","name":"big"},{"image-name":"front.svg","name":"front"}]}]}"#)
        folder.write("Tile.icon/Assets/big.svg", text: LayerImageFixture.svgEmbedding(picture, mediaType: mediaType))
        folder.write(
            "Tile.icon/Assets/front.svg",
            text: #"<svg width="1024" height="1024" xmlns="http://www.w3.org/2000/svg"><rect width="1024" height="1024" fill="red"/></svg>"#
        )
        let result = try runner.run(["render", folder.path + "/Tile.icon"] + Self.arguments)
        #expect(result.status == 0, "\(result)")
        #expect(
            result.stderr.contains("big.svg: embeds a picture of 30000x30000 pixels, larger than the 4096-pixel limit for an icon"),
            "\(result)")
        #expect(result.stdout.contains("255;0;0"), "the other layer is drawn: \(result)")
    }
}

/// `iconpicker render NAME.icon [--appearance …]`, run as the built binary.
@Suite struct RenderIconBundleTests {
    let state = TemporaryFolder("iconpicker-render-icon-state")
    var runner: BinaryRunner { BinaryRunner(stateDirectory: state.path) }

    /// A bundle whose fill is red in the default appearance and green when dark.
    func bundle(in folder: TemporaryFolder) -> String {
        folder.write(
            "Tile.icon/icon.json",
            text:
                #"{"fill-specializations": [{"value": {"solid": "srgb:1,0,0,1"}}, {"appearance": "dark", "value": {"solid": "srgb:0,1,0,1"}}]}"#
        )
        return folder.path + "/Tile.icon"
    }

    @Test func eachAppearanceIsDrawnAndTheNoteSaysThePreviewIsFlat() throws {
        defer { state.remove() }
        let folder = TemporaryFolder()
        defer { folder.remove() }
        let path = bundle(in: folder)
        let light = try runner.run(["render", path, "--size", "4x2", "--colors", "truecolor", "--no-mask"])
        #expect(light.status == 0, "\(light)")
        #expect(light.stdout.contains("255;0;0"), "\(light)")
        #expect(light.stderr.contains("flat preview of the default appearance"), "\(light)")
        let dark = try runner.run(["render", path + "/", "--appearance", "dark", "--size", "4x2", "--colors", "truecolor", "--no-mask"])
        #expect(dark.status == 0 && dark.stdout.contains("0;255;0") && !dark.stdout.contains("255;0;0"), "\(dark)")
        let named = try runner.run(["render", path, "--appearance", "default", "--size", "4x2", "--colors", "truecolor", "--no-mask"])
        #expect(named.stdout == light.stdout, "default is the same as any")
    }

    @Test func aBundleWithoutIconJSONExits66AndABrokenOne65() throws {
        defer { state.remove() }
        let folder = TemporaryFolder()
        defer { folder.remove() }
        let empty = folder.folder("Empty.icon")
        let missing = try runner.run(["render", empty])
        #expect(missing.status == 66, "\(missing)")
        #expect(missing.stderr.hasPrefix("iconpicker: error: \(empty)/icon.json: no such file"), "\(missing)")
        folder.write("Broken.icon/icon.json", text: "{")
        let broken = try runner.run(["render", folder.path + "/Broken.icon"])
        #expect(broken.status == 65, "\(broken)")
        #expect(broken.stderr.contains("not an Icon Composer document"), "\(broken)")
    }
}

/// `render --graphics`: the protocol named, from the environment, or symbols for a file.
@Suite final class RenderGraphicsTests {
    let state = TemporaryFolder("iconpicker-render-graphics")

    /// Every test (each argument of a parameterised one too) gets its own folder: removed here,
    /// as not every test uses it (thousands were left in the temporary directory).
    deinit { state.remove() }
    let icon = BinaryRunner.repositoryRoot + "/Resources/Colourful/Icons/sunset-60@3x.png"

    @Test func eachNamedProtocolWritesItsEscape() throws {
        defer { state.remove() }
        let runner = BinaryRunner(stateDirectory: state.path)
        let kitty = try runner.run(["render", icon, "--graphics", "kitty", "--size", "16x8"])
        #expect(kitty.status == 0 && kitty.stdout.hasPrefix("\u{1B}_Ga=T,f=100"))
        let iterm = try runner.run(["render", icon, "--graphics", "iterm", "--size", "16x8"])
        #expect(iterm.stdout.hasPrefix("\u{1B}]1337;File=inline=1;"))
        let sixel = try runner.run(["render", icon, "--graphics", "sixel", "--size", "16x8"])
        #expect(sixel.stdout.hasPrefix("\u{1B}P0;1;0q\"1;1;160;160"), "16x8 cells of 10x20 px: 160 px square")
        let bad = try runner.run(["render", icon, "--graphics", "braille"])
        #expect(bad.status != 0 && bad.stderr.contains("auto, kitty, iterm, sixel or symbols"))
    }

    @Test func aFileGetsSymbolsUnlessTheEnvironmentNamesAProtocol() throws {
        defer { state.remove() }
        let plain = try BinaryRunner(stateDirectory: state.path, environment: ["TERM": "xterm-kitty", "KITTY_WINDOW_ID": "1"])
            .run(["render", icon, "--size", "8x4", "--colors", "256"])
        #expect(!plain.stdout.contains("\u{1B}_G"), "auto and not a terminal: symbols")
        let named = try BinaryRunner(stateDirectory: state.path, environment: ["ICONPICKER_GRAPHICS": "kitty"])
            .run(["render", icon, "--size", "8x4"])
        #expect(named.stdout.hasPrefix("\u{1B}_G"))
        let flagWins = try BinaryRunner(stateDirectory: state.path, environment: ["ICONPICKER_GRAPHICS": "kitty"])
            .run(["render", icon, "--size", "8x4", "--graphics", "symbols"])
        #expect(!flagWins.stdout.contains("\u{1B}_G"))
    }
}
