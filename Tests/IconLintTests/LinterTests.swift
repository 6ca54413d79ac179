import Basics
import Foundation
import TestSupport
import Testing

@testable import IconKit
@testable import IconLint

/// Lint stays linear in what an input repeats: one name thousands of times, thousands of alternates
/// sharing files or a set, thousands of findings. Each input is one that quadratic work (icons ×
/// names, files × files, findings × findings) takes minutes on; linear work lints it in seconds. A
/// hang guard, not a timing assertion: a lint that has not finished when the wait runs out fails.
@Suite struct LinterTests {
    /// Far above a linear lint of these inputs (seconds in a debug build on a loaded machine), far
    /// below a quadratic one (4,000 repeats took 10 s; these inputs are ten times larger).
    static let hangGuardSeconds = 120

    /// The report of linting `app`, or nil when it did not finish within the hang guard.
    func lintWithHangGuard(_ app: ExampleApp) -> LintReport? {
        try? HangGuard.run(within: Self.hangGuardSeconds) { try app.lint() }?.get()
    }

    /// An app whose primary icon is one 120 px file, `a-60@2x.png`, beside its Info.plist.
    func app(_ plist: ExamplePlist, builtApp: Bool = false) -> ExampleApp {
        let folder = builtApp ? "Big.app" : "App"
        var app = ExampleApp(infoPlist: nil, files: [".git/HEAD": .text("ref: refs/heads/main\n")], input: folder)
        app.files["\(folder)/Info.plist"] = .plist(plist)
        app.files["\(folder)/a-60@2x.png"] = .png(width: 120, height: 120)
        app.input = builtApp ? folder : "\(folder)/Info.plist"
        return app
    }

    static let repeats = 40_000

    @Test(arguments: [false, true])
    func oneNameRepeatedInCFBundleIconFilesLintsLinearly(builtApp: Bool) throws {
        let names = ExamplePlist.array(Array(repeating: "a-60", count: Self.repeats))
        let plist: ExamplePlist = [
            "CFBundleIdentifier": "x.y", "CFBundleName": "X",
            "CFBundleIcons": [
                "CFBundlePrimaryIcon": ["CFBundleIconFiles": names], "CFBundleAlternateIcons": ["b": ["CFBundleIconFiles": names]],
            ],
        ]
        let finished = lintWithHangGuard(app(plist, builtApp: builtApp))
        let report = try #require(finished, "lint did not finish: quadratic in the repeats")
        #expect(report.subjects == [.primary, .alternate("b")])
    }

    @Test func thousandsOfAlternatesSharingOneFileLintLinearly() throws {
        let alternates = (0..<Self.repeats / 4).map { ("alt\($0)", ["CFBundleIconFiles": ["a-60"]] as ExamplePlist) }
        let plist: ExamplePlist = [
            "CFBundleIdentifier": "x.y", "CFBundleName": "X",
            "CFBundleIcons": [
                "CFBundlePrimaryIcon": ["CFBundleIconFiles": ["a-60"]],
                "CFBundleAlternateIcons": .dictionary(Dictionary(uniqueKeysWithValues: alternates)),
            ],
        ]
        let finished = lintWithHangGuard(app(plist))
        let report = try #require(finished, "lint did not finish: quadratic in the alternates")
        #expect(report.subjects.count == Self.repeats / 4 + 1)
    }

    @Test func thousandsOfAlternatesNamingOneSetLintLinearly() throws {
        var base = ExampleApp.good
        let alternates = (0..<Self.repeats / 4).map {
            ("alt\($0)", ["CFBundleIconName": "AppIcon", "ordinal": .integer($0)] as ExamplePlist)
        }
        base[plist: ExampleApp.alternates] = .dictionary(Dictionary(uniqueKeysWithValues: alternates))
        base[plist: ["CFBundleIcons~ipad"]] = nil
        base[plist: ["UIDeviceFamily"]] = [1]
        let finished = lintWithHangGuard(base)
        let report = try #require(finished, "lint did not finish: quadratic in the sets named")
        #expect(report.subjects.count == Self.repeats / 4 + 1)
    }

