import CSpawn
import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// One running `iconpicker-svg`: started with `posix_spawn` in its own process group, its standard
/// input and output one end of a socket pair (a socket, not pipes, so a write to a helper that has
/// died fails with EPIPE instead of raising SIGPIPE in iconpicker), standard error a non-blocking
/// pipe that iconpicker reads only to tell why the helper died (librsvg's warnings must not reach
/// the chooser's screen; a full pipe drops them, never blocks the helper), no other descriptor,
/// default signal handling, and no Swift backtracer (a crash is reported by iconpicker, at once).
final class SVGHelperProcess {
    let processID: pid_t
    private var socket: Int32
    /// The read end of the helper's standard error.
    private var errors: Int32
    private var reaped = false

    /// Why an exchange failed.
    enum Failure: Error, Equatable {
        /// No answer within the time limit.
        case timedOut
        /// The helper closed its end (it exited or crashed).
        case closed
        /// A reply longer than the caller allows.
        case oversized(Int)
    }

    private init(processID: pid_t, socket: Int32, errors: Int32) {
        self.processID = processID
        self.socket = socket
        self.errors = errors
    }

    deinit {
        stop()
    }

    /// `posix_spawn`'s (or `socketpair`'s) errno.
    struct StartFailure: Error {
        let code: Int32
    }

    /// Starts `executable`, trying again for a while when it is "busy": a file just written is, while
    /// any process forked in the meantime still holds it open for writing (tests write stand-ins).
    static func start(executable: String) -> Result<SVGHelperProcess, StartFailure> {
        var result = startOnce(executable: executable)
        for _ in 0..<50 {
            guard case .failure(let failure) = result, failure.code == ETXTBSY else { break }
            usleep(2_000)
            result = startOnce(executable: executable)
        }
        return result
    }

    /// Starts `executable` with descriptors 0–2 only.
    private static func startOnce(executable: String) -> Result<SVGHelperProcess, StartFailure> {
        var ends: [Int32] = [-1, -1]
        var errorEnds: [Int32] = [-1, -1]
        guard socketpair(AF_UNIX, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0, &ends) == 0 else {
            return .failure(StartFailure(code: errno))
        }
        defer { close(ends[1]) }
        guard pipe2(&errorEnds, O_CLOEXEC | O_NONBLOCK) == 0 else {
            let code = errno
            close(ends[0])
            return .failure(StartFailure(code: code))
        }
        defer { close(errorEnds[1]) }
        guard let parentEnd = aboveStandardDescriptors(ends[0]), let errorEnd = aboveStandardDescriptors(errorEnds[0]) else {
            let code = errno
            close(ends[0])
            close(errorEnds[0])
            return .failure(StartFailure(code: code))
        }
        ends[0] = parentEnd
        errorEnds[0] = errorEnd
        var processID: pid_t = 0
        let status = spawn(executable, processID: &processID, socket: ends[1], standardError: errorEnds[1])
        guard status == 0 else {
            close(ends[0])
            close(errorEnds[0])
            return .failure(StartFailure(code: status))
        }
        _ = fcntl(ends[0], F_SETFL, fcntl(ends[0], F_GETFL) | O_NONBLOCK)
        SVGHelperExitReaper.shared.add(processID)
        return .success(SVGHelperProcess(processID: processID, socket: ends[0], errors: errorEnds[0]))
    }

