import Foundation
import TestSupport
import Testing

/// The built binary run with no PATH (or a repository's root), as a new user or CI runs it.
@Suite struct FindingTheAppTests {
    let state = TemporaryFolder("iconpicker-finding-state")
    var runner: BinaryRunner { BinaryRunner(stateDirectory: state.path) }

    func json(_ text: String) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    /// An iOS app with an alternate set, beside a tvOS app, in `ios/` of a repository.
    func writeRepository(in folder: TemporaryFolder) {
        let settings = [
            "ASSETCATALOG_COMPILER_APPICON_NAME": "AppIcon", "ASSETCATALOG_COMPILER_ALTERNATE_APPICON_NAMES": "Dark",
            "PRODUCT_BUNDLE_IDENTIFIER": "com.example.shop", "GENERATE_INFOPLIST_FILE": "YES",
        ]
        PbxprojFixture.write(
            in: folder, "ios/Shop.xcodeproj",
            targets: [
                .init("Shop TV", settings: settings.merging(["SDKROOT": "appletvos"]) { $1 }), .init("Shop", settings: settings),
            ])
        for set in ["AppIcon", "Dark"] { CatalogFixture.multiSize(in: folder, catalog: "ios/Shop/Assets.xcassets", set: set) }
        folder.write("README.md", text: "# Shop\n")
    }

    @Test func noPathInARepositoryReadsItsApp() throws {
        defer { state.remove() }
        let repository = TemporaryFolder("iconpicker-finding-repo")
        defer { repository.remove() }
        writeRepository(in: repository)
        let list = try runner.run(["list"], in: repository.path)
        #expect(list.status == 0, "\(list)")
        #expect(!list.stderr.contains("demo"), "\(list)")
        let title = String(list.stdout.split(separator: "\n").first ?? "")
        #expect(title.contains("target Shop, Release (also Shop TV: --target)"), "\(title)")
        let report = try json(try runner.run(["list", "--json"], in: repository.path).stdout)
        let app = try #require(report["app"] as? [String: Any])
        #expect(app["isDemo"] as? Bool == false && app["source"] as? String == "project")
        #expect((app["project"] as? [String: Any])?["otherTargets"] as? [String] == ["Shop TV"])
        let lint = try runner.run(["lint", "--format", "json"], in: repository.path)
        #expect((try json(lint.stdout)["app"] as? [String: Any])?["isDemo"] as? Bool == false, "\(lint)")
    }

    /// The demo's own folder holds the demo's Info.plist, which declares icons: the demo is read, and
    /// nothing says there is no app in it.
    @Test func theDemosOwnFolderIsReadWithoutSayingThereIsNoApp() throws {
        defer { state.remove() }
        let list = try runner.run(["list"], in: BinaryRunner.repositoryRoot + "/Resources/Colourful")
        #expect(list.status == 0 && list.stdout.hasPrefix("Colourful \u{2014} "), "\(list)")
        #expect(list.stderr.isEmpty, "\(list)")
    }

    /// iconpicker's own checkout holds Info.plists that declare icons (the demo's, test fixtures'), but it
    /// is a Swift package, not an app: the note says that, not "no app in".
    @Test func aSwiftPackagesCheckoutSaysWhyItIsNoApp() throws {
        defer { state.remove() }
        let list = try runner.run(["list"])
        #expect(list.status == 0, "\(list)")
        #expect(list.stderr.contains("is a Swift package: its Info.plists are resources and test data"), "\(list)")
        #expect(!list.stderr.contains("no app in"), "\(list)")
    }

    @Test func noPathInAFolderWithoutAnAppReadsTheDemoAndSaysSo() throws {
        defer { state.remove() }
        let empty = TemporaryFolder("iconpicker-finding-empty")
        defer { empty.remove() }
        let list = try runner.run(["list"], in: empty.path)
        #expect(list.status == 0, "\(list)")
        #expect(list.stdout.hasPrefix("Colourful \u{2014} "))
        #expect(list.stderr.contains("no app in ") && list.stderr.contains("using the bundled demo app"), "\(list)")
        let app = try #require(try json(try runner.run(["list", "--json"], in: empty.path).stdout)["app"] as? [String: Any])
        #expect(app["isDemo"] as? Bool == true && app["source"] as? String == "demo")
        let lint = try runner.run(["lint", "--format", "json"], in: empty.path)
        #expect((try json(lint.stdout)["app"] as? [String: Any])?["isDemo"] as? Bool == true, "\(lint)")
        #expect(lint.stderr.contains("using the bundled demo app"))
    }

