import Basics
import Testing

#if canImport(Glibc)
import Glibc
#endif

/// A signal the parent ignores is told apart from one with a handler or the default action.
@Suite(.serialized) struct SignalDispositionTests {
    @Test func ignoredHandledAndDefault() {
        var saved = sigaction()
        sigaction(SIGUSR2, nil, &saved)
        defer { sigaction(SIGUSR2, &saved, nil) }
        signal(SIGUSR2, SIG_IGN)
        #expect(SignalDisposition.isIgnored(SIGUSR2))
        signal(SIGUSR2) { _ in }
        #expect(!SignalDisposition.isIgnored(SIGUSR2))
        signal(SIGUSR2, SIG_DFL)
        #expect(!SignalDisposition.isIgnored(SIGUSR2))
    }
}
