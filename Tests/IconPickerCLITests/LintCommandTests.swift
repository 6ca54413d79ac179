import Foundation
import IconLint
import TestSupport
import Testing

@testable import IconKit
@testable import IconPickerCLI

/// `iconpicker lint` as CI runs it: exit codes, the three formats, and real apps.
@Suite final class LintCommandTests {
    let state = TemporaryFolder("iconpicker-lint-state")

    /// Every test (each argument of a parameterised one too) gets its own folder: removed here,
    /// as not every test uses it (thousands were left in the temporary directory).
    deinit { state.remove() }
    var runner: BinaryRunner { BinaryRunner(stateDirectory: state.path) }

    /// The property list at `path` as a dictionary, for tests that rewrite the broken app's plist.
    static func dictionary(at path: String) throws -> [String: Any] {
        try #require(
            try PropertyListSerialization.propertyList(from: Data(contentsOf: URL(fileURLWithPath: path)), format: nil)
                as? [String: Any])
    }

    /// An app with one error (a missing file) and one warning (an alternate without ordinal).
    static func brokenApp(in folder: TemporaryFolder, transparentStoreIcon: Bool = false) -> String {
        folder.write(".git/HEAD", text: "ref: refs/heads/main\n")
        folder.write("App/Icons/dark@2x.png", PNGFixture.solid(width: 120, height: 120))
        folder.write("App/Icons/dark@3x.png", PNGFixture.solid(width: 180, height: 180))
        folder.write("App/Icons/light@2x.png", PNGFixture.solid(width: 120, height: 120, rgba: (240, 240, 200, 255)))
        folder.write("App/Icons/light@3x.png", PNGFixture.solid(width: 180, height: 180, rgba: (240, 240, 200, 255)))
        CatalogFixture.write(
            ["images": [["filename": "store.png", "idiom": "universal", "platform": "ios", "size": "1024x1024"]]],
            to: "App/Assets.xcassets/AppIcon.appiconset/Contents.json", in: folder)
        folder.write(
            "App/Assets.xcassets/AppIcon.appiconset/store.png",
            PNGFixture.solid(width: 1024, height: 1024, rgba: (10, 20, 30, transparentStoreIcon ? 0 : 255), alpha: transparentStoreIcon))
        return folder.write(
            "App/Info.plist",
            PlistFixture.xml([
                "CFBundleDisplayName": "Broken", "CFBundleIdentifier": "com.example.broken",
                "CFBundleIcons": [
                    "CFBundlePrimaryIcon": ["CFBundleIconName": "AppIcon"],
                    "CFBundleAlternateIcons": [
                        "dark": ["CFBundleIconFiles": ["dark"], "ordinal": 1],
                        "light": ["CFBundleIconFiles": ["light"]],
                        "gone": ["CFBundleIconFiles": ["gone"], "ordinal": 2],
                    ],
                ] as [String: Any],
            ]))
    }

    @Test func theDemoLintsClean() throws {
        defer { state.remove() }
        let result = try runner.run(["lint"])
        #expect(result.status == 0, "\(result)")
        #expect(
            result.stdout.hasPrefix("Colourful (bundled demo, Resources/Colourful/Info.plist): 6 icons checked for iPhone and iPad"),
            "\(result.stdout)")
        #expect(result.stdout.contains("No problems found."))
        #expect(!result.stdout.contains("\u{1B}["), "no colour when stdout is not a terminal")
        // Linting the demo is never silent: CI run in a folder without an app learns it linted the demo.
        #expect(result.stderr.contains("using the bundled demo app"))
    }

    @Test func errorsExitOneAndPrintCompilerStyleLinesGroupedByIcon() throws {
        let folder = TemporaryFolder()
        defer {
            folder.remove()
            state.remove()
        }
        _ = Self.brokenApp(in: folder)
        let result = try runner.run(["lint", "App/Info.plist"], in: folder.path)
        #expect(result.status == 1, "\(result)")
        let lines = result.stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines.contains("Alternate \u{201C}gone\u{201D}"))
        // file:line:column as compilers print it, at the start of the line; the key path below.
        let plist = try String(contentsOfFile: folder.path + "/App/Info.plist", encoding: .utf8)
            .split(separator: "\n", omittingEmptySubsequences: false)
        let missing = try #require(lines.firstIndex { $0.contains("[missing-icon-file]") }, "\(result.stdout)")
        let place = try #require(
            lines[missing].wholeMatch(of: /App\/Info\.plist:(\d+):(\d+): error: no file for ‘gone’.*\(ITMS-90032\) \[missing-icon-file\]/))
        let line = try #require(Int(place.1))
        let column = try #require(Int(place.2))
        #expect(plist[line - 1].dropFirst(column - 1).hasPrefix("<key>gone</key>"), "\(plist[line - 1])")
        #expect(lines[missing + 1] == "  at CFBundleIcons.CFBundleAlternateIcons.gone")
        let ordinal = try #require(lines.firstIndex { $0.contains("[ordinal-missing]") })
        #expect(lines[ordinal].wholeMatch(of: /App\/Info\.plist:\d+:\d+: warning: “light” has no ordinal.*\[ordinal-missing\]/) != nil)
        #expect(lines[ordinal + 1] == "  at CFBundleIcons.CFBundleAlternateIcons.light")
        let gone = try #require(lines.firstIndex(of: "Alternate \u{201C}gone\u{201D}"))
        let light = try #require(lines.firstIndex(of: "Alternate \u{201C}light\u{201D}"))
        #expect(gone < light, "groups follow chooser order: ordered alternates first")
        #expect(lines.last { !$0.isEmpty } == "1 error, 1 warning, 0 notes")
    }

    @Test func strictFailsOnWarningsToo() throws {
        let folder = TemporaryFolder()
        defer {
            folder.remove()
            state.remove()
        }
        let plist = Self.brokenApp(in: folder)
        var root = try Self.dictionary(at: plist)
        root = [
            "CFBundleDisplayName": "Warned", "CFBundleIdentifier": "a.b",
            "CFBundleIcons": [
                "CFBundlePrimaryIcon": ["CFBundleIconName": "AppIcon"],
                "CFBundleAlternateIcons": [
                    "dark": ["CFBundleIconFiles": ["dark"], "ordinal": 1], "light": ["CFBundleIconFiles": ["light"]],
                ],
            ] as [String: Any],
        ]
        folder.write("App/Info.plist", PlistFixture.xml(root))
        #expect(try runner.run(["lint", plist]).status == 0)
        #expect(try runner.run(["lint", "--strict", plist]).status == 1)
    }

    @Test func unreadableInputExits65AndMissingInput66() throws {
        let folder = TemporaryFolder()
        defer {
            folder.remove()
            state.remove()
        }
        let bad = folder.write("Info.plist", text: "<plist><dict><key>x</key>")
        let unreadable = try runner.run(["lint", bad])
        #expect(unreadable.status == 65, "\(unreadable)")
        #expect(unreadable.stderr.hasPrefix("iconpicker: error: \(bad): "))
        #expect(unreadable.stdout.isEmpty)
        #expect(try runner.run(["lint", folder.path + "/nothing-here"]).status == 66)
    }

    @Test(.enabled(if: SharedFolder.isPresent, Comment(rawValue: SharedFolder.skipMessage)), arguments: SharedFolder.hostileFiles)
    func everyHostileFileGetsACleanAnswer(name: String) throws {
        defer { state.remove() }
        let result = try runner.run(["lint", "--format", "json", SharedFolder.hostile(name)], timeout: 20)
        #expect([0, 1, 65, 66].contains(result.status), "\(name): \(result)")
        #expect(!result.stderr.contains("Fatal error"), "\(name): \(result.stderr)")
        #expect(result.stderr.split(separator: "\n").count <= 3)
    }

    @Test func jsonFollowsTheDocumentedSchema() throws {
        let folder = TemporaryFolder()
        defer {
            folder.remove()
            state.remove()
        }
        let plist = Self.brokenApp(in: folder)
        let result = try runner.run(["lint", "--format", "json", plist])
        #expect(result.status == 1)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        #expect(Set(json.keys) == ["schemaVersion", "app", "idioms", "configurations", "summary", "findings"])
        #expect(json["schemaVersion"] as? Int == 1)
        #expect(json["configurations"] as? [String] == [], "an Info.plist has no build configurations")
        #expect(json["idioms"] as? [String] == ["iphone"])
        #expect(json["summary"] as? [String: Int] == ["errors": 1, "warnings": 1, "notes": 0])
        let findings = try #require(json["findings"] as? [[String: Any]])
        #expect(
            findings.allSatisfy {
                Set($0.keys) == [
                    "ruleId", "severity", "message", "file", "location", "line", "column", "fingerprint", "icon", "icons", "idiom",
                    "itmsCode", "configurations", "fixable",
                ]
            })
        let missing = try #require(findings.first { $0["ruleId"] as? String == "missing-icon-file" })
        #expect(missing["itmsCode"] as? String == "ITMS-90032")
        #expect(missing["location"] as? String == "CFBundleIcons.CFBundleAlternateIcons.gone")
        #expect(missing["icon"] as? [String: String] == ["kind": "alternate", "name": "gone"])
        #expect(missing["idiom"] is NSNull)
        // The line of the `<key>gone</key>` in the XML plist.
        let line = try #require(missing["line"] as? Int)
        let text = try String(contentsOfFile: plist, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
        #expect(text[line - 1].contains("<key>gone</key>"))
        let column = try #require(missing["column"] as? Int)
        #expect(text[line - 1].dropFirst(column - 1).hasPrefix("<key>gone</key>"))
        #expect((missing["fingerprint"] as? String)?.count == 16)
    }

    @Test func sarifHasTheRequiredFieldsOf210() throws {
        let folder = TemporaryFolder()
        defer {
            folder.remove()
            state.remove()
        }
        _ = Self.brokenApp(in: folder, transparentStoreIcon: true)
        let result = try runner.run(["lint", "--format", "sarif", "App/Info.plist"], in: folder.path)
        #expect(result.status == 1)
        let log = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        // sarifLog: version and runs are required; version is the enum "2.1.0".
        #expect(log["version"] as? String == "2.1.0")
        #expect((log["$schema"] as? String)?.contains("sarif-2.1.0") == true)
        let runs = try #require(log["runs"] as? [[String: Any]])
        #expect(runs.count == 1)
        // run: tool is required; tool: driver; toolComponent: name.
        let driver = try #require((runs[0]["tool"] as? [String: Any])?["driver"] as? [String: Any])
        #expect(driver["name"] as? String == "iconpicker")
        let rules = try #require(driver["rules"] as? [[String: Any]])
        #expect(rules.map { $0["id"] as? String } == LintRule.all.map(\.id.rawValue))
        #expect(rules.allSatisfy { ($0["shortDescription"] as? [String: Any])?["text"] is String })
        let results = try #require(runs[0]["results"] as? [[String: Any]])
        #expect(results.count == 3)
        let levels: Set<String> = ["none", "note", "warning", "error"]
        for item in results {
            // result: message (with text) is required; ruleIndex must point at the rule.
            #expect((item["message"] as? [String: Any])?["text"] is String)
            let ruleID = try #require(item["ruleId"] as? String)
            let index = try #require(item["ruleIndex"] as? Int)
            #expect(rules[index]["id"] as? String == ruleID)
            #expect(levels.contains(item["level"] as? String ?? ""))
            let location = try #require((item["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])
            let artifact = try #require(location["artifactLocation"] as? [String: Any])
            #expect(artifact["uriBaseId"] as? String == "SRCROOT")
            #expect((artifact["uri"] as? String)?.hasPrefix("App/") == true)
            #expect(((location["region"] as? [String: Any])?["startLine"] as? Int ?? 0) >= 1)
        }
        let transparent = try #require(results.first { $0["ruleId"] as? String == "marketing-icon-transparent" })
        #expect(
            ((transparent["message"] as? [String: Any])?["text"] as? String)?.contains("are transparent") == true,
            "libpng decodes the App Store icon to count transparent pixels")
        let base = try #require((runs[0]["originalUriBaseIds"] as? [String: Any])?["SRCROOT"] as? [String: Any])
        #expect((base["uri"] as? String)?.hasPrefix("file:///") == true)
        #expect((base["uri"] as? String)?.hasSuffix("/") == true)
    }

    @Test func explainDescribesARuleAndRulesListsThemAll() throws {
        defer { state.remove() }
        let explain = try runner.run(["lint", "--explain", "ipad-alternate-not-declared"])
        #expect(explain.status == 0)
        #expect(
            explain.stdout.hasPrefix(
                "ipad-alternate-not-declared: an alternate is declared for all devices but missing from CFBundleIcons~ipad"))
        #expect(explain.stdout.contains("iPad uses it alone"))
        let unknown = try runner.run(["lint", "--explain", "ordinal"])
        #expect(unknown.status == 2)
        #expect(unknown.stderr.contains("did you mean ordinal-duplicate, ordinal-missing"), "\(unknown.stderr)")
        let list = try runner.run(["lint", "--rules"])
        #expect(list.status == 0)
        for rule in LintRule.all {
            #expect(list.stdout.contains("  \(rule.id) "), "\(rule.id) listed")
        }
    }

    @Test(arguments: Diagnostic.Kind.allCases)
    func explainKnowsTheRuleOfEveryFactKind(kind: Diagnostic.Kind) throws {
        let id = RuleID(kind).rawValue
        let text = try LintCommand.explanation(ofRuleNamed: id)
        #expect(text.hasPrefix("\(id): "), "\(text)")
    }

    @Test func everyCodeListPrintsIsARuleLintExplains() throws {
        let folder = TemporaryFolder()
        defer {
            folder.remove()
            state.remove()
        }
        let plist = Self.brokenApp(in: folder)
        // A loose name that is an icon set: list shows the set's image and says so (files-from-icon-set).
        var root = try Self.dictionary(at: plist)
        var icons = try #require(root["CFBundleIcons"] as? [String: Any])
        var alternates = try #require(icons["CFBundleAlternateIcons"] as? [String: Any])
        alternates["store"] = ["CFBundleIconFiles": ["AppIcon"], "ordinal": 3]
        icons["CFBundleAlternateIcons"] = alternates
        root["CFBundleIcons"] = icons
        folder.write("App/Info.plist", PlistFixture.xml(root))
        let list = try runner.run(["list", "--json", plist])
        #expect(list.status == 0, "\(list)")
        let codes = Self.codes(in: try JSONSerialization.jsonObject(with: Data(list.stdout.utf8)))
        #expect(codes.contains("files-from-icon-set") && codes.contains("missing-icon-file"), "\(codes)")
        for code in codes.sorted() {
            let explain = try runner.run(["lint", "--explain", code])
            #expect(explain.status == 0 && explain.stdout.hasPrefix("\(code): "), "\(code): \(explain)")
        }
    }

    /// Every `code` value anywhere in a JSON document.
    static func codes(in json: Any) -> Set<String> {
        if let object = json as? [String: Any] {
            var found = Set(object.values.flatMap { codes(in: $0) })
            if let code = object["code"] as? String { found.insert(code) }
            return found
        }
        if let array = json as? [Any] { return Set(array.flatMap { codes(in: $0) }) }
        return []
    }

    /// The rules are listed in docs/rules.md, which is generated from them (RuleDocumentationTests);
    /// the README links to it rather than keeping a table of its own.
    @Test func theReadmeLinksTheRulesPage() throws {
        let readme = try String(contentsOfFile: BinaryRunner.repositoryRoot + "/README.md", encoding: .utf8)
        #expect(readme.contains("[docs/rules.md](docs/rules.md)"))
        #expect(FileManager.default.fileExists(atPath: BinaryRunner.repositoryRoot + "/docs/rules.md"))
    }

    @Test func anIPAIsLintedWithArchivePaths() throws {
        let folder = TemporaryFolder()
        defer {
            folder.remove()
            state.remove()
        }
        let ipa = try IPAFixture.write(in: folder, name: "Colourful.ipa", alternates: 2)
        let result = try runner.run(["lint", ipa], in: folder.path)
        #expect([0, 1].contains(result.status), "\(result)")
        #expect(result.stdout.hasPrefix("Colourful (Colourful.ipa:Payload/Colourful.app/Info.plist)"), "\(result.stdout)")
        #expect(!result.stdout.contains("cgbi-in-source"), "a built app's icons are crushed by design")
        #expect(!result.stdout.contains(folder.path + "/tmp"))
    }

    @Test(.enabled(if: SharedFolder.isPresent, Comment(rawValue: SharedFolder.skipMessage)))
    func theCorpusAppsRealMistakesAreFound() throws {
        defer { state.remove() }
        func json(_ arguments: [String]) throws -> [[String: Any]] {
            let result = try runner.run(["lint", "--format", "json"] + arguments)
            #expect([0, 1].contains(result.status), "\(result)")
            let object = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any]
            return object?["findings"] as? [[String: Any]] ?? []
        }
        func has(_ findings: [[String: Any]], _ rule: String, _ text: String) -> Bool {
            findings.contains { $0["ruleId"] as? String == rule && ($0["message"] as? String)?.contains(text) == true }
        }
        let iceCubes = try json([SharedFolder.corpus("Dimillian__IceCubesApp/IceCubesApp.xcodeproj")])
        #expect(has(iceCubes, "stray-icon-set", "AppIconAlternate36"))
        #expect(iceCubes.filter { $0["ruleId"] as? String == "catalog-file-missing" }.count == 11, "the 11 PNGs left out of the corpus")
        let project = SharedFolder.corpus("home-assistant__iOS/HomeAssistant.xcodeproj")
        let release = try json([project, "--target", "App"])
        #expect(has(release, "missing-icon-file", "\u{2018}default\u{2019}"), "the ~ipad ha-blue entry")
        #expect(has(release, "marketing-icon-alpha-channel", "release-1024x1024.png has an alpha channel, but every pixel is opaque"))
        #expect(!release.contains { $0["ruleId"] as? String == "marketing-icon-transparent" }, "libpng finds no transparent pixel")
        let beta = try json([project, "--target", "App", "--configuration", "Beta"])
        #expect(has(beta, "catalog-set-missing", "AppIcon.beta-nc"))
        let emitron = try json([SharedFolder.corpus("razeware__emitron-iOS/Emitron/Emitron/Support Files/Info.plist")])
        #expect(has(emitron, "unexpanded-build-variable", "BUNDLE_ID_SUFFIX"))
    }
}

