import Foundation

/// The folder a project's loose icon files are searched under.
///
/// Info.plist usually sits a folder or two below the project (`App/Support Files/Info.plist`) while
/// its icons live in a sibling folder (`App/App Icons/`), so the search starts at the nearest
/// ancestor that looks like a project root: one holding an `.xcodeproj`, an `.xcworkspace`,
/// `Package.swift` or `.git`. Without one within a few levels, the plist's own folder is used.
enum ProjectRoot {
    static let maxLevelsUp = 5

    static func find(from folder: String) -> String {
        var current = URL(fileURLWithPath: folder).standardizedFileURL
        for _ in 0...maxLevelsUp {
            if isProjectRoot(current.path) { return current.path }
            let parent = current.deletingLastPathComponent()
            if parent.path == current.path { break }
            current = parent
        }
        return folder
    }

    static func isProjectRoot(_ folder: String) -> Bool {
        let found = DirectoryEntries.containsEntry(in: folder) { name in
            name.hasSuffix(".xcodeproj") || name.hasSuffix(".xcworkspace") || name.isNamed("Package.swift")
                || name.isNamed(".git")
        }
        return found ?? false
    }

    /// Whether `folder` itself holds an `.xcodeproj` (recorded in errors, which never read the disk).
    static func holdsXcodeProject(_ folder: String) -> Bool {
        DirectoryEntries.containsEntry(in: folder) { $0.hasSuffix(".xcodeproj") } ?? false
    }
}
