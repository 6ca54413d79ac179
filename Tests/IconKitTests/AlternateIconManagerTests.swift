import Foundation
import TestSupport
import Testing

@testable import IconKit

@Suite struct AlternateIconManagerTests {
    func manager(_ root: [String: Any], idiom: Idiom = .iphone, state: TemporaryFolder) throws -> AlternateIconManager {
        let app = try InfoPlistParser().parse(root, path: "Info.plist")
        return AlternateIconManager(
            catalog: IconCatalog(app: app, idiom: idiom), appName: app.appName ?? "?",
            stateKey: app.bundleIdentifier ?? "?", store: IconStateStore(directory: state.path))
    }

    let sample = PlistFixture.infoPlist(
        name: "Colourful", alternates: ["dark": (["dark"], 1), "light": (["light"], 2)],
        iPadAlternates: ["dark": (["dark"], 1)])

    @Test func startsOnThePrimaryAndSupportsAlternates() async throws {
        let state = TemporaryFolder()
        defer { state.remove() }
        let manager = try manager(sample, state: state)
        #expect(manager.supportsAlternateIcons)
        #expect(await manager.alternateIconName == nil)
    }

    @Test func settingAnAlternateChangesAndRemembersIt() async throws {
        let state = TemporaryFolder()
        defer { state.remove() }
        let first = try manager(sample, state: state)
        #expect(try await first.setAlternateIconName("dark") == .changed(from: nil, to: "dark"))
        #expect(await first.alternateIconName == "dark")
        let nextLaunch = try manager(sample, state: state)
        #expect(await nextLaunch.alternateIconName == "dark")
        #expect(try await nextLaunch.setAlternateIconName(nil) == .changed(from: "dark", to: nil))
        #expect(await (try manager(sample, state: state)).alternateIconName == nil)
    }

    @Test func settingTheCurrentIconIsANoOpThatSaysSo() async throws {
        let state = TemporaryFolder()
        defer { state.remove() }
        let manager = try manager(sample, state: state)
        #expect(try await manager.setAlternateIconName(nil) == .alreadyCurrent(nil))
        try await manager.setAlternateIconName("light")
        #expect(try await manager.setAlternateIconName("light") == .alreadyCurrent("light"))
    }

    @Test func anUnknownNameFailsWithTheSystemsErrorAndChangesNothing() async throws {
        let state = TemporaryFolder()
        defer { state.remove() }
        let manager = try manager(sample, state: state)
        try await manager.setAlternateIconName("light")
        let error = try await #require(throws: AlternateIconError.self) { try await manager.setAlternateIconName("nope") }
        #expect(error.domain == "NSCocoaErrorDomain")
        #expect(error.code == 4)
        #expect(error.message == "The file doesn\u{2019}t exist.")
        #expect(
            error.underlying
                == .init(
                    domain: "LSApplicationWorkspaceErrorDomain", code: -105,
                    message: "iconName not found in CFBundleAlternateIcons entry"))
        #expect((error as NSError).code == 4)
        #expect(error.advice?.contains("\u{201C}dark\u{201D}, \u{201C}light\u{201D}") == true)
        #expect(await manager.alternateIconName == "light")
    }

    /// A misspelt name gets the alternate it most likely meant: letter case first, then the nearest.
    @Test func anUnknownNameSuggestsTheAlternateMeant() async throws {
        let state = TemporaryFolder()
        defer { state.remove() }
        let sample = PlistFixture.infoPlist(
            name: "Cars", alternates: ["AppIcon-Car-Red": (["red"], 1), "AppIcon-Car-Blue": (["blue"], 2)])
        let manager = try manager(sample, state: state)
        for (typed, meant) in [("AppIcon-car-red", "AppIcon-Car-Red"), ("AppIcon-Car-Bleu", "AppIcon-Car-Blue")] {
            let error = try await #require(throws: AlternateIconError.self) { try await manager.setAlternateIconName(typed) }
            #expect(error.suggestion == meant, "\(typed)")
        }
        let far = try await #require(throws: AlternateIconError.self) { try await manager.setAlternateIconName("Sunflower") }
        #expect(far.suggestion == nil)
    }

    @Test func iPadRefusesAnAlternateDeclaredOnlyForAllDevices() async throws {
        let state = TemporaryFolder()
        defer { state.remove() }
        let iPad = try manager(sample, idiom: .ipad, state: state)
        let error = try await #require(throws: AlternateIconError.self) { try await iPad.setAlternateIconName("light") }
        #expect(error.code == 4)
        #expect(error.advice?.contains("CFBundleIcons~ipad") == true)
        try await iPad.setAlternateIconName("dark")
    }

    @Test func withoutAlternatesNothingCanBeSet() async throws {
        let state = TemporaryFolder()
        defer { state.remove() }
        let manager = try manager(PlistFixture.infoPlist(), state: state)
        #expect(!manager.supportsAlternateIcons)
        let error = try await #require(throws: AlternateIconError.self) { try await manager.setAlternateIconName("any") }
        #expect(error.advice?.contains("declares no alternate icons") == true)
    }

    @Test func aSavedIconTheAppNoLongerDeclaresReadsAsPrimary() async throws {
        let state = TemporaryFolder()
        defer { state.remove() }
        try IconStateStore(directory: state.path).write(key: "com.example.sample", alternateIconName: "retired")
        let manager = try manager(sample, state: state)
        #expect(await manager.alternateIconName == nil)
        #expect(manager.stateDiagnostics.map(\.kind) == [.savedIconNotDeclared])
        #expect(
            IconStateStore(directory: state.path).read(key: "com.example.sample").alternateIconName == "retired",
            "the file is not overwritten until the user changes the icon")
    }

    @Test func theAlertTextIsTheSystems() {
        #expect(SystemAlert.iconChanged(appName: "Colourful") == "You have changed the icon for \u{201C}Colourful\u{201D}.")
    }
}
