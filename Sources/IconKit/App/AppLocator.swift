import AppArchive
import Foundation

/// Turns the PATH a user gave (or the folder they stand in) into the one app it means, the way a
/// person would look, in one search: what it parses on the way (projects, the spec) goes to the load
/// in the `AppLocation`.
///
/// PATH may be an `.xcodeproj`, an XcodeGen spec, an `.xcworkspace` (its app project, not its pods),
/// a folder (the shallowest project with an application target in it or a few levels below; else a
/// spec; else its Info.plist), an Info.plist, a built `.app` or an `.ipa`. A folder below a project
/// (`App/Support Files`) means the project whose target builds the Info.plist found there.
///
/// With no PATH, the current folder is read when it holds an app: a project in it or below, a spec,
/// one `.app` or `.ipa`, or an Info.plist that declares icons. In a Swift package's checkout only a
/// project counts (an example app's), not the plists among its resources and tests: iconpicker's own
/// checkout, where `make run` starts, holds none. `/`, the home folder and the demo's own folder are
/// not apps either. Otherwise the bundled demo opens, and `source` says so.
public struct AppLocator: Sendable {
    var reader: PropertyListReader
    /// Most folders a search below PATH lists (see `ProjectLocator`).
    var folderBudget: Int

    public init(reader: PropertyListReader = .init()) {
        self.init(reader: reader, folderBudget: ProjectLocator.standardFolderBudget)
    }

    init(reader: PropertyListReader = .init(), folderBudget: Int) {
        self.reader = reader
        self.folderBudget = folderBudget
    }

    /// - Parameters:
    ///   - path: what the user named; nil for the current folder (or the demo).
    ///   - workingDirectory: the folder the user stands in.
    public func locate(_ path: String?, workingDirectory: String = FileManager.default.currentDirectoryPath) throws -> AppLocation {
        let pass = FilesRead()
        guard let path else {
            let folder = URL(fileURLWithPath: workingDirectory).standardizedFileURL.path
            return try defaultLocation(in: folder, pass: pass)
        }
        return try location(of: path, pass: pass)
    }

    /// The app PATH names.
    func location(of path: String, pass: FilesRead) throws -> AppLocation {
        if path.lowercased().hasSuffix(".ipa") {
            return AppLocation(.archive(try IPAReader().open(ipa: path)), source: .builtApp, filesRead: pass)
        }
        let trimmed = path.hasSuffix("/") && path.count > 1 ? String(path.dropLast()) : path
        if trimmed.hasSuffix(".xcodeproj") {
            let project = try XcodeProjectReader(reader: reader).read(projectPath: Self.absolute(trimmed))
            return AppLocation(.project(project, target: nil), source: .project, filesRead: pass)
        }
        if GeneratedProjectFinder.specNames.contains((trimmed as NSString).lastPathComponent) {
            let project = try XcodeGenSpecReader(reader: reader).read(specPath: Self.absolute(trimmed))
            return AppLocation(.project(project, target: nil), source: .project, filesRead: pass)
        }
        // Tuist: a manifest named on its own (Project.swift), or a workspace manifest's projects.
        if let tuist = try tuistLocation(named: trimmed, pass: pass) { return tuist }
        if trimmed.hasSuffix(".xcworkspace") { return try workspaceLocation(trimmed, pass: pass) }
        // .NET for iOS, MAUI and Xamarin.iOS: a project file, or the solution naming it.
        if trimmed.hasSuffix(".csproj") || trimmed.hasSuffix(".sln") {
            let project = try DotNetProjectFinder(reader: reader).project(named: Self.absolute(trimmed))
            return AppLocation(.project(project, target: nil), source: .project, filesRead: pass)
        }
        // An Expo configuration stands for its app: the committed ios/, else what prebuild would generate.
        if GeneratedProjectFinder.expoConfigurationNames.contains((trimmed as NSString).lastPathComponent) {
            return try folderLocation(Self.absolute((trimmed as NSString).deletingLastPathComponent), pass: pass, names: nil)
        }
        var isDirectory: ObjCBool = false
        let isFolder = FileManager.default.fileExists(atPath: trimmed, isDirectory: &isDirectory) && isDirectory.boolValue
        if isFolder && !BuiltApp.isBundle(trimmed) { return try folderLocation(trimmed, pass: pass, names: nil) }
        let plist = try InfoPlistLocator(reader: reader, maxFolders: folderBudget, filesRead: pass).locate(path)
        return infoPlistLocation(plist, foundInFolder: isFolder, pass: pass)
    }

