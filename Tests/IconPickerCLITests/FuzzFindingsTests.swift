import Foundation
import TestSupport
import Testing

/// The minimal inputs mutation fuzzing found (`../shared/hostile/fuzz`, see its README), run through
/// the built binary: each gets a clear answer, not a hang, a signal or a runaway allocation. The
/// timeouts are generous ceilings that fail the test, not measurements.
@Suite(.enabled(if: SharedFolder.isPresent, Comment(rawValue: SharedFolder.skipMessage)))
struct FuzzFindingsTests {
    let state = TemporaryFolder("iconpicker-fuzz-state")
    var runner: BinaryRunner { BinaryRunner(stateDirectory: state.path) }

    static func fuzz(_ relative: String) -> String { SharedFolder.hostile("fuzz/" + relative) }

    @Test func aSettingThatNamesItselfTenTimesIsReportedNotExpanded() throws {
        defer { state.remove() }
        let result = try runner.run(["list", Self.fuzz("min-project-selfref")], timeout: 30)
        #expect(result.status == 0, "\(result)")
        #expect(result.stderr.contains("project.pbxproj: PRODUCT_BUNDLE_IDENTIFIER: PRODUCT_BUNDLE_IDENTIFIER expands to more than 65536"))
    }

    @Test func fifteenTriplingSettingsAreOneFinding() throws {
        defer { state.remove() }
        let result = try runner.run(["list", Self.fuzz("min-project-expand")], timeout: 30)
        #expect(result.status == 0, "\(result)")
        #expect(result.stderr.contains("project.pbxproj: V7: V7 expands to more than 65536"), "\(result.stderr)")
    }

    @Test func anXcconfigThatIncludesItselfIsReadOnce() throws {
        defer { state.remove() }
        let result = try runner.run(["list", Self.fuzz("min-project-include")], timeout: 30)
        #expect(result.status == 0, "\(result)")
        #expect(result.stderr.contains("a.xcconfig: #include \"a.xcconfig\": a.xcconfig includes itself"), "\(result.stderr)")
        let lint = try runner.run(["lint", Self.fuzz("min-project-include")], timeout: 30)
        #expect(lint.stdout.contains("[build-setting-unusable]"), "\(lint)")
    }
}
