import Foundation
import TestSupport
import Testing

@testable import IconKit

/// A compiled catalog read as the loader reads a built app's: its icon sets by name, each bitmap
/// with its device, size, scale and appearance, its pixels on demand, and clean errors otherwise.
@Suite struct BuiltCatalogTests {
    static let sets = [
        CarFixture.IconSet(
            name: "AppIcon",
            images: [
                .init(idiom: 1, pixels: 120, scale: 2, rgba: (30, 120, 200, 255)),
                .init(idiom: 1, pixels: 180, scale: 3, rgba: (30, 120, 200, 255)),
                .init(idiom: 1, pixels: 180, scale: 3, appearance: 1, rgba: (10, 10, 20, 255)),
                .init(idiom: 6, pixels: 1024, scale: 1, rgba: (30, 120, 200, 255)),
            ]),
        CarFixture.IconSet(name: "Dark", images: [.init(idiom: 0, pixels: 1024, scale: 1, rgba: (40, 40, 60, 128), raw: true)]),
    ]

    @Test func aCatalogFileListsItsIconSetsAndDecodesTheirPixels() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        let path = folder.write("Assets.car", CarFixture.catalog(Self.sets))
        let catalog = try BuiltCatalog(path: path)
        #expect(catalog.setNames == ["AppIcon", "Dark"])
        #expect(catalog.writtenBy == "Xcode 26.2 (17C52) via iconpicker's tests" && catalog.thinnedFor == nil)
        let appIcon = try #require(catalog.iconSets["AppIcon"])
        #expect(
            appIcon.images.map(\.summary) == [
                "1024x1024 @1x ios-marketing", "120x120 @2x iphone", "180x180 @3x iphone", "180x180 @3x iphone dark",
            ])
        #expect(appIcon.squareWidths(on: .iphone) == [120, 180] && appIcon.squareWidths(on: .ipad).isEmpty)
        #expect(appIcon.storeImage?.idiom == "ios-marketing")
        #expect(appIcon.shown(on: .iphone, appearance: .dark)?.image.summary == "180x180 @3x iphone dark")
        let tinted = try #require(appIcon.shown(on: .iphone, appearance: .tinted))
        #expect(tinted.fellBack && tinted.image.summary == "180x180 @3x iphone")
        let pixels = try catalog.image(of: tinted.image)
        #expect(pixels.width == 180 && pixels.pixel(90, 90).r == 30 && pixels.pixel(90, 90).a == 255)
        let dark = try #require(catalog.iconSets["Dark"])
        #expect(dark.isSingleSize(on: .ipad) && dark.byteCount > 4 << 20)
        #expect(try catalog.image(of: dark.images[0]).pixel(0, 0).a == 128)
    }

    @Test func aThinnedCatalogSaysWhatItWasMadeFor() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        let path = folder.write("Assets.car", CarFixture.catalog(Self.sets, thinnedFor: "optimized <idiom 1> <scale 3>"))
        #expect(try BuiltCatalog(path: path).thinnedFor == "optimized <idiom 1> <scale 3>")
    }

    @Test func whatIsNoCatalogFailsNamingTheFile() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        let path = folder.write("Assets.car", Data("BOMStore".utf8) + Data(count: 100))
        #expect { try BuiltCatalog(path: path) } throws: { error in
            guard let error = error as? BuiltCatalogError else { return false }
            return error.kind == .damaged && error.path == path && error.description.hasPrefix(path + ": ")
        }
        #expect { try BuiltCatalog(path: folder.path + "/none.car") } throws: { ($0 as? BuiltCatalogError)?.kind == .unreadable }
    }
}