    @Test func thousandsOfNamesAnIconSetExplainsLintLinearly() throws {
        // Each alternate names a file the build writes from the set AppIcon: the reader's fact about
        // each name is weighed against every name a catalog explains.
        var base = ExampleApp.good
        let alternates = (0..<Self.repeats).map {
            ("alt\($0)", ["CFBundleIconFiles": ["AppIcon60x60"], "ordinal": .integer($0)] as ExamplePlist)
        }
        base[plist: ExampleApp.alternates] = .dictionary(Dictionary(uniqueKeysWithValues: alternates))
        base[plist: ["CFBundleIcons~ipad"]] = nil
        base[plist: ["UIDeviceFamily"]] = [1]
        let finished = lintWithHangGuard(base)
        let report = try #require(finished, "lint did not finish: quadratic in the explained names")
        #expect(report.findings.count { $0.ruleID == .iconNameMissing } == Self.repeats)
        #expect(!report.findings.contains { $0.ruleID == .missingIconFile })
    }

    @Test func thousandsOfFindingsAreCollectedAndGroupedLinearly() throws {
        // Each alternate names its own missing file and lacks an ordinal while one has it: a finding
        // or two per alternate, each grouped by rule.
        var alternates = (0..<Self.repeats / 4).map { ("alt\($0)", ["CFBundleIconFiles": .array([.string("gone\($0)")])] as ExamplePlist) }
        alternates.append(("first", ["CFBundleIconFiles": ["a-60"], "ordinal": 1]))
        let plist: ExamplePlist = [
            "CFBundleIdentifier": "x.y", "CFBundleName": "X",
            "CFBundleIcons": [
                "CFBundlePrimaryIcon": ["CFBundleIconFiles": ["a-60"]],
                "CFBundleAlternateIcons": .dictionary(Dictionary(uniqueKeysWithValues: alternates)),
            ],
        ]
        let finished = lintWithHangGuard(app(plist))
        let report = try #require(finished, "lint did not finish: quadratic in the findings")
        #expect(report.findings.count { $0.ruleID == .missingIconFile } == Self.repeats / 4)
        #expect(report.findings.count { $0.ruleID == .ordinalMissing } == 1, "one cause, one finding listing the alternates")
    }
}

/// The project rules about Icon Composer `.icon` bundles, each on a minimal Xcode 16+ project.
@Suite struct IconComposerProjectLintTests {
    static let settings: [(key: String, value: String)] = [
        ("ASSETCATALOG_COMPILER_APPICON_NAME", "AppIcon"), ("ASSETCATALOG_COMPILER_ALTERNATE_APPICON_NAMES", "Sunrise"),
        ("GENERATE_INFOPLIST_FILE", "YES"), ("PRODUCT_BUNDLE_IDENTIFIER", "com.example.today"),
        ("INFOPLIST_KEY_CFBundleDisplayName", "Today"), ("TARGETED_DEVICE_FAMILY", "1,2"),
    ]

    /// Lints the project `fixture` describes, with `bundles` written as `.icon` folders (paths relative
    /// to the project's folder) and `sets` as single-size sets in `App/Assets.xcassets`.
    func lint(_ fixture: ModernProjectFixture, bundles: [String], sets: [String] = [], spec: String? = nil) throws -> LintReport {
        let folder = TemporaryFolder("iconpicker-icon-lint")
        defer { folder.remove() }
        let project = fixture.write(in: folder)
        if let spec { folder.write("project.yml", text: spec) }
        for bundle in bundles { ModernProjectFixture.iconBundle(bundle, in: folder) }
        for set in sets {
            CatalogFixture.write(
                ["images": [["filename": "icon.png", "idiom": "universal", "platform": "ios", "size": "1024x1024"]]],
                to: "App/Assets.xcassets/\(set).appiconset/Contents.json", in: folder)
            folder.write("App/Assets.xcassets/\(set).appiconset/icon.png", LintFixture.marketingPNG)
        }
        let apps = try TestApp.load(project, idioms: nil)
        return Linter().lint(apps)
    }

