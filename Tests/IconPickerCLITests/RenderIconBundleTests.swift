import Foundation
import TestSupport
import Testing

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
