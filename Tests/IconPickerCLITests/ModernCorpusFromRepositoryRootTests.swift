import Foundation
import TestSupport
import Testing

/// Issue 12's bar for the corpus apps made with Xcode 16–26: run from the repository root with no flags,
/// `list` shows exactly the icons Xcode 26 would build (from `.icon` bundles in a synchronized folder,
/// SDK-conditional settings, INCLUDE_ALL over iOS 18 sets, `.icon` bundles shadowing legacy sets), and
/// `lint` reports no error.
@Suite(.enabled(if: SharedFolder.isPresent, Comment(rawValue: SharedFolder.skipMessage)))
struct ModernCorpusFromRepositoryRootTests {
    let state = TemporaryFolder("iconpicker-modern-corpus-state")
    var runner: BinaryRunner { BinaryRunner(stateDirectory: state.path) }

    /// One app: where it is, what `list` must say, and the findings `lint` must report by rule.
    struct Expectation: Sendable, CustomTestStringConvertible {
        var folder: String
        var target: String
        var names: [String]
        /// Each icon's source as `kind:name` (`iconComposer:AppIcon`, `iconSet:AppIcon`).
        var sources: [String]
        /// Whether each `.icon` shadows a same-named set.
        var shadows: Bool
        /// Findings of every severity by rule id; errors must be none.
        var findings: [String: Int]
        var testDescription: String { folder }
    }

    static let kmReader = Expectation(
        folder: "everpcpc__KMReader", target: "target KMReader, Release",
        names: ["(primary)", "AppIconClassic", "AppIconReverse", "AppIconGlass"],
        sources: ["AppIcon", "AppIconClassic", "AppIconReverse", "AppIconGlass"].map { "iconComposer:" + $0 },
        shadows: false, findings: [:])

    static let basicCarNames = ["AppIcon-Car-Black", "AppIcon-Car-Orange", "AppIcon-Car-Red", "AppIcon-Car-Yellow"]
    static let basicCar = Expectation(
        folder: "mikaelacaron__Basic-Car-Maintenance", target: "target Basic-Car-Maintenance, Release",
        names: ["(primary)"] + basicCarNames, sources: (["AppIcon"] + basicCarNames).map { "iconSet:" + $0 },
        // The code asks for AppIcon-car-red etc. (the known mistake), in one finding for its file; the
        // other known mistake: the dark and tinted images are opaque (the primary's tinted one, and the
        // dark and tinted ones of the four car sets). A note: the git-ignored Basic-Car-Maintenance.xcconfig
        // (committed as a .template) is each machine's own.
        shadows: false, findings: ["code-icon-name": 1, "appearance-image-opaque": 9, "build-setting-unusable": 1])

    static let lavasecNames = [
        "AppIconFireOpal", "AppIconAmethyst", "AppIconObsidian", "AppIconCherryQuartz", "AppIconEmerald", "AppIconKiwiCreme",
    ]
    static let lavasec = Expectation(
        folder: "lavasecurity__lavasec-ios", target: "target LavaSec, Release",
        names: ["(primary)"] + lavasecNames, sources: (["AppIcon"] + lavasecNames).map { "iconComposer:" + $0 },
        // Seven legacy sets are dead weight: the .icon bundles of their names win.
        shadows: true, findings: ["icon-set-shadowed": 7])

    static let apps = [kmReader, basicCar, lavasec]

    func json(_ result: BinaryRunner.Result) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any], "\(result)")
    }

    func sources(_ icons: [[String: Any]]) -> [String] {
        icons.map { icon in
            let source = icon["source"] as? [String: Any]
            return "\(source?["kind"] as? String ?? "-"):\(source?["name"] as? String ?? "-")"
        }
    }

    @Test(arguments: apps)
    func listShowsTheIconsXcode26WouldBuild(_ app: Expectation) throws {
        defer { state.remove() }
        let root = SharedFolder.corpus(app.folder)
        let text = try runner.run(["list"], in: root)
        #expect(text.status == 0, "\(text)")
        #expect(String(text.stdout.split(separator: "\n").first ?? "").contains(app.target), "\(text.stdout)")
        for idiom in ["iphone", "ipad"] {
            let listed = try json(try runner.run(["list", "--json", "--idiom", idiom], in: root))
            let icons = try #require(listed["icons"] as? [[String: Any]])
            #expect(icons.map { $0["name"] as? String ?? "(primary)" } == app.names, "\(idiom)")
            #expect(sources(icons) == app.sources, "\(idiom)")
            let shadowed = icons.map { (($0["source"] as? [String: Any])?["shadowedSet"] as? String) != nil }
            #expect(shadowed == Array(repeating: app.shadows, count: icons.count), "\(idiom)")
        }
        if app.shadows { #expect(text.stdout.contains("drops the icon set of the same name"), "\(text.stdout)") }
    }

    @Test(arguments: apps)
    func lintReportsNoFalseError(_ app: Expectation) throws {
        defer { state.remove() }
        let result = try runner.run(["lint", "--format", "json"], in: SharedFolder.corpus(app.folder))
        #expect(result.status == 0, "\(result.stdout)")
        let findings = try #require(try json(result)["findings"] as? [[String: Any]])
        var byRule: [String: Int] = [:]
        for finding in findings { byRule[finding["ruleId"] as? String ?? "?", default: 0] += 1 }
        #expect(byRule == app.findings, "\(findings.map { $0["message"] as? String ?? "" })")
    }

    /// lavasec's QA build names `AppIcon-QA`, which only a `.icon` provides (no set shadowed), and every
    /// configuration offers the same six alternates.
    @Test func lavasecsQABuildUsesItsOwnIconFile() throws {
        defer { state.remove() }
        let root = SharedFolder.corpus(Self.lavasec.folder)
        let listed = try json(try runner.run(["list", "--json", "--configuration", "QA"], in: root))
        let icons = try #require(listed["icons"] as? [[String: Any]])
        #expect(sources(icons) == (["AppIcon-QA"] + Self.lavasecNames).map { "iconComposer:" + $0 })
        let primarySource = try #require(icons.first?["source"] as? [String: Any])
        #expect(primarySource["shadowedSet"] is NSNull)
        #expect((primarySource["bundle"] as? String)?.hasSuffix("LavaSecApp/AppIcon-QA.icon") == true)
    }
}
