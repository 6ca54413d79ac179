import Foundation
import TestSupport
import Testing

@testable import IconKit

/// What the asset catalog compiler's settings make of a target's catalogs, found on public apps.
@Suite struct CatalogSettingsTests {
    /// An app with every set included, and a share extension whose own catalog holds its icon.
    func writeAppAndExtension(in folder: TemporaryFolder, appSettings: [String: String]) throws -> AppOnDevice {
        CatalogFixture.singleSize(in: folder, catalog: "App/Assets.xcassets", set: "AppIcon")
        CatalogFixture.singleSize(in: folder, catalog: "App/Alternates.xcassets", set: "AppIcon-yellow")
        CatalogFixture.singleSize(in: folder, catalog: "Share/ShareIcons.xcassets", set: "ShareIcon")
        PbxprojFixture.write(
            in: folder, "Shop.xcodeproj",
            targets: [
                .init(
                    "Shop", settings: appSettings.merging(["GENERATE_INFOPLIST_FILE": "YES"]) { first, _ in first },
                    dependencies: ["Share"], resources: ["App/Assets.xcassets", "App/Alternates.xcassets"]),
                .init(
                    "Share", productType: "com.apple.product-type.app-extension",
                    settings: ["ASSETCATALOG_COMPILER_APPICON_NAME": "ShareIcon", "GENERATE_INFOPLIST_FILE": "YES"],
                    resources: ["Share/ShareIcons.xcassets"]),
            ])
        return try TestApp.load(folder.path + "/Shop.xcodeproj", idiom: .iphone, target: "Shop")
    }

    /// DuckDuckGo: INCLUDE_ALL_APPICON_ASSETS = YES takes the sets of the catalogs the app target
    /// compiles, not its Action extension's `ActionIcons`.
    @Test func anExtensionsCatalogIsNotTheAppsAlternate() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        let app = try writeAppAndExtension(
            in: folder,
            appSettings: ["ASSETCATALOG_COMPILER_APPICON_NAME": "AppIcon", "ASSETCATALOG_COMPILER_INCLUDE_ALL_APPICON_ASSETS": "YES"])
        #expect(app.catalog.alternates.map(\.name) == ["AppIcon-yellow"])
        #expect(!app.catalogPaths.contains { $0.hasSuffix("ShareIcons.xcassets") })
    }

    /// DuckDuckGo names `AppIcon-Yellow` for the set `AppIcon-yellow` and ships: the set is found,
    /// listed as it is spelt, and one warning (not an error per name) says the case differs.
    @Test func aNameInAnotherLetterCaseFindsTheSetAndWarnsOnce() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        let app = try writeAppAndExtension(
            in: folder,
            appSettings: [
                "ASSETCATALOG_COMPILER_APPICON_NAME": "AppIcon", "ASSETCATALOG_COMPILER_ALTERNATE_APPICON_NAMES": "AppIcon-Yellow",
            ])
        #expect(app.catalog.alternates.map(\.name) == ["AppIcon-yellow"])
        #expect(!app.diagnostics.contains { $0.kind == .catalogSetMissing })
        let caseFindings = app.diagnostics.filter { $0.kind == .setNameCase }
        #expect(caseFindings.count == 1)
        #expect(caseFindings.first?.message.contains("\u{201C}AppIcon-Yellow\u{201D} (the set is \u{201C}AppIcon-yellow\u{201D})") == true)
    }

    @Test func twoSetsThatDifferOnlyInCaseAreNotGuessedBetween() {
        let sets = [
            "AppIcon-a": AppIconSet(name: "AppIcon-a", folder: "/a", images: [], diagnostics: []),
            "AppIcon-A": AppIconSet(name: "AppIcon-A", folder: "/A", images: [], diagnostics: []),
        ]
        #expect(CatalogSettings.spelling(of: "APPICON-A", in: sets) == "APPICON-A")
        #expect(CatalogSettings.spelling(of: "AppIcon-A", in: sets) == "AppIcon-A")
    }
}