    @Test func aFolderWithOnlyABareInfoPlistSaysSo() throws {
        defer { state.remove() }
        let folder = TemporaryFolder("iconpicker-finding-bare")
        defer { folder.remove() }
        folder.write("App/Info.plist", PlistFixture.xml(PlistFixture.infoPlist(alternates: ["Dark": (["dark"], 1)])))
        let list = try runner.run(["list"], in: folder.path)
        #expect(list.stderr.contains("no Xcode project found; reading the bare Info.plist App/Info.plist without"), "\(list)")
        #expect(!list.stderr.contains(folder.path), "relative, as the table's paths: \(list)")
    }

    /// The corpus apps from their repository roots, no flags: the app Xcode would build.
    @Test(
        .enabled(if: SharedFolder.isPresent, Comment(rawValue: SharedFolder.skipMessage)),
        arguments: [
            ("home-assistant__iOS", "Home Assistant", "target App, Release (also Launcher: --target)"),
            ("razeware__emitron-iOS", "raywenderlich", "target emitron, Release"),
            ("Dimillian__IceCubesApp", "Ice Cubes", "target IceCubesApp, Release"),
        ])
    func corpusAppsFromTheirRepositoryRoots(folder: String, name: String, target: String) throws {
        defer { state.remove() }
        let list = try runner.run(["list"], in: SharedFolder.corpus(folder))
        #expect(list.status == 0, "\(list)")
        let title = String(list.stdout.split(separator: "\n").first ?? "")
        #expect(title.hasPrefix(name + " \u{2014} iPhone icons from ") && title.hasSuffix(target), "\(title)")
        #expect(!list.stderr.contains("demo") && !list.stderr.contains("bare Info.plist"), "\(list.stderr)")
    }
}

/// The built binary, run with no flags at the root of repositories whose iOS project is generated.
@Suite struct GeneratedProjectCommandTests {
    let state = TemporaryFolder("iconpicker-generated-state")
    var runner: BinaryRunner { BinaryRunner(stateDirectory: state.path) }

