import Foundation
import TestSupport
import Testing

@testable import IconKit

/// One search for an app parses each pbxproj once, however many of its questions read it; a reader
/// outside a search (no `ReadProjects`) reads the file afresh.
@Suite struct ReadProjectsTests {
    @Test func aSearchParsesAProjectOnceAndNothingOutlivesIt() throws {
        let folder = TemporaryFolder("iconpicker-read-projects")
        defer { folder.remove() }
        let readProjects = ReadProjects()
        let reader = XcodeProjectReader(readProjects: readProjects)
        let path = PbxprojFixture.write(in: folder, "App.xcodeproj", targets: [.init("First")])
        #expect(try reader.read(projectPath: path).targets.map(\.name) == ["First"])
        #expect(readProjects.project(at: path)?.targets.map(\.name) == ["First"])

        PbxprojFixture.write(in: folder, "App.xcodeproj", targets: [.init("Second")])
        #expect(try reader.read(projectPath: path).targets.map(\.name) == ["First"], "within one search: the parse already made")
        #expect(try XcodeProjectReader().read(projectPath: path).targets.map(\.name) == ["Second"], "a new search reads it afresh")
    }
}
