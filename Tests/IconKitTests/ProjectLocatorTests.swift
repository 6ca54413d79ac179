import Foundation
import TestSupport
import Testing

@testable import IconKit

/// Xcode projects found in a folder the way a person looks for them.
@Suite struct ProjectLocatorTests {
    let app = [PbxprojFixture.Target("App")]

    func standardized(_ path: String) -> String { URL(fileURLWithPath: path).standardizedFileURL.path }

    @Test func findsAProjectAFewLevelsDownAndSkipsDependencies() throws {
        let folder = TemporaryFolder("iconpicker-locate")
        defer { folder.remove() }
        for skipped in ["node_modules/lib", "Pods", "Carthage/Checkouts/x", "vendor", ".build/x", "DerivedData"] {
            PbxprojFixture.write(in: folder, skipped + "/Other.xcodeproj", targets: app)
        }
        #expect(try ProjectLocator().locate(in: folder.path)?.path == nil)
        let project = PbxprojFixture.write(in: folder, "ios/App/App.xcodeproj", targets: app)
        #expect(try ProjectLocator().locate(in: folder.path)?.path == standardized(project))
    }

    /// raivo-otp's project.pbxproj was committed with merge-conflict markers: Xcode cannot open it, so
    /// neither may iconpicker quietly read the Info.plist beside it instead.
    @Test func aProjectThatCannotBeReadIsTheAnswerNotTheBareInfoPlist() throws {
        let folder = TemporaryFolder("iconpicker-locate")
        defer { folder.remove() }
        let broken = folder.write(
            "App.xcodeproj/project.pbxproj",
            text: "// !$*UTF8*$!\n{\n<<<<<<< HEAD\n\tobjectVersion = 54;\n=======\n\tobjectVersion = 53;\n>>>>>>> x\n}\n")
        #expect(throws: PropertyListError.self) { try ProjectLocator().locate(in: folder.path) }
        let error = try #require(throws: PropertyListError.self) { try ProjectLocator().locate(in: folder.path) }
        #expect("\(error)".contains(broken))
        #expect("\(error)".contains("merge-conflict markers (line 3)"), "\(error)")
        // A readable project with an app elsewhere in the folder is still found.
        let good = PbxprojFixture.write(in: folder, "ios/Good.xcodeproj", targets: app)
        #expect(try ProjectLocator().locate(in: folder.path)?.path == standardized(good))
    }

    @Test func theShallowestProjectWithAnAppWins() throws {
        let folder = TemporaryFolder("iconpicker-locate")
        defer { folder.remove() }
        let deep = PbxprojFixture.write(in: folder, "Sample/Example/Example.xcodeproj", targets: app)
        PbxprojFixture.write(in: folder, "Library.xcodeproj", targets: [.init("Kit", productType: "com.apple.product-type.framework")])
        #expect(try ProjectLocator().locate(in: folder.path)?.path == standardized(deep), "a project without an app is not the one")
        let top = PbxprojFixture.write(in: folder, "Sample.xcodeproj", targets: app)
        #expect(try ProjectLocator().locate(in: folder.path)?.path == standardized(top))
    }

    @Test func aWorkspaceStandsForItsAppProjectNotItsPods() throws {
        let folder = TemporaryFolder("iconpicker-locate")
        defer { folder.remove() }
        let project = PbxprojFixture.write(in: folder, "ios/Runner.xcodeproj", targets: app)
        PbxprojFixture.write(in: folder, "ios/Pods/Pods.xcodeproj", targets: app)
        folder.write(
            "ios/Runner.xcworkspace/contents.xcworkspacedata",
            text: """
                <?xml version="1.0" encoding="UTF-8"?>
                <Workspace version = "1.0">
                   <FileRef location = "group:Runner.xcodeproj"></FileRef>
                   <FileRef location = "group:Pods/Pods.xcodeproj"></FileRef>
                </Workspace>
                """)
        #expect(try ProjectLocator().locate(in: folder.path)?.path == standardized(project))
        #expect(try AppLocator().locate(folder.path + "/ios/Runner.xcworkspace").project?.path == standardized(project))
    }

    @Test func twoEquallyGoodProjectsAreAQuestion() throws {
        let folder = TemporaryFolder("iconpicker-locate")
        defer { folder.remove() }
        PbxprojFixture.write(in: folder, "One/One.xcodeproj", targets: app)
        PbxprojFixture.write(in: folder, "Two/Two.xcodeproj", targets: app)
        #expect(throws: InputError.self) { try ProjectLocator().locate(in: folder.path) }
    }

    @Test func aProjectWinsOverTheInfoPlistItBuildsAndABarePlistSaysSo() throws {
        let folder = TemporaryFolder("iconpicker-locate")
        defer { folder.remove() }
        folder.write(
            "App/Info.plist",
            PlistFixture.xml([
                "CFBundleIdentifier": "$(PRODUCT_BUNDLE_IDENTIFIER)",
                "CFBundleIcons": ["CFBundlePrimaryIcon": ["CFBundleIconFiles": ["icon"]]],
            ]))
        let bare = try TestApp.load(folder.path, idiom: .iphone)
        #expect(bare.source == .bareInfoPlist && bare.project == nil)
        let targets = [
            PbxprojFixture.Target("App", settings: ["INFOPLIST_FILE": "App/Info.plist", "PRODUCT_BUNDLE_IDENTIFIER": "com.example.app"])
        ]
        PbxprojFixture.write(in: folder, "App.xcodeproj", targets: targets)
        let built = try TestApp.load(folder.path, idiom: .iphone)
        #expect(built.source == .project && built.project?.target == "App")
        #expect(built.stateKey == "com.example.app")
    }
}

/// Loose icon files a target's Resources phase copies from outside the project's folder.
@Suite struct ResourcePhaseFileTests {
    @Test func aLooseIconOutsideTheProjectFolderIsFoundAsTheBuildCopiesIt() throws {
        let folder = TemporaryFolder("iconpicker-resources")
        defer { folder.remove() }
        folder.write(
            "app/App/Info.plist",
            PlistFixture.xml(PlistFixture.infoPlist(primary: ["icon"], alternates: ["Windmill": (["windmill"], 1)])))
        folder.write("app/App/icon@2x.png", PNGFixture.solid(width: 120, height: 120))
        folder.write("images/icons/windmill@2x.png", PNGFixture.solid(width: 120, height: 120))
        let target = PbxprojFixture.Target(
            "App", settings: ["INFOPLIST_FILE": "App/Info.plist"], resources: ["../images/icons/windmill@2x.png"])
        PbxprojFixture.write(in: folder, "app/App.xcodeproj", targets: [target])
        let app = try TestApp.load(folder.path + "/app", idiom: .iphone)
        let windmill = try #require(app.entries.first { $0.icon.name == "Windmill" })
        #expect(windmill.images.best?.path == URL(fileURLWithPath: folder.path + "/images/icons/windmill@2x.png").standardizedFileURL.path)
        #expect(!windmill.images.problems.contains { $0.kind == .missingIconFile })
    }
}
