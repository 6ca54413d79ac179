import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
import Glibc
#endif

/// The chooser where pictures were asked for and cannot be shown: it draws symbols and says why, on
/// its status line and again on standard error when it ends. tmux 3.3 (Debian 12) answers DA1 without
/// sixel and has no iTerm2 images of its own; a terminal that does not report its cell size cannot be
/// given sixel pictures of the right size.
@Suite(.serialized) struct ChooserGraphicsFallbackTests {
    let state = TemporaryFolder("iconpicker-gfx-fallback")
    var binary: String { BinaryRunner.binaryPath }

    /// A sixel terminal (DA1 with 4) that answers no cell-size query, with no pixels in TIOCGWINSZ.
    @Test(.enabled(if: ScriptedTerminal.isAvailable, "needs util-linux's setsid"))
    func sixelWithoutACellSizeFallsBackAndSaysWhy() throws {
        defer { state.remove() }
        let terminal = try ScriptedTerminal(
            command: [binary, "--graphics", "sixel"], state: state.path, answers: ["\u{1B}[c": "\u{1B}[?62;4;22c"])
        let screen = try terminal.read(until: "did not report its cell size")
        #expect(screen.contains("Colourful (demo)"), "the chooser runs, with symbols")
        #expect(!screen.contains("\u{1B}P0;1;0q"), "no sixel was sent")
        terminal.type("q")
        let rest = try terminal.read(until: "iconpicker: Symbols: the terminal did not report its cell size in pixels")
        #expect(rest.contains("which sixel needs."))
        #expect(terminal.waitForExit() == 0)
    }

    /// The same terminal reporting its cell size (CSI 16t): sixel tiles, and no complaint.
    @Test(.enabled(if: ScriptedTerminal.isAvailable, "needs util-linux's setsid"))
    func sixelWithACellSizeDrawsPictures() throws {
        defer { state.remove() }
        let terminal = try ScriptedTerminal(
            command: [binary, "--graphics", "sixel"], state: state.path, answers: ["\u{1B}[c": "\u{1B}[6;20;10t\u{1B}[?62;4;22c"])
        let screen = try terminal.read(until: "\u{1B}P0;1;0q")
        #expect(!screen.contains("cell size"))
        terminal.type("q")
        #expect(terminal.waitForExit() == 0)
    }
}

/// The chooser inside tmux 3.3a asked for sixel or iTerm2 images: symbols, and the reason.
@Suite(.enabled(if: TmuxSession.isAvailable, Comment(rawValue: TmuxSession.skipMessage)), .serialized)
struct ChooserGraphicsInsideTmuxTests {
    let state = TemporaryFolder("iconpicker-gfx-tmux")
    var binary: String { BinaryRunner.binaryPath }

    @Test(arguments: [
        ("sixel", "cannot show sixel (3.4 built with it can); kitty works in tmux"),
        ("iterm", "tmux wipes iTerm2 images on redraw; run outside tmux to see pixels"),
    ])
    func picturesTmuxCannotKeepFallBackToSymbolsAndSayWhy(graphics: String, reason: String) throws {
        defer { state.remove() }
        let tmux = try TmuxSession(
            width: 100, height: 32,
            // TMUX as tmux sets it for its panes (the session's shell starts with a cleared environment).
            environment: [
                "TERM": "tmux-256color", "LANG": "C.UTF-8", "LC_ALL": "C.UTF-8", "ICONPICKER_STATE_DIR": state.path,
                "TMUX": "/tmp/tmux-test,1,0", "TERM_PROGRAM": "tmux",
            ])
        defer { tmux.close() }
        try tmux.type("cd \(state.path); \(binary) --graphics \(graphics); echo EXIT=$?")
        let screen = try tmux.wait(awaiting: "the reason on the status line") { $0.contains(reason) }
        #expect(screen.contains("\u{2584}") || screen.contains("\u{2580}") || screen.contains("\u{259F}"), "symbol art")
        try tmux.press("q")
        let after = try tmux.wait(awaiting: "the chooser to end") { $0.contains("EXIT=0") }
        #expect(after.contains("iconpicker: Symbols:"), "the reason is printed again")
    }
}

