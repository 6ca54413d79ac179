import Foundation
import TestSupport
import Testing

@testable import IconKit

/// `InfoPlistLocator`: the facts an error needs are recorded when it is thrown.
@Suite struct InfoPlistLocatorTests {
    @Test func aFolderWithAnXcodeProjectButNoInfoPlistSaysToPassTheProject() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        _ = folder.folder("App.xcodeproj")
        let error = try #require(throws: InputError.self) { try InfoPlistLocator().locate(folder.path) }
        #expect(error == .noInfoPlist(folder: folder.path, holdsXcodeProject: true))
        #expect(error.description.hasSuffix("(This folder holds an Xcode project: pass the .xcodeproj itself.)"))
    }

    @Test func theDescriptionDoesNotReadTheFolderAgain() throws {
        let folder = TemporaryFolder()
        let error = try #require(throws: InputError.self) { try InfoPlistLocator().locate(folder.path) }
        let before = error.description
        _ = folder.folder("Late.xcodeproj")
        #expect(error.description == before)
        folder.remove()
        #expect(error == .noInfoPlist(folder: folder.path, holdsXcodeProject: false))
        #expect(!error.description.contains("Xcode project"))
    }
}
