import Foundation

/// Runs an independent reference written in Python (standard library only) beside the tests, so a
/// result is checked by code that shares nothing with ours. Tests skip with `unavailable` when
/// python3 is missing.
public enum PythonReference {
    /// Why the references cannot run here, or nil when python3 starts.
    public static let unavailable: String? = {
        (try? run(arguments: ["-c", "import zlib, json, struct"])) == nil ? "python3 is not installed" : nil
    }()

    /// The standard output of `python3 SCRIPT arguments…`; throws with its standard error when it fails.
    public static func run(script: String, _ arguments: [String]) throws -> Data {
        try run(arguments: [script] + arguments)
    }

    /// `run(script:_:)`'s output decoded as JSON.
    public static func json(script: String, _ arguments: [String]) throws -> [String: Any] {
        let output = try run(script: script, arguments)
        guard let object = try JSONSerialization.jsonObject(with: output) as? [String: Any] else {
            throw Failure(message: "\(script) printed no JSON object")
        }
        return object
    }

    public struct Failure: Error, CustomStringConvertible {
        public var message: String
        public var description: String { message }
    }

    private static func run(arguments: [String]) throws -> Data {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3"] + arguments
        let folder = TemporaryFolder()
        defer { folder.remove() }
        let outPath = folder.write("out", Data())
        let errPath = folder.write("err", Data())
        guard let out = FileHandle(forWritingAtPath: outPath), let err = FileHandle(forWritingAtPath: errPath) else {
            throw Failure(message: "cannot capture python3's output")
        }
        process.standardOutput = out
        process.standardError = err
        try process.run()
        process.waitUntilExit()
        let stdout = try Data(contentsOf: URL(fileURLWithPath: outPath))
        guard process.terminationStatus == 0 else {
            let stderr = (try? String(contentsOfFile: errPath, encoding: .utf8)) ?? ""
            throw Failure(message: "python3 \(arguments.joined(separator: " ")) failed: \(stderr)")
        }
        return stdout
    }
}