/// A pseudo-terminal playing a terminal: runs a command as the session leader on it (so /dev/tty is
/// the pseudo-terminal), answers the queries it sees with scripted replies, and collects the output.
final class ScriptedTerminal {
    static var isAvailable: Bool { FileManager.default.isExecutableFile(atPath: "/usr/bin/setsid") }

    private var master: Int32 = -1
    private var pid: pid_t = 0
    private var output: [UInt8] = []
    private var answers: [String: String]

    /// - Parameter answers: reply to send once the output contains each query.
    init(command: [String], state: String, answers: [String: String]) throws {
        self.answers = answers
        var slave: Int32 = -1
        var size = winsize(ws_row: 32, ws_col: 100, ws_xpixel: 0, ws_ypixel: 0)
        guard openpty(&master, &slave, nil, nil, &size) == 0 else { throw POSIXError(.ENODEV) }
        defer { close(slave) }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        for target: Int32 in [0, 1, 2] { posix_spawn_file_actions_adddup2(&actions, slave, target) }
        posix_spawn_file_actions_addclose(&actions, master)
        let environment = [
            "PATH=/usr/bin:/bin", "HOME=/tmp", "TERM=xterm-256color", "LANG=C.UTF-8", "LC_ALL=C.UTF-8",
            "ICONPICKER_STATE_DIR=\(state)",
        ]
        let argv = (["setsid", "-w", "-c"] + command).map { strdup($0) } + [nil]
        let envp = environment.map { strdup($0) } + [nil]
        defer { for pointer in argv + envp { free(pointer) } }
        let status = posix_spawn(&pid, "/usr/bin/setsid", &actions, nil, argv, envp)
        guard status == 0 else { throw POSIXError(POSIXErrorCode(rawValue: status) ?? .EINVAL) }
    }

    deinit {
        if pid > 0 {
            kill(pid, SIGKILL)
            var status: Int32 = 0
            waitpid(pid, &status, 0)
        }
        close(master)
    }

    /// Reads until the output contains `text` (answering queries on the way) and returns all of it.
    func read(until text: String, timeout: Double = 10) throws -> String {
        let deadline = Date().addingTimeInterval(timeout)
        while true {
            let received = String(decoding: output, as: UTF8.self)
            if received.contains(text) { return received }
            guard Date() < deadline else { throw NotShown(expected: text, output: received) }
            var descriptor = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
            guard poll(&descriptor, 1, 50) > 0 else { continue }
            var buffer = [UInt8](repeating: 0, count: 65_536)
            let count = Glibc.read(master, &buffer, buffer.count)
            guard count > 0 else { throw NotShown(expected: text, output: received) }
            output += buffer.prefix(count)
            answerQueries()
        }
    }

    private func answerQueries() {
        let received = String(decoding: output, as: UTF8.self)
        for (query, reply) in answers where received.contains(query) {
            answers.removeValue(forKey: query)
            type(reply)
        }
    }

    struct NotShown: Error, CustomStringConvertible {
        let expected: String
        let output: String
        var description: String { "the output never contained \(expected.debugDescription); it was:\n\(output.debugDescription)" }
    }

    func type(_ text: String) {
        _ = text.withCString { write(master, $0, strlen($0)) }
    }

    /// The command's exit status, or nil if it has not ended within `timeout` seconds.
    func waitForExit(timeout: Double = 10) -> Int32? {
        let deadline = Date().addingTimeInterval(timeout)
        var status: Int32 = 0
        while Date() < deadline {
            var descriptor = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
            if poll(&descriptor, 1, 20) > 0 {
                var buffer = [UInt8](repeating: 0, count: 65_536)
                let count = Glibc.read(master, &buffer, buffer.count)
                if count > 0 { output += buffer.prefix(count) }
            }
            if waitpid(pid, &status, WNOHANG) == pid {
                pid = 0
                return (status & 0x7F) == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
            }
        }
        return nil
    }
}
