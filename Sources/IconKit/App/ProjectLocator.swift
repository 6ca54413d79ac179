import Basics
import Foundation

/// Finds the Xcode project a folder's app is built from, the way a person would look.
///
/// The folder itself first, then each level below it (`ios/`, `App/`, `<Name>/`, …), skipping
/// dependency and build folders (`Pods`, `node_modules`, `.build`, `DerivedData`, `Carthage`,
/// `vendor`, an Android side, build output). Monorepos keep apps deep (`mobile/apps/<name>/ios/`), so
/// the search is bounded by the folders it lists, not by depth. The shallowest level holding a
/// project with an application target wins; a workspace there stands for the projects it names (its
/// pods left out). Several equally good projects are a choice only the user can make.
struct ProjectLocator: Sendable {
    /// Folders that hold other people's code, another platform's side or build output, never the
    /// app's own project.
    static let skippedFolderNames: Set<String> = ImageFileIndex.skippedFolderNames.union([
        "vendor", "Vendor", "Build", "android", "bower_components", "third_party", "ThirdParty", "ephemeral",
    ])
    /// Most folders one search lists (a large monorepo's app sits well within it).
    static let standardFolderBudget = 4_000

    /// What a search found: the project, and whether it stopped at its budget before seeing everything.
    struct Search {
        var project: XcodeProject?
        var isExhausted: Bool
    }

    var reader: PropertyListReader
    /// Most folders listed; deeper levels are not looked at once it is spent.
    var maxFolders: Int
    /// Folders already listed in this load (see `FolderListings`), or nil to list each afresh.
    var listings: FolderListings?
    /// Projects already parsed in this search, or nil to parse each afresh.
    var projects: ReadProjects?

    init(
        reader: PropertyListReader = .init(), maxFolders: Int = Self.standardFolderBudget, listings: FolderListings? = nil,
        projects: ReadProjects? = nil
    ) {
        self.reader = reader
        self.maxFolders = maxFolders
        self.listings = listings
        self.projects = projects
    }

    /// The project to read for `folder` (parsed: the load uses it as it is), or nil when no project
    /// with an application target is anywhere near it.
    ///
    /// A project that is there but cannot be read (a pbxproj with merge-conflict markers, say) is
    /// thrown when no readable one has an app: it is what Xcode would fail on, and reading the bare
    /// Info.plist beside it instead would show, and lint, something no build produces.
    func locate(in folder: String) throws -> XcodeProject? {
        try search(in: folder).project
    }

    /// `locate`, saying whether the budget ran out before every folder below was listed.
    func search(in folder: String) throws -> Search {
        var level = [folder]
        var unreadable: (any Error)?
        var listed = 0
        while !level.isEmpty {
            var found: [String] = []
            var next: [String] = []
            var skipped = false
            for directory in level {
                guard listed < maxFolders else {
                    skipped = true
                    break
                }
                listed += 1
                let (projects, children) = scan(directory)
                found += projects
                next += children
            }
            var withApps: [XcodeProject] = []
            for path in Set(found).sorted() {
                switch Result(catching: { try read(path) }) {
                case .success(let project): if project.targets.contains(where: \.isApplication) { withApps.append(project) }
                case .failure(let error): unreadable = unreadable ?? error
                }
            }
            // A Flutter app's macos/Runner beside ios/Runner builds no iOS app: only iOS apps compete.
            let iOSApps = withApps.filter { TargetChooser.buildsIOSApp($0, reader: reader) }
            if !iOSApps.isEmpty { withApps = iOSApps }
            if withApps.count == 1 { return Search(project: withApps[0], isExhausted: false) }
            if withApps.count > 1 {
                throw InputError.projectChoice(
                    project: folder, message: "holds several Xcode projects with an app; pass the one you mean:",
                    options: withApps.map(\.path))
            }
            if listed >= maxFolders && (skipped || !next.isEmpty) {
                if let unreadable { throw unreadable }
                return Search(project: nil, isExhausted: true)
            }
            level = next
        }
        if let unreadable { throw unreadable }
        return Search(project: nil, isExhausted: false)
    }

    /// The projects directly in `directory` (a workspace's own projects included; an XcodeGen spec
    /// when no project is there: a committed project is what Xcode builds) and the folders to look in
    /// next.
    ///
    /// Entries come with the kind `readdir` knows: a plain file is never a folder to descend into, so
    /// only folders and entries of unknown kind (symbolic links) are asked `stat`, not every icon
    /// beside an Info.plist.
    func scan(_ directory: String) -> (projects: [String], children: [String]) {
        guard let entries = listings.sortedEntries(directory) else { return ([], []) }
        var projects: [String] = []
        var children: [String] = []
        var specs: [String] = []
        for (name, kind) in entries {
            if name.hasSuffix(".xcodeproj") {
                projects.append(Self.standardized(directory + "/" + name))
            } else if name.hasSuffix(".xcworkspace") {
                projects += Self.workspaceProjects(directory + "/" + name)
            } else if kind != .file, Self.shouldDescend(into: name, path: directory + "/" + name) {
                children.append(directory + "/" + name)
            } else if kind != .folder, GeneratedProjectFinder.specNames.contains(name) {
                specs.append(Self.standardized(directory + "/" + name))
            }
        }
        return (projects.isEmpty ? Array(specs.prefix(1)) : projects, children)
    }

    /// A found project parsed: a `.xcodeproj`, or an XcodeGen spec read as the project it generates.
    func read(_ path: String) throws -> XcodeProject {
        if GeneratedProjectFinder.specNames.contains((path as NSString).lastPathComponent) {
            if let known = projects?.project(at: path) { return known }
            let project = try XcodeGenSpecReader(reader: reader).read(specPath: path)
            projects?.remember(project)
            return project
        }
        return try XcodeProjectReader(reader: reader, readProjects: projects).read(projectPath: path)
    }

    static func shouldDescend(into name: String, path: String) -> Bool {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue else { return false }
        if skippedFolderNames.contains(name) || name.hasSuffix(".xcassets") { return false }
        // A built app holds no project; a checkout of a repository named `Name.app` does.
        if name.hasSuffix(".app") && BuiltApp.isBundle(path) { return false }
        return ImageFileIndex.shouldDescend(into: name, path: path)
    }

    /// The projects a workspace names (`group:` and `container:` locations), apart from CocoaPods'.
    static func workspaceProjects(_ workspace: String) -> [String] {
        guard let data = try? RegularFile.read(path: workspace + "/contents.xcworkspacedata", limit: 4 << 20) else { return [] }
        let text = String(decoding: data, as: UTF8.self)
        let folder = (workspace as NSString).deletingLastPathComponent
        var projects: [String] = []
        for line in text.split(separator: "\n") {
            guard let start = line.range(of: "location = \""), let end = line[start.upperBound...].firstIndex(of: "\"") else { continue }
            let location = line[start.upperBound..<end]
            guard let colon = location.firstIndex(of: ":") else { continue }
            let relative = String(location[location.index(after: colon)...])
            guard relative.hasSuffix(".xcodeproj"), !relative.split(separator: "/").contains("Pods") else { continue }
            let path = relative.hasPrefix("/") ? relative : folder + "/" + relative
            if FileManager.default.fileExists(atPath: path) { projects.append(standardized(path)) }
        }
        return projects
    }

    static func standardized(_ path: String) -> String {
        URL(fileURLWithPath: path).standardizedFileURL.path
    }
}
