import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// A pseudo-terminal playing a terminal: runs a command as the session leader on it (so /dev/tty is
/// the pseudo-terminal), answers the queries it sees with scripted replies, and collects the output.
public final class ScriptedTerminal {
    public static var isAvailable: Bool { FileManager.default.isExecutableFile(atPath: "/usr/bin/setsid") }

    private var master: Int32 = -1
    private var pid: pid_t = 0
    private var output: [UInt8] = []
    private var answers: [String: String]

    /// - Parameters:
    ///   - answers: reply to send once the output contains each query.
    ///   - environment: more variables (`NAME=value`) for the command.
    public init(command: [String], state: String, answers: [String: String] = [:], environment extra: [String] = []) throws {
        self.answers = answers
        var slave: Int32 = -1
        var size = winsize(ws_row: 32, ws_col: 100, ws_xpixel: 0, ws_ypixel: 0)
        guard openpty(&master, &slave, nil, nil, &size) == 0 else { throw POSIXError(.ENODEV) }
        defer { close(slave) }
        // Never blocked by a command that is not reading, or not writing (`send`, `drain`).
        _ = fcntl(master, F_SETFL, fcntl(master, F_GETFL) | O_NONBLOCK)
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        for target: Int32 in [0, 1, 2] { posix_spawn_file_actions_adddup2(&actions, slave, target) }
        posix_spawn_file_actions_addclose(&actions, master)
        let environment =
            [
                "PATH=/usr/bin:/bin", "HOME=/tmp", "TERM=xterm-256color", "LANG=C.UTF-8", "LC_ALL=C.UTF-8",
                "ICONPICKER_STATE_DIR=\(state)",
            ] + extra
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
    public func read(until text: String, timeout: Double = 10) throws -> String {
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

    public struct NotShown: Error, CustomStringConvertible {
        let expected: String
        let output: String
        public var description: String { "the output never contained \(expected.debugDescription); it was:\n\(output.debugDescription)" }
    }

    public func type(_ text: String) {
        send(Array(text.utf8))
    }

    /// Sends `bytes` as typed (or as the terminal's replies), as fast as the command reads them;
    /// false when they could not all be sent within `timeout` seconds (the command stopped reading).
    @discardableResult
    public func send(_ bytes: [UInt8], timeout: Double = 30) -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        var sent = 0
        while sent < bytes.count {
            let count = bytes[sent...].withUnsafeBytes { write(master, $0.baseAddress, $0.count) }
            if count > 0 {
                sent += count
            } else if (errno == EAGAIN || errno == EINTR) && Date() < deadline {
                drain()
            } else {
                return false
            }
        }
        return true
    }

    /// Reads what the command wrote so far without waiting (so a command that writes while it reads
    /// never blocks on a full pseudo-terminal).
    public func drain() {
        var descriptor = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
        while poll(&descriptor, 1, 1) > 0 {
            var buffer = [UInt8](repeating: 0, count: 65_536)
            let count = Glibc.read(master, &buffer, buffer.count)
            guard count > 0 else { return }
            output += buffer.prefix(count)
        }
    }

    /// The terminal's modes now (after the command ended: what it left the user's shell with).
    public var modes: termios? {
        var modes = termios()
        return tcgetattr(master, &modes) == 0 ? modes : nil
    }

    /// The command's exit status, or nil if it has not ended within `timeout` seconds.
    public func waitForExit(timeout: Double = 10) -> Int32? {
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
