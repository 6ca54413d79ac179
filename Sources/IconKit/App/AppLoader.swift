import Foundation

/// Reads an app from a PATH (or the demo when there is none) into a `LoadedApp` for one idiom.
///
/// Everything that can be read is read before anything is shown, so a chooser never has to parse
/// (and never gets Foundation's complaints printed over its screen).
public struct AppLoader: Sendable {
    var reader: PropertyListReader
    var parser: InfoPlistParser
    /// How many folder entries the search for image files visits before it gives up (and says so).
    var maxIndexEntries: Int

    public init(reader: PropertyListReader = .init(), parser: InfoPlistParser = .init(), maxIndexEntries: Int = 100_000) {
        self.reader = reader
        self.parser = parser
        self.maxIndexEntries = maxIndexEntries
    }

    /// - Parameters:
    ///   - path: an Info.plist or a folder holding one; nil opens the bundled demo.
    ///   - idiom: whose icons to list (the iPad rule applies for `.ipad`).
    ///   - imageRoot: where to look for image files; default: the project around the Info.plist
    ///     (see `ProjectRoot`), or the demo's own folder.
    ///   - appearance: which image of an icon set to show (iOS 18 dark and tinted icons).
    ///   - target, configuration: for Xcode projects (default: the only application target, Release).
    public func load(
        path: String?, idiom: Idiom, imageRoot: String? = nil, appearance: IconAppearance = .any,
        target: String? = nil, configuration: String? = nil
    ) throws -> LoadedApp {
        let apps = try load(
            path: path, idioms: [idiom], imageRoot: imageRoot, appearance: appearance,
            target: target, configuration: configuration)
        guard let app = apps.first else { throw InputError.inputNotFound(path: path ?? "") }
        return app
    }

    /// The app read once and seen by each of `idioms` (so iPhone and iPad can be checked from one
    /// walk of the project).
    func load(
        path: String?, idioms: [Idiom], imageRoot: String? = nil, appearance: IconAppearance = .any,
        target: String? = nil, configuration: String? = nil
    ) throws -> [LoadedApp] {
        try load(
            path: path, idioms: { _ in idioms }, imageRoot: imageRoot, appearance: appearance,
            target: target, configuration: configuration)
    }

