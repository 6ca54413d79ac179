import Foundation

/// The Xcode project and application target that build a given Info.plist, looked for in the
/// project around it (see `ProjectRoot`).
///
/// A folder PATH below the project (`App/Support Files`) finds the plist first; reading it bare
/// would miss every build setting (icon sets, expanded names, the identifier), so the project that
/// builds it is read instead.
struct BuildingProjectFinder: Sendable {
    var reader: PropertyListReader
    /// Folders already listed in this load (see `FolderListings`).
    var listings: FolderListings? = nil
    /// Projects already parsed in this search.
    var projects: ReadProjects? = nil

    /// `root` is `ProjectRoot.find` from the plist's folder, when the caller has it already.
    func find(plist: String, root: String? = nil) -> (project: XcodeProject, target: String)? {
        let plist = URL(fileURLWithPath: plist).standardizedFileURL.path
        let root = root ?? ProjectRoot.find(from: (plist as NSString).deletingLastPathComponent)
        // Without a project root around the plist there is nothing to find (and no folder to search widely).
        guard ProjectRoot.isProjectRoot(root),
            let project = try? ProjectLocator(reader: reader, listings: listings, projects: projects).locate(in: root)
        else { return nil }
        for target in project.targets where target.isApplication {
            let configurations = Set(target.configurations.keys).union(project.projectConfigurations.keys).sorted()
            for configuration in configurations {
                let setting = BuildSettings(project: project, target: target, configuration: configuration)["INFOPLIST_FILE"] ?? ""
                guard !setting.isEmpty else { continue }
                let path = setting.hasPrefix("/") ? setting : project.sourceRoot + "/" + setting
                if URL(fileURLWithPath: path).standardizedFileURL.path == plist { return (project, target.name) }
            }
        }
        return nil
    }
}
