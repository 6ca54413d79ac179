import Foundation

/// An app read once by `AppLoader`: what holds for the whole app, and the icons each device sees.
///
/// Immutable: everything is worked out before anything is shown, so a chooser never has to parse
/// (and never gets Foundation's complaints printed over its screen), and lint, list and the chooser
/// all see the same facts.
public struct LoadedApp: Sendable {
    /// What PATH turned out to be; `.demo` and `.bareInfoPlist` are worth telling people.
    public let source: AppSource
    /// What the Info.plist (or the build, for a project) declares.
    public let declaration: AppDeclaration
    /// The name in the system's alert.
    public let appName: String
    /// The bundle identifier the choice is remembered under (or a stand-in, with a diagnostic).
    public let stateKey: String
    /// The project, target and configuration, when the app was read through an Xcode project.
    public let project: ProjectSelection?
    /// For an Info.plist read on its own: the project and target that build it, which would show
    /// what Xcode builds (the build settings a bare plist misses).
    public let builtBy: ProjectSelection?
    /// The folder image files were searched under (for an `.ipa`, the app in the archive:
    /// `Colourful.ipa:Payload/Colourful.app`, never a folder on disk).
    public let imageRoot: String
    /// For a project: the settings that decide the icons, where each is written and which
    /// configurations share that place (what an edit of the project changes).
    public let buildSettings: [String: BuildSettingFact]
    /// Every icon set in the asset catalogs the app compiles, by name.
    public let iconSets: [String: AppIconSet]
    /// The Icon Composer `.icon` bundles the target compiles, by icon name → folder (projects only).
    public let iconBundles: [String: String]
    /// The `.xcassets` folders found under `imageRoot`.
    public let catalogPaths: [String]
    /// The loader's own findings about the app as a whole (the search, its name, its identifier).
    let loaderDiagnostics: [Diagnostic]
    /// The icons of each device asked for, in the order asked.
    public let devices: [DeviceIcons]
    /// Where the app's files are read from: the disk, or an `.ipa` in memory.
    public let files: AppFiles
    /// A built app's `Assets.car`, its index read (the icon sets it holds, their bitmaps and sizes);
    /// nil for other inputs, and when the app has none or it could not be read (a diagnostic says so).
    public let compiledCatalog: BuiltCatalog?

    init(
        source: AppSource, declaration: AppDeclaration, naming: (appName: String, stateKey: String), project: ProjectSelection?,
        builtBy: ProjectSelection?, resolver: ImageResolver, loaderDiagnostics: [Diagnostic], devices: [DeviceIcons], files: AppFiles,
        buildSettings: [String: BuildSettingFact] = [:], compiledCatalog: BuiltCatalog? = nil
    ) {
        self.compiledCatalog = compiledCatalog
        self.buildSettings = buildSettings
        self.source = source
        self.declaration = declaration
        (appName, stateKey) = naming
        self.project = project
        self.builtBy = builtBy
        imageRoot = resolver.index.root
        iconSets = resolver.iconSets
        iconBundles = resolver.iconBundles
        catalogPaths = resolver.catalogPaths
        self.loaderDiagnostics = loaderDiagnostics
        self.devices = devices
        self.files = files
    }

    /// Every app-level problem: the declaration's and the loader's own.
    public var diagnostics: [Diagnostic] { declaration.diagnostics + loaderDiagnostics }

    /// The bundled demo, opened because there was no PATH and no app in the current folder.
    public var isDemo: Bool { source == .demo }

    /// A built `.app` (or one in an `.ipa`): icons are compiled into `Assets.car` or CgBI files in the
    /// bundle root, so source-tree rules do not apply.
    public var isBuiltApp: Bool { source == .builtApp }

    /// The app as `idiom` sees it; nil when it was not loaded for that device.
    public func on(_ idiom: Idiom) -> AppOnDevice? {
        devices.first { $0.idiom == idiom }.map { AppOnDevice(app: self, device: $0) }
    }

    /// The app as each loaded device sees it.
    public var onEachDevice: [AppOnDevice] { devices.map { AppOnDevice(app: self, device: $0) } }
}

/// The icons one device sees: the catalog (primary first, alternates in chooser order) and the files
/// behind each icon.
public struct DeviceIcons: Sendable {
    public let catalog: IconCatalog
    /// One entry per `catalog.icons`, in the same order.
    public let images: [IconImages]

    public var idiom: Idiom { catalog.idiom }
}

/// An app as one device sees it: the app-wide facts and that device's icons, read together.
@dynamicMemberLookup
public struct AppOnDevice: Sendable {
    public let app: LoadedApp
    public let device: DeviceIcons

    public subscript<Value>(dynamicMember keyPath: KeyPath<LoadedApp, Value>) -> Value { app[keyPath: keyPath] }

    public var idiom: Idiom { device.idiom }
    public var catalog: IconCatalog { device.catalog }
    public var images: [IconImages] { device.images }

    /// Every problem of the app on this device: the declaration's, the catalog's and the loader's own.
    public var diagnostics: [Diagnostic] { app.declaration.diagnostics + device.catalog.diagnostics + app.loaderDiagnostics }

    /// The icons with their images, in chooser order.
    public var entries: [(icon: IconDeclaration, images: IconImages)] {
        zip(device.catalog.icons, device.images).map { (icon: $0, images: $1) }
    }
}
