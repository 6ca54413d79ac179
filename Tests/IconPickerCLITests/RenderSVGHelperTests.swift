import Foundation
import TestSupport
import Testing

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