    func rules(_ report: LintReport) -> [String: Int] {
        var counts: [String: Int] = [:]
        for finding in report.findings { counts[finding.ruleID.rawValue, default: 0] += 1 }
        return counts
    }

    @Test func iconsInASynchronizedFolderLintClean() throws {
        let report = try lint(
            ModernProjectFixture(settings: Self.settings, synchronizedFolder: "App"), bundles: ["App/AppIcon.icon", "App/Sunrise.icon"])
        #expect(report.findings.isEmpty, "\(report.findings.map(\.message))")
    }

    @Test func anIconOutsideEveryTargetIsIgnoredByActool() throws {
        let report = try lint(
            ModernProjectFixture(settings: Self.settings, synchronizedFolder: "App"), bundles: ["App/AppIcon.icon", "Design/Sunrise.icon"])
        let finding = try #require(report.findings.first { $0.ruleID == .iconNotInTarget })
        #expect(finding.message.contains("Sunrise.icon") && finding.message.contains("actool ignores it"))
        #expect(finding.severity == .warning)
        // The setting that names it has nothing to build from.
        #expect(report.findings.contains { $0.ruleID == .catalogSetMissing && $0.message.contains("Sunrise") })
    }

    @Test func aWrapperIconReferenceIsADisputedWarning() throws {
        let fixture = ModernProjectFixture(
            settings: Self.settings, resources: [("App/AppIcon.icon", "folder.iconcomposer.icon"), ("App/Sunrise.icon", "wrapper.icon")])
        let report = try lint(fixture, bundles: ["App/AppIcon.icon", "App/Sunrise.icon"])
        #expect(rules(report) == ["wrapper-icon-reference": 1], "\(report.findings.map(\.message))")
        let finding = try #require(report.findings.first)
        #expect(finding.message.contains("disputed") && finding.message.contains("Sunrise.icon"))
        #expect(finding.severity == .warning)
    }

    @Test func aSetShadowedByAnIconIsANote() throws {
        let report = try lint(
            ModernProjectFixture(settings: Self.settings, synchronizedFolder: "App"), bundles: ["App/AppIcon.icon", "App/Sunrise.icon"],
            sets: ["Sunrise"])
        #expect(rules(report) == ["icon-set-shadowed": 1], "\(report.findings.map(\.message))")
        let finding = try #require(report.findings.first)
        #expect(finding.severity == .note)
        #expect(finding.message.contains("Sunrise") && finding.message.contains("dead weight"))
    }

    @Test func aSetTheTargetDoesNotHoldIsNotShadowed() throws {
        // The set is in a catalog the synchronized folder's exceptions take out of the target.
        let report = try lint(
            ModernProjectFixture(settings: Self.settings, synchronizedFolder: "App", membershipExceptions: ["Assets.xcassets"]),
            bundles: ["App/AppIcon.icon", "App/Sunrise.icon"], sets: ["Sunrise"])
        #expect(!report.findings.contains { $0.ruleID == .iconSetShadowed }, "\(report.findings.map(\.message))")
    }

    @Test func aSpecBuildingOtherIconsThanTheProjectIsANote() throws {
        let spec = """
            name: App
            targets:
              App:
                type: application
                platform: iOS
                sources: [App]
                settings:
                  ASSETCATALOG_COMPILER_APPICON_NAME: AppIcon
                  ASSETCATALOG_COMPILER_ALTERNATE_APPICON_NAMES: Sunrise Dusk
            """
        let report = try lint(
            ModernProjectFixture(settings: Self.settings, synchronizedFolder: "App"),
            bundles: ["App/AppIcon.icon", "App/Sunrise.icon"], spec: spec)
        let finding = try #require(report.findings.first { $0.ruleID == .xcodegenSpecDisagrees }, "\(report.findings.map(\.message))")
        #expect(finding.severity == .note)
        #expect(finding.message.contains("Sunrise Dusk in the spec, Sunrise in the project"))
    }
}

