import Foundation
import TestSupport
import Testing

@testable import IconKit

/// Tuist manifests read as the project `tuist generate` writes: settings with their lines, the
/// Info.plist forms, resource globs, Tuist's defaults, helpers, and what is computed.
@Suite struct TuistProjectTests {
    static let manifest = #"""
        import ProjectDescription
        import ProjectDescriptionHelpers

        let project = Project(
            name: "Today",
            settings: .settings(
                base: ["TARGETED_DEVICE_FAMILY": "1,2"],
                configurations: [.debug(name: .debug), .release(name: .release)]
            ),
            targets: [
                .target(
                    name: "Today",
                    destinations: [.iPhone, .iPad],
                    product: .app,
                    bundleId: "\(bundlePrefix).today",
                    infoPlist: .extendingDefault(with: [
                        "CFBundleDisplayName": "Today",
                        "Version": .string(Environment.version.getString(default: "1")),
                    ]),
                    resources: ["Today/Resources/**", .glob(pattern: "Icons/*.icon", excluding: ["Icons/Old.icon"])],
                    settings: .settings(
                        base: [
                            "ASSETCATALOG_COMPILER_ALTERNATE_APPICON_NAMES": """
                            "Sunrise" "Dusk Blue"
                            """,
                            "ASSETCATALOG_COMPILER_INCLUDE_ALL_APPICON_ASSETS": false,
                        ].automaticCodeSigning(devTeam: "ABC"),
                        configurations: [.debug(name: "Debug", settings: ["ASSETCATALOG_COMPILER_ALTERNATE_APPICON_NAMES": "Sunrise"])]
                    )
                ),
                .target(name: "TodayTests", destinations: .iOS, product: .unitTests, bundleId: "com.example.tests"),
            ]
        )
        """#

    func writeApp(in folder: TemporaryFolder) {
        folder.write("Project.swift", text: Self.manifest)
        folder.write("Tuist/ProjectDescriptionHelpers/Constants.swift", text: #"public let bundlePrefix = "com.example""#)
        CatalogFixture.singleSize(in: folder, catalog: "Today/Resources/Assets.xcassets", set: "AppIcon")
        CatalogFixture.singleSize(in: folder, catalog: "Today/Resources/Assets.xcassets", set: "Sunrise")
        ModernProjectFixture.iconBundle("Icons/Dusk Blue.icon", in: folder)
        ModernProjectFixture.iconBundle("Icons/Old.icon", in: folder)
    }

    @Test func aManifestIsReadAsTheProjectTuistGenerates() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        writeApp(in: folder)
        let app = try TestApp.load(folder.path, idiom: .iphone)
        #expect(app.app.project?.target == "Today")
        #expect(app.app.project?.project == folder.path + "/Project.swift")
        #expect(app.app.appName == "Today")
        #expect(app.app.stateKey == "com.example.today")
        // Tuist's `.recommended` default names the primary; the quoted multi-line setting splits as Xcode splits it.
        #expect(app.catalog.icons.map { $0.name ?? "(primary)" } == ["(primary)", "Sunrise", "Dusk Blue"])
        #expect(app.catalog.icons.first?.iconSetName == "AppIcon")
        #expect(app.app.iconBundles.keys.sorted() == ["Dusk Blue"], "Old.icon is excluded by the glob")
        let debug = try TestApp.load(folder.path, idiom: .iphone, configuration: "Debug")
        #expect(debug.catalog.alternates.map(\.name) == ["Sunrise"])
        #expect(app.app.project?.configurations == ["Debug", "Release"])
    }

    @Test func everyValueKeepsTheLineItIsWrittenOn() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        writeApp(in: folder)
        let app = try TestApp.load(folder.path, idioms: [.iphone])
        let manifest = folder.path + "/Project.swift"
        let alternates = try #require(app.buildSettings["ASSETCATALOG_COMPILER_ALTERNATE_APPICON_NAMES"])
        #expect(
            alternates.origin
                == SettingOrigin(
                    level: .target, file: manifest, line: 23,
                    keyPath: "targets.Today.settings.base.ASSETCATALOG_COMPILER_ALTERNATE_APPICON_NAMES"))
        // The default is Tuist's, placed at the target's declaration.
        let primary = try #require(app.buildSettings["ASSETCATALOG_COMPILER_APPICON_NAME"])
        #expect(primary.value == "AppIcon")
        #expect(primary.origin.line == 11)
        #expect(primary.origin.keyPath == "targets.Today.defaultSettings.recommended.ASSETCATALOG_COMPILER_APPICON_NAME")
        #expect(app.buildSettings["TARGETED_DEVICE_FAMILY"]?.origin.keyPath == "targets.Today.destinations")
        #expect(app.buildSettings["PRODUCT_BUNDLE_IDENTIFIER"]?.origin.line == 15)
    }

    @Test func aComputedValueIsSaidWithItsLineNeverDropped() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        writeApp(in: folder)
        let app = try TestApp.load(folder.path, idioms: [.iphone])
        let computed = app.diagnostics.filter { $0.kind == .buildSettingUnusable }
        #expect(computed.count == 1, "\(computed)")
        let version = try #require(computed.first)
        #expect(version.severity == .note, "Version is not an icon key")
        #expect(version.file == folder.path + "/Project.swift")
        #expect(version.keyPath == "18")
        #expect(version.message.contains("the Info.plist entry Version of Today"))
        #expect(version.message.contains("Environment.version.getString"))
    }

    @Test func computedIconSettingsAreWarnings() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        folder.write(
            "Project.swift",
            text: """
                import ProjectDescription
                let icon = isBeta ? "Beta" : "AppIcon"
                let project = Project(name: "A", targets: [
                    .target(name: "A", destinations: .iOS, product: .app, bundleId: "a",
                            settings: .settings(base: ["ASSETCATALOG_COMPILER_APPICON_NAME": .string(icon)]))
                ])
                """)
        let project = try TuistProject().read(manifestPath: folder.path + "/Project.swift")
        let finding = try #require(project.targets.first?.manifestDiagnostics.first)
        #expect(finding.severity == .warning)
        #expect(finding.keyPath == "5")
        #expect(finding.message.contains("ASSETCATALOG_COMPILER_APPICON_NAME in A's base settings"))
        #expect(finding.message.contains("conditional"))
        // Nothing is made up in its place: the target's own value is absent, Tuist's default stays.
        #expect(project.targets.first?.configurations["Release"]?.settings["ASSETCATALOG_COMPILER_APPICON_NAME"] == .string("AppIcon"))
    }

    @Test func helpersBuildTargetsAndInfoPlists() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        folder.write(
            "Project.swift",
            text: """
                import ProjectDescription
                import ProjectDescriptionHelpers
                let project = Project.app(name: "Shop", icons: ["Gold", "Silver"])
                """)
        folder.write(
            "Tuist/ProjectDescriptionHelpers/Project+App.swift",
            text: """
                import ProjectDescription
                extension Project {
                    public static func app(name: String, icons: [String], family: String = "1") -> Project {
                        let target = Target.target(
                            name: name, destinations: [.iPhone], product: .app, bundleId: "shop.\\(name.lowercased())",
                            infoPlist: plist(icons), settings: .settings(base: ["TARGETED_DEVICE_FAMILY": .string(family)]))
                        return Project(name: name, targets: [target])
                    }
                }
                func plist(_ icons: [String]) -> InfoPlist {
                    .dictionary(["CFBundleIcons": ["CFBundleAlternateIcons": ["Gold": ["CFBundleIconFiles": icons]]]])
                }
                """)
        let project = try TuistProject().read(manifestPath: folder.path + "/Project.swift")
        let target = try #require(project.targets.first)
        #expect(target.name == "Shop")
        #expect(target.manifestDiagnostics.map(\.message).contains { $0.contains("name.lowercased") })
        #expect(target.generatedInfoPlistFile == folder.path + "/Tuist/ProjectDescriptionHelpers/Project+App.swift")
        let plist = try #require(target.generatedInfoPlist)
        let root = try #require(try PropertyListSerialization.propertyList(from: plist, format: nil) as? [String: Any])
        #expect(((root["CFBundleIcons"] as? [String: Any])?["CFBundleAlternateIcons"] as? [String: Any])?.keys.sorted() == ["Gold"])
        #expect(root["CFBundleName"] == nil, ".dictionary is the whole plist, without Tuist's defaults")
        #expect(target.configurations["Release"]?.settings["INFOPLIST_FILE"] == .string("Derived/InfoPlists/Shop-Info.plist"))
    }

    @Test func aTvOSTargetIsBuiltForTheTVSDKWithItsDefaultIcon() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        folder.write(
            "Project.swift",
            text: """
                import ProjectDescription
                let project = Project(name: "TV", targets: [
                    .target(name: "TV", destinations: .tvOS, product: .app, bundleId: "tv", infoPlist: .file(path: "TV/Info.plist")),
                    Target(name: "Old", platform: .iOS, product: .app, bundleId: "old",
                           deploymentTarget: .iOS(targetVersion: "15.0", devices: [.iphone]), settings: .settings(defaultSettings: .essential)),
                ])
                """)
        let project = try TuistProject().read(manifestPath: folder.path + "/Project.swift")
        let tv = try #require(project.target(named: "TV")?.configurations["Release"]?.settings)
        #expect(tv["SDKROOT"] == .string("appletvos"))
        #expect(tv["TARGETED_DEVICE_FAMILY"] == .string("3"))
        #expect(tv["ASSETCATALOG_COMPILER_APPICON_NAME"] == .string("App Icon & Top Shelf Image"))
        #expect(tv["INFOPLIST_FILE"] == .string("TV/Info.plist"))
        let old = try #require(project.target(named: "Old")?.configurations["Debug"]?.settings)
        #expect(old["SDKROOT"] == .string("iphoneos"))
        #expect(old["TARGETED_DEVICE_FAMILY"] == .string("1"))
        #expect(old["ASSETCATALOG_COMPILER_APPICON_NAME"] == nil, ".essential leaves the icon setting out")
        let chosen = try TargetChooser(reader: .init(), configuration: "Release").choose(project, name: nil)
        #expect(chosen.target.name == "Old", "the iOS app is preferred over the tvOS one")
    }

    @Test func aManifestThatDeclaresNoProjectIsATypedError() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        folder.write("Project.swift", text: "import ProjectDescription\nlet project = makeProject()\n")
        #expect(throws: InputError.self) { try TuistProject().read(manifestPath: folder.path + "/Project.swift") }
        folder.write("Project.swift", text: "import ProjectDescription\nlet project = Project(name: \"x\"\n")
        do {
            _ = try TuistProject().read(manifestPath: folder.path + "/Project.swift")
            Issue.record("a manifest that does not parse was read")
        } catch let error as InputError {
            #expect(String(describing: error).contains("cannot read this Tuist manifest: it is not valid Swift (line 2)"))
        }
    }
}

/// The two Tuist apps of ../shared/corpus, read from their roots, against their SOURCE.md truth.
@Suite(.enabled(if: SharedFolder.isPresent, Comment(rawValue: SharedFolder.skipMessage)))
struct TuistCorpusTests {
    @Test func randomProListsTheCatalogPrimaryAndTwentyThreeLooseAlternates() throws {
        let root = SharedFolder.corpus("V1taS__Random-Pro")
        let apps = try TestApp.loadEveryConfiguration(root, idioms: [.iphone, .ipad])
        #expect(apps.map { $0.project?.configuration } == ["Release", "Debug"])
        for app in apps {
            #expect(app.project?.target == "Random")
            #expect(app.project?.otherTargets == [])
            let iPhone = try #require(app.on(.iphone))
            #expect(iPhone.catalog.primary.iconSetName == "AppIcon")
            let names = iPhone.catalog.alternates.compactMap(\.name)
            #expect(names.count == 23)
            #expect(names.first == "selecte_app_icon_avocado" && names.last == "selecte_app_icon_violet_lemon")
            #expect(!names.contains("selecte_app_icon_default"))
            let blue = try #require(iPhone.entries.first { $0.icon.name == "selecte_app_icon_blue_raspberry" })
            #expect(blue.images.best?.path.hasSuffix("Alternative icons/Blue raspberry/selecte_app_icon_blue_raspberry@3x.png") == true)
            // No CFBundleIcons~ipad: iPad gets the catalog's primary and no alternates.
            let iPad = try #require(app.on(.ipad))
            #expect(iPad.catalog.alternates.isEmpty)
            #expect(iPad.catalog.primary.iconSetName == "AppIcon")
        }
        let release = try #require(apps.first)
        #expect(release.declaration.infoPlistPath.hasSuffix("Tuist/ProjectDescriptionHelpers/InfoPlist/Project+RandomInfoPlist.swift"))
        #expect(release.buildSettings["ASSETCATALOG_COMPILER_APPICON_NAME"]?.origin.file == root + "/Project.swift")
        #expect(!release.diagnostics.contains { $0.kind == .buildSettingUnusable }, "every value of Random-Pro is literal or a constant")
    }

    @Test func ichimeIsATvOSAppWithTheQuotedAlternatesOfItsMultiLineSetting() throws {
        let root = SharedFolder.corpus("midori-no-me__ichime")
        let location = try AppLocator().locate(nil, workingDirectory: root)
        let project = try #require(location.project)
        let ichime = try #require(project.target(named: "Ichime"))
        for configuration in ["Debug", "Release"] {
            let settings = BuildSettings(project: project, target: ichime, configuration: configuration)
            #expect(settings["SDKROOT"] == "appletvos")
            #expect(settings["ASSETCATALOG_COMPILER_APPICON_NAME"] == "App Icon & Top Shelf Image")
            #expect(settings.list("ASSETCATALOG_COMPILER_ALTERNATE_APPICON_NAMES") == ["App Icon - Gawr Gura", "App Icon - Hentai 365"])
        }
        // Settings.bundle was not extracted into the corpus: a path that is not there is no resource.
        #expect(ichime.resourceFiles.map { ($0 as NSString).lastPathComponent } == ["AppIcon.icon", "Assets.xcassets"])
        // A tvOS app: alternate app icons are an iOS feature, so the load says so (exit 66), never
        // lists tvOS brand assets as iPhone icons or lints them clean.
        #expect(throws: InputError.notAnIOSApp(project: project.path, target: "Ichime", platform: "tvOS")) {
            try TestApp.load(root, idiom: .iphone)
        }
        // The project's base settings come from a function with an `if`: what it sets unconditionally
        // is read; the environment's values and the entry set under the `if` are notes (no icon key).
        let computed = (project.readerDiagnostics + ichime.manifestDiagnostics).filter { $0.kind == .buildSettingUnusable }
        #expect(computed.compactMap(\.keyPath).sorted() == ["12", "13", "16", "22"])
        #expect(computed.allSatisfy { $0.severity == .note && $0.file == root + "/Project.swift" })
        #expect(computed.contains { $0.message.contains("set only when !developmentTeam.isEmpty") })
        #expect(computed.contains { $0.message.contains("Environment.buildNumber.getString") })
        let settings = BuildSettings(project: project, target: ichime, configuration: "Release")
        #expect(settings.origins["INFOPLIST_KEY_CFBundleDisplayName"]?.line == 14)
    }
}
