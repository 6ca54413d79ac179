import Foundation
import IconKit
import IconLint
import ProjectEditing
import TestSupport
import Testing

@testable import IconAdditions

/// `add` then `remove` on copies of real apps: each kind of declaration, a golden diff per addition,
/// the app read again (by iconpicker and by an independent reader), lint without new findings, and
/// the removal leaving every file byte-identical.
@Suite struct AlternatePlanTests {
    static let png = PNGFixture.solid(width: 1024, height: 1024, rgba: (20, 120, 200, 255))
    static let darkPNG = PNGFixture.solid(width: 1024, height: 1024, rgba: (10, 10, 30, 255))

    @Test func aCatalogSetJoinsTheNamesInEveryConfiguration() throws {
        let app = try CorpusCopy("Dimillian__IceCubesApp")
        defer { app.remove() }
        let image = app.folder.write("in/Sunset.png", Self.png)
        let dark = app.folder.write("in/Sunset-Dark.png", Self.darkPNG)
        let request = try AlternateRequest(name: "AppIconSunset", picture: .open(image), dark: .open(dark))
        let apps = try app.load()
        let plan = try AlternateAdder().plan(request, apps: apps)
        try app.expectSnapshot(plan, named: "icecubes-add-set")
        try ChangeWriter().apply(plan.changeSet)

        let again = try app.load()
        #expect(again.allSatisfy { $0.declaration.icons?.alternates.contains { $0.name == "AppIconSunset" } == true })
        #expect(again.first?.iconSets["AppIconSunset"]?.images.map(\.appearance) == [.any, .dark])
        let contents = try IndependentReader.json(app.path("IceCubesApp/Assets.xcassets/AppIconSunset.appiconset/Contents.json"))
        #expect(contents.contains("\"filename\": \"Sunset-Dark.png\""))
        try app.expectNoNewFindings(before: apps, after: again)
        try app.expectPBXProjSetting(contains: "AppIconSunset", configurations: 2)

        try ChangeWriter().apply(try AlternateRemover().plan("AppIconSunset", apps: again).changeSet)
        try app.expectUnchanged()
        // The set's folder a removal leaves empty does not hold the name.
        #expect(try AlternateAdder().plan(request, apps: try app.load()).changeSet == plan.changeSet)
    }

    @Test func anIconBundleIsReferencedLikeItsSiblings() throws {
        let app = try CorpusCopy("lavasecurity__lavasec-ios")
        defer { app.remove() }
        let bundle = SharedFolder.corpus("lavasecurity__lavasec-ios/LavaSecApp/AppIconEmerald.icon")
        let apps = try app.load("LavaSec.xcodeproj")
        let spec = try app.load("project.yml")
        #expect(AlternateStyle.companionSpec(of: try #require(apps.first)) == app.path("project.yml"))
        let plan = try AlternateAdder().plan(try AlternateRequest(name: "AppIconMagma", picture: .open(bundle)), apps: apps, spec: spec)
        try app.expectSnapshot(plan, named: "lavasec-add-icon")
        try ChangeWriter().apply(plan.changeSet)

        let again = try app.load("LavaSec.xcodeproj")
        #expect(again.first?.iconBundles["AppIconMagma"] == app.path("LavaSecApp/AppIconMagma.icon"))
        #expect(again.first?.declaration.icons?.alternates.contains { $0.name == "AppIconMagma" } == true)
        try app.expectNoNewFindings(before: apps, after: again)
        if IndependentReader.hasPBXProj {
            let read = try IndependentReader.pbxproj(
                app.path("LavaSec.xcodeproj/project.pbxproj"),
                """
                ref = project.get_files_by_name('AppIconMagma.icon')[0]
                builds = [b for b in project.objects.get_objects_in_section('PBXBuildFile') if getattr(b, 'fileRef', None) == ref.get_id()]
                phases = [p for p in project.objects.get_objects_in_section('PBXResourcesBuildPhase') if builds[0].get_id() in p.files]
                print(ref.lastKnownFileType, len(builds), len(phases))
                """)
            #expect(read == "folder.iconcomposer.icon 1 1\n")
        }
        try ChangeWriter().apply(try AlternateRemover().plan("AppIconMagma", apps: again, spec: try app.load("project.yml")).changeSet)
        try app.expectUnchanged()
    }