    /// As above, with the devices chosen once the declaration is known (the devices the app runs on).
    public func load(
        path: String?, idioms: (AppDeclaration) -> [Idiom], imageRoot: String? = nil, appearance: IconAppearance = .any,
        target: String? = nil, configuration: String? = nil
    ) throws -> [LoadedApp] {
        if let path, let projectPath = try projectPath(for: path) {
            return try loadProject(
                Self.absolute(projectPath), idioms: idioms, imageRoot: imageRoot, appearance: appearance,
                target: target, configuration: configuration)
        }
        let plistPath = try path.map { try InfoPlistLocator(reader: reader).locate($0) } ?? DemoApp.infoPlistPath()
        let absolutePlist = Self.absolute(plistPath)
        let plistFolder = (absolutePlist as NSString).deletingLastPathComponent
        // Looked for once: the building project and the loose icons are both searched from it (each
        // search read a large parent folder, such as /tmp, again).
        let projectRoot = path == nil || plistPath.contains(".app/") ? nil : ProjectRoot.find(from: plistFolder)
        // Both walk the project root: its folders are listed once for the two.
        let listings = FolderListings()
        let building = projectRoot.flatMap {
            BuildingProjectFinder(reader: reader, listings: listings).find(plist: absolutePlist, root: $0)
        }
        if let path, let building, Self.source(path: path, isBuiltApp: false) == .bareInfoPlist {
            return try loadProject(
                building.project, idioms: idioms, imageRoot: imageRoot, appearance: appearance,
                target: target ?? building.target, configuration: configuration)
        }
        // The parsed tree is dropped as soon as the declaration is read from it.
        let declaration = try parser.parse(reader.readValue(path: absolutePlist).root, path: absolutePlist)

        // The demo, and built apps (icons in the bundle root), are searched in their own folder only.
        let isBuiltApp = plistFolder.hasSuffix(".app")
        let defaultRoot = path == nil || isBuiltApp ? plistFolder : projectRoot ?? ProjectRoot.find(from: plistFolder)
        let searchRoot = Self.absolute(imageRoot ?? defaultRoot)
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: searchRoot, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw InputError.inputNotFound(path: searchRoot)
        }
        let resolver = ImageResolver(
            index: ImageFileIndex(root: searchRoot, maxEntries: maxIndexEntries, listings: listings), appearance: appearance)
        let source = Self.source(path: path, isBuiltApp: isBuiltApp)
        return idioms(declaration).map {
            var app = finish(declaration, idiom: $0, resolver: resolver, project: nil, isBuiltApp: isBuiltApp)
            app.source = source
            app.builtBy = building.map { ProjectSelection(project: $0.project, target: $0.target, configuration: "Release") }
            return app
        }
    }

    /// What kind of input a PATH that is not a project was.
    static func source(path: String?, isBuiltApp: Bool) -> AppSource {
        guard let path else { return .demo }
        if isBuiltApp { return .builtApp }
        var isDirectory: ObjCBool = false
        let isFolder = FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
        return isFolder ? .bareInfoPlist : .infoPlist
    }

    /// An app read through its Xcode project.
    func loadProject(
        _ projectPath: String, idioms: (AppDeclaration) -> [Idiom], imageRoot: String?, appearance: IconAppearance,
        target: String?, configuration: String?
    ) throws -> [LoadedApp] {
        try loadProject(
            projectPath, idioms: idioms, imageRoot: imageRoot, appearance: appearance, target: target,
            configurations: [configuration]
        ).first ?? []
    }

    /// The app as each of `configurations` of `target` builds it (`lint` checks every one), with
    /// the project read and its image files indexed once for all of them.
    public func loadConfigurations(
        _ configurations: [String], project projectPath: String, target: String, idioms: (AppDeclaration) -> [Idiom],
        imageRoot: String? = nil, appearance: IconAppearance = .any
    ) throws -> [[LoadedApp]] {
        try loadProject(
            Self.absolute(projectPath), idioms: idioms, imageRoot: imageRoot, appearance: appearance, target: target,
            configurations: configurations)
    }

    /// One list of apps (one per device) for each configuration (nil: the default one).
    func loadProject(
        _ projectPath: String, idioms: (AppDeclaration) -> [Idiom], imageRoot: String?, appearance: IconAppearance,
        target: String?, configurations: [String?]
    ) throws -> [[LoadedApp]] {
        let project = try readProject(projectPath)
        // A spec beside a committed project is compared with it, never read in its place.
        let agreement =
            project.isXcodeGenSpec
            ? nil
            : GeneratedProjectFinder.spec(in: project.sourceRoot).flatMap { try? XcodeGenSpecReader(reader: reader).read(specPath: $0) }
                .map(XcodeGenAgreement.init)
        let searchRoot = Self.absolute(imageRoot ?? project.sourceRoot)
        let projectResolver = ImageResolver(
            index: ImageFileIndex(root: searchRoot, maxEntries: maxIndexEntries), appearance: appearance)
        return try configurations.map { configuration in
            var resolver = projectResolver
            var (declaration, selection, sources) = try ProjectAppBuilder(reader: reader).build(
                project: project, targetName: target, configuration: configuration, resolver: resolver)
            let chosen = project.target(named: selection.target)
            resolver = resolver.compiling(chosen?.compiledCatalogs(among: resolver.catalogPaths) ?? [])
            let outside = (chosen?.resourceFiles ?? []).filter {
                !$0.hasPrefix(searchRoot + "/") && ["png", "jpg", "jpeg"].contains(($0 as NSString).pathExtension.lowercased())
            }
            if !outside.isEmpty { resolver = resolver.adding(files: outside) }
            if let agreement, let chosen {
                declaration.diagnostics += agreement.diagnostics(
                    project: project, target: chosen, configuration: selection.configuration,
                    bundlePaths: resolver.index.iconBundlePaths, iconSets: resolver.iconSets)
            }
            resolver.iconBundles = sources.bundles
            resolver.shadowedSets = sources.shadowedSets
            return idioms(declaration).map {
                var app = finish(declaration, idiom: $0, resolver: resolver, project: selection, isBuiltApp: false)
                app.source = .project
                app.iconBundles = sources.bundles
                return app
            }
        }
    }

    /// A `.xcodeproj`, or an XcodeGen spec read as the project it generates.
    func readProject(_ projectPath: String) throws -> XcodeProject {
        if projectPath.hasSuffix(".yml") || projectPath.hasSuffix(".yaml") {
            return try XcodeGenSpecReader(reader: reader).read(specPath: projectPath)
        }
        return try XcodeProjectReader(reader: reader).read(projectPath: projectPath)
    }

    /// The Xcode project PATH means: a `.xcodeproj`, a workspace's app project, an XcodeGen spec, or
    /// the one a folder search finds (see `ProjectLocator`, then `GeneratedProjectFinder`); nil when
    /// PATH is not (and holds no) project. An Expo or React Native app without `ios/` is an error that says so.
    func projectPath(for path: String) throws -> String? {
        let trimmed = path.hasSuffix("/") && path.count > 1 ? String(path.dropLast()) : path
        if trimmed.hasSuffix(".xcodeproj") || GeneratedProjectFinder.specNames.contains((trimmed as NSString).lastPathComponent) {
            return trimmed
        }
        if trimmed.hasSuffix(".xcworkspace") {
            let projects = ProjectLocator.workspaceProjects(trimmed)
            if projects.count == 1 { return projects[0] }
            throw InputError.projectChoice(
                project: trimmed,
                message: projects.isEmpty
                    ? "names no Xcode project besides its pods" : "names several Xcode projects; pass the one you mean:",
                options: projects)
        }
        var isDirectory: ObjCBool = false
        guard !trimmed.hasSuffix(".app"), FileManager.default.fileExists(atPath: trimmed, isDirectory: &isDirectory),
            isDirectory.boolValue
        else { return nil }
        if let project = try ProjectLocator(reader: reader).locate(in: trimmed) { return project }
        if let spec = GeneratedProjectFinder.spec(in: trimmed) { return spec }
        if let error = GeneratedProjectFinder.javaScriptAppError(in: trimmed) { throw error }
        return nil
    }

    /// What both kinds of input share once the declaration is known.
    func finish(
        _ declaration: AppDeclaration, idiom: Idiom, resolver: ImageResolver, project: ProjectSelection?,
        isBuiltApp: Bool
    ) -> LoadedApp {
        let catalog = IconCatalog(app: declaration, idiom: idiom)
        let index = resolver.index
        let searchRoot = index.root
        let absolutePlist = declaration.infoPlistPath
        let icons = catalog.icons
        resolver.memo.reserveCapacity(icons.count)
        let images = icons.map { resolver.resolve($0, idiom: idiom, file: absolutePlist) }

        var diagnostics = declaration.diagnostics + catalog.diagnostics
        if index.isTruncated {
            diagnostics.append(
                Diagnostic(
                    .warning, .searchTruncated,
                    "stopped looking for image files after \(maxIndexEntries) entries under \(searchRoot); pass a narrower --root",
                    file: nil))
        }
        let declaredName = declaration.appName.flatMap { BuildVariable.containsReference($0) ? nil : $0 }
        let appName = declaredName ?? project?.target ?? Self.fallbackName(absolutePlist)
        if declaration.appName == nil {
            diagnostics.append(
                Diagnostic(
                    .warning, .missingAppName,
                    "none of CFBundleDisplayName, CFBundleName or CFBundleExecutable is set; calling the app \u{201C}\(appName)\u{201D}",
                    file: absolutePlist))
        }
        let stateKey: String
        if let identifier = declaration.bundleIdentifier, !identifier.isEmpty {
            // Every bare plist says `$(PRODUCT_BUNDLE_IDENTIFIER)`: the file is what tells apps apart.
            let isUnexpanded = BuildVariable.containsReference(identifier)
            stateKey = isUnexpanded ? "plist:" + absolutePlist : identifier
            if isUnexpanded {
                diagnostics.append(
                    Diagnostic(
                        .note, .unexpandedBuildVariable,
                        "CFBundleIdentifier \"\(identifier)\" is an unexpanded build variable; the choice is remembered under this Info.plist's path",
                        file: absolutePlist, keyPath: "CFBundleIdentifier"))
            }
        } else {
            stateKey = "name:" + appName
        }
        return LoadedApp(
            declaration: declaration, catalog: catalog, imageRoot: searchRoot, images: images,
            appName: appName, stateKey: stateKey, diagnostics: diagnostics, project: project,
            iconSets: resolver.iconSets, catalogPaths: resolver.catalogPaths, isBuiltApp: isBuiltApp)
    }

    static func absolute(_ path: String) -> String {
        let url =
            path.hasPrefix("/")
            ? URL(fileURLWithPath: path)
            : URL(fileURLWithPath: FileManager.default.currentDirectoryPath).appendingPathComponent(path)
        return url.standardizedFileURL.path
    }

    /// The name of the folder around the plist (skipping generic names like "Support Files").
    static func fallbackName(_ plistPath: String) -> String {
        let folders = plistPath.split(separator: "/").dropLast().reversed()
        let generic: Set<String> = ["Support Files", "Resources", "Supporting Files", "Sources", "App"]
        return folders.first { !generic.contains(String($0)) }.map(String.init) ?? "App"
    }
}
