import Basics
import Foundation

/// Files a repository deliberately leaves to each machine: listed in a `.gitignore`, or committed only
/// as a template (`Local.xcconfig.template`) that each developer copies.
enum LocalConfiguration {
    static let templateSuffixes = [".template", ".example", ".sample", ".dist"]
    /// How many folders up a `.gitignore` is looked for.
    static let maxLevelsUp = 8

    /// Whether the file looked for at any of `candidates` is such a file.
    static func isMadeOnEachMachine(_ candidates: [String]) -> Bool {
        candidates.contains { path in
            templateSuffixes.contains { FileManager.default.fileExists(atPath: path + $0) } || isIgnored(path)
        }
    }

    /// Whether a `.gitignore` in the file's folder or above names it (by its name, or a pattern that
    /// matches its name).
    static func isIgnored(_ path: String) -> Bool {
        let name = (path as NSString).lastPathComponent
        var folder = (path as NSString).deletingLastPathComponent
        for _ in 0..<maxLevelsUp {
            if let data = try? RegularFile.read(path: folder + "/.gitignore", limit: 1 << 20),
                String(decoding: data, as: UTF8.self).split(whereSeparator: \.isNewline).contains(where: { names(name, $0) })
            {
                return true
            }
            if FileManager.default.fileExists(atPath: folder + "/.git") || folder.count <= 1 { break }
            folder = (folder as NSString).deletingLastPathComponent
        }
        return false
    }

    /// Whether a `.gitignore` line names the file `name` (negations and comments never do).
    private static func names(_ name: String, _ line: Substring) -> Bool {
        let pattern = line.trimmingCharacters(in: .whitespaces)
        guard !pattern.isEmpty, !pattern.hasPrefix("#"), !pattern.hasPrefix("!") else { return false }
        let last = pattern.split(separator: "/").last.map(String.init) ?? pattern
        return fnmatch(last, name, 0) == 0
    }
}
