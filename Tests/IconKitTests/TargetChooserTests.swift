import Foundation
import TestSupport
import Testing

@testable import IconKit

/// The application target a person means, chosen without `--target` unless truly ambiguous.
@Suite struct TargetChooserTests {
    typealias Target = PbxprojFixture.Target

    func choose(_ targets: [Target], project name: String = "Sample", target: String? = nil) throws -> (String, [String]) {
        let folder = TemporaryFolder("iconpicker-targets")
        defer { folder.remove() }
        let path = PbxprojFixture.write(in: folder, "\(name).xcodeproj", targets: targets)
        let project = try XcodeProjectReader().read(projectPath: path)
        let (chosen, others) = try TargetChooser(reader: .init(), configuration: "Release").choose(project, name: target)
        return (chosen.name, others)
    }

    @Test func anIOSAppWinsOverATVOSApp() throws {
        let targets = [Target("Sample TV", settings: ["SDKROOT": "appletvos"]), Target("Sample iOS")]
        #expect(try choose(targets) == ("Sample iOS", ["Sample TV"]))
        let bySupportedPlatforms = [
            Target("Phone", settings: ["SDKROOT": "auto", "SUPPORTED_PLATFORMS": "iphoneos iphonesimulator"]),
            Target("Watch", settings: ["SDKROOT": "auto", "SUPPORTED_PLATFORMS": "watchos watchsimulator"]),
        ]
        #expect(try choose(bySupportedPlatforms).0 == "Phone")
    }

    @Test func anAppEmbeddedInAnotherIsNotTheOneMeant() throws {
        // home-assistant's shape: `App` embeds `Launcher`; here both are iOS, so only embedding tells.
        let targets = [Target("Launcher"), Target("App", dependencies: ["Launcher"])]
        #expect(try choose(targets) == ("App", ["Launcher"]))
        var embedding = Target("App")
        embedding.embeds = ["Launcher"]
        #expect(try choose([Target("Launcher"), embedding]) == ("App", ["Launcher"]), "embedded by a Copy Files phase alone")
    }

    @Test func previewAndTestHostsAreNotTheOneMeant() throws {
        let targets = [Target("UITestHost"), Target("Gallery"), Target("GalleryPreviews")]
        #expect(try choose(targets).0 == "Gallery")
    }

    @Test func thenTheOneNamedLikeTheProjectThenTheOneDeclaringIcons() throws {
        #expect(try choose([Target("Other"), Target("sample")]).0 == "sample")
        let icons = [Target("Plain"), Target("Fancy", settings: ["ASSETCATALOG_COMPILER_ALTERNATE_APPICON_NAMES": "Dark"])]
        #expect(try choose(icons).0 == "Fancy")
    }

    @Test func twoEquallyGoodAppsAreAQuestion() throws {
        #expect(throws: InputError.self) { try choose([Target("One"), Target("Two")]) }
        do {
            _ = try choose([Target("One"), Target("Two"), Target("TV", settings: ["SDKROOT": "appletvos"])])
            Issue.record("expected a question")
        } catch let InputError.projectChoice(_, message, options) {
            #expect(message.contains("--target"))
            #expect(options == ["One", "Two"], "only the candidates left, not the tvOS app")
        }
    }

    @Test func aNamedTargetIsTakenWithTheOthersListed() throws {
        let targets = [Target("Sample iOS"), Target("Sample Widgets"), Target("Sample TV", settings: ["SDKROOT": "appletvos"])]
        #expect(try choose(targets, target: "Sample Widgets") == ("Sample Widgets", ["Sample iOS", "Sample TV"]))
        #expect(throws: InputError.self, "a tvOS app named: said to be one") { try choose(targets, target: "Sample TV") }
    }
}

/// The configuration a build uses when none is named, and example apps beside the real one.
@Suite struct TargetChooserDefaultsTests {
    /// Tangem's project has no `Release`: its configuration list's default is `Release(production)`.
    @Test func theProjectsDefaultConfigurationIsTheOneBuiltWhenNoneIsNamed() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        var text = PbxprojFixture.text(targets: [.init("Wallet"), .init("WalletSDKExample")])
        text = text.replacingOccurrences(of: "name = Release;", with: "name = \"Release(production)\";")
            .replacingOccurrences(
                of: "PLIST = { isa = XCConfigurationList; buildConfigurations = (PCONF); };",
                with:
                    "PLIST = { isa = XCConfigurationList; buildConfigurations = (PCONF); defaultConfigurationName = \"Release(production)\"; };"
            )
        folder.write("TangemApp.xcodeproj/project.pbxproj", text: text)
        let app = try TestApp.load(folder.path, idiom: .iphone)
        #expect(app.project?.configuration == "Release(production)")
        #expect(app.project?.target == "Wallet", "the example app beside it is not the one meant")
    }
}

extension TargetChooserDefaultsTests {
    /// Rocket.Chat: two app targets build one Info.plist with another catalog each (the official and
    /// the experimental app); neither name says which ships, so the user chooses.
    @Test func flavoursOfOneAppAreAQuestionWhateverTheirNames() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        let plist = ["INFOPLIST_FILE": "App/Info.plist"]
        PbxprojFixture.write(
            in: folder, "Chat.xcodeproj",
            targets: [
                .init("Chat", settings: plist, resources: ["Experimental.xcassets"]),
                .init("Chat Official", settings: plist, resources: ["Official.xcassets"]),
            ])
        let project = try XcodeProjectReader().read(projectPath: folder.path + "/Chat.xcodeproj")
        let error = try #require(throws: InputError.self) {
            try TargetChooser(reader: .init(), configuration: "Release").choose(project, name: nil)
        }
        guard case .projectChoice(_, _, let options) = error else {
            Issue.record("got \(error)")
            return
        }
        #expect(options == ["Chat", "Chat Official"])
    }
}

extension TargetChooserDefaultsTests {
    /// Hedvig: Ugglan (named like the project) builds `Config/Test/Info.plist`, Hedvig builds
    /// `Config/Production/Info.plist`: a test flavour and the app that ships, so the user chooses. A
    /// bundle identifier that says the configuration's own name (Awful's Debug `….debug`) is no flavour.
    @Test func aTargetWhoseInfoPlistFolderNamesAFlavourMakesAQuestion() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        PbxprojFixture.write(
            in: folder, "Ugglan.xcodeproj",
            targets: [
                .init("Ugglan", settings: ["INFOPLIST_FILE": "Config/Test/Info.plist"]),
                .init("Hedvig", settings: ["INFOPLIST_FILE": "Config/Production/Info.plist"]),
            ])
        PbxprojFixture.write(
            in: folder, "Awful.xcodeproj",
            targets: [
                .init("Awful", settings: ["INFOPLIST_FILE": "App/Info.plist", "PRODUCT_BUNDLE_IDENTIFIER": "com.example.Awful.debug"]),
                .init("Extractor", settings: ["INFOPLIST_FILE": "Extra/Info.plist"]),
            ])
        let flavours = try XcodeProjectReader().read(projectPath: folder.path + "/Ugglan.xcodeproj")
        let error = try #require(throws: InputError.self) {
            try TargetChooser(reader: .init(), configuration: "Release").choose(flavours, name: nil)
        }
        guard case .projectChoice(_, _, let options) = error else {
            Issue.record("got \(error)")
            return
        }
        #expect(options == ["Ugglan", "Hedvig"])
        let awful = try XcodeProjectReader().read(projectPath: folder.path + "/Awful.xcodeproj")
        #expect(try TargetChooser(reader: .init(), configuration: "Debug").choose(awful, name: nil).target.name == "Awful")
    }
}