/// Sizes and scales no real catalog holds (`1e19`, `inf`, `nan`, 20-digit scales) reached
/// `Int(Double)` and killed `lint` with SIGILL (hostile/fuzz/min-lint-size-1e308). Through the
/// built binary, each is now an ordinary finding.
@Suite struct NumericInputTests {
    let state = TemporaryFolder("iconpicker-numeric-state")
    var runner: BinaryRunner { BinaryRunner(stateDirectory: state.path) }

    @Test(arguments: ["1e19x1e19", "infxinf", "nanxnan", "-1e308x-1e308", "1e400x1e400"])
    func aCatalogSizeOutOfEveryRangeIsAFindingNotASignal(size: String) throws {
        let folder = TemporaryFolder()
        defer {
            folder.remove()
            state.remove()
        }
        let app = folder.path + "/Colourful"
        try FileManager.default.copyItem(atPath: BinaryRunner.repositoryRoot + "/Resources/Colourful", toPath: app)
        let contents =
            "{\"images\":[{\"idiom\":\"iphone\",\"size\":\"\(size)\",\"scale\":\"99999999999999999999x\",\"filename\":\"a.png\"},"
            + "{\"idiom\":\"iphone\",\"size\":\"\(size)\",\"scale\":\"2x\",\"filename\":\"a.png\"}]}"
        folder.write("Colourful/Assets.xcassets/AppIcon.appiconset/Contents.json", text: contents)
        let lint = try runner.run(["lint", app], timeout: 60)
        #expect(lint.status == 1, "findings, not a signal: \(lint)")
        #expect(lint.stdout.contains("[catalog-unknown-size]"), "\(lint)")
        let list = try runner.run(["list", app], timeout: 60)
        #expect(list.status == 0, "\(list)")
    }