/// False alarms found by checking every finding on the corpus apps against their files, each pinned
/// on a minimal case and on the real app.
@Suite struct FalseAlarmTests {
    @Test func anExtensionsEmptySetOfTheSameNameDoesNotHideTheAppsSet() throws {
        // Basic-Car-Maintenance: the widget's catalog also holds an `AppIcon`, with one empty slot,
        // and its folder is searched first.
        var fixture = LintFixture.good
        fixture.files["Widget/Assets.xcassets/AppIcon.appiconset/Contents.json"] = Data(
            #"{"images":[{"idiom":"universal","platform":"ios","size":"1024x1024"}]}"#.utf8)
        let report = try fixture.lint()
        #expect(report.findings.isEmpty, "\(report.findings.map { "\($0.ruleID): \($0.message)" })")
    }

    @Test func aMissingPrimarySetIsNotJudgedByAnotherSetsAppStoreImage() throws {
        // home-assistant, Beta: the primary set AppIcon.beta-nc is missing, and the iPad dictionary's
        // own files name AppIcon, whose App Store image the Beta build does not use.
        var fixture = LintFixture.good
        fixture.set(["CFBundleIcons", "CFBundlePrimaryIcon", "CFBundleIconName"], "Nowhere")
        fixture.files["\(LintFixture.primarySet)/store.png"] = PNGFixture.solid(width: 1024, height: 1024, alpha: true)
        let report = try fixture.lint(idioms: [.iphone, .ipad])
        #expect(report.findings.contains { $0.ruleID == .catalogSetMissing })
        #expect(!report.findings.contains { $0.rule.category == .sizes && $0.ruleID.rawValue.hasPrefix("marketing-icon") })
    }

    @Test(.enabled(if: SharedFolder.isPresent, Comment(rawValue: SharedFolder.skipMessage)))
    func basicCarMaintenanceHasOnlyItsRealMistake() throws {
        let project = SharedFolder.corpus("mikaelacaron__Basic-Car-Maintenance/Basic-Car-Maintenance.xcodeproj")
        let apps = try TestApp.load(project, idioms: [.iphone, .ipad])
        let report = Linter().lint(apps)
        let mistakes = report.findings.filter { $0.severity > .note }
        #expect(mistakes.map(\.ruleID) == [.codeIconName], "\(report.findings.map { "\($0.ruleID): \($0.message)" })")
        // The git-ignored Basic-Car-Maintenance.xcconfig (a .template is committed) is each machine's own.
        let notes = report.findings.filter { $0.severity == .note }
        #expect(notes.map(\.ruleID) == [.buildSettingUnusable] && notes.first?.message.contains("leaves to each machine") == true)
    }

    @Test(.enabled(if: SharedFolder.isPresent, Comment(rawValue: SharedFolder.skipMessage)))
    func emitronsAppStoreIconWithAnAlphaChannelIsNoError() throws {
        let project = SharedFolder.corpus("razeware__emitron-iOS/Emitron/Emitron.xcodeproj")
        let apps = try TestApp.load(project, idioms: [.iphone, .ipad])
        // Headers only: still a warning (decoded by libpng, `iconpicker lint` finds every pixel opaque).
        let report = Linter(pixelReader: nil).lint(apps)
        #expect(report.findings.filter { $0.severity == .error }.isEmpty, "\(report.findings.map { "\($0.ruleID): \($0.message)" })")
        #expect(report.findings.contains { $0.ruleID == .marketingIconAlphaChannel && $0.message.contains("appstore1024.png") })
    }
}
