import Foundation
import TestSupport
import Testing

/// The minimal inputs mutation fuzzing found (`../shared/hostile/fuzz`, see its README), run through
/// the built binary: each gets a clear answer, not a hang, a signal or a runaway allocation. The
/// timeouts are generous ceilings that fail the test, not measurements.
@Suite(.enabled(if: SharedFolder.isPresent, Comment(rawValue: SharedFolder.skipMessage)))
struct FuzzFindingsTests {
    let state = TemporaryFolder("iconpicker-fuzz-state")
    var runner: BinaryRunner { BinaryRunner(stateDirectory: state.path) }

    static func fuzz(_ relative: String) -> String { SharedFolder.hostile("fuzz/" + relative) }

    /// `KEY = $(KEY)` ten times takes the level below's (empty) value ten times, as Xcode does.
    @Test func aSettingThatNamesItselfTenTimesTakesTheLevelBelow() throws {
        defer { state.remove() }
        let result = try runner.run(["list", Self.fuzz("min-project-selfref")], timeout: 30)
        #expect(result.status == 0, "\(result)")
        #expect(!result.stderr.contains("expands to more than"), "\(result.stderr)")
    }

    @Test func fifteenTriplingSettingsAreOneFinding() throws {
        defer { state.remove() }
        let result = try runner.run(["list", Self.fuzz("min-project-expand")], timeout: 30)
        #expect(result.status == 0, "\(result)")
        #expect(result.stderr.contains("project.pbxproj: V7: V7 expands to more than 65536"), "\(result.stderr)")
    }

    @Test func anXcconfigThatIncludesItselfIsReadOnce() throws {
        defer { state.remove() }
        let result = try runner.run(["list", Self.fuzz("min-project-include")], timeout: 30)
        #expect(result.status == 0, "\(result)")
        #expect(result.stderr.contains("a.xcconfig: #include \"a.xcconfig\": a.xcconfig includes itself"), "\(result.stderr)")
        let lint = try runner.run(["lint", Self.fuzz("min-project-include")], timeout: 30)
        #expect(lint.stdout.contains("[build-setting-unusable]"), "\(lint)")
    }
}

extension FuzzFindingsTests {
    @Test func aLongNumericIconNameLintsAtOnce() throws {
        defer { state.remove() }
        let result = try runner.run(["lint", Self.fuzz("min-lint-quadratic-iconname/Info-25000.plist")], timeout: 30)
        #expect(result.status == 1, "\(result)")
        #expect(result.stdout.contains("[invalid-file-name]"), "\(result)")
    }
}

/// Many or long names, generated here (no ../shared needed): the work must grow linearly. 100,000
/// alternates are a benchmark's job; these counts only catch a quadratic step (at 5,000 alternates,
/// one would cost minutes), and the timeouts are ceilings that fail the test, not measurements.
@Suite struct ManyNamesTests {
    let state = TemporaryFolder("iconpicker-many-state")
    var runner: BinaryRunner { BinaryRunner(stateDirectory: state.path) }

    /// The demo with `count` alternates, the first `iPadCount` also on iPad, and one `name` of digits.
    static func demo(in folder: TemporaryFolder, count: Int, longName: String) throws -> String {
        let app = folder.path + "/Colourful"
        try FileManager.default.copyItem(atPath: BinaryRunner.repositoryRoot + "/Resources/Colourful", toPath: app)
        let data = try Data(contentsOf: URL(fileURLWithPath: app + "/Info.plist"))
        var root = try #require(try PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any])
        var icons = try #require(root["CFBundleIcons"] as? [String: Any])
        var alternates: [String: Any] = [:]
        for index in 0..<count {
            let file = ["black-white-60", "sunset-60", "multi-black-60"][index % 3]
            alternates[String(format: "alt%06d", index)] = ["CFBundleIconFiles": [file], "ordinal": index + 1]
        }
        alternates["long"] = ["CFBundleIconFiles": [longName]]
        icons["CFBundleAlternateIcons"] = alternates
        root["CFBundleIcons"] = icons
        root.removeValue(forKey: "CFBundleIcons~ipad")
        folder.write("Colourful/Info.plist", PlistFixture.binary(root))
        return app
    }

    @Test func fiveThousandAlternatesAndA100000CharacterNameListAndLint() throws {
        let folder = TemporaryFolder()
        defer {
            folder.remove()
            state.remove()
        }
        let longName = String(repeating: "60x2.5@", count: 14_286)
        let app = try Self.demo(in: folder, count: 5_000, longName: longName)
        let list = try runner.run(["list", app], timeout: 120)
        #expect(list.status == 0, "\(list.status) \(list.stderr.prefix(500))")
        #expect(list.stdout.split(separator: "\n").count > 5_000)
        let lint = try runner.run(["lint", app], timeout: 120)
        #expect(lint.status == 1, "\(lint.status) \(lint.stderr.prefix(500))")
        #expect(lint.stdout.contains("[invalid-file-name]"))
    }
}
