import Foundation
import IconKit
import IconRepair
import ProjectEditing
import TestSupport
import Testing

#if canImport(Glibc)
import Glibc
#endif

@Suite struct PrimaryIconChangeTests {
    /// Plans making `name` primary in the app at `input`, writes it, and returns the diff and the app read again.
    func change(_ input: String, to name: String, in folder: TemporaryFolder) throws -> (diff: String, after: LoadedApp) {
        let path = folder.path + "/" + input
        let plan = try PrimaryIconChange.plan(apps: try TestApp.loadEveryConfiguration(path), alternate: name)
        let diff = plan.changeSet.unifiedDiff(relativeTo: folder.path)
        try ChangeWriter().apply(plan.changeSet)
        return (diff, try TestApp.load(path, idioms: [.iphone]))
    }

    @Test func aCatalogAppSwapsTheNamesInThePBXProj() throws {
        let folder = TemporaryFolder("primary-pbxproj")
        defer { folder.remove() }
        writeCatalogProject(
            in: folder,
            settings: [("ASSETCATALOG_COMPILER_APPICON_NAME", "AppIcon"), ("ASSETCATALOG_COMPILER_ALTERNATE_APPICON_NAMES", "Dark Light")])
        let (diff, after) = try change("App.xcodeproj", to: "Dark", in: folder)
        #expect(
            diff.contains(
                "+  TC = { isa = XCBuildConfiguration; name = Release; buildSettings = { \"ASSETCATALOG_COMPILER_APPICON_NAME\" = Dark; \"ASSETCATALOG_COMPILER_ALTERNATE_APPICON_NAMES\" = \"AppIcon Light\";"
            ))
        #expect(diff.split(separator: "\n").filter { $0.hasPrefix("+") || $0.hasPrefix("-") }.count == 4)
        let icons = try #require(after.on(.iphone)).catalog.icons
        #expect(icons.first?.iconSetName == "Dark")
        #expect(icons.compactMap(\.name).sorted() == ["AppIcon", "Light"])
        try #require(IndependentReader.hasPBXProj, "\(IndependentReader.skipMessage)")
        let read = try IndependentReader.pbxproj(
            folder.path + "/App.xcodeproj/project.pbxproj",
            "settings = project.objects['TC'].buildSettings\nprint(settings['ASSETCATALOG_COMPILER_APPICON_NAME'], '|', settings['ASSETCATALOG_COMPILER_ALTERNATE_APPICON_NAMES'])"
        )
        #expect(read == "Dark | AppIcon Light\n")
    }

    @Test func aCatalogAppWithEverySetIncludedChangesOnlyThePrimary() throws {
        let folder = TemporaryFolder("primary-include-all")
        defer { folder.remove() }
        writeCatalogProject(
            in: folder,
            settings: [("ASSETCATALOG_COMPILER_APPICON_NAME", "AppIcon"), ("ASSETCATALOG_COMPILER_INCLUDE_ALL_APPICON_ASSETS", "YES")])
        let (diff, after) = try change("App.xcodeproj", to: "Light", in: folder)
        #expect(
            diff.contains("\"ASSETCATALOG_COMPILER_APPICON_NAME\" = Light; \"ASSETCATALOG_COMPILER_INCLUDE_ALL_APPICON_ASSETS\" = \"YES\";")
        )
        let icons = try #require(after.on(.iphone)).catalog.icons
        #expect(icons.first?.iconSetName == "Light")
        #expect(icons.compactMap(\.name).sorted() == ["AppIcon", "Dark"])
    }

    @Test func aSettingInAnXCConfigChangesOnItsLine() throws {
        let folder = TemporaryFolder("primary-xcconfig")
        defer { folder.remove() }
        writeCatalogProject(in: folder, settings: [])
        folder.write(
            "Config/Icons.xcconfig",
            text:
                "// icons\nASSETCATALOG_COMPILER_APPICON_NAME = AppIcon\nASSETCATALOG_COMPILER_ALTERNATE_APPICON_NAMES = Dark Light // both\n"
        )
        let text = try #require(folder.read("App.xcodeproj/project.pbxproj"))
        folder.write(
            "App.xcodeproj/project.pbxproj",
            text: text.replacingOccurrences(
                of: "TC = { isa = XCBuildConfiguration; name = Release;",
                with: "TC = { isa = XCBuildConfiguration; name = Release; baseConfigurationReference = XC;"
            )
            .replacingOccurrences(
                of: "  R = {", with: "  XC = { isa = PBXFileReference; path = Config/Icons.xcconfig; sourceTree = \"<group>\"; };\n  R = {")
        )
        let (diff, after) = try change("App.xcodeproj", to: "Light", in: folder)
        #expect(
            diff == """
                --- a/Config/Icons.xcconfig
                +++ b/Config/Icons.xcconfig
                @@ -1,3 +1,3 @@
                 // icons
                -ASSETCATALOG_COMPILER_APPICON_NAME = AppIcon
                -ASSETCATALOG_COMPILER_ALTERNATE_APPICON_NAMES = Dark Light // both
                +ASSETCATALOG_COMPILER_APPICON_NAME = Light
                +ASSETCATALOG_COMPILER_ALTERNATE_APPICON_NAMES = Dark AppIcon // both

                """)
        #expect(try #require(after.on(.iphone)).catalog.icons.first?.iconSetName == "Light")
    }

    @Test func anInfoPlistAppSwapsThePrimaryDictionaryOnIPhoneAndIPad() throws {
        let folder = TemporaryFolder("primary-plist")
        defer { folder.remove() }
        writeLegacyApp(in: folder, iPadAlternates: iPadEntry("dark", ["dark-76", "dark-83.5"]) + iPadEntry("light", ["light-76"]))
        let (diff, after) = try change("App/Info.plist", to: "dark", in: folder)
        #expect(
            diff == """
                --- a/App/Info.plist
                +++ b/App/Info.plist
                @@ -6,13 +6,6 @@
                 \t<dict>
                 \t\t<key>CFBundleAlternateIcons</key>
                 \t\t<dict>
                -\t\t\t<key>dark</key>
                -\t\t\t<dict>
                -\t\t\t\t<key>CFBundleIconFiles</key>
                -\t\t\t\t<array>
                -\t\t\t\t\t<string>dark-60</string>
                -\t\t\t\t</array>
                -\t\t\t</dict>
                 \t\t\t<key>light</key>
                 \t\t\t<dict>
                 \t\t\t\t<key>CFBundleIconFiles</key>
                @@ -20,12 +13,19 @@
                 \t\t\t\t\t<string>light-60</string>
                 \t\t\t\t</array>
                 \t\t\t</dict>
                +\t\t\t<key>AppIcon60x60</key>
                +\t\t\t<dict>
                +\t\t\t\t<key>CFBundleIconFiles</key>
                +\t\t\t\t<array>
                +\t\t\t\t\t<string>AppIcon60x60</string>
                +\t\t\t\t</array>
                +\t\t\t</dict>
                 \t\t</dict>
                 \t\t<key>CFBundlePrimaryIcon</key>
                 \t\t<dict>
                 \t\t\t<key>CFBundleIconFiles</key>
                 \t\t\t<array>
                -\t\t\t\t<string>AppIcon60x60</string>
                +\t\t\t\t<string>dark-60</string>
                 \t\t\t</array>
                 \t\t</dict>
                 \t</dict>
                @@ -33,14 +33,6 @@
                 \t<dict>
                 \t\t<key>CFBundleAlternateIcons</key>
                 \t\t<dict>
                -\t\t\t<key>dark</key>
                -\t\t\t<dict>
                -\t\t\t\t<key>CFBundleIconFiles</key>
                -\t\t\t\t<array>
                -\t\t\t\t\t<string>dark-76</string>
                -\t\t\t\t\t<string>dark-83.5</string>
                -\t\t\t\t</array>
                -\t\t\t</dict>
                 \t\t\t<key>light</key>
                 \t\t\t<dict>
                 \t\t\t\t<key>CFBundleIconFiles</key>
                @@ -48,14 +40,22 @@
                 \t\t\t\t\t<string>light-76</string>
                 \t\t\t\t</array>
                 \t\t\t</dict>
                +\t\t\t<key>AppIcon60x60</key>
                +\t\t\t<dict>
                +\t\t\t\t<key>CFBundleIconFiles</key>
                +\t\t\t\t<array>
                +\t\t\t\t\t<string>AppIcon60x60</string>
                +\t\t\t\t\t<string>AppIcon76x76</string>
                +\t\t\t\t\t<string>AppIcon83.5x83.5</string>
                +\t\t\t\t</array>
                +\t\t\t</dict>
                 \t\t</dict>
                 \t\t<key>CFBundlePrimaryIcon</key>
                 \t\t<dict>
                 \t\t\t<key>CFBundleIconFiles</key>
                 \t\t\t<array>
                -\t\t\t\t<string>AppIcon60x60</string>
                -\t\t\t\t<string>AppIcon76x76</string>
                -\t\t\t\t<string>AppIcon83.5x83.5</string>
                +\t\t\t\t<string>dark-76</string>
                +\t\t\t\t<string>dark-83.5</string>
                 \t\t\t</array>
                 \t\t</dict>
                 \t</dict>

                """)
        let iPhone = try #require(after.on(.iphone)).catalog.icons
        #expect(iPhone.first?.iconFiles == ["dark-60"])
        #expect(iPhone.compactMap(\.name).sorted() == ["AppIcon60x60", "light"])
        let json = try IndependentReader.plistJSON(folder.path + "/App/Info.plist")
        #expect(json.contains("\"CFBundlePrimaryIcon\": {\"CFBundleIconFiles\": [\"dark-76\", \"dark-83.5\"]}"))
        #expect(json.contains("\"AppIcon60x60\": {\"CFBundleIconFiles\": [\"AppIcon60x60\", \"AppIcon76x76\", \"AppIcon83.5x83.5\"]}"))
        #expect(!json.contains("\"dark\""))
    }

    @Test func aBuiltAppIsRefused() throws {
        let folder = TemporaryFolder("primary-built")
        defer { folder.remove() }
        let path = BuiltAppFixture.app(in: folder, plist: BuiltAppFixture.plist(alternates: ["Dark"]), catalog: nil)
        #expect(throws: PrimaryIconError.builtApp) {
            try PrimaryIconChange.plan(apps: try TestApp.loadEveryConfiguration(path), alternate: "Dark")
        }
    }

    @Test func anUnknownNameIsRefused() throws {
        let folder = TemporaryFolder("primary-unknown")
        defer { folder.remove() }
        writeCatalogProject(
            in: folder,
            settings: [("ASSETCATALOG_COMPILER_APPICON_NAME", "AppIcon"), ("ASSETCATALOG_COMPILER_ALTERNATE_APPICON_NAMES", "Dark")])
        #expect(throws: PrimaryIconError.notAnAlternate(name: "Light")) {
            try PrimaryIconChange.plan(apps: try TestApp.loadEveryConfiguration(folder.path + "/App.xcodeproj"), alternate: "Light")
        }
    }

    /// The changed lines each corpus app's change is pinned to: the primary set in every configuration
    /// where it is written, and the former primary in the alternate's place in the list.
    static let corpusChanges: [(app: String, name: String, lines: [String])] = [
        (
            "mikaelacaron__Basic-Car-Maintenance", "AppIcon-Car-Black",
            Array(
                repeating: [
                    "-\t\t\t\tASSETCATALOG_COMPILER_APPICON_NAME = AppIcon;",
                    "+\t\t\t\tASSETCATALOG_COMPILER_APPICON_NAME = \"AppIcon-Car-Black\";",
                ], count: 2
            ).flatMap { $0 }
        ),
        (
            "lavasecurity__lavasec-ios/project.yml", "AppIconEmerald",
            [
                "-        ASSETCATALOG_COMPILER_ALTERNATE_APPICON_NAMES: AppIconFireOpal AppIconAmethyst AppIconObsidian AppIconCherryQuartz AppIconEmerald AppIconKiwiCreme",
                "+        ASSETCATALOG_COMPILER_ALTERNATE_APPICON_NAMES: AppIconFireOpal AppIconAmethyst AppIconObsidian AppIconCherryQuartz AppIcon AppIconKiwiCreme",
                "-          ASSETCATALOG_COMPILER_APPICON_NAME: AppIcon", "+          ASSETCATALOG_COMPILER_APPICON_NAME: AppIconEmerald",
                "-          ASSETCATALOG_COMPILER_APPICON_NAME: AppIcon", "+          ASSETCATALOG_COMPILER_APPICON_NAME: AppIconEmerald",
                "-          ASSETCATALOG_COMPILER_APPICON_NAME: AppIcon-QA",
                "+          ASSETCATALOG_COMPILER_APPICON_NAME: AppIconEmerald",
            ]
        ),
        (
            "lavasecurity__lavasec-ios/LavaSec.xcodeproj", "AppIconEmerald",
            ["AppIcon", "AppIcon", "\"AppIcon-QA\""].flatMap { former in
                let list = "AppIconFireOpal AppIconAmethyst AppIconObsidian AppIconCherryQuartz"
                let formerWord = former.replacingOccurrences(of: "\"", with: "")
                return [
                    "-\t\t\t\tASSETCATALOG_COMPILER_ALTERNATE_APPICON_NAMES = \"\(list) AppIconEmerald AppIconKiwiCreme\";",
                    "-\t\t\t\tASSETCATALOG_COMPILER_APPICON_NAME = \(former);",
                    "+\t\t\t\tASSETCATALOG_COMPILER_ALTERNATE_APPICON_NAMES = \"\(list) \(formerWord) AppIconKiwiCreme\";",
                    "+\t\t\t\tASSETCATALOG_COMPILER_APPICON_NAME = AppIconEmerald;",
                ]
            }
        ),
    ]

    @Test(arguments: corpusChanges.indices)
    func corpusApps(index: Int) throws {
        try #require(SharedFolder.isPresent, "\(SharedFolder.skipMessage)")
        let (app, name, lines) = Self.corpusChanges[index]
        let folder = TemporaryFolder("primary-corpus")
        defer { folder.remove() }
        let root = String(app.split(separator: "/")[0])
        try SharedFolder.writableCopy(of: root, to: folder.path + "/app")
        let (diff, after) = try change("app" + app.dropFirst(root.count), to: name, in: folder)
        let changed = diff.split(separator: "\n").filter {
            ($0.hasPrefix("-") && !$0.hasPrefix("---")) || ($0.hasPrefix("+") && !$0.hasPrefix("+++"))
        }
        #expect(changed.map(String.init) == lines, "\(diff)")
        #expect(try #require(after.on(.iphone)).catalog.icons.first?.iconSetName == name)
        guard let project = after.project?.project, project.hasSuffix(".xcodeproj") else { return }
        try #require(IndependentReader.hasPBXProj, "\(IndependentReader.skipMessage)")
        let read = try IndependentReader.pbxproj(
            project + "/project.pbxproj",
            "print(sorted({str(c.buildSettings['ASSETCATALOG_COMPILER_APPICON_NAME']) for c in project.objects.get_objects_in_section('XCBuildConfiguration') if 'ASSETCATALOG_COMPILER_APPICON_NAME' in c.buildSettings}))"
        )
        #expect(read == "['\(name)']\n")
    }

    /// LavaSec's spec writes one alternates list for its three configurations: it takes Release's former
    /// primary, and QA's own former primary is said to be left out.
    @Test func aSharedListKeepsTheShownConfigurationsFormerPrimaryAndSaysSo() throws {
        try #require(SharedFolder.isPresent, "\(SharedFolder.skipMessage)")
        let apps = try TestApp.loadEveryConfiguration(SharedFolder.corpus("lavasecurity__lavasec-ios/project.yml"))
        let plan = try PrimaryIconChange.plan(apps: apps, alternate: "AppIconEmerald")
        #expect(plan.formerPrimary == "AppIcon")
        #expect(
            plan.notes == [
                "\u{201C}AppIcon-QA\u{201D}, the primary icon of QA until now, is no longer built into QA: "
                    + "ASSETCATALOG_COMPILER_ALTERNATE_APPICON_NAMES is shared by Debug, QA, Release."
            ])
        let pbxproj = try PrimaryIconChange.plan(
            apps: try TestApp.loadEveryConfiguration(SharedFolder.corpus("lavasecurity__lavasec-ios/LavaSec.xcodeproj")),
            alternate: "AppIconEmerald")
        #expect(pbxproj.notes.isEmpty, "each configuration of the pbxproj has its own list")
    }

    /// A Tuist manifest, a .NET project and an app whose icons a build step writes are read, never edited.
    @Test(arguments: [
        ("V1taS__Random-Pro", "selecte_app_icon_avocado"), ("dotnet__macios-samples/AlternateAppIcons", "AlternateAppIcons"),
    ])
    func appsDeclaredOutsidePlistsAndProjectsAreRefused(app: String, name: String) throws {
        try #require(SharedFolder.isPresent, "\(SharedFolder.skipMessage)")
        let apps = try TestApp.loadEveryConfiguration(SharedFolder.corpus(app))
        #expect {
            try PrimaryIconChange.plan(apps: apps, alternate: name)
        } throws: { error in
            guard case .writtenByHand(_, let file?) = error as? PrimaryIconError else { return false }
            return file.hasSuffix(".swift") || file.hasSuffix(".csproj")
        }
    }

    /// Emitron's primary is the set its setting names, its alternates files in the Info.plist.
    @Test func aFileAlternateBesideAPrimarySetIsRefused() throws {
        try #require(SharedFolder.isPresent, "\(SharedFolder.skipMessage)")
        let folder = TemporaryFolder("primary-mixed")
        defer { folder.remove() }
        try SharedFolder.writableCopy(of: "razeware__emitron-iOS", to: folder.path + "/app")
        #expect(throws: PrimaryIconError.mixed(name: "black-white", set: "AppIcon")) {
            try PrimaryIconChange.plan(apps: try TestApp.loadEveryConfiguration(folder.path + "/app"), alternate: "black-white")
        }
    }
}
