import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// A real terminal for end-to-end tests: a detached tmux session on its own socket, driven with
/// send-keys and read with capture-pane. Waits poll the screen instead of sleeping.
public final class TmuxSession: @unchecked Sendable {
    public static var isAvailable: Bool {
        ["/usr/bin/tmux", "/usr/local/bin/tmux", "/bin/tmux"].contains { FileManager.default.isExecutableFile(atPath: $0) }
    }

    public static let skipMessage = "tmux is not installed (make deps installs it); end-to-end chooser tests skipped"

    let socket = "iconpicker-test-\(UUID().uuidString.prefix(8))"
    let name = "t"
    private var serverPID: pid_t = 0
    private var panePID: pid_t = 0

    /// Starts `bash` in a width x height terminal with `environment` exported.
    public init(width: Int = 100, height: Int = 32, environment: [String: String]) throws {
        try tmux([
            "new-session", "-d", "-x", "\(width)", "-y", "\(height)", "-s", name,
            "env -i PATH=/usr/bin:/bin HOME=/tmp bash --norc --noprofile",
        ])
        serverPID = pid_t(try tmux(["display-message", "-p", "-t", name, "#{pid}"]).trimmingCharacters(in: .whitespacesAndNewlines)) ?? 0
        panePID =
            pid_t(try tmux(["display-message", "-p", "-t", name, "#{pane_pid}"]).trimmingCharacters(in: .whitespacesAndNewlines)) ?? 0
        let exports = environment.map { "export \($0.key)='\($0.value)'" }.joined(separator: "; ")
        try type("\(exports); PS1='$ '; clear")
    }

    /// Runs tmux and returns what it printed.
    ///
    /// Spawned with posix_spawn and reaped with waitpid, not with Foundation's `Process`: `new-session`
    /// forks the tmux server, which inherits what `Process` waits on, and the wait never ends. Only
    /// stdin, stdout and stderr reach tmux.
    @discardableResult
    func tmux(_ arguments: [String]) throws -> String {
        let outputPath = FileManager.default.temporaryDirectory.appendingPathComponent("tmux-\(UUID().uuidString)").path
        defer { unlink(outputPath) }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, outputPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        // Nothing else may reach tmux: its server outlives this call, and every descriptor it
        // inherited (the test runner's own pipes among them) would stay open as long as it runs.
        // bash closes them all before it becomes tmux.
        let closeAndExec = #"for f in /proc/$$/fd/*; do n=${f##*/}; [ "$n" -gt 2 ] && eval "exec $n>&-"; done 2>/dev/null; exec tmux "$@""#
        let argv = (["bash", "-c", closeAndExec, "bash", "-L", socket] + arguments).map { strdup($0) } + [nil]
        defer { for pointer in argv { free(pointer) } }
        var pid: pid_t = 0
        let status = posix_spawnp(&pid, "bash", &actions, nil, argv, environ)
        guard status == 0 else { throw POSIXError(POSIXErrorCode(rawValue: status) ?? .EINVAL) }
        var exit: Int32 = 0
        while waitpid(pid, &exit, 0) < 0 && errno == EINTR {}
        return FileManager.default.contents(atPath: outputPath).map { String(decoding: $0, as: UTF8.self) } ?? ""
    }

    /// Types a command line and presses Enter.
    public func type(_ line: String) throws {
        try tmux(["send-keys", "-t", name, "-l", line])
        try tmux(["send-keys", "-t", name, "Enter"])
    }

    /// Presses keys by tmux name (Right, Enter, Escape, C-c, q, …).
    public func press(_ keys: String...) throws {
        for key in keys { try tmux(["send-keys", "-t", name, key]) }
    }

    /// Sends text to the program as if typed, escapes included (`ESC [ C`, a mouse report).
    public func send(literally text: String) throws {
        try tmux(["send-keys", "-t", name, "-l", text])
    }

    /// Closes the terminal under the program, as a terminal emulator that dies does: the server is
    /// killed (by its pid), and the pane's terminal closes with it.
    public func hangUp() {
        if serverPID > 0 { kill(serverPID, SIGKILL) }
    }

    public func resize(width: Int, height: Int) throws {
        try tmux(["resize-window", "-t", name, "-x", "\(width)", "-y", "\(height)"])
    }

    /// A tmux format expanded for the pane (`#{mouse_sgr_flag}`: the modes the program in it set).
    public func format(_ format: String) throws -> String {
        try tmux(["display-message", "-p", "-t", name, format]).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// The screen's text, or with colour escapes.
    public func screen(escapes: Bool = false) throws -> String {
        try tmux(["capture-pane", "-p", "-t", name] + (escapes ? ["-e"] : []))
    }

    /// A wait whose condition the screen never met: thrown, so that a step that did not happen fails
    /// the test even where its caller only waits.
    public struct WaitTimedOut: Error, CustomStringConvertible {
        public let expected: String
        public let timeout: Double
        public let screen: String

        public var description: String {
            "the screen did not show \(expected) within \(timeout) s; it shows:\n\(screen)"
        }
    }

    /// Waits until the screen satisfies `condition` and has settled (two captures 40 ms apart agree), and
    /// returns it; throws `WaitTimedOut` if it never does. A frame arrives in pieces on a loaded machine:
    /// without the second capture, a test could assert on half a popup.
    @discardableResult
    public func wait(timeout: Double = 10, awaiting expected: String = "the awaited screen", until condition: (String) -> Bool) throws
        -> String
    {
        let deadline = Date().addingTimeInterval(timeout)
        var previous: String?
        var text = try screen()
        while !condition(text) || text != previous {
            guard Date() < deadline else { throw WaitTimedOut(expected: expected, timeout: timeout, screen: text) }
            previous = condition(text) ? text : nil
            usleep(40_000)
            text = try screen()
        }
        return text
    }

    /// Waits until `fragment` is on the screen and returns the screen; throws `WaitTimedOut` if it never is.
    @discardableResult
    public func wait(for fragment: String, timeout: Double = 10) throws -> String {
        try wait(timeout: timeout, awaiting: "\u{201C}\(fragment)\u{201D}") { $0.contains(fragment) }
    }

    /// Ends the session and its server (and whatever still runs in it). `kill-server` alone is not
    /// enough when the runner passed SIGHUP down ignored: the pane's shell then survives it, and so
    /// does the server waiting for it. Both are killed by pid afterwards.
    public func close() {
        _ = try? tmux(["kill-server"])
        if panePID > 0 {
            kill(-panePID, SIGKILL)
            kill(panePID, SIGKILL)
        }
        if serverPID > 0 { kill(serverPID, SIGKILL) }
        panePID = 0
        serverPID = 0
    }

    deinit { close() }
}
