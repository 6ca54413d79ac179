import Foundation
import TestSupport
import Testing

/// Sizes and scales no real catalog holds (`1e19`, `inf`, `nan`, 20-digit scales) reached
/// `Int(Double)` and killed `lint` with SIGILL (hostile/fuzz/min-lint-size-1e308). Through the
/// built binary, each is now an ordinary finding.
@Suite struct NumericInputTests {
    let state = TemporaryFolder("iconpicker-numeric-state")
    var runner: BinaryRunner { BinaryRunner(stateDirectory: state.path) }

    @Test(arguments: ["1e19x1e19", "infxinf", "nanxnan", "-1e308x-1e308", "1e400x1e400"])
    func aCatalogSizeOutOfEveryRangeIsAFindingNotASignal(size: String) throws {
        let folder = TemporaryFolder()
        defer {
            folder.remove()
            state.remove()
        }
        let app = folder.path + "/Colourful"
        try FileManager.default.copyItem(atPath: BinaryRunner.repositoryRoot + "/Resources/Colourful", toPath: app)
        let contents =
            "{\"images\":[{\"idiom\":\"iphone\",\"size\":\"\(size)\",\"scale\":\"99999999999999999999x\",\"filename\":\"a.png\"},"
            + "{\"idiom\":\"iphone\",\"size\":\"\(size)\",\"scale\":\"2x\",\"filename\":\"a.png\"}]}"
        folder.write("Colourful/Assets.xcassets/AppIcon.appiconset/Contents.json", text: contents)
        let lint = try runner.run(["lint", app], timeout: 60)
        #expect(lint.status == 1, "findings, not a signal: \(lint)")
        #expect(lint.stdout.contains("[catalog-unknown-size]"), "\(lint)")
        let list = try runner.run(["list", app], timeout: 60)
        #expect(list.status == 0, "\(list)")
    }

    @Test(.enabled(if: SharedFolder.isPresent, Comment(rawValue: SharedFolder.skipMessage)))
    func theFuzzersMinimalCatalogLintsToFindings() throws {
        defer { state.remove() }
        let result = try runner.run(["lint", SharedFolder.hostile("fuzz/min-lint-size-1e308/app")], timeout: 60)
        #expect(result.status == 1, "\(result)")
        #expect(result.stdout.contains("the iphone 1e+19x1e+19 @2x slot"), "\(result)")
    }
}
