import Foundation
import Testing

@testable import IconPickerCLI

#if canImport(Glibc)
import Glibc
#endif

/// Ctrl-\ ends the process by the default action, not through the Swift runtime's backtracer.
///
/// Each case runs in a child process (an exit test): changing this process's SIGQUIT would be
/// inherited by the binaries other tests start meanwhile.
@Suite struct QuitSignalTests {
    static func handler() -> Int {
        var current = sigaction()
        sigaction(SIGQUIT, nil, &current)
        return current.__sigaction_handler.sa_handler.map { unsafeBitCast($0, to: Int.self) } ?? 0
    }

    @Test func anInstalledHandlerGivesWayToTheDefault() async {
        await #expect(processExitsWith: .success) {
            signal(SIGQUIT) { _ in }
            guard QuitSignalTests.handler() > 1 else { exit(2) }
            QuitSignal.endQuietly()
            exit(QuitSignalTests.handler() == 0 ? 0 : 1)  // SIG_DFL
        }
    }

    @Test func anIgnoredQuitStaysIgnored() async {
        await #expect(processExitsWith: .success) {
            signal(SIGQUIT, SIG_IGN)
            QuitSignal.endQuietly()
            exit(QuitSignalTests.handler() == 1 ? 0 : 1)  // SIG_IGN
        }
    }
}
