import Foundation
import TestSupport
import Testing

@testable import IconKit

/// The Expo and React Native apps of `../shared/corpus`, each run from its repository root, against
/// the truth their `SOURCE.md` reads from the files.
@Suite(.enabled(if: SharedFolder.isPresent, Comment(rawValue: SharedFolder.skipMessage)))
struct ExpoCorpusTests {
    /// app.config.ts with expo-dynamic-app-icon and a committed prebuild: the project is what is read.
    @Test func digitalBreaksConfigurationDeclaresItsThreeAlternates() throws {
        let folder = SharedFolder.corpus("lukesthl__digital-break-app/apps/expo")
        let configuration = ExpoAppConfig(folder: folder)
        #expect(configuration.file == "app.config.ts")
        #expect(configuration.unread.isEmpty, "\(configuration.unread)")
        let icons = ExpoIcons(config: try #require(configuration.config))
        #expect(icons.appIcon?.image == "./assets/images/default.png")
        #expect(icons.plugins.map(\.name) == ["expo-dynamic-app-icon"])
        #expect(icons.alternateNames == ["default", "light", "dark"])
        #expect(
            icons.plugins.first?.alternates.map(\.image) == [
                "./assets/images/default.png", "./assets/images/light.png", "./assets/images/dark.png",
            ])
        let app = try TestApp.load(nil, idioms: [.iphone], root: SharedFolder.corpus("lukesthl__digital-break-app"))
        #expect(app.project?.target == "DigitalBreak", "the committed ios/ project")
        #expect(app.on(.iphone)?.catalog.primary.iconSetName == "AppIcon")
    }

    /// app.json's `ios.icon` object wins over the top-level `icon`; app.config.js spreads app.json:
    /// the app icon is the set prebuild draws from the light image, with the dark and tinted ones.
    @Test func streamyfinsIOSIconIsTheAppearanceObjectAndItHasNoAlternates() throws {
        let root = SharedFolder.corpus("streamyfin__streamyfin")
        let app = try TestApp.load(nil, idioms: nil, root: root)
        #expect(app.source == .manifest)
        #expect(app.devices.map(\.idiom) == [.iphone, .ipad], "ios.supportsTablet")
        let primary = try #require(app.on(.iphone)?.images.first)
        #expect(primary.best?.path == root + "/assets/images/icon-ios-light.png")
        #expect(primary.generated?.appearances[.dark] == root + "/assets/images/icon-plain.png")
        #expect(primary.generated?.appearances[.tinted] == root + "/assets/images/icon-ios-tinted.png")
        #expect(app.on(.iphone)?.catalog.alternates.isEmpty == true)
        #expect(
            app.diagnostics.map(\.message) == [
                "line 2 runs code that is not run here; what it changes in the configuration is not read"
            ])
    }

    /// React Native bare with a committed project and no icon plugin in app.json: the project alone.
    @Test func memmyIsItsCommittedProjectWithNoConfigurationNote() throws {
        let app = try TestApp.load(nil, idioms: [.iphone], root: SharedFolder.corpus("Memmy-App__memmy"))
        #expect(app.on(.iphone)?.catalog.primary.iconSetName == "purple_icon")
        #expect(app.on(.iphone)?.catalog.alternates.count == 12)
        #expect(!app.diagnostics.contains { $0.kind == .xcodeGenSpecDisagrees })
    }
}