    /// A workspace stands for the one app project it names besides its pods.
    func workspaceLocation(_ workspace: String, pass: FilesRead) throws -> AppLocation {
        let projects = ProjectLocator.workspaceProjects(workspace)
        guard projects.count == 1 else {
            throw InputError.projectChoice(
                project: workspace,
                message: projects.isEmpty
                    ? "names no Xcode project besides its pods" : "names several Xcode projects; pass the one you mean:",
                options: projects)
        }
        let project = try XcodeProjectReader(reader: reader, readProjects: pass.projects).read(projectPath: Self.absolute(projects[0]))
        return AppLocation(.project(project, target: nil), source: .project, filesRead: pass)
    }

    /// The app of the folder the user stands in, or the demo when it holds none.
    func defaultLocation(in folder: String, pass: FilesRead) throws -> AppLocation {
        if Self.isDemoFolder(folder) { return try demoLocation(.demoFolder) }
        if folder == DemoApp.sourceCheckout { return try demoLocation(.swiftPackage) }
        if Self.isTooBroad(folder) { return try demoLocation(.tooBroad) }
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return try demoLocation(.noApp) }
        return try folderLocation(folder, pass: pass, names: names)
    }

    /// A folder's app: a project in it or below, a spec, else its Info.plist. For the folder the user
    /// stands in (`names`: its entries) the demo opens instead when nothing there looks like an app. An
    /// Expo app without `ios/` is the project prebuild would generate; a React Native one, an error.
    func folderLocation(_ folder: String, pass: FilesRead, names: [String]?) throws -> AppLocation {
        let search =
            BuiltApp.isBundle(folder)
            ? ProjectLocator.Search(project: nil, isExhausted: false)
            : try ProjectLocator(reader: reader, maxFolders: folderBudget, listings: pass.listings, projects: pass.projects).search(
                in: folder)
        if let project = search.project {
            // The shallowest app wins across kinds: a MAUI app's src/App/App.csproj over the watch
            // scaffold's src/watchOS/bitwarden/bitwarden.xcodeproj (Bitwarden).
            let depth = Self.depth(of: (project.path as NSString).deletingLastPathComponent, below: folder)
            let shallower =
                depth == 0 ? nil : try DotNetProjectFinder(reader: reader, maxDepth: depth - 1, listings: pass.listings).locate(in: folder)
            return AppLocation(.project(shallower ?? project, target: nil), source: .project, filesRead: pass)
        }
        if let spec = GeneratedProjectFinder.spec(in: folder) {
            let project = try XcodeGenSpecReader(reader: reader).read(specPath: Self.absolute(spec))
            return AppLocation(.project(project, target: nil), source: .project, filesRead: pass)
        }
        // Tuist: Project.swift, Workspace.swift or a Tuist root (after a committed project and a spec).
        if let tuist = try tuistLocation(manifests: TuistManifestFinder.manifests(in: folder), folder: folder, pass: pass) {
            return tuist
        }
        // .NET for iOS, MAUI and Xamarin.iOS apps, read from their project files.
        if let project = try DotNetProjectFinder(reader: reader, listings: pass.listings).locate(in: folder) {
            return AppLocation(.project(project, target: nil), source: .project, filesRead: pass)
        }
        // An Expo app without ios/: the project prebuild would generate (a bare React Native one is an error).
        if let app = try GeneratedProjectFinder.javaScriptAppLocation(below: folder, listings: pass.listings, filesRead: pass) {
            return app
        }
        if let names, !names.contains(where: { $0.hasSuffix(".xcodeproj") || $0.hasSuffix(".xcworkspace") }) {
            // A Swift package's plists are its resources and test data, not an app.
            if names.contains("Package.swift") { return try demoLocation(.swiftPackage, unlessAppsBeyond: search, folder) }
            let bundles = names.filter { $0.lowercased().hasSuffix(".ipa") || BuiltApp.isBundle(folder + "/" + $0) }
            if bundles.count == 1 { return try location(of: folder + "/" + bundles[0], pass: pass) }
            let locator = InfoPlistLocator(reader: reader, maxFolders: folderBudget, filesRead: pass)
            if !locator.search(folder).contains(where: locator.declaresIcons) {
                return try demoLocation(.noApp, unlessAppsBeyond: search, folder)
            }
        }
        let plist = try InfoPlistLocator(reader: reader, maxFolders: folderBudget, filesRead: pass).locate(folder)
        return infoPlistLocation(plist, foundInFolder: true, pass: pass)
    }

    /// An Info.plist, read through the project that builds it when it was found in a folder (reading
    /// it bare would miss every build setting), else on its own with that project named.
    func infoPlistLocation(_ plistPath: String, foundInFolder: Bool, pass: FilesRead) -> AppLocation {
        let absolutePlist = Self.absolute(plistPath)
        let plistFolder = (absolutePlist as NSString).deletingLastPathComponent
        // Looked for once: the building project and the loose icons are both searched from it.
        let projectRoot = BuiltApp.contains(absolutePlist) ? nil : ProjectRoot.find(from: plistFolder)
        let building = projectRoot.flatMap {
            BuildingProjectFinder(reader: reader, listings: pass.listings, projects: pass.projects).find(plist: absolutePlist, root: $0)
        }
        let isBuiltApp = BuiltApp.isBundle(plistFolder)
        if let building, foundInFolder, !isBuiltApp {
            return AppLocation(.project(building.project, target: building.target), source: .project, filesRead: pass)
        }
        let builtBy = building.map { ProjectSelection(project: $0.project.path, target: $0.target, configuration: "Release") }
        let root = isBuiltApp ? plistFolder : projectRoot ?? ProjectRoot.find(from: plistFolder)
        let source: AppSource = isBuiltApp ? .builtApp : foundInFolder ? .bareInfoPlist : .infoPlist
        return AppLocation(.infoPlist(path: absolutePlist, projectRoot: root, builtBy: builtBy), source: source, filesRead: pass)
    }

    /// The demo, unless the search for a project stopped at its budget: then an app may be deeper,
    /// and opening the demo would hide it (a CI job would pass on the wrong app).
    func demoLocation(_ reason: AppLocation.DemoReason, unlessAppsBeyond search: ProjectLocator.Search, _ folder: String) throws
        -> AppLocation
    {
        guard search.isExhausted else { return try demoLocation(reason) }
        throw InputError.projectChoice(
            project: folder,
            message: "no app in the first \(folderBudget) folders below it (Pods, node_modules and build output "
                + "skipped), and there are more; pass the folder or the project of the app you mean",
            options: [])
    }

    /// The bundled demo, searched in its own folder only.
    func demoLocation(_ reason: AppLocation.DemoReason) throws -> AppLocation {
        let plist = Self.absolute(try DemoApp.infoPlistPath())
        let folder = (plist as NSString).deletingLastPathComponent
        return AppLocation(
            .infoPlist(path: plist, projectRoot: folder, builtBy: nil), source: .demo, filesRead: FilesRead(), demoReason: reason)
    }

    /// How many folders `path` lies below `folder` (0: `folder` itself).
    static func depth(of path: String, below folder: String) -> Int {
        let base = URL(fileURLWithPath: folder).standardizedFileURL.pathComponents.count
        return max(0, URL(fileURLWithPath: path).standardizedFileURL.pathComponents.count - base)
    }

    /// The file system's root and the home folder hold everything; nobody means an app there.
    static func isTooBroad(_ folder: String) -> Bool {
        let home = URL(fileURLWithPath: NSHomeDirectory()).standardizedFileURL.path
        return folder == "/" || folder == home
    }

    static func isDemoFolder(_ folder: String) -> Bool {
        DemoApp.searchLocations(executablePath: DemoApp.currentExecutablePath()).contains {
            URL(fileURLWithPath: $0).standardizedFileURL.path == folder
        }
    }

    static func absolute(_ path: String) -> String {
        let url =
            path.hasPrefix("/")
            ? URL(fileURLWithPath: path)
            : URL(fileURLWithPath: FileManager.default.currentDirectoryPath).appendingPathComponent(path)
        return url.standardizedFileURL.path
    }
}
