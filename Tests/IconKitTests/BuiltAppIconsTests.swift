import Foundation
import TestSupport
import Testing

@testable import IconKit

/// A built app's icons as the device draws them: from the set of its compiled `Assets.car` that
/// `CFBundleIconName` names (in the appearance asked for), from loose files otherwise; the same app
/// whether it is a folder or an `.ipa`, its catalog stored or deflated; what the car lacks said once.
@Suite struct BuiltAppIconsTests {
    static let blue: (UInt8, UInt8, UInt8, UInt8) = (30, 120, 200, 255)
    static let sets = [
        CarFixture.IconSet(
            name: "AppIcon",
            images: [
                .init(idiom: 1, pixels: 120, scale: 2, rgba: blue), .init(idiom: 1, pixels: 180, scale: 3, rgba: blue),
                .init(idiom: 2, pixels: 167, scale: 2, rgba: blue),
                .init(idiom: 1, pixels: 180, scale: 3, appearance: 1, rgba: (9, 9, 9, 255)),
            ]),
        CarFixture.IconSet(name: "Dark", images: [.init(idiom: 0, pixels: 1024, scale: 1, rgba: (40, 40, 60, 255))]),
    ]
    static let catalog = CarFixture.catalog(sets)
    static var plist: [String: Any] { BuiltAppFixture.plist(alternates: ["Dark"]) }

    /// The icons as `list` names them: source set, bitmap, device and appearance, and the problems' kinds.
    static func described(_ app: AppOnDevice) -> [String] {
        app.images.map { images in
            guard case .compiled(let shown)? = images.source else {
                return "files \(images.best?.path ?? "none") \(images.problems.map(\.kind))"
            }
            return "\(shown.setName) \(shown.summary) \(images.problems.map(\.kind))"
        }
    }