    @Test(.enabled(if: SharedFolder.isPresent, Comment(rawValue: SharedFolder.skipMessage)))
    func theFuzzersMinimalCatalogLintsToFindings() throws {
        defer { state.remove() }
        let result = try runner.run(["lint", SharedFolder.hostile("fuzz/min-lint-size-1e308/app")], timeout: 60)
        #expect(result.status == 1, "\(result)")
        #expect(result.stdout.contains("the iphone 1e+19x1e+19 @2x slot"), "\(result)")
    }
}

/// `lint` checks every build configuration of the target: a mistake only one has still fails.
@Suite struct LintConfigurationsTests {
    let state = TemporaryFolder("iconpicker-configurations-state")
    var runner: BinaryRunner { BinaryRunner(stateDirectory: state.path) }

    func json(_ text: String) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    /// An app whose Debug configuration names an alternate set no catalog has; Release is clean.
    static func writeProject(in folder: TemporaryFolder, primary: String = "AppIcon") {
        func configuration(_ id: String, _ name: String, alternates: String) -> String {
            "\(id) = { isa = XCBuildConfiguration; name = \(name); buildSettings = { ASSETCATALOG_COMPILER_APPICON_NAME = \(primary); "
                + "ASSETCATALOG_COMPILER_ALTERNATE_APPICON_NAMES = \"\(alternates)\"; GENERATE_INFOPLIST_FILE = YES; "
                + "PRODUCT_BUNDLE_IDENTIFIER = com.example.shop; PRODUCT_NAME = Shop; SDKROOT = iphoneos; }; };"
        }
        let objects = [
            "ROOT = { isa = PBXProject; mainGroup = MAIN; targets = (APP); buildConfigurationList = PLIST; };",
            "MAIN = { isa = PBXGroup; children = (); sourceTree = \"<group>\"; };",
            "PLIST = { isa = XCConfigurationList; buildConfigurations = (PDEBUG, PRELEASE); };",
            "PDEBUG = { isa = XCBuildConfiguration; name = Debug; buildSettings = { }; };",
            "PRELEASE = { isa = XCBuildConfiguration; name = Release; buildSettings = { }; };",
            "APP = { isa = PBXNativeTarget; name = Shop; productType = \"com.apple.product-type.application\"; "
                + "buildConfigurationList = ALIST; };",
            "ALIST = { isa = XCConfigurationList; buildConfigurations = (ADEBUG, ARELEASE); };",
            configuration("ADEBUG", "Debug", alternates: "Dark Missing"),
            configuration("ARELEASE", "Release", alternates: "Dark"),
        ]
        folder.write(
            "Shop.xcodeproj/project.pbxproj",
            text: "// !$*UTF8*$!\n{ archiveVersion = 1; objectVersion = 56; objects = {\n" + objects.joined(separator: "\n")
                + "\n}; rootObject = ROOT; }\n")
        for set in ["AppIcon", "Dark"] { CatalogFixture.multiSize(in: folder, catalog: "Shop/Assets.xcassets", set: set) }
    }

