import Foundation
import TestSupport
import Testing

/// `iconpicker list path/to/Assets.car`, run as a built binary on the catalogs of ../shared/cars:
/// each lists its app icon sets with every bitmap's device, size, scale and appearance.
@Suite struct CatalogListingTests {
    let state = TemporaryFolder("iconpicker-car-state")
    var runner: BinaryRunner { BinaryRunner(stateDirectory: state.path) }
    static let cars = SharedFolder.path + "/cars"

    /// The sets of each car by hand (../shared/cars/INDEX.md, read again from `list --json`): name,
    /// then each bitmap as "idiom WIDTH@SCALE appearance", and the Icon Composer stack's appearances.
    static let pinned: [String: [String: [String]]] = [
        "bartoszj__acextract__assets_ios.car": [:],
        "bartoszj__acextract__assets_iphone.car": [:],
        "cryptomator__ios__SharedResources_Assets.car": [
            "AppIcon": [
                "ipad 1024@1 any", "ipad 1024@1 dark", "ipad 1024@1 tinted", "iphone 1024@1 any", "iphone 1024@1 dark",
                "iphone 1024@1 tinted",
                "stack: any, dark, tinted",
            ]
        ],
        "jo-tools__sudoku__Resources_Assets.car": [
            "App": [
                "universal 16@1 any", "universal 32@1 any", "universal 32@2 any", "universal 64@2 any", "universal 128@1 any",
                "universal 256@1 any", "universal 256@2 any", "universal 512@1 any", "universal 512@2 any", "universal 1024@2 any",
                "stack: any, dark, tinted",
            ],
            "Sudoku": [
                "universal 16@1 any", "universal 32@1 any", "universal 32@2 any", "universal 64@2 any", "universal 128@1 any",
                "universal 256@1 any", "universal 256@2 any", "universal 512@1 any", "universal 512@2 any", "universal 1024@2 any",
            ],
        ],
        "unkle777__grandmaster-chess__Payload_Runner.app_Assets.car": [
            "AppIcon": [
                "ios-marketing 1024@1 any", "ipad 20@1 any", "ipad 29@1 any", "ipad 40@1 any", "ipad 40@2 any", "ipad 58@2 any",
                "ipad 76@1 any", "ipad 80@2 any", "ipad 152@2 any", "ipad 167@2 any", "iphone 29@1 any", "iphone 40@2 any",
                "iphone 58@2 any", "iphone 60@3 any", "iphone 80@2 any", "iphone 87@3 any", "iphone 120@2 any", "iphone 120@3 any",
                "iphone 180@2 any", "iphone 180@3 any",
            ]
        ],
    ]

    @Test(arguments: pinned.keys.sorted())
    func eachSharedCarListsItsIconsWithTheirSizesIdiomsAndAppearances(_ name: String) throws {
        guard SharedFolder.isPresent else { return print(SharedFolder.skipMessage) }
        defer { state.remove() }
        let result = try runner.run(["list", "--json", "\(Self.cars)/\(name)"])
        #expect(result.status == 0 && result.stderr.isEmpty, "\(result)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let sets = try #require(json["iconSets"] as? [[String: Any]])
        var described: [String: [String]] = [:]
        for set in sets {
            let renditions = try #require(set["renditions"] as? [[String: Any]])
            var lines = renditions.map { "\($0["idiom"] ?? "") \($0["width"] ?? "")@\($0["scale"] ?? "") \($0["appearance"] ?? "")" }
            if let stack = set["stack"] as? [String: Any] {
                lines.append("stack: " + ((stack["appearances"] as? [String]) ?? []).joined(separator: ", "))
            }
            described[try #require(set["name"] as? String)] = lines
        }
        #expect(described == Self.pinned[name])
        let table = try runner.run(["list", "\(Self.cars)/\(name)"])
        #expect(table.status == 0 && table.stdout.contains("\(sets.count) app icon set"), "\(table)")
    }

    @Test func aMissingOrDamagedCatalogIsACleanError() throws {
        defer { state.remove() }
        let folder = TemporaryFolder()
        defer { folder.remove() }
        let missing = try runner.run(["list", folder.path + "/none.car"])
        #expect(missing.status == 66 && missing.stderr.contains("none.car: could not be read"), "\(missing)")
        let cut = folder.write("cut.car", CarFixture.catalog([CarFixture.IconSet(name: "AppIcon", images: [])]).prefix(60))
        let damaged = try runner.run(["list", cut])
        #expect(damaged.status == 65 && damaged.stderr.hasPrefix("iconpicker: error: \(cut): "), "\(damaged)")
    }
}
