import Foundation

/// Python readers that share no code with iconpicker, to check what an edit wrote: `plistlib` for
/// property lists, `json` for JSON, and PyPI's `pbxproj` (mod-pbxproj) for project files. The
/// interpreter is `ICONPICKER_PYTHON`, else `.build/pyenv/bin/python3` (made by `make test`), else the PATH's
/// `python3` (which has no `pbxproj`: `hasPBXProj` says).
public enum IndependentReader {
    public static let python: String? = {
        let environment = ProcessInfo.processInfo.environment
        // plistlib and json come with every Python: the PATH's python3 reads plists when the venv is missing.
        let onPath = (environment["PATH"] ?? "").split(separator: ":").map { String($0) + "/python3" }
        let candidates = [environment["ICONPICKER_PYTHON"], BinaryRunner.repositoryRoot + "/.build/pyenv/bin/python3"].compactMap { $0 }
        return (candidates + onPath).first { FileManager.default.isExecutableFile(atPath: $0) }
    }()

    /// Whether the interpreter can import `pbxproj`.
    public static let hasPBXProj: Bool = {
        guard python != nil else { return false }
        return (try? run("import pbxproj\nprint('ok')", arguments: []))?.trimmingCharacters(in: .whitespacesAndNewlines) == "ok"
    }()

    public static let skipMessage =
        "no Python with PyPI's pbxproj: run `make pyenv` (make test does), or set ICONPICKER_PYTHON"

    public struct Failure: Error, CustomStringConvertible {
        public var description: String
    }

    /// Runs `script` with `arguments` as `sys.argv[1:]` and returns its standard output.
    public static func run(_ script: String, arguments: [String]) throws -> String {
        guard let python else { throw Failure(description: skipMessage) }
        let folder = TemporaryFolder("independent-reader")
        defer { folder.remove() }
        let scriptPath = folder.write("check.py", text: script)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: python)
        process.arguments = [scriptPath] + arguments
        let output = folder.path + "/out"
        let errors = folder.path + "/err"
        _ = FileManager.default.createFile(atPath: output, contents: nil)
        _ = FileManager.default.createFile(atPath: errors, contents: nil)
        process.standardOutput = FileHandle(forWritingAtPath: output)
        process.standardError = FileHandle(forWritingAtPath: errors)
        try process.run()
        process.waitUntilExit()
        let text = folder.read("out") ?? ""
        guard process.terminationStatus == 0 else {
            throw Failure(description: "python exited \(process.terminationStatus): \(folder.read("err") ?? "")")
        }
        return text
    }

    /// The plist at `path` as `plistlib` reads it, dumped as sorted JSON (bytes as base64, dates as ISO text).
    public static func plistJSON(_ path: String) throws -> String {
        try run(
            """
            import base64, datetime, json, plistlib, sys
            def plain(value):
                if isinstance(value, bytes): return base64.b64encode(value).decode()
                if isinstance(value, datetime.datetime): return value.isoformat()
                raise TypeError(type(value))
            print(json.dumps(plistlib.load(open(sys.argv[1], 'rb')), sort_keys=True, default=plain))
            """, arguments: [path])
    }

    /// The JSON file at `path` as Python's `json` reads it, dumped sorted.
    public static func json(_ path: String) throws -> String {
        try run("import json, sys\nprint(json.dumps(json.load(open(sys.argv[1])), sort_keys=True))", arguments: [path])
    }

    /// Runs `body` (Python, with `project` the `pbxproj.XcodeProject` loaded from `path`) and returns its output.
    public static func pbxproj(_ path: String, _ body: String) throws -> String {
        try run("import sys\nfrom pbxproj import XcodeProject\nproject = XcodeProject.load(sys.argv[1])\n" + body, arguments: [path])
    }
}
