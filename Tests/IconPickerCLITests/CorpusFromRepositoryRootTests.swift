import Foundation
import TestSupport
import Testing

/// The issue's bar for the corpus apps that use no Xcode 16+ format: run from the repository root with no
/// flags, `list` shows the icons Xcode would build and `lint` finds the known mistakes and no other error.
@Suite(.enabled(if: SharedFolder.isPresent, Comment(rawValue: SharedFolder.skipMessage)))
struct CorpusFromRepositoryRootTests {
    let state = TemporaryFolder("iconpicker-corpus-root-state")
    var runner: BinaryRunner { BinaryRunner(stateDirectory: state.path) }

    /// One app: where it is, what `list` must say, and the errors `lint` must report.
    struct Expectation: Sendable, CustomTestStringConvertible {
        var folder: String
        var target: String
        var names: [String]
        var images: [String]
        var iPadImages: [String]
        var lintStatus: Int32
        var errors: [String: Int]
        var testDescription: String { folder }
    }

    static let emitron = Expectation(
        folder: "razeware__emitron-iOS", target: "target emitron, Release",
        names: ["(primary)", "white-black", "black-white", "black-multi", "multi-black"],
        images: ["iphone180.png"] + ["white-black", "black-white", "black-multi", "multi-black"].map { "app-icon--\($0)@3x.png" },
        iPadImages: ["ipadPro167.png"]
            + ["white-black", "black-white", "black-multi", "multi-black"].map { "app-icon--\($0)-ipadpro@2x.png" },
        // `${BUNDLE_ID_SUFFIX}` in the plist expands per configuration to files that all exist, and the
        // catalog setting replaces that primary anyway: no error in any configuration.
        lintStatus: 0, errors: [:])

    static let homeAssistantAlternates = [
        "beta", "bi_pride", "black", "blue", "caribbean-green", "classic", "cornflower-blue", "crimson", "dev",
        "electric-violet", "fire-orange", "green", "ha-blue", "non-binary", "old-beta", "old-dev", "old-release",
        "orange", "pink", "POC_pride", "purple", "rainbow", "rainbow_invert", "red", "release", "trans", "white",
    ]
    static let homeAssistant = Expectation(
        folder: "home-assistant__iOS", target: "target App, Release",
        names: ["(primary)"] + homeAssistantAlternates,
        images: ["release-180x180.png"]
            + homeAssistantAlternates.map {
                ["ha-blue": "release", "rainbow_invert": "rainbow"][$0, default: $0] + "@3x.png"
            },
        iPadImages: ["release-167x167.png"]
            + homeAssistantAlternates.map { ["ha-blue": "-", "rainbow_invert": "rainbow@3x.png"][$0, default: $0 + "@3x.png"] },
        lintStatus: 1,
        errors: [
            // the ~ipad ha-blue entry names `default`, which no file is
            "missing-icon-file error [Release, Beta, Debug]": 1,
            // Beta's ASSETCATALOG_COMPILER_APPICON_NAME expands to AppIcon.beta-nc; the catalog has AppIcon.beta
            "catalog-set-missing error [Beta]": 1,
        ])

    static let iceCubesNames = (1...35).map { "AppIconAlternate\($0)" }.sorted {
        // The order of ASSETCATALOG_COMPILER_ALTERNATE_APPICON_NAMES: 17 19 18 20.
        let rank = { (name: String) in Int(name.dropFirst("AppIconAlternate".count)).map { $0 == 19 ? 18 : $0 == 18 ? 19 : $0 } ?? 0 }
        return rank($0) < rank($1)
    }
    static let iceCubes = Expectation(
        folder: "Dimillian__IceCubesApp", target: "target IceCubesApp, Release",
        names: ["(primary)"] + iceCubesNames,
        images: [], iPadImages: [],
        // The 11 PNGs left out of the corpus for size are alternates' files, which the app ships without: warnings,
        // as AppIconAlternate36 (named by no setting) is.
        lintStatus: 0,
        errors: [:])

