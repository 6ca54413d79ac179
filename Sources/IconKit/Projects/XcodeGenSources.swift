import Foundation

/// A target's `sources` in an XcodeGen spec, as the generated project would hold them: a folder
/// becomes a group of every file under it (searched here like a synchronized folder, its `excludes`
/// written as plain paths taken as exceptions; glob patterns are not expanded), a file or bundle
/// (`.xcassets`, `.icon`) a Resources reference. Entries with `buildPhase: none` are left out.
struct XcodeGenSources: Sendable {
    var files: [String] = []
    var types: [String: String] = [:]
    var folders: [XcodeProject.SynchronizedFolder] = []

    /// Folders XcodeGen treats as one file rather than a group to walk.
    static let bundleExtensions: Set<String> = ["xcassets", "icon", "bundle", "xcstrings", "storyboard", "xib"]

    init(_ sources: Any?, folder: String) {
        let entries: [Any] = (sources as? [Any]) ?? [sources].compactMap { $0 }
        for entry in entries {
            let dictionary = entry as? [String: Any]
            guard let relative = entry as? String ?? dictionary?["path"] as? String,
                dictionary?["buildPhase"] as? String != "none"
            else { continue }
            let path = URL(fileURLWithPath: folder).appendingPathComponent(relative).standardizedFileURL.path
            var isDirectory: ObjCBool = false
            let exists = FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory)
            let pathExtension = (path as NSString).pathExtension
            if exists && isDirectory.boolValue && !Self.bundleExtensions.contains(pathExtension) {
                let excludes = (dictionary?["excludes"] as? [Any] ?? []).compactMap { $0 as? String }.filter { !$0.contains("*") }
                folders.append(XcodeProject.SynchronizedFolder(path: path, membershipExceptions: Set(excludes)))
            } else {
                files.append(path)
                // XcodeGen 2.45 writes `.icon` references as wrapper.icon (its issue #1556).
                if pathExtension == "icon" { types[path] = TargetIconSources.disputedFileType }
            }
        }
    }
}
