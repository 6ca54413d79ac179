import Foundation
import TestSupport
import Testing

@testable import IconKit

/// `INFOPLIST_PREPROCESS = YES`: the Info.plist goes through the system's cpp as Xcode sends it (the
/// prefix header, the definitions), so icon names that are macros are the names the build writes.
@Suite(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/cpp"), "no cpp on this machine (Debian: apt install cpp)"))
struct InfoPlistPreprocessorTests {
    /// A project whose plist names its alternate `ALT_NAME` and primary files `PRIMARY_FILES`.
    static func project(in folder: TemporaryFolder, settings: [String: String], scriptWritesHeader: Bool = false) -> String {
        let plist = """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict>
              <key>CFBundleDisplayName</key><string>Macros</string>
              <key>CFBundleIcons</key><dict>
                <key>CFBundlePrimaryIcon</key><dict><key>CFBundleIconFiles</key><array><string>PRIMARY_FILES</string></array></dict>
                <key>CFBundleAlternateIcons</key><dict>
                  <key>ALT_NAME</key><dict><key>CFBundleIconFiles</key><array><string>ALT_NAME</string></array></dict>
                </dict>
              </dict>
            </dict></plist>
            """
        folder.write("App/Info.plist", text: plist)
        folder.write("App/Icons/Dusk@3x.png", PNGFixture.solid(width: 180, height: 180))
        folder.write("App/Icons/Sun@3x.png", PNGFixture.solid(width: 180, height: 180))
        var text = PbxprojFixture.text(targets: [
            .init("Macros", settings: settings.merging(["INFOPLIST_FILE": "App/Info.plist"]) { a, _ in a })
        ])
        if scriptWritesHeader {
            text = text.replacingOccurrences(of: "buildPhases = (R0, E0);", with: "buildPhases = (S0, R0, E0);")
                .replacingOccurrences(
                    of: "rootObject = ROOT;",
                    with: "rootObject = ROOT;\n"
                )
                .replacingOccurrences(
                    of: " };\n rootObject",
                    with:
                        "  S0 = { isa = PBXShellScriptBuildPhase; name = \"Write icon names\"; outputPaths = (\"$(DERIVED_FILE_DIR)/Icons.h\"); "
                        + "shellScript = \"echo > Icons.h\"; };\n };\n rootObject")
        }
        folder.write("Macros.xcodeproj/project.pbxproj", text: text)
        return folder.path + "/Macros.xcodeproj"
    }

    @Test func theHeaderAndDefinitionsMakeTheIconNames() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        folder.write("App/Icons.h", text: "#define ALT_NAME Dusk\n")
        let path = Self.project(
            in: folder,
            settings: [
                "INFOPLIST_PREPROCESS": "YES", "INFOPLIST_PREFIX_HEADER": "App/Icons.h",
                "INFOPLIST_PREPROCESSOR_DEFINITIONS": "PRIMARY_FILES=Sun",
            ])
        let app = try TestApp.load(path, idiom: .iphone)
        #expect(app.catalog.alternates.map(\.name) == ["Dusk"])
        #expect(app.images.map { $0.best?.fileName } == ["Sun@3x.png", "Dusk@3x.png"])
        #expect(!app.diagnostics.contains { $0.kind == .infoPlistPreprocessed })
    }

    @Test func aHeaderWrittenWhileBuildingIsSaidWithItsScript() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        let path = Self.project(
            in: folder, settings: ["INFOPLIST_PREPROCESS": "YES", "INFOPLIST_PREFIX_HEADER": "$(DERIVED_FILE_DIR)/Icons.h"],
            scriptWritesHeader: true)
        let app = try TestApp.load(path, idiom: .iphone)
        let note = try #require(app.diagnostics.first { $0.kind == .infoPlistPreprocessed })
        #expect(
            note.severity == .note
                && note.message.contains("written while building by the Run Script phase \u{201C}Write icon names\u{201D}"))
        #expect(app.catalog.alternates.map(\.name) == ["ALT_NAME"], "shown as written, and said so: never zero alternates silently")
    }

    /// An `#include` of something that never ends (`/dev/zero`: memory) or never answers (a FIFO:
    /// time) is cut off, not waited for, and nothing it started is left running.
    @Test(arguments: ["/dev/zero", "fifo"])
    func anIncludeThatNeverEndsIsCutOff(_ included: String) throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        let target = included == "fifo" ? folder.path + "/never" : included
        if included == "fifo" { #expect(mkfifo(target, 0o600) == 0) }
        let plist = folder.write("Info.plist", text: "#include \"\(target)\"\n")
        let outcome = HangGuard.run(within: 60) { try InfoPlistPreprocessor().preprocess(plist, prefixHeader: nil, definitions: []) }
        let result = try #require(outcome, "the preprocessor was waited for past the guard")
        guard case .failure(let error) = result, case InfoPlistPreprocessor.Failure.failed = error else {
            Issue.record("got \(result)")
            return
        }
        // SIGKILL is delivered asynchronously: give the killed group a moment to be gone (a hang guard, not a timing).
        let gone = HangGuard.run(within: 30) {
            while Self.processes().contains(where: { $0.contains(plist) }) { usleep(50_000) }
        }
        #expect(gone != nil, "no cpp or cc1 of it is left running")
    }

    /// The command lines of this user's processes.
    static func processes() -> [String] {
        let ids = (try? FileManager.default.contentsOfDirectory(atPath: "/proc"))?.filter { $0.allSatisfy(\.isNumber) } ?? []
        return ids.compactMap { id in
            FileManager.default.contents(atPath: "/proc/\(id)/cmdline").map { String(decoding: $0, as: UTF8.self) }
        }
    }
}
