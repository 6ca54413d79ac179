import Foundation

/// Runs the built `iconpicker` binary the way a user or CI does, capturing stdout, stderr and the
/// exit code. Output goes to files, not pipes, so a chatty process can never block.
public struct BinaryRunner: Sendable {
    public struct Result: Sendable, CustomStringConvertible {
        public var stdout: String
        public var stderr: String
        public var status: Int32
        public var description: String { "exit \(status)\n--- stdout\n\(stdout)\n--- stderr\n\(stderr)" }
    }

    /// The binary: `ICONPICKER_BIN`, else `iconpicker` beside the running test bundle.
    public static let binaryPath: String = {
        if let path = ProcessInfo.processInfo.environment["ICONPICKER_BIN"] { return path }
        let executable = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
        var folder = URL(fileURLWithPath: executable).deletingLastPathComponent()
        if folder.path.hasSuffix(".xctest") || folder.lastPathComponent == "Contents" || folder.lastPathComponent == "MacOS" {
            folder = folder.deletingLastPathComponent()
        }
        return folder.appendingPathComponent("iconpicker").path
    }()

    /// The repository root, found from this file.
    public static let repositoryRoot: String = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path

    public var stateDirectory: String
    public var environment: [String: String]

    public init(stateDirectory: String, environment: [String: String] = [:]) {
        self.stateDirectory = stateDirectory
        var base = ProcessInfo.processInfo.environment
        // The developer's or CI's colour settings must not change what the tests see.
        for name in ["NO_COLOR", "COLORTERM", "XDG_STATE_HOME"] { base.removeValue(forKey: name) }
        base["TERM"] = "xterm-256color"
        base["ICONPICKER_STATE_DIR"] = stateDirectory
        base["LANG"] = "C.UTF-8"
        base["LC_ALL"] = "C.UTF-8"
        base["COLUMNS"] = "200"
        self.environment = base.merging(environment) { $1 }
    }

    /// Runs `iconpicker arguments…` in `directory` (default: the repository root) and waits.
    public func run(_ arguments: [String], in directory: String? = nil, executable: String? = nil, timeout: Double = 60) throws -> Result {
        let process = try start(arguments, in: directory, executable: executable)
        let deadline = Date().addingTimeInterval(timeout)
        while process.process.isRunning && Date() < deadline { usleep(2_000) }
        if process.process.isRunning {
            process.process.terminate()
            process.process.waitUntilExit()
        }
        return process.finish()
    }

    /// A process started and not yet waited for, with its output files.
    public final class Started: @unchecked Sendable {
        public let process: Process
        let stdoutPath: String
        let stderrPath: String

        init(process: Process, stdoutPath: String, stderrPath: String) {
            self.process = process
            self.stdoutPath = stdoutPath
            self.stderrPath = stderrPath
        }

        /// `finish()` within `timeout` seconds; nil (the process killed) when it has not ended by then.
        public func finish(within timeout: Double) -> Result? {
            let deadline = Date().addingTimeInterval(timeout)
            while process.isRunning && Date() < deadline { usleep(2_000) }
            guard !process.isRunning else {
                kill(process.processIdentifier, SIGKILL)
                _ = finish()
                return nil
            }
            return finish()
        }

        public func finish() -> Result {
            process.waitUntilExit()
            defer {
                try? FileManager.default.removeItem(atPath: stdoutPath)
                try? FileManager.default.removeItem(atPath: stderrPath)
            }
            let read = { (path: String) in
                FileManager.default.contents(atPath: path).map { String(decoding: $0, as: UTF8.self) } ?? ""
            }
            return Result(stdout: read(stdoutPath), stderr: read(stderrPath), status: process.terminationStatus)
        }
    }

    public func start(_ arguments: [String], in directory: String? = nil, executable: String? = nil) throws -> Started {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable ?? Self.binaryPath)
        process.arguments = arguments
        process.environment = environment
        process.currentDirectoryURL = URL(fileURLWithPath: directory ?? Self.repositoryRoot)
        let base = FileManager.default.temporaryDirectory.path + "/iconpicker-run-\(UUID().uuidString)"
        for path in [base + ".out", base + ".err"] {
            guard FileManager.default.createFile(atPath: path, contents: nil) else {
                throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: path])
            }
        }
        process.standardOutput = try FileHandle(forWritingTo: URL(fileURLWithPath: base + ".out"))
        process.standardError = try FileHandle(forWritingTo: URL(fileURLWithPath: base + ".err"))
        process.standardInput = FileHandle.nullDevice
        try process.run()
        return Started(process: process, stdoutPath: base + ".out", stderrPath: base + ".err")
    }
}
