import Basics
import Foundation

/// Finds the .NET app a folder holds, the way the Xcode project search does: the folder itself,
/// then each level below it down to `maxDepth`, skipping dependency and build folders (and `bin`,
/// `obj`). At each level the candidates are the `.csproj` files there, else those a `.sln` there
/// names (wherever they are: a solution's test app in `tests/` does not compete with the app beside
/// it); the shallowest level with an Apple app wins. iOS apps come first (a tvOS or Mac app is read
/// only when no iOS app is there); several of the same kind are a choice for the user.
struct DotNetProjectFinder: Sendable {
    static let skippedFolderNames = ProjectLocator.skippedFolderNames.union(["bin", "obj", "packages"])
    /// A `.sln` larger than this is not read (a solution lists projects, it holds no data).
    static let maxSolutionSize = 4 << 20

    var reader: PropertyListReader
    var maxDepth = 3
    var listings: FolderListings?

    /// The app project for `folder`, nil when no `.csproj` there or below builds an Apple app.
    func locate(in folder: String) throws -> XcodeProject? {
        var level = [folder]
        var unreadable: (any Error)?
        for _ in 0...maxDepth where !level.isEmpty {
            var projects: [String] = []
            var named: [String] = []
            var next: [String] = []
            for directory in level {
                let found = scan(directory)
                projects += found.projects
                named += found.named
                next += found.children
            }
            for candidates in [projects, named] {
                if let app = try Self.choose(apps(Set(candidates).sorted(), unreadable: &unreadable), in: folder) { return app }
            }
            level = next
        }
        if let unreadable { throw unreadable }
        return nil
    }

    /// The projects among `paths` that build an Apple app; the first that cannot be read is kept.
    func apps(_ paths: [String], unreadable: inout (any Error)?) -> [XcodeProject] {
        var apps: [XcodeProject] = []
        for path in paths {
            switch Result(catching: { try DotNetProjectReader(reader: reader).read(projectPath: path) }) {
            case .success(let project?): if project.targets.contains(where: \.isApplication) { apps.append(project) }
            case .success(nil): continue
            case .failure(let error): unreadable = unreadable ?? error
            }
        }
        return apps
    }

    /// The app a `.csproj` builds, or the one app among the projects a `.sln` names (`path` absolute).
    func project(named path: String) throws -> XcodeProject {
        let paths = path.hasSuffix(".sln") ? Self.solutionProjects(path) : [path]
        let projects = try paths.compactMap { try DotNetProjectReader(reader: reader).read(projectPath: $0) }
            .filter { $0.targets.contains(where: \.isApplication) }
        guard let project = try Self.choose(projects, in: path) else {
            throw InputError.projectChoice(
                project: path, message: "builds no iOS, tvOS or Mac app (no Apple target framework)", options: [])
        }
        return project
    }

    /// The one iOS app (else the one app of another platform); several are the user's choice.
    static func choose(_ apps: [XcodeProject], in folder: String) throws -> XcodeProject? {
        let iOS = apps.filter { $0.targets.first?.configurations.values.first?.settings["SDKROOT"]?.text == "iphoneos" }
        let preferred = iOS.isEmpty ? apps : iOS
        if preferred.count > 1 {
            throw InputError.projectChoice(
                project: folder, message: "holds several .NET projects with an app; pass the one you mean:", options: preferred.map(\.path))
        }
        return preferred.first
    }

    /// The project files directly in `directory`, those its solutions name, and the folders to look
    /// in next.
    func scan(_ directory: String) -> (projects: [String], named: [String], children: [String]) {
        guard let entries = listings.sortedEntries(directory) else { return ([], [], []) }
        var projects: [String] = []
        var named: [String] = []
        var children: [String] = []
        for (name, kind) in entries {
            let path = directory + "/" + name
            if name.hasSuffix(".csproj") && kind != .folder {
                projects.append(ProjectLocator.standardized(path))
            } else if name.hasSuffix(".sln") && kind != .folder {
                named += Self.solutionProjects(path)
            } else if kind != .file, !Self.skippedFolderNames.contains(name), ProjectLocator.shouldDescend(into: name, path: path) {
                children.append(path)
            }
        }
        return (projects, named, children)
    }

    /// The `.csproj` files a solution names that exist (`Project("{…}") = "Name", "Dir\Name.csproj", "{…}"`).
    static func solutionProjects(_ solution: String) -> [String] {
        guard let data = try? RegularFile.read(path: solution, limit: maxSolutionSize) else { return [] }
        let folder = (solution as NSString).deletingLastPathComponent
        var projects: [String] = []
        for line in String(decoding: data, as: UTF8.self).split(whereSeparator: \.isNewline) where line.hasPrefix("Project(") {
            let quoted = line.split(separator: "\"", omittingEmptySubsequences: false).enumerated().filter { $0.offset % 2 == 1 }.map(
                \.element)
            guard quoted.count >= 3 else { continue }
            let relative = quoted[2].replacingOccurrences(of: "\\", with: "/")
            guard relative.hasSuffix(".csproj") else { continue }
            let path = ProjectLocator.standardized(relative.hasPrefix("/") ? relative : folder + "/" + relative)
            if FileManager.default.fileExists(atPath: path) { projects.append(path) }
        }
        return projects
    }
}
