import Foundation

/// The Python helpers beside these tests (`lzfse_reference.py`, `car_reader.py`), run through python3
/// when it and the `lzfse` package are present; a test skips with the helper's own message otherwise.
enum ReferenceTools {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().path
    static let fixtures = folder + "/Fixtures"

    struct Outcome {
        var status: Int32
        var stdout: Data
        var stderr: String
    }

    /// Runs `python3 SCRIPT arguments…`; nil when python3 cannot be started.
    static func python(_ script: String, _ arguments: [String]) -> Outcome? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", folder + "/" + script] + arguments
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("car-python-\(UUID().uuidString)")
        _ = FileManager.default.createFile(atPath: scratch.path + ".out", contents: nil)
        _ = FileManager.default.createFile(atPath: scratch.path + ".err", contents: nil)
        defer {
            try? FileManager.default.removeItem(atPath: scratch.path + ".out")
            try? FileManager.default.removeItem(atPath: scratch.path + ".err")
        }
        guard let out = FileHandle(forWritingAtPath: scratch.path + ".out"), let err = FileHandle(forWritingAtPath: scratch.path + ".err")
        else { return nil }
        process.standardOutput = out
        process.standardError = err
        do { try process.run() } catch { return nil }
        process.waitUntilExit()
        let stdout = (try? Data(contentsOf: URL(fileURLWithPath: scratch.path + ".out"))) ?? Data()
        let stderr = (try? String(contentsOfFile: scratch.path + ".err", encoding: .utf8)) ?? ""
        return Outcome(status: process.terminationStatus, stdout: stdout, stderr: stderr)
    }

    /// Why the reference cannot run here, or nil when it can (python3 with the `lzfse` package).
    static let referenceUnavailable: String? = {
        guard let outcome = python("lzfse_reference.py", ["--probe"]) else { return "python3 is not installed" }
        return outcome.status == 3 ? outcome.stderr.trimmingCharacters(in: .whitespacesAndNewlines) : nil
    }()

    static func bytes(_ path: String) throws -> [UInt8] { [UInt8](try Data(contentsOf: URL(fileURLWithPath: path))) }

    static func temporaryFolder() -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("car-tests-\(UUID().uuidString)").path
        try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }
}
