import Foundation
import TestSupport
import Testing

@testable import IconKit
@testable import IconPickerCLI

@Suite struct ListTableTests {
    @Test func pathsAreRelativeToTheWorkingDirectoryButNeverToTheRoot() throws {
        let app = try TestApp.load(nil, idiom: .iphone)
        let inside = ListTable(app: app, current: nil, unicode: true, workingDirectory: BinaryRunner.repositoryRoot)
        #expect(inside.display(BinaryRunner.repositoryRoot + "/Resources/x.png") == "Resources/x.png")
        let atRoot = ListTable(app: app, current: nil, unicode: true, workingDirectory: "/")
        #expect(atRoot.display("/tmp/x.png") == "/tmp/x.png")
        let elsewhere = ListTable(app: app, current: nil, unicode: true, workingDirectory: "/somewhere/else")
        #expect(elsewhere.display("/tmp/x.png") == "/tmp/x.png")
    }
}
