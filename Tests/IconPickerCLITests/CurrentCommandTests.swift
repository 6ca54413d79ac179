import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
import Glibc
#endif

/// `current` (and `list`) with a state folder the user cannot search: the saved choice read as
/// "(primary)" with no warning, while an unreadable state file warned
/// (hostile/fuzz-2026-11/state-dir-unsearchable). Both now say it the same way. Run as an ordinary
/// user: as root, through setpriv as nobody, since root searches any folder.
@Suite struct CurrentCommandTests {
    static let isRoot = getuid() == 0
    static let canRun = !isRoot || FileManager.default.isExecutableFile(atPath: "/usr/bin/setpriv")

    @Test(.enabled(if: canRun, "needs /usr/bin/setpriv to run as nobody when run as root"))
    func aStateFolderThatCannotBeSearchedWarnsLikeAnUnreadableStateFile() throws {
        let folder = TemporaryFolder("iconpicker-unsearchable")
        defer {
            chmod(folder.path + "/state", 0o700)
            folder.remove()
        }
        chmod(folder.path, 0o777)
        if Self.isRoot { chown(folder.path, 65534, 65534) }
        let state = folder.path + "/state"
        let runner = BinaryRunner(stateDirectory: state, environment: ["HOME": folder.path])
        func run(_ arguments: [String]) throws -> BinaryRunner.Result {
            guard Self.isRoot else { return try runner.run(arguments, in: folder.path) }
            let asNobody = ["--reuid=65534", "--regid=65534", "--clear-groups", BinaryRunner.binaryPath]
            return try runner.run(asNobody + arguments, in: folder.path, executable: "/usr/bin/setpriv")
        }
        #expect(try run(["set", "sunset"]).status == 0)
        #expect(try run(["current"]).stdout == "sunset\n")
        let file = try #require(try FileManager.default.contentsOfDirectory(atPath: state).first { $0.hasSuffix(".json") })

        #expect(chmod(state, 0) == 0)
        let folderResult = try run(["current"])
        #expect(chmod(state, 0o700) == 0)
        #expect(chmod(state + "/" + file, 0) == 0)
        let fileResult = try run(["current"])

        let warning =
            "iconpicker: warning: state/\(file): the saved icon choice cannot be used (Permission denied); showing the primary icon."
        for result in [folderResult, fileResult] {
            #expect(result.status == 0 && result.stdout == "(primary)\n", "\(result)")
            #expect(result.stderr.contains(warning), "\(result)")
        }
    }
}