    /// An Expo app without ios/ lists what prebuild would build, each icon from its image, with a
    /// word on stderr that the project is generated.
    @Test func anExpoAppWithoutIOSListsTheIconsPrebuildWouldBuild() throws {
        defer { state.remove() }
        let repository = TemporaryFolder("iconpicker-expo")
        defer { repository.remove() }
        repository.write("package.json", text: #"{"dependencies": {"expo": "~54.0.0"}}"#)
        repository.write(
            "app.json",
            text: #"{"expo": {"name": "Sunny", "icon": "./icon.png", "ios": {"bundleIdentifier": "com.example.sunny"}, "#
                + #""plugins": [["expo-alternate-app-icons", [{"name": "sunrise", "ios": "./sunrise.png"}]]]}}"#)
        repository.write("icon.png", PNGFixture.solid(width: 1024, height: 1024))
        repository.write("sunrise.png", PNGFixture.solid(width: 1024, height: 1024, rgba: (250, 200, 0, 255)))
        let result = try runner.run(["list", "--json"], in: repository.path)
        #expect(result.status == 0, "\(result)")
        #expect(result.stderr.contains("`npx expo prebuild` generates it from app.json"), "\(result.stderr)")
        let report = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        #expect((report["app"] as? [String: Any])?["source"] as? String == "manifest")
        let icons = try #require(report["icons"] as? [[String: Any]])
        #expect(icons.map { $0["name"] as? String ?? "(primary)" } == ["(primary)", "Sunrise"])
        let source = try #require(icons.last?["source"] as? [String: Any])
        #expect(source["kind"] as? String == "generated")
        #expect(source["generator"] as? String == "Expo prebuild (expo-alternate-app-icons)")
        #expect(source["sources"] as? [String] == [repository.path + "/sunrise.png"])
        #expect((icons.last?["image"] as? [String: Any])?["path"] as? String == repository.path + "/sunrise.png")
        let set = try runner.run(["set", "Sunrise"], in: repository.path)
        #expect(set.status == 0, "\(set)")
        let current = try runner.run(["current"], in: repository.path)
        #expect(current.stdout.contains("Sunrise"), "\(current)")
    }

    /// A MAUI icon is listed from the SVGs MAUI draws it from, at the size MAUI renders.
    @Test func aMAUIIconIsListedFromItsSources() throws {
        defer { state.remove() }
        let repository = TemporaryFolder("iconpicker-maui")
        defer { repository.remove() }
        repository.write(
            "Weather/Weather.csproj",
            text: #"""
                <Project Sdk="Microsoft.NET.Sdk">
                  <PropertyGroup><TargetFrameworks>net8.0-ios</TargetFrameworks><OutputType>Exe</OutputType></PropertyGroup>
                  <ItemGroup><MauiIcon Include="Resources\appicon.svg" ForegroundFile="Resources\appiconfg.svg" Color="#081B25" /></ItemGroup>
                </Project>
                """#)
        repository.write("Weather/Platforms/iOS/Info.plist", PlistFixture.xml(["XSAppIconAssets": "Assets.xcassets/appicon.appiconset"]))
        for name in ["appicon", "appiconfg"] { repository.write("Weather/Resources/\(name).svg", text: LayerImageFixture.quarterSVG) }
        let result = try runner.run(["list", "--json"], in: repository.path)
        #expect(result.status == 0, "\(result)")
        let report = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let primary = try #require((report["icons"] as? [[String: Any]])?.first)
        let source = try #require(primary["source"] as? [String: Any])
        #expect(
            source["kind"] as? String == "generated" && source["generator"] as? String == "MAUI" && source["name"] as? String == "appicon")
        let resources = repository.path + "/Weather/Resources/"
        #expect(source["sources"] as? [String] == [resources + "appicon.svg", resources + "appiconfg.svg"])
        let image = try #require(primary["image"] as? [String: Any])
        #expect(image["path"] as? String == resources + "appicon.svg")
        #expect(image["width"] as? Int == 1024 && image["height"] as? Int == 1024)
        let table = try runner.run(["list"], in: repository.path)
        #expect(table.stdout.contains("set appicon (MAUI)") && table.stdout.contains("SVG"), "\(table.stdout)")
    }

    /// A React Native app without Expo and without ios/: nothing generates its project, and that is said.
    @Test func aBareReactNativeAppWithoutIOSIsExplainedNotMistakenForTheDemo() throws {
        defer { state.remove() }
        let repository = TemporaryFolder("iconpicker-react-native")
        defer { repository.remove() }
        repository.write("package.json", text: #"{"dependencies": {"react-native": "0.81.0"}}"#)
        repository.write("app.json", text: #"{"name": "Today", "displayName": "Today"}"#)
        let result = try runner.run(["list"], in: repository.path)
        #expect(result.status == 66, "\(result)")
        #expect(result.stderr.contains("a React Native app") && result.stderr.contains("ios/ folder is missing"), "\(result.stderr)")
        #expect(!result.stdout.contains("Colourful"), "not the demo: \(result.stdout)")
    }

    @Test func aSpecOnlyRepositoryListsTheIconsItsProjectWouldBuild() throws {
        defer { state.remove() }
        let repository = TemporaryFolder("iconpicker-xcodegen")
        defer { repository.remove() }
        NonRegularFileTests.iconBundleRepository(repository)
        let result = try runner.run(["list", "--json"], in: repository.path)
        #expect(result.status == 0, "\(result)")
        let report = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let icons = try #require(report["icons"] as? [[String: Any]])
        #expect(icons.map { $0["name"] as? String ?? "(primary)" } == ["(primary)", "Night"])
        #expect(icons.map { ($0["source"] as? [String: Any])?["kind"] as? String } == ["iconComposer", "iconComposer"])
    }
}

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
