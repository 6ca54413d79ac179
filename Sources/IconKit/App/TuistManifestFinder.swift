import Basics
import Foundation
import SwiftManifest

/// Repositories whose Xcode project Tuist generates: the `Project.swift` manifests a folder stands for.
///
/// Asked only after no `.xcodeproj` and no XcodeGen spec was found: when a project is committed
/// too, the `.xcodeproj` is what Xcode builds. In order: the folder's own `Project.swift`; else the
/// projects its `Workspace.swift` names (paths or globs); else, in a Tuist root (`Tuist/` or
/// `Tuist.swift`), the `Project.swift` files a few levels below. A file counts only when it imports
/// `ProjectDescription`.
enum TuistManifestFinder {
    static let manifestName = "Project.swift"
    static let workspaceName = "Workspace.swift"
    /// How far below a Tuist root manifests are looked for (`Projects/App/Project.swift` is two).
    static let maximumDepth = 3

    static func manifests(in folder: String) -> [String] {
        let own = folder + "/" + manifestName
        if isManifest(own) { return [own] }
        let workspace = folder + "/" + workspaceName
        if isManifest(workspace) { return workspaceProjects(workspace) }
        let fileManager = FileManager.default
        guard fileManager.fileExists(atPath: folder + "/Tuist") || fileManager.fileExists(atPath: folder + "/Tuist.swift") else {
            return []
        }
        return manifests(below: folder)
    }

    /// Whether `path` is a Swift file that imports Tuist's `ProjectDescription`.
    static func isManifest(_ path: String) -> Bool {
        guard let data = try? RegularFile.prefix(path: path, count: 64 << 10) else { return false }
        return String(decoding: data, as: UTF8.self).contains("import ProjectDescription")
    }

    /// The manifests of the projects `workspace` names (`projects: ["App", "Modules/**"]`), those that
    /// exist, sorted; a workspace whose list is computed names none.
    static func workspaceProjects(_ workspace: String) -> [String] {
        let folder = (workspace as NSString).deletingLastPathComponent
        guard
            let program = try? ManifestProgram(
                manifest: workspace, helpers: TuistProject.helperFiles(root: TuistProject.root(above: folder))),
            let value = program.value(of: "workspace") ?? program.manifestConstants.lazy.compactMap(program.value).first,
            let call = value.call, call.name == "Workspace", let projects = call.argument("projects")?.array
        else { return [] }
        let reading = TuistReading(manifest: workspace, root: TuistProject.root(above: folder))
        var glob = TuistResourceGlob()
        var found = Set<String>()
        for project in projects {
            guard let path = reading.path(project) else { continue }
            let candidates =
                path.contains(where: { "*?[{".contains($0) }) ? glob.expand(path + "/" + manifestName) : [path + "/" + manifestName]
            found.formUnion(candidates.filter(isManifest))
        }
        return found.sorted()
    }

    /// `Project.swift` files in the folders below `folder`, to `maximumDepth`, skipping dependency and build folders.
    static func manifests(below folder: String) -> [String] {
        var found: [String] = []
        var level = [folder]
        for _ in 0..<maximumDepth where !level.isEmpty {
            var next: [String] = []
            for directory in level {
                let names = ((try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []).sorted()
                for name in names where name != "Tuist" && !name.hasPrefix(".") && name != "Derived" {
                    let path = directory + "/" + name
                    guard ProjectLocator.shouldDescend(into: name, path: path) else { continue }
                    if isManifest(path + "/" + manifestName) { found.append(path + "/" + manifestName) }
                    next.append(path)
                }
            }
            level = Array(next.prefix(2_000))
        }
        return found
    }
}