    /// A set named only in Debug that no catalog holds is a warning there (the alternate simply does not
    /// exist), reported once and tagged Debug.
    @Test func aMistakeOnlyDebugHasIsReportedAndTaggedDebug() throws {
        defer { state.remove() }
        let folder = TemporaryFolder("iconpicker-configurations-project")
        defer { folder.remove() }
        Self.writeProject(in: folder)
        let text = try runner.run(["lint"], in: folder.path)
        #expect(text.status == 1, "\(text)")
        let title = String(text.stdout.split(separator: "\n").first ?? "")
        #expect(title.hasSuffix("in configurations Release, Debug"), "\(title)")
        #expect(title.hasPrefix("Shop (Shop.xcodeproj/project.pbxproj), target Shop: "), "the target checked is named: \(title)")
        let missing = text.stdout.split(separator: "\n").filter { $0.contains("Missing") && $0.contains("warning:") }
        #expect(!missing.isEmpty && missing.allSatisfy { $0.hasSuffix(" [Debug]") }, "\(text)")

        let report = try json(try runner.run(["lint", "--format", "json"], in: folder.path).stdout)
        #expect(report["configurations"] as? [String] == ["Release", "Debug"])
        #expect((report["app"] as? [String: Any])?["target"] as? String == "Shop", "\(report)")
        let findings = try #require(report["findings"] as? [[String: Any]])
        let debugOnly = findings.filter { ($0["message"] as? String)?.contains("Missing") == true }
        #expect(!debugOnly.isEmpty && debugOnly.allSatisfy { $0["configurations"] as? [String] == ["Debug"] }, "\(findings)")
        let everywhere = findings.filter { ($0["message"] as? String)?.contains("Missing") != true }
        #expect(everywhere.allSatisfy { $0["configurations"] as? [String] == ["Release", "Debug"] }, "\(findings)")

        let sarif = try json(try runner.run(["lint", "--format", "sarif"], in: folder.path).stdout)
        let run = try #require((sarif["runs"] as? [[String: Any]])?.first)
        let results = try #require(run["results"] as? [[String: Any]])
        let properties = results.compactMap { $0["properties"] as? [String: Any] }
        #expect(properties.count == findings.count)
        #expect(properties.contains { $0["configurations"] as? [String] == ["Debug"] }, "\(properties)")
    }

