import Basics
import Foundation

/// Paths a project names in another letter case than the disk holds them: Xcode builds them on
/// macOS's case-insensitive disk (digital-break's `DigitalBreak/Info.plist` is `digitalbreak/`), so
/// iconpicker finds them as Xcode does and says that a case-sensitive checkout would not.
enum LetterCasePath {
    /// Deepest path looked up component by component.
    static let maximumComponents = 64

    /// The path on disk that `path` names when letter case is ignored; nil when `path` exists as it
    /// is written, or when nothing matches (or several entries differ only in case).
    static func onDisk(_ path: String) -> String? {
        guard path.hasPrefix("/"), !FileManager.default.fileExists(atPath: path) else { return nil }
        let components = URL(fileURLWithPath: path).standardizedFileURL.pathComponents.dropFirst()
        guard components.count <= maximumComponents else { return nil }
        var current = ""
        for component in components {
            let exact = current + "/" + component
            if FileManager.default.fileExists(atPath: exact) {
                current = exact
                continue
            }
            let folded = component.lowercased()
            let matches =
                (try? FileManager.default.contentsOfDirectory(atPath: current.isEmpty ? "/" : current))?
                .filter { $0.lowercased() == folded } ?? []
            guard matches.count == 1 else { return nil }
            current += "/" + matches[0]
        }
        return current
    }

    /// The finding for a path written as `written` that the disk holds as `actual`.
    static func diagnostic(written: String, actual: String, in file: String, keyPath: String?) -> Diagnostic {
        Diagnostic(
            .warning, .pathLetterCase,
            "the project names \(written), which is \(actual) on disk: Xcode finds it on macOS's case-insensitive disk, "
                + "but a case-sensitive checkout (Linux CI, a case-sensitive APFS volume) does not; write it as the disk does",
            file: file, keyPath: keyPath, about: actual)
    }
}

extension XcodeProject {
    /// The targets' Resources files and synchronized folders as the disk holds them when the project
    /// writes them in another letter case; one finding per folder written so (one cause, one finding).
    mutating func resolvingLetterCase() {
        var fixed: [(written: String, actual: String)] = []
        for index in targets.indices {
            for (fileIndex, path) in targets[index].resourceFiles.enumerated() {
                guard let actual = LetterCasePath.onDisk(path) else { continue }
                targets[index].resourceFiles[fileIndex] = actual
                targets[index].resourceFileTypes[actual] = targets[index].resourceFileTypes.removeValue(forKey: path)
                fixed.append((path, actual))
            }
            for (folderIndex, folder) in targets[index].synchronizedFolders.enumerated() {
                guard let actual = LetterCasePath.onDisk(folder.path) else { continue }
                targets[index].synchronizedFolders[folderIndex].path = actual
                fixed.append((folder.path, actual))
            }
        }
        var groups: [(written: String, actual: String, count: Int)] = []
        for (written, actual) in fixed {
            let prefix = LetterCasePath.differingPrefix(written, actual)
            if let index = groups.firstIndex(where: { $0.written == prefix.written }) {
                groups[index].count += 1
            } else {
                groups.append((prefix.written, prefix.actual, 1))
            }
        }
        let root = sourceRoot
        readerDiagnostics += groups.map { group in
            let written = PathDisplay.relative(group.written, to: root)
            let named = group.count == 1 ? written : "\(group.count) files under \(written)/"
            return LetterCasePath.diagnostic(
                written: named, actual: PathDisplay.relative(group.actual, to: root) + (group.count == 1 ? "" : "/"), in: settingsFile,
                keyPath: nil)
        }
    }
}

extension LetterCasePath {
    /// The paths up to and including the first component that differs (in case only).
    static func differingPrefix(_ written: String, _ actual: String) -> (written: String, actual: String) {
        let left = written.split(separator: "/", omittingEmptySubsequences: false)
        let right = actual.split(separator: "/", omittingEmptySubsequences: false)
        guard left.count == right.count, let first = left.indices.first(where: { left[$0] != right[$0] }) else { return (written, actual) }
        return (left[...first].joined(separator: "/"), right[...first].joined(separator: "/"))
    }
}
