import Foundation
import TestSupport
import Testing

@testable import IconPickerCLI

/// The text report as people and editors read it, pinned whole.
@Suite final class LintTextReportTests {
    let state = TemporaryFolder("iconpicker-lint-text-state")
    deinit { state.remove() }

    @Test func theBrokenAppsReport() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        _ = LintCommandTests.brokenApp(in: folder)
        let result = try BinaryRunner(stateDirectory: state.path).run(["lint", "App/Info.plist"], in: folder.path)
        #expect(Snapshot.mismatch(result.stdout, named: "lint-broken") == nil)
    }
}
