import Foundation
import TestSupport
import Testing

@testable import IconKit

/// Hand-made minimal projects for what Xcode 16–26 writes: synchronized folders with exceptions,
/// `.icon` bundles (shadowing a set, referenced as `wrapper.icon`), SDK-conditional settings.
@Suite struct XcodeTodayTests {
    static let iconSettings: [(key: String, value: String)] = [
        ("ASSETCATALOG_COMPILER_APPICON_NAME", "AppIcon"), ("ASSETCATALOG_COMPILER_ALTERNATE_APPICON_NAMES", "Sunrise Hidden"),
        ("GENERATE_INFOPLIST_FILE", "YES"), ("PRODUCT_BUNDLE_IDENTIFIER", "com.example.today"),
    ]

    func bundle(_ images: IconImages) -> String? {
        guard case .iconComposer(let path) = images.source else { return nil }
        return (path as NSString).lastPathComponent
    }

    @Test func aSynchronizedFolderHoldsTheIconsExceptItsExceptions() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        ModernProjectFixture(settings: Self.iconSettings, synchronizedFolder: "App", membershipExceptions: ["Hidden.icon"])
            .write(in: folder)
        for name in ["AppIcon", "Sunrise", "Hidden"] { ModernProjectFixture.iconBundle("App/\(name).icon", in: folder) }
        CatalogFixture.singleSize(in: folder, catalog: "App/Assets.xcassets", set: "AppIcon")
        let app = try TestApp.load(folder.path, idiom: .iphone)
        #expect(app.catalog.icons.map { $0.name ?? "(primary)" } == ["(primary)", "Sunrise", "Hidden"])
        #expect(app.images.map(bundle) == ["AppIcon.icon", "Sunrise.icon", nil])
        // The .icon wins over the same-named set, and says which set it shadows.
        #expect(app.images[0].shadowedSet?.hasSuffix("App/Assets.xcassets/AppIcon.appiconset") == true)
        #expect(app.diagnostics.contains { $0.kind == .iconSetShadowed && $0.about == "AppIcon" })
        // The excepted bundle is not built: the setting naming it fails, and no target holds it.
        #expect(app.diagnostics.contains { $0.kind == .catalogSetMissing && $0.about == "Hidden" })
        #expect(app.diagnostics.contains { $0.kind == .iconBundleNotInTarget && $0.about == "Hidden" })
        #expect(!app.diagnostics.contains { $0.kind == .iconBundleNotInTarget && $0.about != "Hidden" })
    }

    @Test func anExceptedFolderTakesEverythingInsideIt() {
        let folder = XcodeProject.SynchronizedFolder(path: "/p/App", membershipExceptions: ["Legacy", "Info.plist"])
        #expect(folder.contains("/p/App/Sunrise.icon"))
        #expect(!folder.contains("/p/App/Legacy/Old.icon"))
        #expect(!folder.contains("/p/App/Info.plist"))
        #expect(!folder.contains("/p/AppOther/Sunrise.icon"))
    }

    @Test func aWrapperIconReferenceIsBuiltAndWarnedAbout() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        ModernProjectFixture(
            settings: [("ASSETCATALOG_COMPILER_APPICON_NAME", "AppIcon"), ("ASSETCATALOG_COMPILER_ALTERNATE_APPICON_NAMES", "Sunrise")],
            resources: [("Icons/AppIcon.icon", "folder.iconcomposer.icon"), ("Icons/Sunrise.icon", "wrapper.icon")]
        ).write(in: folder)
        for name in ["AppIcon", "Sunrise"] { ModernProjectFixture.iconBundle("Icons/\(name).icon", in: folder) }
        let app = try TestApp.load(folder.path, idiom: .iphone)
        #expect(app.images.map(bundle) == ["AppIcon.icon", "Sunrise.icon"])
        let warnings = app.diagnostics.filter { $0.kind == .wrapperIconReference }
        #expect(warnings.map(\.about) == ["Sunrise"])
        #expect(warnings.first?.message.contains("disputed") == true)
        #expect(warnings.first?.message.contains("folder.iconcomposer.icon") == true)
        #expect(!app.diagnostics.contains { $0.severity == .error })
    }

    @Test func onlyTheDeviceSDKsConditionalSettingApplies() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        ModernProjectFixture(
            settings: [
                ("ASSETCATALOG_COMPILER_APPICON_NAME", "AppIcon"), ("ASSETCATALOG_COMPILER_ALTERNATE_APPICON_NAMES", ""),
                ("ASSETCATALOG_COMPILER_ALTERNATE_APPICON_NAMES[sdk=iphoneos*]", "Sunrise"),
                ("ASSETCATALOG_COMPILER_ALTERNATE_APPICON_NAMES[sdk=appletvos*]", "Television"),
                ("ASSETCATALOG_COMPILER_ALTERNATE_APPICON_NAMES[sdk=iphonesimulator*]", "Simulated"),
            ], synchronizedFolder: "App"
        ).write(in: folder)
        for name in ["AppIcon", "Sunrise", "Television", "Simulated"] { ModernProjectFixture.iconBundle("App/\(name).icon", in: folder) }
        let app = try TestApp.load(folder.path, idiom: .iphone)
        #expect(app.catalog.alternates.map(\.name) == ["Sunrise"])
    }

    @Test(arguments: [
        ("KEY[sdk=iphoneos*]", true), ("KEY[sdk=*]", true), ("KEY[sdk=iphonesimulator*]", false), ("KEY[sdk=appletvos*]", false),
        ("KEY[sdk=macosx*]", false), ("KEY[sdk=iphoneos*][arch=arm64]", true), ("KEY[sdk=iphoneos*][arch=x86_64]", false),
        ("KEY[config=Release]", true), ("KEY[config=Debug]", false), ("KEY[variant=debug]", false),
    ])
    func aConditionAppliesToAnIOSDeviceBuild(written: String, applies: Bool) throws {
        let setting = try #require(ConditionalSetting(written))
        #expect(setting.key == "KEY")
        #expect(setting.applies(configuration: "Release") == applies)
    }

    @Test func theMostSpecificConditionWinsWhateverTheOrder() {
        let resolved = ConditionalSetting.resolve(
            ["KEY[sdk=iphoneos*][arch=*]": "both", "KEY": "plain", "KEY[sdk=iphoneos*]": "sdk", "OTHER": ["A", "B C"]],
            configuration: "Release")
        #expect(resolved["KEY"]?.value == .string("both"))
        #expect(resolved["KEY"]?.written == "KEY[sdk=iphoneos*][arch=*]", "the key as written, where an edit must change it")
        #expect(resolved["OTHER"]?.value == .list(["A", "B C"]))
        #expect(ConditionalSetting("KEY") == nil)
    }

    @Test func anXcconfigAnchoredInASynchronizedFolderIsLayered() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        var text = ModernProjectFixture(settings: [("GENERATE_INFOPLIST_FILE", "YES")], synchronizedFolder: "Configurations").text
        text = text.replacingOccurrences(
            of: "TC = { isa = XCBuildConfiguration; name = Release;",
            with: "TC = { isa = XCBuildConfiguration; name = Release; baseConfigurationReferenceAnchor = SYNC; "
                + "baseConfigurationReferenceRelativePath = App.xcconfig;")
        folder.write("App.xcodeproj/project.pbxproj", text: text)
        folder.write("Configurations/App.xcconfig", text: "ASSETCATALOG_COMPILER_APPICON_NAME = FromConfig\n")
        ModernProjectFixture.iconBundle("Configurations/FromConfig.icon", in: folder)
        let app = try TestApp.load(folder.path, idiom: .iphone)
        #expect(app.catalog.primary.iconSetName == "FromConfig")
        #expect(app.images.map(bundle) == ["FromConfig.icon"])
    }

    @Test func anXcconfigsConditionsAreDecidedLikeThePbxprojs() {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        let path = folder.write(
            "App.xcconfig",
            text: """
                PLAIN = plain
                DEVICE[sdk=iphoneos*] = device
                SIMULATOR[sdk=iphonesimulator*] = simulator
                BOTH[sdk=iphoneos*][arch=*] = both
                INTEL[sdk=iphoneos*][arch=x86_64] = intel
                BROKEN[sdk=iphoneos* = broken

                """)
        let settings = XCConfigFile.settings(at: path)
        #expect(settings["PLAIN"] == .string("plain"))
        #expect(settings["DEVICE"] == .string("device"))
        #expect(settings["SIMULATOR"] == nil)
        #expect(settings["BOTH"] == .string("both"))
        #expect(settings["INTEL"] == nil)
        #expect(settings["BROKEN"] == nil && settings["BROKEN[sdk"] == nil)
    }
}
