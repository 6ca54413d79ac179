import Foundation
import TestSupport
import Testing

/// `list --json` of a built app whose icons are compiled: each icon's source names its set, the
/// bitmap shown, every bitmap of the set and its bytes, and an Icon Composer icon's stack with its
/// groups and layers per appearance.
@Suite struct ListReportCompiledTests {
    let state = TemporaryFolder("iconpicker-list-car-state")
    var runner: BinaryRunner { BinaryRunner(stateDirectory: state.path) }

    func icons(_ arguments: [String]) throws -> [[String: Any]] {
        let result = try runner.run(["list", "--json"] + arguments)
        #expect(result.status == 0, "\(result)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        return try #require(json["icons"] as? [[String: Any]])
    }

    @Test func aCompiledIconsSourceNamesItsSetBitmapAndBytes() throws {
        defer { state.remove() }
        let folder = TemporaryFolder()
        defer { folder.remove() }
        let sets = [
            CarFixture.IconSet(name: "AppIcon", images: [.init(idiom: 1, pixels: 120, scale: 2, rgba: (1, 2, 3, 255))]),
            CarFixture.IconSet(
                name: "Night",
                images: [
                    .init(idiom: 0, pixels: 1024, scale: 1, rgba: (9, 9, 9, 255)),
                    .init(idiom: 0, pixels: 1024, scale: 1, appearance: 10, rgba: (80, 80, 80, 255)),
                ]),
        ]
        let ipa = try BuiltAppFixture.ipa(
            in: folder, plist: BuiltAppFixture.plist(alternates: ["Night"]), catalog: CarFixture.catalog(sets))
        let icons = try icons([ipa, "--appearance", "tinted"])
        let night = try #require(icons.last?["source"] as? [String: Any])
        #expect(night["kind"] as? String == "compiled" && night["name"] as? String == "Night")
        #expect(night["catalog"] as? String == "Built.ipa:Payload/Built.app/Assets.car")
        let rendition = try #require(night["rendition"] as? [String: Any])
        #expect(
            rendition["appearance"] as? String == "tinted" && rendition["idiom"] as? String == "universal"
                && rendition["width"] as? Int == 1024)
        #expect((night["renditions"] as? [Any])?.count == 2 && (night["bytes"] as? Int ?? 0) > 0 && night["stack"] is NSNull)
        let image = try #require(icons.last?["image"] as? [String: Any])
        #expect(image["path"] as? String == "Built.ipa:Payload/Built.app/Assets.car" && image["width"] as? Int == 1024)
    }

    @Test func anIconComposerIconsStackIsDescribedWithItsGroupsAndLayers() throws {
        guard SharedFolder.isPresent else { return print(SharedFolder.skipMessage) }
        defer { state.remove() }
        let folder = TemporaryFolder()
        defer { folder.remove() }
        let car = try Data(contentsOf: URL(fileURLWithPath: SharedFolder.path + "/cars/cryptomator__ios__SharedResources_Assets.car"))
        let app = BuiltAppFixture.app(in: folder, plist: BuiltAppFixture.plist(), catalog: car)
        let source = try #require(try icons([app]).first?["source"] as? [String: Any])
        let stack = try #require(source["stack"] as? [String: Any])
        #expect(stack["appearances"] as? [String] == ["any", "dark", "tinted"])
        #expect(stack["groups"] as? [String] == ["AppIcon/Group", "AppIcon/Group 2", "AppIcon/Group 3", "AppIcon/Group 4"])
        let light = try #require((stack["layers"] as? [String: Any])?["any"] as? [[String: Any]])
        #expect(light.map { $0["kind"] as? String } == ["color", "group", "group", "group", "group"])
        let eyes = try #require((light[3]["layers"] as? [[String: Any]])?.last)
        #expect(eyes["name"] as? String == "AppIcon_Assets/Eyes" && eyes["width"] as? Int == 728 && eyes["opacity"] as? Double == 1)
        #expect((source["bytes"] as? Int ?? 0) > 1_000_000, "an Icon Composer icon costs over a megabyte")
    }
}