    static let apps = [emitron, homeAssistant, iceCubes]

    func json(_ result: BinaryRunner.Result) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any], "\(result)")
    }

    /// The last path component of each icon's image, `-` for none.
    func images(_ icons: [[String: Any]]) -> [String] {
        icons.map { (($0["image"] as? [String: Any])?["path"] as? String).map { URL(fileURLWithPath: $0).lastPathComponent } ?? "-" }
    }

    @Test(arguments: apps)
    func listShowsTheIconsXcodeWouldBuild(_ app: Expectation) throws {
        defer { state.remove() }
        let root = SharedFolder.corpus(app.folder)
        let text = try runner.run(["list"], in: root)
        #expect(text.status == 0, "\(text)")
        let title = String(text.stdout.split(separator: "\n").first ?? "")
        #expect(title.contains(app.target), "\(title)")

        let iPhone = try json(try runner.run(["list", "--json"], in: root))
        let icons = try #require(iPhone["icons"] as? [[String: Any]])
        #expect(icons.map { $0["name"] as? String ?? "(primary)" } == app.names)
        if !app.images.isEmpty { #expect(images(icons) == app.images) }
        let iPad = try json(try runner.run(["list", "--json", "--idiom", "ipad"], in: root))
        let iPadIcons = try #require(iPad["icons"] as? [[String: Any]])
        #expect(iPadIcons.map { $0["name"] as? String ?? "(primary)" } == app.names)
        if !app.iPadImages.isEmpty { #expect(images(iPadIcons) == app.iPadImages) }
    }

    @Test(arguments: apps)
    func lintFindsTheKnownMistakesAndNoOtherError(_ app: Expectation) throws {
        defer { state.remove() }
        let result = try runner.run(["lint", "--format", "json"], in: SharedFolder.corpus(app.folder))
        #expect(result.status == app.lintStatus, "\(result.stderr)")
        let findings = try #require(try json(result)["findings"] as? [[String: Any]])
        var errors: [String: Int] = [:]
        for finding in findings where finding["severity"] as? String == "error" {
            // An error as CI sees it: its rule, severity and the configurations it applies to.
            let configurations = (finding["configurations"] as? [String] ?? []).joined(separator: ", ")
            errors["\(finding["ruleId"] as? String ?? "?") error [\(configurations)]", default: 0] += 1
        }
        #expect(errors == app.errors, "\(findings.filter { $0["severity"] as? String == "error" })")
        for finding in findings {
            let message = finding["message"] as? String ?? ""
            #expect(!message.contains(SharedFolder.path) && !message.contains(" /"), "an absolute path: \(message)")
        }
    }

    /// emitron's `${BUNDLE_ID_SUFFIX}` is set per configuration (Release "", Beta .beta, Debug .dev) and
    /// every name it expands to exists, so each configuration builds its own primary and nothing is unexpanded.
    @Test(arguments: [
        ("Release", "AppIcon", "com.razeware.emitron.ios"), ("Beta", "AppIcon.beta", "com.razeware.emitron.ios.beta"),
        ("Debug", "AppIcon.dev", "com.razeware.emitron.ios.dev"),
    ])
    func emitronsBuildVariableExpandsPerConfiguration(configuration: String, set: String, identifier: String) throws {
        defer { state.remove() }
        let root = SharedFolder.corpus(Self.emitron.folder)
        let list = try json(try runner.run(["list", "--json", "--configuration", configuration], in: root))
        let primary = try #require((list["icons"] as? [[String: Any]])?.first)
        #expect(primary["iconSetName"] as? String == set)
        #expect((list["app"] as? [String: Any])?["bundleIdentifier"] as? String == identifier)
        let lint = try json(try runner.run(["lint", "--format", "json", "--configuration", configuration], in: root))
        let rules = (lint["findings"] as? [[String: Any]] ?? []).compactMap { $0["ruleId"] as? String }
        #expect(!rules.contains("unexpanded-build-variable") && !rules.contains("missing-icon-file"), "\(rules)")
    }
}
