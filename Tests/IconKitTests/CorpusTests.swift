import Basics
import Foundation
import TestSupport
import Testing

@testable import IconKit

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
