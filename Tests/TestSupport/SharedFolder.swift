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

    /// Every file in `hostile/` except the README.
    public static var hostileFiles: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: path + "/hostile")) ?? [])
            .filter { $0 != "README.md" }.sorted()
    }
}