    @Test func anXcodeGenSpecListsTheBundleAndTheName() throws {
        let app = try CorpusCopy("lavasecurity__lavasec-ios")
        defer { app.remove() }
        let bundle = SharedFolder.corpus("lavasecurity__lavasec-ios/LavaSecApp/AppIconEmerald.icon")
        let apps = try app.load("project.yml")
        let plan = try AlternateAdder().plan(try AlternateRequest(name: "AppIconMagma", picture: .open(bundle)), apps: apps)
        try app.expectSnapshot(plan, named: "lavasec-spec-add-icon")
        try ChangeWriter().apply(plan.changeSet)

        let again = try app.load("project.yml")
        #expect(again.first?.declaration.icons?.alternates.contains { $0.name == "AppIconMagma" } == true)
        try app.expectNoNewFindings(before: apps, after: again)
        try ChangeWriter().apply(try AlternateRemover().plan("AppIconMagma", apps: again).changeSet)
        try app.expectUnchanged()
    }

    @Test func aLooseFileAlternateFollowsAnExistingEntry() throws {
        let app = try CorpusCopy("home-assistant__iOS")
        defer { app.remove() }
        let image = app.folder.write("in/Sunset.png", Self.png)
        let apps = try app.load()
        let plan = try AlternateAdder().plan(try AlternateRequest(name: "sunset", picture: .open(image)), apps: apps)
        try app.expectSnapshot(plan, named: "home-assistant-add-files")
        try ChangeWriter().apply(plan.changeSet)

        let again = try app.load()
        for device in again.first?.onEachDevice ?? [] {
            let entry = device.entries.first { $0.icon.name == "sunset" }
            #expect(entry?.images.best != nil, "no file found for sunset on \(device.idiom)")
        }
        let plist = try IndependentReader.plistJSON(app.path("Sources/App/Resources/Info.plist"))
        // Like its siblings, but without UIPrerenderedIcon, which does nothing since iOS 7.
        #expect(plist.contains("\"sunset\": {\"CFBundleIconFiles\": [\"sunset\"]}"))
        try app.expectNoNewFindings(before: apps, after: again)
        try ChangeWriter().apply(try AlternateRemover().plan("sunset", apps: again).changeSet)
        try app.expectUnchanged()
    }

    @Test func anIconBundleIsDrawnFlatForLooseFiles() throws {
        let app = try CorpusCopy("home-assistant__iOS")
        defer { app.remove() }
        let bundle = SharedFolder.corpus("lavasecurity__lavasec-ios/LavaSecApp/AppIconEmerald.icon")
        let apps = try app.load()
        let plan = try AlternateAdder().plan(try AlternateRequest(name: "emerald", picture: .open(bundle)), apps: apps)
        let created = plan.changeSet.changes.filter { $0.kind == .create }.map { AppIcons.fileName($0.path) }
        #expect(created == ["emerald@2x.png", "emerald@3x.png"])
        try ChangeWriter().apply(plan.changeSet)
        let again = try app.load()
        try app.expectNoNewFindings(before: apps, after: again)
        try ChangeWriter().apply(try AlternateRemover().plan("emerald", apps: again).changeSet)
        try app.expectUnchanged()
    }

    @Test func includeAllNeedsNoSettingAndASynchronizedFolderNoReference() throws {
        let app = try CorpusCopy("mikaelacaron__Basic-Car-Maintenance")
        defer { app.remove() }
        let image = app.folder.write("in/Blue.png", Self.png)
        let apps = try app.load()
        let plan = try AlternateAdder().plan(try AlternateRequest(name: "AppIcon-Car-Blue", picture: .open(image)), apps: apps)
        #expect(plan.changeSet.changes.allSatisfy { $0.kind == .create })
        #expect(plan.notes.contains { $0.contains("INCLUDE_ALL_APPICON_ASSETS") })
        try ChangeWriter().apply(plan.changeSet)
        let again = try app.load()
        #expect(again.first?.declaration.icons?.alternates.contains { $0.name == "AppIcon-Car-Blue" } == true)
        try app.expectNoNewFindings(before: apps, after: again)
        try ChangeWriter().apply(try AlternateRemover().plan("AppIcon-Car-Blue", apps: again).changeSet)
        try app.expectUnchanged()
    }

