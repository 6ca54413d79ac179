import Foundation
import TestSupport
import Testing

@testable import IconPickerCLI

/// Strings from an untrusted Info.plist reach a terminal escaped in every text output, as `--json`
/// escapes them: a display name must not set the window title or clear the screen.
@Suite struct TerminalInjectionTests {
    let state = TemporaryFolder("iconpicker-injection-state")
    var runner: BinaryRunner { BinaryRunner(stateDirectory: state.path) }
    /// OSC 0 (set the title), BEL, CSI 2J (clear the screen), a newline, C1 CSI (U+009B) and a
    /// right-to-left override that would show the rest backwards.
    static let hostile = "Evil\u{1B}]0;pwned\u{07}\u{1B}[2J\nforged\u{9B}31m\u{202E}gnp"

    /// The demo app with the hostile text in its display name and as the name of one alternate.
    static func hostileDemo(in folder: TemporaryFolder) throws -> String {
        let app = folder.path + "/Colourful"
        try FileManager.default.copyItem(atPath: BinaryRunner.repositoryRoot + "/Resources/Colourful", toPath: app)
        let data = try Data(contentsOf: URL(fileURLWithPath: app + "/Info.plist"))
        var root = try #require(try PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any])
        root["CFBundleDisplayName"] = hostile
        var icons = try #require(root["CFBundleIcons"] as? [String: Any])
        var alternates = try #require(icons["CFBundleAlternateIcons"] as? [String: Any])
        alternates[hostile] = alternates.removeValue(forKey: "sunset")
        icons["CFBundleAlternateIcons"] = alternates
        root["CFBundleIcons"] = icons
        root.removeValue(forKey: "CFBundleIcons~ipad")
        folder.write("Colourful/Info.plist", PlistFixture.binary(root))
        return app
    }

    static func isClean(_ text: String) -> Bool {
        !text.unicodeScalars.contains {
            ($0.value < 0x20 && $0 != "\n") || (0x7F...0x9F).contains($0.value) || $0.value == 0x202E
        }
    }

    @Test func listCurrentSetResetAndLintPrintNoControlCharacters() throws {
        let folder = TemporaryFolder()
        defer {
            folder.remove()
            state.remove()
        }
        let app = try Self.hostileDemo(in: folder)
        let escaped = "Evil\\u{1B}]0;pwned\\u{7}\\u{1B}[2J\\nforged\\u{9B}31m\\u{202E}gnp"
        let list = try runner.run(["list", app])
        #expect(list.status == 0, "\(list)")
        #expect(Self.isClean(list.stdout) && Self.isClean(list.stderr), "\(list)")
        #expect(list.stdout.hasPrefix(escaped + " \u{2014} iPhone icons"), "\(list)")
        #expect(list.stdout.contains(escaped + "  file"), "the alternate's name is one escaped cell: \(list)")
        let set = try runner.run(["set", "--", Self.hostile, app])
        #expect(set.status == 0 && Self.isClean(set.stdout) && set.stdout.contains(escaped), "\(set)")
        let current = try runner.run(["current", app])
        #expect(current.stdout == escaped + "\n", "\(current)")
        let again = try runner.run(["set", "--", Self.hostile, app])
        #expect(Self.isClean(again.stdout) && again.stdout.contains(escaped), "\(again)")
        let reset = try runner.run(["reset", app])
        #expect(reset.status == 0 && Self.isClean(reset.stdout), "\(reset)")
        let lint = try runner.run(["lint", app])
        #expect(Self.isClean(lint.stdout) && Self.isClean(lint.stderr), "\(lint)")
        #expect(lint.stdout.hasPrefix(escaped + " (") && lint.stdout.contains("(\u{201C}\(escaped)\u{201D}, "), "\(lint)")
    }

    @Test func errorsOnStderrAndJSONEscapeToo() throws {
        let folder = TemporaryFolder()
        defer {
            folder.remove()
            state.remove()
        }
        let app = try Self.hostileDemo(in: folder)
        let unknown = try runner.run(["set", "--", "nope\u{1B}[2J", app])
        #expect(unknown.status == 1 && Self.isClean(unknown.stderr) && unknown.stderr.contains("nope\\u{1B}[2J"), "\(unknown)")
        let json = try runner.run(["list", "--json", app])
        #expect(json.status == 0 && Self.isClean(json.stdout), "C1 controls too are \\u escapes: \(json)")
        let parsed = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        #expect((parsed["app"] as? [String: Any])?["name"] as? String == Self.hostile, "the JSON still means the same string")
    }

    @Test func renderRefusesAnUnboundedMaxDimension() throws {
        let folder = TemporaryFolder()
        defer {
            folder.remove()
            state.remove()
        }
        let huge = folder.write("huge.png", PNGFixture.png(width: 100_000, height: 100_000, colorType: 6, raw: Data()))
        let result = try runner.run(["render", "--max-dimension", "100000", huge])
        #expect(result.status == 2, "\(result)")
        #expect(result.stderr.contains("--max-dimension is at most 8192 (an image that size already takes 256 MB to decode"), "\(result)")
        #expect(throws: (any Error).self) { try RenderCommand.parse(["--max-dimension", "8193", huge]) }
        #expect(try RenderCommand.parse(["--max-dimension", "8192", huge]).maxDimension == 8192)
    }

    /// `render a.png b.png` heads each picture with its file name: a name made by someone else (an
    /// unzipped archive, a glob) must not clear the screen.
    @Test func renderHeadsPicturesWithEscapedFileNames() throws {
        let folder = TemporaryFolder()
        defer {
            folder.remove()
            state.remove()
        }
        let icon = BinaryRunner.repositoryRoot + "/Resources/Colourful/Icons/sunset-60@2x.png"
        let hostile = folder.path + "/a\u{1B}[2J.png"
        try FileManager.default.copyItem(atPath: icon, toPath: hostile)
        let result = try runner.run(["render", "--graphics", "symbols", hostile, icon])
        #expect(result.status == 0, "\(result)")
        #expect(result.stdout.contains("a\\u{1B}[2J.png:\n") && !result.stdout.contains("\u{1B}[2J"), "\(result)")
    }
}
