import Foundation
import TestSupport
import Testing

@testable import IconKit

/// A pbxproj is parsed once per process, and again only when its bytes change.
@Suite struct ReadProjectsTests {
    @Test func aRewrittenProjectIsReadAnewAndAnUnchangedOneIsNot() throws {
        let folder = TemporaryFolder("iconpicker-read-projects")
        defer { folder.remove() }
        let readProjects = ReadProjects()
        let reader = XcodeProjectReader(readProjects: readProjects)
        let path = PbxprojFixture.write(in: folder, "App.xcodeproj", targets: [.init("First")])
        #expect(try reader.read(projectPath: path).targets.map(\.name) == ["First"])
        let bytes = try Data(contentsOf: URL(fileURLWithPath: path + "/project.pbxproj"))
        #expect(readProjects.project(at: path, readFrom: bytes)?.targets.map(\.name) == ["First"])

        PbxprojFixture.write(in: folder, "App.xcodeproj", targets: [.init("Second")])
        #expect(try reader.read(projectPath: path).targets.map(\.name) == ["Second"])
        #expect(readProjects.project(at: path, readFrom: bytes) == nil, "the old bytes no longer match")
    }
}
