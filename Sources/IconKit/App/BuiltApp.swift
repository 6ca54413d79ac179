import Foundation

/// Tells a built `.app` bundle from a folder that only has the name: a `git clone` of a repository
/// called `Name.app` gives a source folder with that name, which holds a project, not a build.
enum BuiltApp {
    /// What a checkout holds at its top and a built bundle never does.
    static let sourceMarkers: Set<String> = [
        ".git", "Package.swift", "project.yml", "project.yaml", "Project.swift", "Tuist", "Podfile", "package.json", "pubspec.yaml",
    ]

    /// Whether `folder` is a built app: named `.app`, with its Info.plist at its root and nothing
    /// there that only a source tree has (a project, a workspace, a manifest, a repository).
    static func isBundle(_ folder: String) -> Bool {
        guard folder.hasSuffix(".app") || folder.hasSuffix(".app/") else { return false }
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder), names.contains("Info.plist") else { return false }
        return !names.contains { sourceMarkers.contains($0) || $0.hasSuffix(".xcodeproj") || $0.hasSuffix(".xcworkspace") }
    }

    /// Whether `path` lies inside a built app (`App.app/Frameworks/X.framework/Info.plist`).
    static func contains(_ path: String) -> Bool {
        var folder = (path as NSString).deletingLastPathComponent
        while folder.count > 1 {
            if folder.hasSuffix(".app") && isBundle(folder) { return true }
            folder = (folder as NSString).deletingLastPathComponent
        }
        return false
    }
}
