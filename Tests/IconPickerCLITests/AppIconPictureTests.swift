import Foundation
import TestSupport
import Testing

/// A built app's icons through the command line, run as a built binary: `render APP --icon NAME
/// [--appearance]` draws the compiled bitmap; `list`, `render` and `lint` read an `.ipa`'s catalog in
/// memory (`TMPDIR` stays empty) and a hostile one gives clean errors.
@Suite struct AppIconPictureTests {
    let state = TemporaryFolder("iconpicker-built-state")
    var runner: BinaryRunner { BinaryRunner(stateDirectory: state.path) }
    static let ipa = SharedFolder.path + "/cars/iineva__ipa-server__ipa.ipa"
    static let sets = [
        CarFixture.IconSet(
            name: "AppIcon",
            images: [
                .init(idiom: 1, pixels: 120, scale: 2, rgba: (30, 120, 200, 255)),
                .init(idiom: 2, pixels: 152, scale: 2, rgba: (30, 120, 200, 255)),
                .init(idiom: 2, pixels: 167, scale: 2, rgba: (30, 120, 200, 255)),
                .init(idiom: 6, pixels: 1024, scale: 1, rgba: (30, 120, 200, 255)),
            ]),
        CarFixture.IconSet(
            name: "Sunset",
            images: [
                .init(idiom: 0, pixels: 1024, scale: 1, rgba: (250, 120, 20, 255)),
                .init(idiom: 0, pixels: 1024, scale: 1, appearance: 1, rgba: (90, 30, 10, 255)),
            ]),
    ]

    func art(_ arguments: [String]) throws -> String {
        let result = try runner.run(["render", "--size", "8x4", "--colors", "truecolor", "--no-mask"] + arguments)
        #expect(result.status == 0, "\(arguments): \(result)")
        return result.stdout
    }

    @Test func renderDrawsTheNamedIconInTheAppearanceAskedFor() throws {
        defer { state.remove() }
        let folder = TemporaryFolder()
        defer { folder.remove() }
        let ipa = try BuiltAppFixture.ipa(
            in: folder, plist: BuiltAppFixture.plist(alternates: ["Sunset"]), catalog: CarFixture.catalog(Self.sets))
        #expect(try art([ipa]).contains("38;2;30;120;200"), "the primary by default")
        #expect(try art([ipa, "--icon", "Sunset"]).contains("38;2;250;120;20"))
        #expect(try art([ipa, "--icon", "Sunset", "--appearance", "dark"]).contains("38;2;90;30;10"))
        let tinted = try runner.run(["render", "--size", "8x4", ipa, "--icon", "Sunset", "--appearance", "tinted"])
        #expect(tinted.status == 0 && tinted.stderr.contains("has no tinted image; showing the default one"), "\(tinted)")
        let car = folder.write("Assets.car", CarFixture.catalog(Self.sets))
        #expect(try art([car, "--icon", "Sunset", "--appearance", "dark"]).contains("38;2;90;30;10"), "a bare Assets.car")
        let unknown = try runner.run(["render", ipa, "--icon", "Nope"])
        #expect(unknown.status == 2 && unknown.stderr.contains("its icons: AppIcon, Sunset"), "\(unknown)")
        let notAnApp = try runner.run([
            "render", "--icon", "Sunset", BinaryRunner.repositoryRoot + "/Resources/Colourful/Icons/sunset-60@3x.png",
        ])
        #expect(notAnApp.status == 2, "\(notAnApp)")
    }

    /// The acceptance of issue 23: the `.ipa` of ../shared/cars lists, renders and lints from its car,
    /// read in memory: nothing is written under `TMPDIR`.
    @Test func theSharedIPAListsRendersAndLintsFromItsCarInMemory() throws {
        guard SharedFolder.isPresent else { return print(SharedFolder.skipMessage) }
        defer { state.remove() }
        let temporary = TemporaryFolder("iconpicker-tmpdir")
        defer { temporary.remove() }
        let runner = BinaryRunner(stateDirectory: state.path, environment: ["TMPDIR": temporary.path])
        let list = try runner.run(["list", Self.ipa])
        #expect(list.status == 0, "\(list)")
        #expect(list.stdout.contains("car AppIcon  Assets.car: icon-1.png  180x180"), "\(list.stdout)")
        let render = try runner.run(["render", "--size", "16x8", "--colors", "256", Self.ipa])
        #expect(render.status == 0 && render.stdout.contains("38;5;"), "\(render)")
        let lint = try runner.run(["lint", Self.ipa])
        #expect(lint.status == 1, "\(lint)")
        for rule in ["compiled-store-icon-missing", "compiled-iphone-size-missing", "compiled-ipad-size-missing"] {
            #expect(lint.stdout.contains("[\(rule)]"), "\(rule): \(lint.stdout)")
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: temporary.path).isEmpty, "nothing is extracted")
    }

    /// A catalog cut short inside an `.ipa`: `list` shows the app and says why its icons are missing,
    /// `render` fails with the data error, `lint` reports it; none crashes.
    @Test func aDamagedCatalogInsideAnIPAGivesCleanErrors() throws {
        defer { state.remove() }
        let folder = TemporaryFolder()
        defer { folder.remove() }
        let catalog = CarFixture.catalog(Self.sets)
        let ipa = try BuiltAppFixture.ipa(
            in: folder, plist: BuiltAppFixture.plist(alternates: ["Sunset"]), catalog: catalog.prefix(catalog.count - 5000))
        // The reader's note, as `lint` reports it: printed by `list` with --verbose.
        let list = try runner.run(["list", "--verbose", ipa])
        #expect(list.status == 0 && list.stderr.contains("Assets.car cannot be read"), "\(list)")
        let render = try runner.run(["render", ipa, "--icon", "Sunset"])
        #expect(render.status == 65 && render.stderr.contains("Sunset has no picture"), "\(render)")
        let lint = try runner.run(["lint", ipa])
        #expect(lint.status == 1 && lint.stdout.contains("[compiled-catalog-unreadable]"), "\(lint)")
        var bitmap = [UInt8](catalog)
        let pixels = try #require(bitmap.indices.dropLast(20).last { Array(bitmap[$0..<$0 + 4]) == Array("MLEC".utf8) })
        bitmap.replaceSubrange(pixels + 8..<pixels + 12, with: [9, 0, 0, 0])
        let unsupported = try BuiltAppFixture.ipa(
            in: folder, name: "Odd.ipa", plist: BuiltAppFixture.plist(alternates: ["Sunset"]), catalog: Data(bitmap))
        let odd = try runner.run(["render", unsupported, "--icon", "Sunset", "--appearance", "dark"])
        #expect(odd.status == 65 && odd.stderr.contains("rendition"), "\(odd)")
    }
}
