import Foundation
import TestSupport
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

/// A signal while an `.ipa` is being extracted must still leave no scratch folder: the handler can
/// run on another thread than the one writing, so it defers to the end of the writing. `lint`
/// extracts (it reads pixels); `list` reads the archive in memory and writes nothing. The moments
/// run from before the folder exists to the exit, whose removal a signal cut short (attempt 7 left
/// the folder once while both cores were busy); a process that never ends (a handler that waited on
/// a static being initialized) fails the test instead of hanging it.
@Suite struct IPASignalTests {
    @Test func interruptingAListAtAnyMomentLeavesNothingBehind() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        var entries = [("Payload/Big.app/Info.plist", PlistFixture.xml(PlistFixture.infoPlist()))]
        for index in 0..<150 {
            entries.append(
                ("Payload/Big.app/icon\(index).png", Data((0..<(16 << 10)).map { UInt8(truncatingIfNeeded: $0 &* (index + 3)) })))
        }
        let ipa = try IPAFixture.zip(in: folder, name: "Big.ipa", entries: entries)
        let temporary = folder.folder("tmp")
        // A SIGQUIT before main runs would meet the Swift runtime's backtracer, which main switches off
        // (QuitSignal); this test is about the scratch folder, so the child starts without it.
        let runner = BinaryRunner(
            stateDirectory: folder.path + "/state", environment: ["TMPDIR": temporary, "SWIFT_BACKTRACE": "enable=no"])
        for attempt in 0..<24 {
            let started = try runner.start([attempt.isMultiple(of: 4) ? "list" : "lint", ipa])
            usleep(UInt32(attempt * 5_000))
            let signals = [SIGINT, SIGTERM, SIGQUIT, SIGPIPE, SIGALRM, SIGUSR1, SIGHUP, SIGUSR2]
            kill(started.process.processIdentifier, signals[attempt % signals.count])
            #expect(started.finish(within: 60) != nil, "attempt \(attempt) never ended")
            #expect(try FileManager.default.contentsOfDirectory(atPath: temporary).isEmpty, "attempt \(attempt)")
            for name in (try? FileManager.default.contentsOfDirectory(atPath: temporary)) ?? [] {
                try? FileManager.default.removeItem(atPath: temporary + "/" + name)
            }
        }
    }
}
