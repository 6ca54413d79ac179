import Foundation
import Testing

@testable import IconPickerCLI

#if canImport(Glibc)
import Glibc
#endif

/// Ctrl-\ ends the process by the default action, not through the Swift runtime's backtracer.
@Suite(.serialized) struct QuitSignalTests {
    func handler() -> Int {
        var current = sigaction()
        sigaction(SIGQUIT, nil, &current)
        return current.__sigaction_handler.sa_handler.map { unsafeBitCast($0, to: Int.self) } ?? 0
    }

    @Test func anInstalledHandlerGivesWayToTheDefault() {
        var saved = sigaction()
        sigaction(SIGQUIT, nil, &saved)
        defer { sigaction(SIGQUIT, &saved, nil) }
        signal(SIGQUIT) { _ in }
        #expect(handler() > 1)
        QuitSignal.endQuietly()
        #expect(handler() == 0, "SIG_DFL")
    }

    @Test func anIgnoredQuitStaysIgnored() {
        var saved = sigaction()
        sigaction(SIGQUIT, nil, &saved)
        defer { sigaction(SIGQUIT, &saved, nil) }
        signal(SIGQUIT, SIG_IGN)
        QuitSignal.endQuietly()
        #expect(handler() == 1, "SIG_IGN")
    }
}
