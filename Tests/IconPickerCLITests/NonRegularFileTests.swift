import Foundation
import TestSupport
import Testing

/// FIFOs where a file is expected (an Info.plist, an icon, Contents.json, a pbxproj, an xcconfig, the
/// state file) made every command block forever at `open(2)`. Run through the built binary, each is
/// refused or reported at once; the timeouts are ceilings that fail the test, not measurements.
@Suite struct NonRegularFileTests {
    let state = TemporaryFolder("iconpicker-fifo-state")
    var runner: BinaryRunner { BinaryRunner(stateDirectory: state.path) }

    /// A copy of the demo app in `folder` with the file at `relative` replaced by a FIFO.
    static func demo(in folder: TemporaryFolder, fifoAt relative: String) throws -> String {
        let app = folder.path + "/Colourful"
        try FileManager.default.copyItem(atPath: BinaryRunner.repositoryRoot + "/Resources/Colourful", toPath: app)
        try? FileManager.default.removeItem(atPath: app + "/" + relative)
        #expect(mkfifo(app + "/" + relative, 0o644) == 0)
        return app
    }

    @Test func anInfoPlistThatIsAFIFOIsRefusedWithTheReason() throws {
        let folder = TemporaryFolder()
        defer {
            folder.remove()
            state.remove()
        }
        let app = try Self.demo(in: folder, fifoAt: "Info.plist")
        let result = try runner.run(["list", app + "/Info.plist"], timeout: 20)
        #expect(result.status == 66, "\(result)")
        #expect(
            result.stderr == "iconpicker: error: \(app)/Info.plist: cannot be read (it is a FIFO (named pipe), not an ordinary file).\n")
    }

    @Test func anIconOrContentsJSONThatIsAFIFOIsAProblemOfThatIconOnly() throws {
        let folder = TemporaryFolder()
        defer {
            folder.remove()
            state.remove()
        }
        let app = try Self.demo(in: folder, fifoAt: "Icons/sunset-60@3x.png")
        let list = try runner.run(["list", app], timeout: 20)
        #expect(list.status == 0, "\(list)")
        #expect(list.stdout.contains("FIFO"), "\(list)")
        let render = try runner.run(["render", app + "/Icons/sunset-60@3x.png"], timeout: 20)
        #expect(render.status == 66, "\(render)")
        #expect(render.stderr.contains("is a FIFO (named pipe), not an image file"), "\(render)")
        let lint = try runner.run(["lint", app], timeout: 30)
        #expect(lint.stdout.contains("FIFO"), "\(lint)")

        let catalog = TemporaryFolder()
        defer { catalog.remove() }
        let other = try Self.demo(in: catalog, fifoAt: "Assets.xcassets/AppIcon.appiconset/Contents.json")
        let result = try runner.run(["lint", other], timeout: 30)
        #expect(result.stdout.contains("Contents.json cannot be read (it is a FIFO (named pipe), not an ordinary file)"), "\(result)")
    }

    @Test func aStateFileThatIsAFIFOReadsAsThePrimaryWithAWarning() throws {
        defer { state.remove() }
        #expect(mkfifo(state.path + "/com.example.colourful.json", 0o644) == 0)
        let current = try runner.run(["current"], timeout: 20)
        #expect(current.status == 0, "\(current)")
        #expect(current.stdout.hasPrefix("(primary)"), "\(current)")
        #expect(current.stderr.contains("it is a FIFO (named pipe), not an ordinary file"), "\(current)")
        let set = try runner.run(["set", "sunset"], timeout: 20)
        #expect(set.status == 0, "\(set)")
        #expect(try runner.run(["current"], timeout: 20).stdout == "sunset\n")
    }

    @Test func aProjectWhosePbxprojOrXcconfigIsAFIFOSaysSo() throws {
        let folder = TemporaryFolder()
        defer {
            folder.remove()
            state.remove()
        }
        #expect(mkfifo(folder.folder("P.xcodeproj") + "/project.pbxproj", 0o644) == 0)
        let result = try runner.run(["list", folder.path + "/P.xcodeproj"], timeout: 20)
        #expect(result.status != 0 && result.stderr.contains("FIFO"), "\(result)")
    }

    /// A repository whose XcodeGen spec builds `AppIcon.icon` and `Night.icon`.
    static func iconBundleRepository(_ repository: TemporaryFolder) {
        repository.write(
            "project.yml",
            text: """
                name: Shop
                targets:
                  Shop:
                    type: application
                    platform: iOS
                    sources: [Shop]
                    settings:
                      ASSETCATALOG_COMPILER_APPICON_NAME: AppIcon
                      ASSETCATALOG_COMPILER_ALTERNATE_APPICON_NAMES: Night
                      PRODUCT_BUNDLE_IDENTIFIER: com.example.shop
                """)
        for name in ["AppIcon", "Night"] { ModernProjectFixture.iconBundle("Shop/\(name).icon", in: repository) }
    }

    /// A FIFO as a `.icon` bundle's icon.json blocked render, list and lint forever (its reader opened
    /// it with FileHandle); each now answers at once and names the FIFO.
    @Test func anIconBundleWhoseIconJSONIsAFIFOIsReportedNotWaitedOn() throws {
        defer { state.remove() }
        let repository = TemporaryFolder("iconpicker-fifo-icon-json")
        defer { repository.remove() }
        Self.iconBundleRepository(repository)
        let bundle = repository.path + "/Shop/Night.icon"
        try FileManager.default.removeItem(atPath: bundle + "/icon.json")
        #expect(mkfifo(bundle + "/icon.json", 0o644) == 0)
        let list = try runner.run(["list"], in: repository.path, timeout: 20)
        #expect(list.status == 0 && list.stdout.contains("Night"), "\(list)")
        let lint = try runner.run(["lint", "--format", "json"], in: repository.path, timeout: 20)
        #expect(lint.stdout.contains("it is a FIFO (named pipe), not an ordinary file"), "\(lint)")
        let render = try runner.run(["render", bundle], timeout: 20)
        #expect(render.status != 0, "\(render)")
        #expect(
            render.stderr.contains("\(bundle)/icon.json: cannot be read (it is a FIFO (named pipe), not an ordinary file)"), "\(render)")
    }

    /// The same for a layer image of each format (SVG, PNG): the layer is left out with the reason.
    @Test(arguments: ["a.svg", "front.png"]) func anIconBundleWhoseLayerIsAFIFOIsDrawnWithoutIt(layer: String) throws {
        defer { state.remove() }
        let repository = TemporaryFolder("iconpicker-fifo-layer")
        defer { repository.remove() }
        Self.iconBundleRepository(repository)
        let bundle = repository.path + "/Shop/Night.icon"
        repository.write(
            "Shop/Night.icon/icon.json", text: #"{"groups":[{"layers":[{"image-name":"\#(layer)","name":"a"}]}]}"#)
        try? FileManager.default.removeItem(atPath: bundle + "/Assets/" + layer)
        #expect(mkfifo(bundle + "/Assets/" + layer, 0o644) == 0)
        let render = try runner.run(["render", bundle], timeout: 20)
        #expect(render.status == 0, "\(render)")
        #expect(
            render.stderr.contains("\(bundle)/Assets/\(layer): cannot be read (it is a FIFO (named pipe), not an ordinary file)"),
            "\(render)")
        let list = try runner.run(["list"], in: repository.path, timeout: 20)
        #expect(list.status == 0 && list.stdout.contains("Night"), "\(list)")
        let lint = try runner.run(["lint"], in: repository.path, timeout: 20)
        #expect(lint.stdout.contains("2 icons checked"), "\(lint)")
    }

    /// An Expo app.json that is a FIFO: the repository is still explained, not waited on.
    @Test func anExpoAppJSONThatIsAFIFOIsSkipped() throws {
        defer { state.remove() }
        let repository = TemporaryFolder("iconpicker-fifo-expo")
        defer { repository.remove() }
        repository.write("package.json", text: #"{"dependencies": {"expo": "~54.0.0"}}"#)
        #expect(mkfifo(repository.path + "/app.json", 0o644) == 0)
        let result = try runner.run(["list"], in: repository.path, timeout: 20)
        #expect(result.status == 66 && result.stderr.contains("Expo"), "\(result)")
    }
}
