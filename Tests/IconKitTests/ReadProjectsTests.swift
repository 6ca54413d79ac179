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

extension ReadProjectsTests {
    /// A project and the XcodeGen spec beside it name the same xcconfig: one search parses it once
    /// (hostile/fuzz-2026-11/xcconfig-many-lines: a 1 MB file was parsed by both).
    @Test func aSearchParsesAnXCConfigOnceForEveryProjectThatNamesIt() throws {
        let folder = TemporaryFolder("iconpicker-read-xcconfigs")
        defer { folder.remove() }
        folder.write("Base.xcconfig", text: "ASSETCATALOG_COMPILER_APPICON_NAME = First\n")
        let path = folder.path + "/Base.xcconfig"
        let readProjects = ReadProjects()
        let first = XCConfigDocuments(bases: [path], projectFolder: folder.path, parsed: readProjects)
        folder.write("Base.xcconfig", text: "ASSETCATALOG_COMPILER_APPICON_NAME = Second\n")
        let again = XCConfigDocuments(bases: [path], projectFolder: folder.path, parsed: readProjects)
        let afresh = XCConfigDocuments(bases: [path], projectFolder: folder.path)
        for (documents, expected) in [(first, "First"), (again, "First"), (afresh, "Second")] {
            #expect(documents.evaluation(of: path).settings["ASSETCATALOG_COMPILER_APPICON_NAME"]?.value.text == expected)
        }
    }
}
