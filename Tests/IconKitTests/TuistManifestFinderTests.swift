import Foundation
import TestSupport
import Testing

@testable import IconKit

/// Where a Tuist project is found, and what wins over it.
@Suite struct TuistManifestFinderTests {
    static func manifest(_ name: String, product: String = "app", destinations: String = ".iOS") -> String {
        """
        import ProjectDescription
        let project = Project(name: "\(name)", targets: [
            .target(name: "\(name)", destinations: \(destinations), product: .\(product), bundleId: "com.example.\(name)")
        ])
        """
    }

    @Test func aFolderWithProjectSwiftIsTheAppNeverTheDemo() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        folder.write("Project.swift", text: Self.manifest("Solo"))
        let location = try AppLocator().locate(nil, workingDirectory: folder.path)
        #expect(location.source == .project)
        #expect(location.project?.isTuistManifest == true)
        #expect(location.project?.targets.map(\.name) == ["Solo"])
        // A Swift file named so that does not import ProjectDescription is not Tuist's.
        folder.write("Other/Project.swift", text: "let project = 1")
        #expect(TuistManifestFinder.manifests(in: folder.path + "/Other").isEmpty)
    }

    @Test func aCommittedXcodeProjectWins() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        folder.write("Project.swift", text: Self.manifest("Solo"))
        PbxprojFixture.write(in: folder, "Solo.xcodeproj", targets: [.init("Solo", settings: ["INFOPLIST_FILE": "Info.plist"])])
        let location = try AppLocator().locate(nil, workingDirectory: folder.path)
        #expect(location.project?.path.hasSuffix("Solo.xcodeproj") == true)
    }

    @Test func aWorkspaceWithSeveralAppsIsAChoiceAndOneAppIsRead() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        folder.write(
            "Workspace.swift", text: "import ProjectDescription\nlet workspace = Workspace(name: \"W\", projects: [\"Apps/*\", \"Kit\"])")
        folder.write("Apps/One/Project.swift", text: Self.manifest("One"))
        folder.write("Apps/Two/Project.swift", text: Self.manifest("Two"))
        folder.write("Kit/Project.swift", text: Self.manifest("Kit", product: "framework"))
        #expect(
            TuistManifestFinder.manifests(in: folder.path)
                == ["Apps/One", "Apps/Two", "Kit"].map { folder.path + "/" + $0 + "/Project.swift" })
        do {
            _ = try AppLocator().locate(nil, workingDirectory: folder.path)
            Issue.record("two apps were not a choice")
        } catch InputError.projectChoice(_, let message, let options) {
            #expect(message.contains("several Tuist projects"))
            #expect(options == ["Apps/One", "Apps/Two"].map { folder.path + "/" + $0 + "/Project.swift" })
        }
        let one = try AppLocator().locate(folder.path + "/Apps/One/Project.swift")
        #expect(one.project?.name == "One")
        try FileManager.default.removeItem(atPath: folder.path + "/Apps/Two")
        #expect(try AppLocator().locate(folder.path + "/Workspace.swift").project?.name == "One")
    }

    /// Hedvig's ugglan: a macOS code generator's project beside the iOS app's is no second candidate.
    @Test func aMacOSAppsProjectDoesNotCompeteWithTheIOSApps() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        folder.write("Tuist.swift", text: "import ProjectDescription\nlet tuist = Tuist()")
        folder.write("Projects/App/Project.swift", text: Self.manifest("App"))
        folder.write("Projects/Codegen/Project.swift", text: Self.manifest("Codegen", destinations: ".macOS"))
        #expect(try AppLocator().locate(nil, workingDirectory: folder.path).project?.name == "App")
    }

    @Test func aTuistRootFindsTheManifestsBelowIt() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        folder.write("Tuist.swift", text: "import ProjectDescription\nlet tuist = Tuist()")
        folder.write("Projects/App/Project.swift", text: Self.manifest("App"))
        folder.write("Projects/Core/Project.swift", text: Self.manifest("Core", product: "framework"))
        #expect(try AppLocator().locate(nil, workingDirectory: folder.path).project?.name == "App")
    }
}
