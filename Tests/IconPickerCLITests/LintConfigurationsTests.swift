import Foundation
import TestSupport
import Testing

/// `lint` checks every build configuration of the target: a mistake only one has still fails.
@Suite struct LintConfigurationsTests {
    let state = TemporaryFolder("iconpicker-configurations-state")
    var runner: BinaryRunner { BinaryRunner(stateDirectory: state.path) }

    func json(_ text: String) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    /// An app whose Debug configuration names an alternate set no catalog has; Release is clean.
    func writeProject(in folder: TemporaryFolder, primary: String = "AppIcon") {
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
        writeProject(in: folder)
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
        writeProject(in: folder, primary: "Nowhere")
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
        writeProject(in: folder)
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
