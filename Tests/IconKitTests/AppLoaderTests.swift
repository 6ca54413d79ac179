import Foundation
import TestSupport
import Testing

@testable import IconKit

@Suite struct AppLoaderTests {
    @Test func findsTheInfoPlistInAFolderAndImagesAcrossTheProject() throws {
        let project = TemporaryFolder()
        defer { project.remove() }
        _ = project.folder("App.xcodeproj")
        project.write("App/Support Files/Info.plist", PlistFixture.xml(PlistFixture.infoPlist(alternates: ["dark": (["dark"], 1)])))
        project.write("App/App Icons/dark@2x.png", PNGFixture.solid(width: 120, height: 120))
        let app = try TestApp.load(project.path + "/App", idiom: .iphone)
        #expect(app.declaration.infoPlistPath.hasSuffix("App/Support Files/Info.plist"))
        #expect(app.imageRoot == URL(fileURLWithPath: project.path).standardizedFileURL.path)
        #expect(app.images[1].best?.fileName == "dark@2x.png")
        #expect(app.stateKey == "com.example.sample")
        #expect(app.appName == "Sample")
    }

    @Test func severalPlistsThatDeclareIconsMustBeChosenBetween() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        folder.write("A/Info.plist", PlistFixture.xml(PlistFixture.infoPlist()))
        folder.write("B/Info.plist", PlistFixture.xml(PlistFixture.infoPlist()))
        folder.write("Widget/Info.plist", PlistFixture.xml(["CFBundleName": "Widget"]))
        let error = try #require(throws: InputError.self) { try TestApp.load(folder.path, idiom: .iphone) }
        guard case .ambiguousInfoPlist(_, let candidates) = error else {
            Issue.record("got \(error)")
            return
        }
        #expect(candidates.map { ($0 as NSString).lastPathComponent } == ["Info.plist", "Info.plist"])
        #expect(candidates.allSatisfy { !$0.contains("Widget") })
    }

    @Test func theOnlyPlistDeclaringIconsWins() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        folder.write("App/Info.plist", PlistFixture.xml(PlistFixture.infoPlist(name: "Real")))
        folder.write("Widget/Info.plist", PlistFixture.xml(["CFBundleName": "Widget"]))
        #expect(try TestApp.load(folder.path, idiom: .iphone).appName == "Real")
    }

    @Test func anEmptyFolderHasNoInfoPlist() {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        #expect(throws: InputError.noInfoPlist(folder: folder.path)) { try TestApp.load(folder.path, idiom: .iphone) }
    }

    @Test func withoutABundleIdentifierTheChoiceIsKeyedByName() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        let path = folder.write("Info.plist", PlistFixture.xml(PlistFixture.infoPlist(name: "Nameless", bundleIdentifier: nil)))
        let app = try TestApp.load(path, idiom: .iphone)
        #expect(app.stateKey == "name:Nameless")
        #expect(app.diagnostics.contains { $0.kind == .missingBundleIdentifier })
    }

    @Test func theDemoAppIsFoundAndClean() throws {
        let demo = try TestApp.load(nil, idiom: .iphone)
        #expect(demo.appName == "Colourful")
        #expect(demo.catalog.alternates.count >= 4)
        #expect(demo.catalog.alternates.map { $0.ordinal.integer } == Array(1...demo.catalog.alternates.count).map(Optional.some))
        #expect(demo.diagnostics.isEmpty)
        #expect(demo.images.allSatisfy { $0.problems.isEmpty && $0.best != nil })
        let iPad = try TestApp.load(nil, idiom: .ipad)
        #expect(iPad.catalog.sourceKeyPath == "CFBundleIcons~ipad")
        #expect(iPad.catalog.alternates.map(\.name) == demo.catalog.alternates.map(\.name))
        #expect(iPad.images.allSatisfy { $0.best?.device == .ipad && $0.best?.header?.width == 167 })
    }

    @Test func theDemoIsFoundBesideAnInstalledBinary() throws {
        let prefix = TemporaryFolder()
        defer { prefix.remove() }
        prefix.write("share/iconpicker/Colourful/Info.plist", PlistFixture.xml(PlistFixture.infoPlist()))
        let path = try DemoApp.infoPlistPath(executablePath: prefix.path + "/bin/iconpicker")
        #expect(path == prefix.path + "/share/iconpicker/Colourful/Info.plist")
    }
}

extension AppLoaderTests {
    @Suite struct BuiltApp {
        /// A built .app: binary Info.plist as Xcode writes it, CgBI-crushed icons in the bundle root.
        @Test func aBuiltAppFolderIsReadWithItsCrushedIcons() throws {
            let folder = TemporaryFolder()
            defer { folder.remove() }
            _ = folder.folder(".git")
            folder.write(
                "Build/Colourful.app/Info.plist",
                PlistFixture.binary([
                    "CFBundleDisplayName": "Colourful", "CFBundleIdentifier": "com.example.colourful",
                    "CFBundleIcons": [
                        "CFBundlePrimaryIcon": ["CFBundleIconFiles": ["AppIcon60x60"], "CFBundleIconName": "AppIcon"],
                        "CFBundleAlternateIcons": ["Dark": ["CFBundleIconFiles": ["Dark60x60"], "CFBundleIconName": "Dark"]],
                    ],
                ]))
            let pixels = Array(repeating: [30, 60, 90, 255] as [UInt8], count: 120 * 120).flatMap { $0 }
            folder.write("Build/Colourful.app/AppIcon60x60@2x.png", PNGFixture.cgbi(width: 120, height: 120, rgba: pixels))
            folder.write("Build/Colourful.app/Dark60x60@2x.png", PNGFixture.cgbi(width: 120, height: 120, rgba: pixels))
            folder.write("Elsewhere/Dark60x60@3x.png", PNGFixture.solid(width: 180, height: 180))
            let app = try TestApp.load(folder.path + "/Build/Colourful.app", idiom: .iphone)
            #expect(app.imageRoot.hasSuffix("Colourful.app"), "a built app is searched in its bundle root only")
            #expect(app.images.allSatisfy { $0.best?.header?.isCgBI == true && $0.best?.header?.width == 120 })
            #expect(app.catalog.alternates.map(\.name) == ["Dark"])
        }
    }
}

/// Bare Info.plists whose identifier and name are still build variables.
@Suite struct UnexpandedIdentityTests {
    @Test func twoBarePlistsKeepTheirOwnChoiceAndTheirOwnName() throws {
        let folder = TemporaryFolder("iconpicker-unexpanded")
        defer { folder.remove() }
        for name in ["Weather", "Notes"] {
            folder.write(
                "\(name)/Info.plist",
                PlistFixture.xml([
                    "CFBundleIdentifier": "$(PRODUCT_BUNDLE_IDENTIFIER)", "CFBundleDisplayName": "$(PRODUCT_NAME)",
                    "CFBundleIcons": ["CFBundlePrimaryIcon": ["CFBundleIconFiles": ["icon"]]],
                ]))
        }
        let weather = try TestApp.load(folder.path + "/Weather", idiom: .iphone)
        let notes = try TestApp.load(folder.path + "/Notes", idiom: .iphone)
        #expect(weather.stateKey != notes.stateKey)
        #expect(weather.stateKey.hasPrefix("plist:") && weather.stateKey.hasSuffix("/Weather/Info.plist"))
        #expect(weather.appName == "Weather" && notes.appName == "Notes", "the folder's name, not $(PRODUCT_NAME)")
    }
}
