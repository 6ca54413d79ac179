import Basics
import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// Ctrl-\ (SIGQUIT) ends iconpicker as it ends any command-line tool.
///
/// The Swift runtime catches SIGQUIT to print a backtrace. That takes seconds, prints a crash report
/// for a key press, and under load was seen never to finish: a `list` of an `.ipa` stayed a zombie
/// behind a stuck `swift-backtrace`, and the test waiting for it hung CI. Handlers installed later
/// (the scratch folder's, the terminal restorer's) then chain to the default action. A SIGQUIT the
/// parent ignores stays ignored.
enum QuitSignal {
    static func endQuietly() {
        guard !SignalDisposition.isIgnored(SIGQUIT) else { return }
        signal(SIGQUIT, SIG_DFL)
    }
}
