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
}
