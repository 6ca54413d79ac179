import Testing

@testable import SwiftManifest

@Suite struct ManifestProgramTests {
    @Test func literalsAreRead() throws {
        let program = try ManifestProgram(texts: [("Project.swift", "let name = \"App\"")])
        #expect(program.value(of: "name")?.string == "App")
    }
}
