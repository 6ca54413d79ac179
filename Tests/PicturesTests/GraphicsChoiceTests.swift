import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
import Glibc
#endif

/// A signal while the terminal's answers to the graphics query are awaited: Ctrl-C or Ctrl-\ then
/// (or a ^C inside an answer, which the terminal turns into SIGINT just the same) killed iconpicker
/// with the terminal left without echo and line editing (hostile/fuzz-2026-11/chooser-ctrlc-during-probe).
/// It still ends by the signal, as the user asked, with the terminal as it was.
@Suite(.serialized) struct GraphicsChoiceTests {
    let state = TemporaryFolder("iconpicker-probe-signal")
    static let demo = BinaryRunner.repositoryRoot + "/Resources/Colourful"
    static let icon = demo + "/Icons/sunset-60@3x.png"

    @Test(
        .enabled(if: ScriptedTerminal.isAvailable, "needs util-linux's setsid"),
        arguments: [
            ([demo], [UInt8]([0x03]), SIGINT),
            ([demo], [0x1C], SIGQUIT),
            ([demo], Array("\u{1B}[?62;\u{03}4c".utf8), SIGINT),
            (["render", icon], [0x03], SIGINT),
            (["--graphics", "sixel", demo], [0x03, 0x03], SIGINT),
        ])
    func aSignalWhileTheAnswersAreAwaitedLeavesTheTerminalAsItWas(arguments: [String], typed: [UInt8], signal: Int32) throws {
        defer { state.remove() }
        let terminal = try ScriptedTerminal(command: [BinaryRunner.binaryPath] + arguments, state: state.path)
        _ = try terminal.read(until: "\u{1B}[c")
        terminal.send(typed)
        #expect(terminal.waitForExit(timeout: 20) == 128 + signal, "ended by the signal")
        let modes = try #require(terminal.modes)
        #expect(modes.c_lflag & tcflag_t(ICANON) != 0, "line editing is back")
        #expect(modes.c_lflag & tcflag_t(ECHO) != 0, "echo is back")
    }
}
