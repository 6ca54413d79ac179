import Foundation
import TestSupport
import Testing

@testable import IconKit

/// The .NET apps of `../shared/corpus`, each run from its repository root, against the truth their
/// `SOURCE.md` reads from the files.
@Suite(.enabled(if: SharedFolder.isPresent, Comment(rawValue: SharedFolder.skipMessage)))
struct DotNetCorpusTests {
    /// Xamarin.iOS: the primary through `XSAppIconAssets`, three loose alternates in the Info.plist,
    /// iPhone only.
    @Test func mvpIsItsXamarinIOSProjectWithTheCatalogPrimaryAndThreeLooseAlternates() throws {
        let root = SharedFolder.corpus("sthewissen__MVP")
        let app = try TestApp.load(nil, idioms: nil, root: root)
        #expect(app.source == .project)
        #expect(app.project?.target == "MVP.iOS")
        #expect(app.project?.project == root + "/MVP.iOS/MVP.iOS.csproj")
        #expect(app.devices.map(\.idiom) == [.iphone], "UIDeviceFamily [1]")
        let iPhone = try #require(app.on(.iphone))
        #expect(iPhone.catalog.primary.iconSetName == "AppIcon")
        #expect(iPhone.images.first?.best?.fileName == "Icon-App-60x60@3x.png")
        #expect(iPhone.catalog.alternates.map(\.name) == ["Black", "DarkBlue", "White"])
        #expect(iPhone.images.dropFirst().map { $0.best?.fileName } == ["icon_black@3x.png", "icon_darkblue@3x.png", "icon_white@3x.png"])
        #expect(app.buildSettings["ASSETCATALOG_COMPILER_APPICON_NAME"]?.origin.keyPath == "XSAppIconAssets")
        #expect(!app.diagnostics.contains { $0.severity == .error }, "\(app.diagnostics)")
    }

    /// .NET for iOS and tvOS side by side: the iOS project is the app, `<AppIcon>` and one
    /// `<AlternateAppIcon>`, iPhone and iPad.
    @Test func maciosSamplesIsItsIOSProjectWithOneCatalogAlternate() throws {
        let root = SharedFolder.corpus("dotnet__macios-samples")
        let app = try TestApp.load(nil, idioms: nil, root: root)
        #expect(app.project?.project == root + "/AlternateAppIcons/iOS/AlternateAppIcons.csproj")
        #expect(app.devices.map(\.idiom) == [.iphone, .ipad])
        let iPhone = try #require(app.on(.iphone))
        #expect(iPhone.catalog.primary.iconSetName == "AppIcon")
        #expect(iPhone.images.first?.best?.fileName == "Icon180.png")
        #expect(iPhone.images.first?.best?.header?.width == 180)
        #expect(iPhone.catalog.alternates.map(\.name) == ["AlternateAppIcons"])
        // The set's 60x60 @3x file is the 1024 px image (SOURCE.md mistake 1).
        #expect(iPhone.images.last?.best?.fileName == "Icon180.png")
        #expect(iPhone.images.last?.best?.header?.width == 1024)
        let tv = try #require(try AppLocator().locate(root + "/AlternateAppIcons/tvOS/AlternateAppIcons.csproj").project?.targets.first)
        #expect(tv.configurations["Release"]?.settings["SDKROOT"] == .string("appletvos"))
        #expect(tv.configurations["Release"]?.settings["ASSETCATALOG_COMPILER_APPICON_NAME"] == .string("App Icon & Top Shelf Image"))
        #expect(tv.configurations["Release"]?.settings["ASSETCATALOG_COMPILER_ALTERNATE_APPICON_NAMES"] == .list(["AlternateAppIcons"]))
    }
}

extension TestApp {
    /// The app of the folder `root` as `iconpicker` run there with no PATH reads it.
    static func load(_ path: String?, idioms: [Idiom]?, root: String) throws -> LoadedApp {
        try AppLoader(LoadOptions(idioms: idioms)).load(try AppLocator().locate(path, workingDirectory: root))
    }
}
