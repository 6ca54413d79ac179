import Basics
import Testing

#if canImport(Glibc)
import Glibc
#endif

/// A signal the parent ignores is told apart from one with a handler or the default action. The
/// dispositions are built as values: changing this process's would reach the binaries other tests
/// start meanwhile.
@Suite struct SignalDispositionTests {
    func action(_ handler: (@convention(c) (Int32) -> Void)?) -> sigaction {
        var action = sigaction()
        action.__sigaction_handler.sa_handler = handler
        return action
    }

    @Test func ignoredHandledAndDefault() {
        #expect(SignalDisposition.isIgnored(action(SIG_IGN)))
        #expect(!SignalDisposition.isIgnored(action { _ in }))
        #expect(!SignalDisposition.isIgnored(action(SIG_DFL)))
        #expect(!SignalDisposition.isIgnored(SIGWINCH), "the test run leaves SIGWINCH at its default")
    }
}