    /// Element X names a primary set no catalog holds in both configurations: one error, tagged with
    /// both, not one per configuration (the message does not name the configuration).
    @Test func theSameMistakeInEveryConfigurationIsOneFinding() throws {
        defer { state.remove() }
        let folder = TemporaryFolder("iconpicker-configurations-same")
        defer { folder.remove() }
        Self.writeProject(in: folder, primary: "Nowhere")
        let report = try json(try runner.run(["lint", "--format", "json"], in: folder.path).stdout)
        let findings = try #require(report["findings"] as? [[String: Any]])
        let missing = findings.filter {
            ($0["ruleId"] as? String) == "catalog-set-missing" && ($0["message"] as? String)?.contains("Nowhere") == true
        }
        #expect(missing.count == 1, "\(missing)")
        #expect(missing.first?["configurations"] as? [String] == ["Release", "Debug"], "\(missing)")
    }

    @Test func configurationChecksThatOneOnly() throws {
        defer { state.remove() }
        let folder = TemporaryFolder("iconpicker-configurations-release")
        defer { folder.remove() }
        Self.writeProject(in: folder)
        let release = try runner.run(["lint", "--configuration", "Release"], in: folder.path)
        #expect(!release.stdout.contains("Missing") && !release.stdout.contains("[Debug]"), "\(release)")
        #expect(String(release.stdout.split(separator: "\n").first ?? "").hasSuffix("in the Release configuration"), "\(release)")
        let debug = try runner.run(["lint", "--configuration", "Debug"], in: folder.path)
        #expect(debug.status == 1 && debug.stdout.contains("Missing") && !debug.stdout.contains("[Debug]"), "\(debug)")
    }

