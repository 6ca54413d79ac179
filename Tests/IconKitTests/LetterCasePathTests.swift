import Foundation
import TestSupport
import Testing

@testable import IconKit

/// A project that names `DigitalBreak/…` where the disk holds `digitalbreak/…` builds on macOS (its
/// disk ignores letter case): iconpicker reads what Xcode reads and says once per folder that a
/// case-sensitive checkout would not find it.
@Suite struct LetterCasePathTests {
    @Test func aPathInAnotherLetterCaseIsFoundOnDiskOnlyWhenItIsTheOneMatch() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        let actual = folder.write("digitalbreak/Info.plist", text: "x")
        #expect(LetterCasePath.onDisk(folder.path + "/DigitalBreak/Info.plist") == actual)
        #expect(LetterCasePath.onDisk(actual) == nil, "as written: nothing to resolve")
        #expect(LetterCasePath.onDisk(folder.path + "/Elsewhere/Info.plist") == nil)
        folder.write("DIGITALBREAK/Info.plist", text: "y")
        #expect(LetterCasePath.onDisk(folder.path + "/DigitalBreak/Info.plist") == nil, "two folders differ only in case: neither")
    }

    @Test func theProjectsFilesAreReadAsXcodeFindsThemAndSaidOncePerFolder() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        folder.write(
            "digitalbreak/Info.plist",
            PlistFixture.xml(
                PlistFixture.infoPlist(primary: ["AppIcon60x60"], alternates: ["dark": (files: ["dark-60"], ordinal: 1)])))
        folder.write("digitalbreak/Icons/dark-60@2x.png", PNGFixture.solid(width: 120, height: 120))
        folder.write("digitalbreak/Icons/dark-60@3x.png", PNGFixture.solid(width: 180, height: 180))
        PbxprojFixture.write(
            in: folder, "digitalbreak.xcodeproj",
            targets: [
                .init(
                    "DigitalBreak", settings: ["INFOPLIST_FILE": "DigitalBreak/Info.plist"],
                    resources: ["DigitalBreak/Icons/dark-60@2x.png", "DigitalBreak/Icons/dark-60@3x.png"])
            ])
        let app = try TestApp.load(folder.path, idiom: .iphone)
        #expect(app.catalog.alternates.map(\.name) == ["dark"])
        #expect(app.images[1].best?.path == folder.path + "/digitalbreak/Icons/dark-60@3x.png")
        let cases = app.diagnostics.filter { $0.kind == .pathLetterCase }
        #expect(cases.count == 2, "the setting, and the files under one folder: \(cases.map(\.message))")
        #expect(cases.contains { $0.keyPath == "INFOPLIST_FILE" && $0.message.contains("names DigitalBreak/Info.plist") })
        #expect(cases.contains { $0.message.contains("2 files under DigitalBreak/, which is digitalbreak/ on disk") })
    }
}
