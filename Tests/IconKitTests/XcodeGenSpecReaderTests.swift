import Foundation
import TestSupport
import Testing

@testable import IconKit

/// XcodeGen as it generates: target templates, the setting presets it writes, duplicate keys as its
/// YAML reader takes them (the last wins), and a spec deep in a monorepo.
@Suite struct XcodeGenAsItGeneratesTests {
    @Test func templatesAndPresetsMakeTheApplicationTargetAndItsIconSet() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        CatalogFixture.singleSize(in: folder, catalog: "Support/Assets.xcassets", set: "AppIcon")
        folder.write(
            "project.yml",
            text: """
                name: Kiwix
                targetTemplates:
                  ApplicationTemplate:
                    type: application
                    supportedDestinations: [iOS, macOS]
                    info:
                      path: ${target_name}/Info.plist
                    sources: [Support]
                targets:
                  Kiwix:
                    templates: [ApplicationTemplate]
                    settings:
                      PRODUCT_NAME: Kiwix
                """)
        let app = try TestApp.load(folder.path, idiom: .iphone)
        #expect(app.project?.target == "Kiwix")
        #expect(app.catalog.primary.iconSetName == "AppIcon", "XcodeGen's iOS application preset")
        #expect(app.images[0].best?.fileName == "icon.png")
        #expect(app.buildSettings["TARGETED_DEVICE_FAMILY"]?.value == "1,2")
    }

    /// Plozz repeats keys in a target's `info.properties`; XcodeGen (Yams 5.0.1) takes the last.
    @Test func aDuplicatedKeyIsTakenAsXcodeGenTakesIt() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        CatalogFixture.singleSize(in: folder, catalog: "App/Assets.xcassets", set: "AppIcon")
        folder.write(
            "project.yml",
            text: """
                name: Plozz
                targets:
                  PlozziOS:
                    type: application
                    platform: iOS
                    sources: [App]
                    info:
                      path: App/Info.plist
                      properties:
                        APIKey: first
                        APIKey: second
                        CFBundleDisplayName: Plozz
                """)
        let app = try TestApp.load(folder.path, idiom: .iphone)
        #expect(app.appName == "Plozz" && app.catalog.primary.iconSetName == "AppIcon")
    }

    /// vellum: the app is `clients/ios/App/project.yml`, three levels down, no project committed.
    @Test func aSpecDeepInAMonorepoIsFound() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        folder.write("clients/ios/App/project.yml", text: "name: App\ntargets:\n  App:\n    type: application\n    platform: iOS\n")
        folder.write("clients/web/package.json", text: "{}")
        let location = try AppLocator().locate(nil, workingDirectory: folder.path)
        #expect(location.project?.isXcodeGenSpec == true && location.project?.path == folder.path + "/clients/ios/App/project.yml")
    }
}
