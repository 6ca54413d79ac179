import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
import Glibc
#endif

/// The release binary is fully static, and a static glibc that looks up a user /etc/passwd does not
/// know goes on to dlopen libnss_systemd, which crashed it (a container run with `-u 12345`, an LDAP or
/// sssd user). The built binary run as such a user must answer as for anyone else. Needs root (to
/// become that user) and setpriv; meaningful with `ICONPICKER_BIN` naming the static release binary.
@Suite struct UnknownUserTests {
    static let canSwitchUser = getuid() == 0 && FileManager.default.isExecutableFile(atPath: "/usr/bin/setpriv")

    @Test(.enabled(if: canSwitchUser, "needs root and /usr/bin/setpriv to run as a user /etc/passwd does not know"))
    func aUserMissingFromEtcPasswdGetsAnAnswerNotACrash() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        let state = folder.folder("state")
        let empty = folder.folder("empty")
        for path in [folder.path, state, empty] { chmod(path, 0o777) }
        let runner = BinaryRunner(stateDirectory: state, environment: ["HOME": folder.path])
        let asStranger = ["--reuid=54321", "--regid=54321", "--clear-groups", BinaryRunner.binaryPath]
        for arguments in [["current"], ["list", "--json"]] {
            let result = try runner.run(asStranger + arguments, in: empty, executable: "/usr/bin/setpriv")
            #expect(result.status == 0, "\(arguments): \(result)")
            #expect(result.stderr.contains("using the bundled demo app"), "\(arguments): \(result)")
        }
    }
}
