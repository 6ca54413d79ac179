import Foundation

/// The project's `../shared` folder (reference, hostile inputs, corpus), present on CI and on the
/// developers' machines but not in a user's clone. Tests that need it are disabled with a message
/// when it is absent.
public enum SharedFolder {
    /// `<repo>/../shared`, found from this file's location.
    public static let path: String = {
        let repository = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent()  // TestSupport
            .deletingLastPathComponent()  // Tests
            .deletingLastPathComponent()
        return repository.deletingLastPathComponent().appendingPathComponent("shared").standardizedFileURL.path
    }()

    public static var isPresent: Bool { FileManager.default.fileExists(atPath: path + "/hostile") }

    /// The reason shown when tests are skipped.
    public static let skipMessage = "../shared is absent (a user's clone); corpus and hostile-input tests skipped"

    public static func hostile(_ name: String) -> String { "\(path)/hostile/\(name)" }
    public static func corpus(_ relative: String) -> String { "\(path)/corpus/\(relative)" }

    /// Every regular file in `hostile/` except the README. Folders are left out: `hostile/fuzz/` holds
    /// the fuzzer's minimised inputs, which need tests of their own (not written yet) rather than "one
    /// clean error each".
    public static var hostileFiles: [String] {
        let folder = path + "/hostile"
        return ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [])
            .filter { $0 != "README.md" && isRegularFile(folder + "/" + $0) }
            .sorted()
    }

    private static func isRegularFile(_ path: String) -> Bool {
        let type = (try? FileManager.default.attributesOfItem(atPath: path))?[.type] as? FileAttributeType
        return type == .typeRegular
    }

    /// A corpus app copied where a test may change it: the corpus is read-only and a copy keeps the modes
    /// (which ChangeWriter rightly refuses), so every copied file and folder is made writable by its owner.
    public static func writableCopy(of app: String, to destination: String) throws {
        try FileManager.default.copyItem(atPath: corpus(app), toPath: destination)
        for relative in try FileManager.default.subpathsOfDirectory(atPath: destination) + [""] {
            let path = relative.isEmpty ? destination : destination + "/" + relative
            let mode = (try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int) ?? 0o644
            try FileManager.default.setAttributes([.posixPermissions: mode | 0o200], ofItemAtPath: path)
        }
    }
}