    /// `posix_spawn` of the helper in its own process group, `socket` as its standard input and
    /// output, `standardError` as its standard error, nothing else open, every signal at its default.
    private static func spawn(_ executable: String, processID: inout pid_t, socket: Int32, standardError: Int32) -> Int32 {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, socket, STDIN_FILENO)
        posix_spawn_file_actions_adddup2(&actions, socket, STDOUT_FILENO)
        posix_spawn_file_actions_adddup2(&actions, standardError, STDERR_FILENO)
        posix_spawn_file_actions_addclosefrom_np(&actions, STDERR_FILENO + 1)
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var unblocked = sigset_t()
        sigemptyset(&unblocked)
        posix_spawnattr_setsigmask(&attributes, &unblocked)
        var defaults = sigset_t()
        sigfillset(&defaults)
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setpgroup(&attributes, 0)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETPGROUP))
        var spawned: pid_t = 0
        let status = withCStrings([executable]) { arguments in
            withCStrings(environment()) { variables in
                posix_spawn(&spawned, executable, &actions, &attributes, arguments, variables)
            }
        }
        processID = spawned
        return status
    }

    /// `descriptor`, or a duplicate of it numbered 3 or more (the original closed); nil when none
    /// can be made. Run with a standard descriptor closed (`2>&-`, `>&-`), `socketpair` hands out
    /// that number: iconpicker's end there would take its warnings or its output into the helper,
    /// which reads them as a request and stops (the next SVG layer was left out).
    private static func aboveStandardDescriptors(_ descriptor: Int32) -> Int32? {
        guard descriptor <= STDERR_FILENO else { return descriptor }
        let moved = fcntl(descriptor, F_DUPFD_CLOEXEC, STDERR_FILENO + 1)
        guard moved >= 0 else { return nil }
        close(descriptor)
        return moved
    }

    /// iconpicker's environment without a Swift backtracer: symbolicating a crash takes seconds,
    /// and the crash is reported as an error anyway.
    private static func environment() -> [String] {
        var variables: [String] = []
        var entry = environ
        while let pointer = entry.pointee {
            let variable = String(cString: pointer)
            if !variable.hasPrefix("SWIFT_BACKTRACE=") { variables.append(variable) }
            entry += 1
        }
        variables.append("SWIFT_BACKTRACE=enable=no")
        return variables
    }

    /// True while the helper runs; reaps it when it has exited on its own (idle).
    var isRunning: Bool {
        guard !reaped else { return false }
        return reap(blocking: false) == nil && !reaped
    }

    /// Sends a request and reads its reply, both before `deadline`.
    func exchange(_ payload: Data, maxReply: Int, deadline: ContinuousClock.Instant) -> Result<Data, Failure> {
        // What the helper said about earlier requests is dropped: only this one's ending is looked at.
        _ = readStandardError()
        for part in [SVGHelperWire.header(of: payload), payload] {
            if let failure = send(part, deadline: deadline) { return .failure(failure) }
        }
        var header = Data(count: 4)
        if let failure = receive(into: &header, deadline: deadline) { return .failure(failure) }
        let length = header.withUnsafeBytes { Int(UInt32(littleEndian: $0.loadUnaligned(as: UInt32.self))) }
        guard length <= maxReply else { return .failure(.oversized(length)) }
        var reply = Data(count: length)
        if let failure = receive(into: &reply, deadline: deadline) { return .failure(failure) }
        return .success(reply)
    }

    private func send(_ data: Data, deadline: ContinuousClock.Instant) -> Failure? {
        var sent = 0
        while sent < data.count {
            let wrote = data.withUnsafeBytes { buffer in
                Glibc.send(socket, buffer.baseAddress.map { $0 + sent }, data.count - sent, Int32(MSG_NOSIGNAL))
            }
            if wrote > 0 {
                sent += wrote
            } else if wrote < 0 && (errno == EAGAIN || errno == EINTR) {
                if let failure = wait(for: Int16(POLLOUT), until: deadline) { return failure }
            } else {
                return .closed
            }
        }
        return nil
    }

    private func receive(into data: inout Data, deadline: ContinuousClock.Instant) -> Failure? {
        var filled = 0
        let count = data.count
        while filled < count {
            let got = data.withUnsafeMutableBytes { buffer in
                recv(socket, buffer.baseAddress.map { $0 + filled }, count - filled, 0)
            }
            if got > 0 {
                filled += got
            } else if got < 0 && (errno == EAGAIN || errno == EINTR) {
                if let failure = wait(for: Int16(POLLIN), until: deadline) { return failure }
            } else {
                return .closed
            }
        }
        return nil
    }

    /// Waits until the socket is ready for `events` or the deadline passes.
    private func wait(for events: Int16, until deadline: ContinuousClock.Instant) -> Failure? {
        while true {
            let left = deadline - ContinuousClock.now
            guard left > .zero else { return .timedOut }
            let (seconds, attoseconds) = left.components
            let milliseconds = Int32(clamping: seconds * 1000 + attoseconds / 1_000_000_000_000_000 + 1)
            var descriptor = pollfd(fd: socket, events: events, revents: 0)
            let ready = poll(&descriptor, 1, milliseconds)
            if ready > 0 { return nil }
            if ready < 0 && errno != EINTR { return .closed }
        }
    }

    /// Kills the helper's process group (a script that started children included), closes the
    /// socket and reaps the helper: no zombie, nothing left running.
    func stop() {
        closeSocket()
        closeStandardError()
        guard !reaped else { return }
        kill(-processID, SIGKILL)
        kill(processID, SIGKILL)
        _ = reap(blocking: true)
    }

    /// After the helper closed its end: how it ended ("was killed by signal 11", "exited with status
    /// 3"), once it has (a tenth of a second at most, then it is killed), and reaped.
    func endingDescription() -> String {
        closeSocket()
        for _ in 0..<50 {
            if let status = reap(blocking: false) { return Self.describe(status) }
            usleep(2_000)
        }
        kill(-processID, SIGKILL)
        kill(processID, SIGKILL)
        return reap(blocking: true).map(Self.describe) ?? "ended"
    }

    private func closeSocket() {
        guard socket >= 0 else { return }
        close(socket)
        socket = -1
    }

    private func closeStandardError() {
        guard errors >= 0 else { return }
        close(errors)
        errors = -1
    }

    /// What the helper wrote on standard error since the last call (the last 64 KB at most).
    func readStandardError() -> String {
        guard errors >= 0 else { return "" }
        var text: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(errors, $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { break }
            text += buffer.prefix(count)
            if text.count > 65_536 { text.removeFirst(text.count - 65_536) }
        }
        return String(decoding: text, as: UTF8.self)
    }

    /// Whether a helper's last words say an allocation failed: Rust's (librsvg), GLib's, the Swift
    /// runtime's or C++'s. Under `SVGHelperServer.memoryLimit` that is the drawing being too large.
    static func ranOutOfMemory(saying text: String) -> Bool {
        let lowered = text.lowercased()
        return ["memory allocation of", "failed to allocate", "could not allocate memory", "bad_alloc", "out of memory"]
            .contains { lowered.contains($0) }
    }

    /// The exit status once the helper has ended (and is reaped); `nil` while it runs.
    private func reap(blocking: Bool) -> Int32? {
        guard !reaped else { return nil }
        var status: Int32 = 0
        while true {
            let result = waitpid(processID, &status, blocking ? 0 : WNOHANG)
            if result < 0 && errno == EINTR { continue }
            guard result != 0 else { return nil }
            reaped = true
            SVGHelperExitReaper.shared.remove(processID)
            return result == processID ? status : nil
        }
    }

    private static func describe(_ status: Int32) -> String {
        let signal = status & 0x7F
        return signal == 0 ? "exited with status \((status >> 8) & 0xFF)" : "was killed by signal \(signal)"
    }
}

/// Runs `body` with `strings` as a NULL-terminated array of C strings (argv, envp).
private func withCStrings<R>(_ strings: [String], _ body: ([UnsafeMutablePointer<CChar>?]) -> R) -> R {
    let pointers = strings.map { strdup($0) } + [nil]
    defer {
        for pointer in pointers { free(pointer) }
    }
    return body(pointers)
}
