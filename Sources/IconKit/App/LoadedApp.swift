/// An app read for one idiom: its declaration, the ordered icons and the files behind them.
public struct LoadedApp: Sendable {
    public var declaration: AppDeclaration
    public var catalog: IconCatalog
    /// The folder image files were searched under.
    public var imageRoot: String
    /// One entry per `catalog.icons`, in the same order.
    public var images: [IconImages]
    /// The name in the system's alert.
    public var appName: String
    /// The bundle identifier the choice is remembered under (or a stand-in, with a diagnostic).
    public var stateKey: String
    /// Every app-level problem: the declaration's, the catalog's and the loader's own.
    public var diagnostics: [Diagnostic]
    /// The project, target and configuration, when the app was read through an Xcode project.
    public var project: ProjectSelection? = nil
    /// Every icon set in the asset catalogs found under `imageRoot`, by name.
    public var iconSets: [String: AppIconSet] = [:]
    /// The Icon Composer `.icon` bundles the target compiles, by icon name → folder (projects only).
    public var iconBundles: [String: String] = [:]
    /// The `.xcassets` folders found under `imageRoot`.
    public var catalogPaths: [String] = []
    /// A built `.app` (or one extracted from an `.ipa`): icons are CgBI files in the bundle root and
    /// the asset catalog is compiled, so source-tree rules do not apply.
    public var isBuiltApp = false
    /// What PATH turned out to be; `.demo` and `.bareInfoPlist` are worth telling people.
    public var source: AppSource = .infoPlist
    /// For an Info.plist read on its own: the project and target that build it, which would show
    /// what Xcode builds (the build settings a bare plist misses).
    public var builtBy: ProjectSelection? = nil
    /// The bundled demo, opened because there was no PATH and no app in the current folder.
    public var isDemo: Bool { source == .demo }
    /// For apps extracted from an archive: the extraction folder and how to name it to people
    /// (`Colourful.ipa:Payload/Colourful.app`).
    public var shownLocation: (folder: String, name: String)? = nil

    /// `path` as people should see it: inside the archive rather than in a temporary folder.
    public func shown(_ path: String) -> String {
        guard let location = shownLocation, path.hasPrefix(location.folder) else { return path }
        return location.name + path.dropFirst(location.folder.count)
    }

    /// Names an extracted app by its archive in the declaration and every diagnostic.
    public mutating func showAsArchive(folder: String, name: String) {
        shownLocation = (folder, name)
        declaration.infoPlistPath = shown(declaration.infoPlistPath)
        func rename(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
            diagnostics.map {
                var copy = $0
                copy.file = copy.file.map(shown)
                copy.message = copy.message.replacingOccurrences(of: folder, with: name)
                return copy
            }
        }
        diagnostics = rename(diagnostics)
        images = images.map {
            var copy = $0
            copy.problems = rename(copy.problems)
            return copy
        }
    }

    /// The icons with their images, in chooser order.
    public var entries: [(icon: IconDeclaration, images: IconImages)] {
        // Built labelled: `Array(zip(…))` made unlabelled pairs and then cast the whole array.
        zip(catalog.icons, images).map { (icon: $0, images: $1) }
    }
}
