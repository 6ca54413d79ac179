import Foundation
import TestSupport
import Testing

@testable import IconKit

@Suite struct AssetCatalogTests {
    func resolve(setName: String, idiom: Idiom = .iphone, appearance: IconAppearance = .any, in folder: TemporaryFolder) -> IconImages {
        let icon = IconDeclaration(name: "x", keyPath: "CFBundleIcons.CFBundleAlternateIcons.x", iconSetName: setName)
        return ImageResolver(index: ImageFileIndex(root: folder.path), appearance: appearance).resolve(
            icon, idiom: idiom, file: "Info.plist")
    }

    @Test func theMultiSizeFormGivesEachIdiomItsLargestImage() {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        CatalogFixture.multiSize(in: folder, catalog: "Assets.xcassets", set: "Dark")
        #expect(resolve(setName: "Dark", in: folder).best?.header?.width == 180)
        #expect(resolve(setName: "Dark", idiom: .ipad, in: folder).best?.header?.width == 167)
        #expect(resolve(setName: "Dark", in: folder).problems.isEmpty, "an empty marketing slot is not a problem")
    }

    @Test func theSingleSizeFormServesBothIdioms() {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        CatalogFixture.singleSize(in: folder, catalog: "Assets.xcassets", set: "Neon")
        #expect(resolve(setName: "Neon", in: folder).best?.fileName == "icon.png")
        #expect(resolve(setName: "Neon", idiom: .ipad, in: folder).best?.fileName == "icon.png")
    }

    @Test func appearancesPickTheirImageAndFallBackWithANote() {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        CatalogFixture.singleSize(in: folder, catalog: "Assets.xcassets", set: "Neon", appearances: true)
        #expect(resolve(setName: "Neon", in: folder).best?.fileName == "icon.png")
        #expect(resolve(setName: "Neon", appearance: .dark, in: folder).best?.fileName == "dark.png")
        let tinted = resolve(setName: "Neon", appearance: .tinted, in: folder)
        #expect(tinted.best?.fileName == "icon.png")
        #expect(tinted.problems.map(\.kind) == [.appearanceMissing], "the tinted slot has no file")
    }

    @Test func anEntryWhoseFileIsMissingIsReported() {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        CatalogFixture.singleSize(in: folder, catalog: "Assets.xcassets", set: "Gone", missingFile: true)
        let images = resolve(setName: "Gone", in: folder)
        #expect(images.best == nil)
        #expect(images.problems.map(\.kind) == [.catalogFileMissing, .catalogSetEmpty])
    }

    @Test func namespacedGroupsPrefixTheSetName() {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        CatalogFixture.singleSize(in: folder, catalog: "Assets.xcassets/Seasonal", set: "Winter")
        CatalogFixture.write(["properties": ["provides-namespace": true]], to: "Assets.xcassets/Seasonal/Contents.json", in: folder)
        CatalogFixture.singleSize(in: folder, catalog: "Assets.xcassets/Plain", set: "Summer")
        let sets = AssetCatalogReader().iconSets(inCatalog: folder.path + "/Assets.xcassets")
        #expect(Set(sets.keys) == ["Seasonal/Winter", "Summer"])
    }

    @Test(arguments: [
        "not json", "[1, 2]", "{\"images\": 5}", "{\"images\": [7, {\"filename\": \"../../etc/passwd\", \"idiom\": \"iphone\"}]}",
    ])
    func brokenContentsAreDiagnosticsNotCrashes(contents: String) {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        folder.write("Assets.xcassets/Bad.appiconset/Contents.json", text: contents)
        let images = resolve(setName: "Bad", in: folder)
        #expect(images.best == nil)
        #expect(images.problems.contains { $0.severity >= .warning })
    }

    @Test(.enabled(if: SharedFolder.isPresent, Comment(rawValue: SharedFolder.skipMessage)))
    func theCorpusCatalogsReadAsXcodeWould() throws {
        let iceCubes = AssetCatalogReader().iconSets(inCatalog: SharedFolder.corpus("Dimillian__IceCubesApp/IceCubesApp/Assets.xcassets"))
        #expect(iceCubes.count == 37, "AppIcon and AppIconAlternate1…36")
        let first = try #require(iceCubes["AppIconAlternate1"])
        #expect(first.candidates(for: .iphone, appearance: .any).map(\.filename) == ["icon.png"])
        #expect(first.images.first?.path.map { FileManager.default.fileExists(atPath: $0) } == false, "left out of the corpus for size")
        let emitron = AssetCatalogReader().iconSets(inCatalog: SharedFolder.corpus("razeware__emitron-iOS/Emitron/Emitron/Assets.xcassets"))
        #expect(Set(emitron.keys) == ["AppIcon", "AppIcon.beta", "AppIcon.dev"], "the group has no namespace")
    }

    @Test func idiomsAndPlatformsAreReadAsTypesKeepingUnknownText() {
        #expect(CatalogIdiom("ios-marketing") == .iosMarketing && CatalogIdiom("ios-marketing").rawValue == "ios-marketing")
        #expect(CatalogIdiom("iphone").device == .iphone && CatalogIdiom("universal").device == nil)
        #expect(CatalogIdiom("toaster") == .unknown("toaster") && "\(CatalogIdiom("toaster"))" == "toaster")
        #expect(CatalogPlatform("ios") == .ios && CatalogPlatform("watchos") == .other("watchos"))
    }
}

/// Sizes from untrusted catalogs reach `Int` only through checked conversions: never a trap.
@Suite struct CatalogSizeConversionTests {
    @Test func catalogSizesThatAreNoFiniteNumberAreUnreadableSizes() throws {
        for size in ["1e19x1e19", "infxinf", "nanxnan", "-1e308x-1e308", "1e400x1e400"] {
            let points = AssetCatalogReader.points(size)
            #expect(points.map { !$0.isFinite || abs($0) >= 1e19 } ?? true, "\(size) → \(String(describing: points))")
        }
        #expect(AssetCatalogReader.scale("99999999999999999999x") == nil, "an Int that does not fit is nil, not a trap")
    }
}