    @Test func aBuiltAppsIconsComeFromItsCatalogInTheAppearanceAskedFor() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        let app = BuiltAppFixture.app(in: folder, plist: Self.plist, catalog: Self.catalog)
        let iPhone = try TestApp.load(app, idiom: .iphone)
        #expect(iPhone.isBuiltApp && iPhone.compiledCatalog?.setNames == ["AppIcon", "Dark"])
        #expect(Self.described(iPhone) == ["AppIcon 180x180 @3x iphone []", "Dark 1024x1024 @1x universal []"])
        #expect(iPhone.images.allSatisfy { $0.best == nil && $0.candidates.isEmpty })
        #expect(Self.described(try TestApp.load(app, idiom: .ipad)) == ["AppIcon 167x167 @2x ipad []", "Dark 1024x1024 @1x universal []"])
        let dark = try TestApp.load(app, idiom: .iphone, appearance: .dark)
        #expect(
            Self.described(dark) == [
                "AppIcon 180x180 @3x iphone dark []", "Dark 1024x1024 @1x universal [IconKit.Diagnostic.Kind.appearanceMissing]",
            ])
        #expect(dark.images[1].problems.first?.message.contains("has no dark image; showing the default one") == true)
    }

    @Test func anIPAIsTheSameAppAsItsFolderWhetherItsCatalogIsStoredOrDeflated() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        let app = BuiltAppFixture.app(in: folder, plist: Self.plist, catalog: Self.catalog)
        let expected = Self.described(try TestApp.load(app, idiom: .iphone, appearance: .dark))
        for stored in [false, true] {
            let ipa = try BuiltAppFixture.ipa(
                in: folder, name: "Built-\(stored).ipa", plist: Self.plist, catalog: Self.catalog, storesCatalog: stored)
            let loaded = try TestApp.load(ipa, idiom: .iphone, appearance: .dark)
            #expect(Self.described(loaded) == expected, "stored: \(stored)")
            #expect(loaded.compiledCatalog?.path == "Built-\(stored).ipa:Payload/Built.app/Assets.car")
            let shown = try #require(loaded.images.first?.source.flatMap { if case .compiled(let shown) = $0 { shown } else { nil } })
            #expect(try loaded.compiledCatalog?.image(of: shown).pixel(90, 90).r == 9)
        }
    }

    @Test func aNameTheCatalogLacksIsSaidOnceAndTheLooseFilesStillShow() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        var plist = BuiltAppFixture.plist(alternates: ["Sepia"], iPad: false)
        plist["CFBundleIcons"] = [
            "CFBundlePrimaryIcon": ["CFBundleIconName": "AppIcon"],
            "CFBundleAlternateIcons": ["Sepia": ["CFBundleIconFiles": ["Sepia60x60"], "CFBundleIconName": "Sepia"]],
        ]
        let app = BuiltAppFixture.app(in: folder, plist: plist, catalog: Self.catalog)
        folder.write(
            "Built.app/Sepia60x60@2x.png", PNGFixture.cgbi(width: 120, height: 120, rgba: [UInt8](repeating: 255, count: 120 * 120 * 4)))
        let loaded = try TestApp.load(app, idiom: .iphone)
        let sepia = loaded.images[1]
        #expect(sepia.best?.path.hasSuffix("Sepia60x60@2x.png") == true)
        #expect(sepia.problems.map(\.kind) == [.compiledIconMissing])
        #expect(
            sepia.problems[0].message.contains(
                "CFBundleIconName names \u{2018}Sepia\u{2019}, which Assets.car does not hold (it holds \u{2018}AppIcon\u{2019}, \u{2018}Dark\u{2019})"
            ))
        #expect(sepia.problems[0].message.contains("setAlternateIconName(\"Sepia\") fails"))
    }

    @Test func anAppWithoutACatalogOrWithADamagedOneSaysSo() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        let none = try TestApp.load(BuiltAppFixture.app(in: folder, name: "None.app", plist: Self.plist, catalog: nil), idiom: .iphone)
        #expect(none.compiledCatalog == nil && none.images.allSatisfy { $0.problems.first?.kind == .compiledIconMissing })
        #expect(none.images[0].problems[0].message.contains("but the app has no Assets.car"))
        let damaged = Self.catalog.prefix(Self.catalog.count / 2)
        let cut = try TestApp.load(BuiltAppFixture.app(in: folder, name: "Cut.app", plist: Self.plist, catalog: damaged), idiom: .iphone)
        #expect(cut.compiledCatalog == nil)
        #expect(cut.diagnostics.map(\.kind) == [.compiledCatalogUnreadable])
        #expect(cut.images.allSatisfy { !$0.problems.contains { $0.kind == .compiledIconMissing } }, "said once, for the catalog")
    }

    /// Cut short anywhere, bytes overwritten, counts and offsets lying: every hostile catalog inside an
    /// `.ipa` loads as an app with one diagnostic, never a crash or a hang.
    @Test func hostileCatalogsInsideAnIPAAreCleanDiagnostics() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        var hostile: [Data] = stride(from: 0, to: Self.catalog.count, by: 997).map { Self.catalog.prefix($0) }
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<20 {
            var bytes = [UInt8](Self.catalog)
            for _ in 0..<6 { bytes[Int.random(in: 0..<bytes.count, using: &generator)] = UInt8.random(in: 0...255, using: &generator) }
            hostile.append(Data(bytes))
        }
        // The block table's count, and the RENDITIONS tree's first leaf count, as large as they go.
        var lying = [UInt8](Self.catalog)
        let table = Int(lying[16]) << 24 | Int(lying[17]) << 16 | Int(lying[18]) << 8 | Int(lying[19])
        lying.replaceSubrange(table..<table + 4, with: [0xFF, 0xFF, 0xFF, 0xFF])
        hostile.append(Data(lying))
        for (index, bytes) in hostile.enumerated() {
            let ipa = try BuiltAppFixture.ipa(
                in: folder, name: "h\(index).ipa", plist: Self.plist, catalog: bytes, storesCatalog: index % 2 == 0)
            let app = try TestApp.load(ipa, idiom: .iphone)
            if let catalog = app.compiledCatalog {
                for case .compiled(let shown)? in app.images.map(\.source) { _ = try? catalog.image(of: shown) }
            } else {
                #expect(app.diagnostics.contains { $0.kind == .compiledCatalogUnreadable }, "h\(index)")
            }
        }
    }

    /// cryptomator's Icon Composer icon in a built app: each appearance shows Apple's own flattened
    /// rendering of it (the tinted one grey), and the stack is described.
    @Test func anIconComposerIconShowsApplesRenderingOfEachAppearance() throws {
        guard SharedFolder.isPresent else { return print(SharedFolder.skipMessage) }
        let folder = TemporaryFolder()
        defer { folder.remove() }
        let car = try Data(contentsOf: URL(fileURLWithPath: SharedFolder.path + "/cars/cryptomator__ios__SharedResources_Assets.car"))
        let app = BuiltAppFixture.app(in: folder, plist: BuiltAppFixture.plist(), catalog: car)
        var names: [String] = []
        var greyShares: [Int] = []
        for appearance in IconAppearance.allCases {
            let loaded = try TestApp.load(app, idiom: .iphone, appearance: appearance)
            guard case .compiled(let shown)? = loaded.images[0].source, let catalog = loaded.compiledCatalog else {
                Issue.record("\(appearance): \(loaded.images[0])")
                return
            }
            names.append(shown.name)
            let image = try catalog.image(of: shown)
            let pixels = stride(from: 0, to: image.pixels.count, by: 4).filter { image.pixels[$0 + 3] > 0 }
            let grey = pixels.filter { image.pixels[$0] == image.pixels[$0 + 1] && image.pixels[$0 + 1] == image.pixels[$0 + 2] }
            greyShares.append(grey.count * 100 / max(1, pixels.count))
            #expect(catalog.iconSets["AppIcon"]?.stack?.appearances == [.any, .dark, .tinted])
        }
        #expect(names == ["LightIcon.png", "DarkIcon.png", "TintedIcon.png"])
        #expect(greyShares[0] < 100 && greyShares[1] < 100 && greyShares[2] == 100, "only the tinted rendering is all grey: \(greyShares)")
    }

    /// A repository cloned as `Name.app` holds a project, not a build: its Info.plist is read bare
    /// and an `Assets.car` in it is not taken for the build's.
    @Test func aCheckoutNamedLikeAnAppIsNotABuiltApp() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        let checkout = BuiltAppFixture.app(in: folder, name: "Checkout.app", plist: Self.plist, catalog: Self.catalog)
        folder.write("Checkout.app/.git/HEAD", text: "ref: refs/heads/main\n")
        let app = try TestApp.load(checkout, idiom: .iphone)
        #expect(!app.isBuiltApp && app.compiledCatalog == nil)
        #expect(app.images.allSatisfy { if case .compiled? = $0.source { false } else { true } })
    }
}