    @Test func anExpoAppJSONGetsThePluginsOwnEntry() throws {
        let folder = TemporaryFolder("expo-add")
        defer { folder.remove() }
        let json = """
            {
              "expo": {
                "name": "Shop",
                "slug": "shop",
                "icon": "./assets/icon.png",
                "plugins": [
                  "expo-router",
                  [
                    "expo-alternate-app-icons",
                    [
                      { "name": "Sunrise", "ios": "./assets/icons/sunrise.png" }
                    ]
                  ]
                ]
              }
            }

            """
        folder.write("app.json", text: json)
        folder.write("package.json", text: "{ \"dependencies\": { \"expo\": \"52.0.0\" } }\n")
        folder.write("assets/icon.png", Self.png)
        folder.write("assets/icons/sunrise.png", Self.darkPNG)
        let copy = CorpusCopy(folder: folder)
        let image = folder.write("in/Night.png", Self.png)
        let apps = try copy.load("app.json")
        let plan = try AlternateAdder().plan(try AlternateRequest(name: "Night", picture: .open(image)), apps: apps)
        try copy.expectSnapshot(plan, named: "expo-add-plugin-entry")
        try ChangeWriter().apply(plan.changeSet)
        let again = try copy.load("app.json")
        #expect(again.first?.declaration.icons?.alternates.map(\.name) == ["Night", "Sunrise"])
        #expect(
            try IndependentReader.json(folder.path + "/app.json").contains("{\"ios\": \"./assets/icons/Night.png\", \"name\": \"Night\"}"))
        try copy.expectNoNewFindings(before: apps, after: again)
        try ChangeWriter().apply(try AlternateRemover().plan("Night", apps: again).changeSet)
        try copy.expectUnchanged(exceptUnder: "in")
    }

    @Test func alternatesDeclaredByHandAreRemovedTheSameWay() throws {
        let catalog = try CorpusCopy("Dimillian__IceCubesApp")
        defer { catalog.remove() }
        let plan = try AlternateRemover().plan("AppIconAlternate3", apps: try catalog.load())
        try ChangeWriter().apply(plan.changeSet)
        let apps = try catalog.load()
        #expect(apps.allSatisfy { app in app.declaration.icons?.alternates.contains { $0.name == "AppIconAlternate3" } == false })
        #expect(
            !FileManager.default.fileExists(atPath: catalog.path("IceCubesApp/Assets.xcassets/AppIconAlternate3.appiconset/Contents.json")))
        try catalog.expectPBXProjSetting(contains: "AppIconAlternate3", configurations: 0)

        let loose = try CorpusCopy("home-assistant__iOS")
        defer { loose.remove() }
        let before = try loose.load()
        let files = InfoPlistAlternate.files(of: "beta", app: try #require(before.first))
        #expect(files.map(AppIcons.fileName).sorted() == ["beta@2x.png", "beta@3x.png"])
        try ChangeWriter().apply(try AlternateRemover().plan("beta", apps: before).changeSet)
        let after = try loose.load()
        #expect(after.first?.onEachDevice.allSatisfy { $0.catalog.icons.allSatisfy { $0.name != "beta" } } == true)
        #expect(files.allSatisfy { !FileManager.default.fileExists(atPath: $0) })
        try loose.expectNoNewFindings(before: before, after: after)
    }

    @Test func refusalsSayWhatToDo() throws {
        let app = try CorpusCopy("Dimillian__IceCubesApp")
        defer { app.remove() }
        let apps = try app.load()
        let small = app.folder.write("in/small.png", PNGFixture.solid(width: 512, height: 512))
        #expect(throws: AdditionError.unusableImage(path: small, reason: "it is 512x512 pixels, not 1024x1024")) {
            try AlternatePicture.open(small)
        }
        let image = try AlternatePicture.open(app.folder.write("in/ok.png", Self.png))
        #expect(throws: AdditionError.nameTaken(name: "appiconalternate3", by: "the alternate AppIconAlternate3")) {
            try AlternateAdder().plan(try AlternateRequest(name: "appiconalternate3", picture: image), apps: apps)
        }
        #expect(throws: AdditionError.self) { try AlternateRequest(name: "Two Words", picture: image) }
        #expect(throws: AdditionError.notDeclared(name: "Nope", path: app.path("IceCubesApp.xcodeproj"))) {
            try AlternateRemover().plan("Nope", apps: apps)
        }
        let tuist = try CorpusCopy("V1taS__Random-Pro")
        defer { tuist.remove() }
        let error = #expect(throws: AdditionError.self) {
            try AlternateAdder().plan(AlternateRequest(name: "New", picture: image), apps: try tuist.load())
        }
        #expect(error?.description.contains("Tuist manifests are Swift programs") == true)
    }
}
