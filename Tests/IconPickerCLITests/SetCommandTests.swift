import Foundation
import TestSupport
import Testing

/// `set`, `current` and `reset` on built apps whose icons are all in their `Assets.car` (no loose PNG at
/// all), as a `.app` folder and as an `.ipa`: the choice is the app's, whatever draws its pictures.
@Suite struct SetCommandTests {
    let state = TemporaryFolder("iconpicker-set-built-state")
    var runner: BinaryRunner { BinaryRunner(stateDirectory: state.path) }
    static let sets = ["AppIcon", "Sunrise", "Night"].map { name in
        CarFixture.IconSet(name: name, images: [.init(idiom: 0, pixels: 1024, scale: 1, rgba: (200, 100, 50, 255))])
    }

    @Test(arguments: [false, true])
    func aBuiltAppWhoseIconsAreAllInItsCarChangesIcon(asIPA: Bool) throws {
        defer { state.remove() }
        let folder = TemporaryFolder()
        defer { folder.remove() }
        let plist = BuiltAppFixture.plist(alternates: ["Sunrise", "Night"])
        let catalog = CarFixture.catalog(Self.sets)
        let app =
            asIPA
            ? try BuiltAppFixture.ipa(in: folder, plist: plist, catalog: catalog)
            : BuiltAppFixture.app(in: folder, plist: plist, catalog: catalog)
        let set = try runner.run(["set", "Night", app])
        #expect(set.status == 0 && set.stdout == "You have changed the icon for \u{201C}Built\u{201D}.\n", "\(set)")
        let current = try runner.run(["current", "--json", app])
        #expect(current.stdout.contains("\"alternateIconName\" : \"Night\""), "\(current)")
        let list = try runner.run(["list", app])
        #expect(list.stdout.contains("\u{2713}  2        Night      car Night"), "\(list.stdout)")
        let unknown = try runner.run(["set", "Dusk", app])
        #expect(unknown.status == 1 && unknown.stderr.contains("-105"), "\(unknown)")
        #expect(try runner.run(["reset", app]).status == 0)
        #expect(try runner.run(["current", app]).stdout.contains("(primary)"))
    }

    /// A misspelt name: the system's error, then the alternate it most likely meant (letter case
    /// first, then the nearest), in the text and in the JSON.
    @Test func aMisspeltNameGetsTheNameMeant() throws {
        defer { state.remove() }
        let result = try runner.run(["set", "Black-White"])
        #expect(result.status == 1, "\(result)")
        let lines = result.stderr.split(separator: "\n").map(String.init)
        let system = try #require(lines.firstIndex { $0.contains("Error Domain=NSCocoaErrorDomain Code=4") }, "\(result)")
        #expect(lines.dropFirst(system + 1).first == "  did you mean \u{201C}black-white\u{201D}?", "\(result.stderr)")
        let json = try runner.run(["set", "blak-white", "--json"])
        #expect(json.status == 1 && json.stdout.contains("\"suggestion\" : \"black-white\""), "\(json)")
    }
}
