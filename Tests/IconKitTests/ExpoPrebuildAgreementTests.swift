import Foundation
import TestSupport
import Testing

@testable import IconKit

/// A committed Expo prebuild is what is listed; a configuration naming other alternates is a note.
@Suite struct ExpoPrebuildAgreementTests {
    func writeApp(in folder: TemporaryFolder, alternates: [String]) {
        folder.write("package.json", text: #"{"dependencies": {"expo": "~52.0.0"}}"#)
        let options = alternates.map { "\($0): { image: './\($0).png' }" }.joined(separator: ", ")
        folder.write("app.config.ts", text: "export default { plugins: [['expo-dynamic-app-icon', { \(options) }]] };\n")
        let settings = [("ASSETCATALOG_COMPILER_APPICON_NAME", "AppIcon"), ("ASSETCATALOG_COMPILER_ALTERNATE_APPICON_NAMES", "Dark")]
        folder.write("ios/Today.xcodeproj/project.pbxproj", text: ModernProjectFixture(settings: settings).text)
        CatalogFixture.singleSize(in: folder, catalog: "ios/Today/Images.xcassets", set: "AppIcon")
        CatalogFixture.singleSize(in: folder, catalog: "ios/Today/Images.xcassets", set: "Dark")
    }

    @Test func aConfigurationNamingOtherAlternatesIsANote() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        writeApp(in: folder, alternates: ["dark", "light"])
        let app = try TestApp.load(folder.path, idiom: .iphone)
        #expect(app.catalog.alternates.map(\.name) == ["Dark"], "the committed project is what is listed")
        let note = try #require(app.diagnostics.first { $0.kind == .xcodeGenSpecDisagrees })
        #expect(note.severity == .note)
        #expect(note.file == folder.path + "/app.config.ts")
        #expect(
            note.message.hasPrefix(
                "app.config.ts declares the alternate icons dark, light (expo-dynamic-app-icon), but the committed ios/ project builds Dark"
            ))
    }

    /// A project whose Info.plist is not there declares unknown alternates, not none.
    @Test func aProjectWhoseInfoPlistIsMissingIsNotCompared() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        writeApp(in: folder, alternates: ["dark"])
        let settings = [("ASSETCATALOG_COMPILER_APPICON_NAME", "AppIcon"), ("INFOPLIST_FILE", "Today/Missing.plist")]
        folder.write("ios/Today.xcodeproj/project.pbxproj", text: ModernProjectFixture(settings: settings).text)
        let app = try TestApp.load(folder.path, idiom: .iphone)
        #expect(app.diagnostics.contains { $0.kind == .infoPlistMissing })
        #expect(!app.diagnostics.contains { $0.kind == .xcodeGenSpecDisagrees })
    }

    @Test func aConfigurationThatAgreesSaysNothing() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        writeApp(in: folder, alternates: ["Dark"])
        let app = try TestApp.load(folder.path, idiom: .iphone)
        #expect(!app.diagnostics.contains { $0.kind == .xcodeGenSpecDisagrees })
        #expect(ExpoPrebuildAgreement(projectFolder: folder.path + "/elsewhere") == nil)
    }
}