    @Test func anInfoPlistHasNoConfigurations() throws {
        defer { state.remove() }
        let folder = TemporaryFolder("iconpicker-configurations-plist")
        defer { folder.remove() }
        folder.write("Info.plist", PlistFixture.xml(PlistFixture.infoPlist(alternates: ["Dark": (["dark"], 1)])))
        let text = try runner.run(["lint", folder.path + "/Info.plist"], in: folder.path)
        let title = String(text.stdout.split(separator: "\n").first ?? "")
        #expect(title.hasSuffix("checked for iPhone") && !text.stdout.contains("] ["), "\(text)")
        let report = try json(try runner.run(["lint", "--format", "json", folder.path + "/Info.plist"], in: folder.path).stdout)
        #expect(report["configurations"] as? [String] == [])
        #expect((report["app"] as? [String: Any])?["target"] is NSNull, "an Info.plist has no target: \(report)")
        #expect(!title.contains("target"), "\(title)")
        let findings = try #require(report["findings"] as? [[String: Any]])
        #expect(findings.allSatisfy { $0["configurations"] as? [String] == [] })
    }

    /// home-assistant's Beta configuration names `AppIcon.beta-nc`, which no catalog has.
    @Test(.enabled(if: SharedFolder.isPresent, Comment(rawValue: SharedFolder.skipMessage)))
    func homeAssistantsBetaOnlyMistakeFailsFromTheRepositoryRoot() throws {
        defer { state.remove() }
        let root = SharedFolder.corpus("home-assistant__iOS")
        let lint = try runner.run(["lint"], in: root)
        #expect(lint.status == 1, "\(lint)")
        let beta = lint.stdout.split(separator: "\n").filter { $0.contains("AppIcon.beta-nc") }
        #expect(!beta.isEmpty && beta.allSatisfy { $0.hasSuffix("[Beta]") }, "\(lint.stdout)")
        let release = try runner.run(["lint", "--configuration", "Release"], in: root)
        #expect(!release.stdout.contains("AppIcon.beta-nc") && !release.stdout.contains("[Beta]"), "\(release)")
    }
}

