import Basics
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

/// Three real apps' configurations (../shared/corpus), read as Xcode would.
@Suite(.enabled(if: SharedFolder.isPresent, Comment(rawValue: SharedFolder.skipMessage)))
struct CorpusTests {
    let emitron = SharedFolder.corpus("razeware__emitron-iOS/Emitron/Emitron")
    let homeAssistant = SharedFolder.corpus("home-assistant__iOS/Sources/App/Resources/Info.plist")

    @Test func emitronListsItsFourAlternatesByOrdinal() throws {
        let app = try TestApp.load(emitron, idiom: .iphone)
        #expect(app.catalog.alternates.map(\.name) == ["white-black", "black-white", "black-multi", "multi-black"])
        #expect(app.images.dropFirst().allSatisfy { $0.best?.header?.width == 180 && $0.problems.isEmpty })
        // The folder is below Emitron.xcodeproj, which builds its Info.plist: read as Xcode builds it,
        // `${BUNDLE_ID_SUFFIX}` is expanded (Release: empty).
        #expect(app.source == .project && app.project?.target == "emitron")
        #expect(app.images[0].problems.isEmpty, "\(app.images[0].problems)")
        // Named itself, the plist is read bare, and its primary keeps the variable.
        let bare = try TestApp.load(emitron + "/Support Files/Info.plist", idiom: .iphone)
        #expect(bare.images[0].problems.map(\.kind) == [.unexpandedBuildVariable], "the primary is app-icon--default${BUNDLE_ID_SUFFIX}")
    }

    @Test func emitronOnIPadUsesItsIPadDictionaryAndIPadProFiles() throws {
        let app = try TestApp.load(emitron, idiom: .ipad)
        #expect(app.catalog.sourceKeyPath == "CFBundleIcons~ipad")
        #expect(app.catalog.alternates.count == 4)
        #expect(app.images.dropFirst().allSatisfy { $0.best?.header?.width == 167 })
        #expect(!app.diagnostics.contains { $0.kind == .iPadAlternateNotDeclared })
    }

    @Test func homeAssistantKeepsAll27AlternatesWithoutOrdinals() throws {
        let app = try TestApp.load(homeAssistant, idiom: .iphone)
        #expect(app.catalog.alternates.count == 27)
        #expect(
            app.catalog.alternates.map { $0.name ?? "" } == app.catalog.alternates.map { $0.name ?? "" }.sorted(by: NaturalOrder.precedes),
            "natural order: POC_pride among the p names, not before every lower-case name")
        #expect(app.diagnostics.contains { $0.kind == .ordinalNone })
        #expect(app.images[0].problems.first?.message.contains("is an icon set in an asset catalog") == true)
    }

    @Test func homeAssistantsIPadHaBlueNamesAFileThatDoesNotExist() throws {
        let app = try TestApp.load(homeAssistant, idiom: .ipad)
        let index = try #require(app.catalog.icons.firstIndex { $0.name == "ha-blue" })
        #expect(app.images[index].best == nil)
        let problem = try #require(app.images[index].problems.first)
        #expect(problem.kind == .missingIconFile)
        #expect(problem.message.contains("\u{2018}default\u{2019}"))
        #expect(problem.keyPath == "CFBundleIcons~ipad.CFBundleAlternateIcons.ha-blue")
        let iPhone = try TestApp.load(homeAssistant, idiom: .iphone)
        let iPhoneIndex = try #require(iPhone.catalog.icons.firstIndex { $0.name == "ha-blue" })
        #expect(iPhone.images[iPhoneIndex].best?.fileName == "release@3x.png")
    }

    @Test func iceCubesIsReadThroughItsProject() throws {
        let app = try TestApp.load(SharedFolder.corpus("Dimillian__IceCubesApp"), idiom: .iphone)
        #expect(app.project != nil)
    }
}

extension CorpusTests {
    @Suite struct Projects {
        @Test func iceCubesOffersItsThirtyFiveCatalogAlternatesAndFlagsTheStrayOne() throws {
            let app = try TestApp.load(SharedFolder.corpus("Dimillian__IceCubesApp"), idiom: .iphone)
            #expect(app.appName == "Ice Cubes")
            #expect(app.project?.target == "IceCubesApp")
            #expect(app.catalog.alternates.count == 35)
            #expect(!app.catalog.alternates.contains { $0.name == "AppIconAlternate36" })
            let stray = app.diagnostics.filter { $0.kind == .strayIconSet }
            #expect(stray.count == 1 && stray[0].message.contains("AppIconAlternate36"))
            #expect(
                app.images.filter { $0.problems.contains { $0.kind == .catalogFileMissing } }.count == 11,
                "the 11 PNGs left out of the corpus are reported as missing")
        }

        @Test func homeAssistantsBetaNamesAPrimarySetNoCatalogHolds() throws {
            let release = try TestApp.load(SharedFolder.corpus("home-assistant__iOS"), idiom: .iphone, target: "App")
            #expect(!release.diagnostics.contains { $0.kind == .catalogSetMissing })
            #expect(release.images[0].best?.header?.width == 180)
            let beta = try TestApp.load(SharedFolder.corpus("home-assistant__iOS"), idiom: .iphone, target: "App", configuration: "Beta")
            let missing = try #require(beta.diagnostics.first { $0.kind == .catalogSetMissing })
            #expect(missing.message.contains("AppIcon.beta-nc") && missing.keyPath == "ASSETCATALOG_COMPILER_APPICON_NAME")
        }

        @Test func emitronExpandsItsSuffixPerConfiguration() throws {
            let path = SharedFolder.corpus("razeware__emitron-iOS/Emitron")
            let release = try TestApp.load(path, idiom: .iphone)
            #expect(release.catalog.primary.iconSetName == "AppIcon")
            let beta = try TestApp.load(path, idiom: .iphone, configuration: "Beta")
            #expect(beta.catalog.primary.iconSetName == "AppIcon.beta")
            #expect(beta.images[0].best != nil)
            #expect(beta.catalog.alternates.count == 4)
        }
    }
}
