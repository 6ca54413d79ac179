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

    /// The icons with their images, in chooser order.
    public var entries: [(icon: IconDeclaration, images: IconImages)] {
        Array(zip(catalog.icons, images))
    }
}
