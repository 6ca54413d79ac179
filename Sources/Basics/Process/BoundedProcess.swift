import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// Runs a program on untrusted input (the system's `cpp` over a repository's Info.plist) within
/// bounds: no standard input, its errors discarded, memory and CPU limited (`ulimit` in a `/bin/sh`
/// that then becomes the program), a wall-clock limit, and a cap on the output read. It runs in a
/// process group of its own, so a child it starts (`cc1`, blocked opening a FIFO the input
/// `#include`s) is killed with it.
public enum BoundedProcess {
    public struct Limits: Sendable {
        public var seconds: Double
        public var outputBytes: Int
        public var memoryBytes: Int

        public init(seconds: Double = 3, outputBytes: Int = 8 << 20, memoryBytes: Int = 512 << 20) {
            self.seconds = seconds
            self.outputBytes = outputBytes
            self.memoryBytes = memoryBytes
        }
    }

    public enum Failure: Error, Equatable, Sendable, CustomStringConvertible {
        case notStarted(reason: String)
        case timedOut(seconds: Double)
        case tooMuchOutput(bytes: Int)
        case failed(status: Int32)

        public var description: String {
            switch self {
            case .notStarted(let reason): "it could not be started (\(reason))"
            case .timedOut(let seconds): "it took more than \(Int(seconds)) s"
            case .tooMuchOutput(let bytes): "it wrote more than \(bytes >> 20) MB"
            case .failed(let status): "it failed (status \(status))"
            }
        }
    }

    /// The program's standard output, once it has exited with status 0.
    public static func run(_ executable: String, _ arguments: [String], limits: Limits = .init()) throws(Failure) -> Data {
        var pipe: [Int32] = [-1, -1]
        guard Glibc.pipe(&pipe) == 0 else { throw .notStarted(reason: String(cString: strerror(errno))) }
        // Neither end may leak into another child this process starts meanwhile.
        _ = fcntl(pipe[0], F_SETFD, FD_CLOEXEC)
        _ = fcntl(pipe[1], F_SETFD, FD_CLOEXEC)
        defer { close(pipe[0]) }
        let pid: pid_t
        do {
            pid = try spawn(executable, arguments, output: pipe[1], limits: limits)
        } catch {
            close(pipe[1])
            throw error
        }
        close(pipe[1])
        let collected = collect(pipe[0], limits: limits)
        // The whole group: the program and whatever it started.
        kill(-pid, SIGKILL)
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        let data = try collected.get()
        let exited = status & 0x7F == 0
        let code = (status >> 8) & 0xFF
        guard exited && code == 0 else { throw .failed(status: exited ? code : -(status & 0x7F)) }
        return data
    }

    /// Starts `/bin/sh -c 'ulimit …; exec "$0" "$@"' executable arguments…` in a new process group.
    private static func spawn(_ executable: String, _ arguments: [String], output: Int32, limits: Limits) throws(Failure) -> pid_t {
        var actions = posix_spawn_file_actions_t()
        var attributes = posix_spawnattr_t()
        posix_spawn_file_actions_init(&actions)
        posix_spawnattr_init(&attributes)
        defer {
            posix_spawn_file_actions_destroy(&actions)
            posix_spawnattr_destroy(&attributes)
        }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_adddup2(&actions, output, 1)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETPGROUP))
        posix_spawnattr_setpgroup(&attributes, 0)
        let script = "ulimit -v \(limits.memoryBytes >> 10); ulimit -t \(Int(limits.seconds.rounded(.up))); exec \"$0\" \"$@\""
        let argv = ["sh", "-c", script, executable] + arguments
        var cStrings = argv.map { strdup($0) }
        defer { for pointer in cStrings { free(pointer) } }
        cStrings.append(nil)
        var pid: pid_t = 0
        let result = posix_spawn(&pid, "/bin/sh", &actions, &attributes, cStrings, environ)
        guard result == 0 else { throw .notStarted(reason: String(cString: strerror(result))) }
        return pid
    }

    /// What the pipe delivers until it closes, within the wall-clock limit and the output cap.
    private static func collect(_ descriptor: Int32, limits: Limits) -> Result<Data, Failure> {
        let deadline = Date().addingTimeInterval(limits.seconds)
        var data = Data()
        var buffer = [UInt8](repeating: 0, count: 64 << 10)
        while true {
            let remaining = deadline.timeIntervalSinceNow
            guard remaining > 0 else { return .failure(.timedOut(seconds: limits.seconds)) }
            var poller = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
            let ready = poll(&poller, 1, Int32(min(remaining, 1) * 1000))
            if ready < 0 && errno == EINTR { continue }
            guard ready > 0 else { continue }
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { return .success(data) }
            data.append(contentsOf: buffer[0..<count])
            guard data.count <= limits.outputBytes else { return .failure(.tooMuchOutput(bytes: limits.outputBytes)) }
        }
    }
}