/// `--write-baseline` and `--baseline`: adopting the linter on an app that already has findings.
@Suite final class LintBaselineOptionTests {
    let state = TemporaryFolder("iconpicker-baseline-state")
    deinit { state.remove() }
    var runner: BinaryRunner { BinaryRunner(stateDirectory: state.path) }

    @Test func onlyAMistakeMadeAfterTheBaselineIsReportedAndFails() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        let plist = LintCommandTests.brokenApp(in: folder)
        let write = try runner.run(["lint", "--write-baseline", "iconpicker-baseline.json", "App/Info.plist"], in: folder.path)
        #expect(write.status == 0, "recording accepts today's findings: \(write)")
        #expect(write.stderr.contains("recorded 2 findings in iconpicker-baseline.json"), "\(write)")
        let recorded = try #require(
            try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: folder.path + "/iconpicker-baseline.json")))
                as? [String: Any])
        let entries = try #require(recorded["findings"] as? [[String: Any]])
        #expect(entries.map { $0["file"] as? String } == ["App/Info.plist", "App/Info.plist"])
        #expect(entries.allSatisfy { ($0["fingerprint"] as? String)?.count == 16 })

        let clean = try runner.run(["lint", "--baseline", "iconpicker-baseline.json", "App/Info.plist"], in: folder.path)
        #expect(clean.status == 0, "\(clean)")
        #expect(clean.stdout.hasSuffix("No new problems found. (2 more in the baseline)\n"), "\(clean.stdout)")

        // A new mistake, with lines inserted above the old ones: only the new one is reported.
        var root = try LintCommandTests.dictionary(at: plist)
        var icons = try #require(root["CFBundleIcons"] as? [String: Any])
        var alternates = try #require(icons["CFBundleAlternateIcons"] as? [String: Any])
        alternates["added"] = ["CFBundleIconFiles": ["nowhere"], "ordinal": 3]
        icons["CFBundleAlternateIcons"] = alternates
        root["CFBundleIcons"] = icons
        folder.write("App/Info.plist", PlistFixture.xml(root))
        let new = try runner.run(["lint", "--baseline", "iconpicker-baseline.json", "--format", "json", "App/Info.plist"], in: folder.path)
        #expect(new.status == 1, "\(new)")
        let report = try #require(try JSONSerialization.jsonObject(with: Data(new.stdout.utf8)) as? [String: Any])
        let findings = try #require(report["findings"] as? [[String: Any]])
        #expect(findings.map { $0["location"] as? String } == ["CFBundleIcons.CFBundleAlternateIcons.added"], "\(findings)")
    }

    @Test func aMissingOrForeignBaselineIsRefused() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        _ = LintCommandTests.brokenApp(in: folder)
        let missing = try runner.run(["lint", "--baseline", "none.json", "App/Info.plist"], in: folder.path)
        #expect(missing.status == 66 && missing.stderr.contains("none.json: no such baseline"), "\(missing)")
        folder.write("list.json", text: "[]")
        #expect(try runner.run(["lint", "--baseline", "list.json", "App/Info.plist"], in: folder.path).status == 65)
    }
}
