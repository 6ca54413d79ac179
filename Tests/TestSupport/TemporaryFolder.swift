import Foundation

/// A fresh folder under the system temporary directory, removed by `remove()`.
public struct TemporaryFolder: Sendable {
    public let path: String

    public init(_ label: String = "iconpicker-test") {
        let base = FileManager.default.temporaryDirectory.path
        path = "\(base)/\(label)-\(UUID().uuidString.prefix(8))"
        try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    /// `path/relative`, creating the folders in between.
    @discardableResult
    public func write(_ relative: String, _ data: Data) -> String {
        let full = "\(path)/\(relative)"
        try? FileManager.default.createDirectory(
            atPath: (full as NSString).deletingLastPathComponent,
            withIntermediateDirectories: true)
        _ = FileManager.default.createFile(atPath: full, contents: data)
        return full
    }

    @discardableResult
    public func write(_ relative: String, text: String) -> String {
        write(relative, Data(text.utf8))
    }

    public func folder(_ relative: String) -> String {
        let full = "\(path)/\(relative)"
        try? FileManager.default.createDirectory(atPath: full, withIntermediateDirectories: true)
        return full
    }

    public func read(_ relative: String) -> String? {
        FileManager.default.contents(atPath: "\(path)/\(relative)").map { String(decoding: $0, as: UTF8.self) }
    }

    public func remove() {
        try? FileManager.default.removeItem(atPath: path)
    }

    /// Every file below `root` (not folders), by path relative to it, with its bytes: what a test compares
    /// before and after an edit.
    public static func files(under root: String) -> [String: Data] {
        var files: [String: Data] = [:]
        for relative in (try? FileManager.default.subpathsOfDirectory(atPath: root)) ?? [] {
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: root + "/" + relative, isDirectory: &isFolder), !isFolder.boolValue else {
                continue
            }
            files[relative] = FileManager.default.contents(atPath: root + "/" + relative)
        }
        return files
    }
}
