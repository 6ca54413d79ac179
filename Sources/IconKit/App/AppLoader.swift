import AppArchive
import Basics
import Foundation

/// What a load reads: for projects, which target and configuration; where image files are looked
/// for; which appearance of an icon set is shown; and for which devices.
public struct LoadOptions: Sendable {
    /// For projects: the target (default: the one a person means, see `TargetChooser`).
    public var target: String?
    /// For projects: the build configuration (default: Release).
    public var configuration: String?
    /// Where to look for image files (default: the project around the app).
    public var imageRoot: String?
    /// Which image of an icon set to show (iOS 18 dark and tinted icons).
    public var appearance: IconAppearance
    /// Whose icons to read; nil: each device the app runs on (iPhone when nothing says).
    public var idioms: [Idiom]?

    public init(
        target: String? = nil, configuration: String? = nil, imageRoot: String? = nil, appearance: IconAppearance = .any,
        idioms: [Idiom]? = nil
    ) {
        self.target = target
        self.configuration = configuration
        self.imageRoot = imageRoot
        self.appearance = appearance
        self.idioms = idioms
    }

    /// The devices to read for `declaration`.
    func idioms(for declaration: AppDeclaration) -> [Idiom] {
        if let idioms { return idioms }
        let families = declaration.deviceFamilies ?? [.iphone]
        return Idiom.allCases.filter(families.contains)
    }
}

/// Reads the app an `AppLocation` found into a `LoadedApp`, parsing nothing the location already
/// parsed and each file once.
public struct AppLoader: Sendable {
    var options: LoadOptions
    var reader: PropertyListReader
    var parser: InfoPlistParser
    /// How many folder entries the search for image files visits before it gives up (and says so).
    var maxIndexEntries: Int

    public init(
        _ options: LoadOptions = .init(), reader: PropertyListReader = .init(), parser: InfoPlistParser = .init(),
        maxIndexEntries: Int = 100_000
    ) {
        self.options = options
        self.reader = reader
        self.parser = parser
        self.maxIndexEntries = maxIndexEntries
    }

    /// The app at `location`, built in the configuration asked for (Release by default).
    public func load(_ location: AppLocation) throws -> LoadedApp {
        switch location.kind {
        case .project(let project, let target):
            return try ProjectLoad(loader: self, project: project, filesRead: location.filesRead)
                .app(configuration: options.configuration, target: options.target ?? target)
        case .infoPlist(let path, let projectRoot, let builtBy):
            return try loadInfoPlist(
                path, projectRoot: projectRoot, builtBy: builtBy, source: location.source, filesRead: location.filesRead)
        case .archive(let archive):
            return try loadArchive(archive)
        }
    }

    /// The app in every build configuration of its target (only `options.configuration` when one is
    /// given), the asked-for one first; what does not depend on the configuration (the project, the
    /// image files, the catalogs) is read once for all of them. Apps without configurations load once.
    public func loadEveryConfiguration(_ location: AppLocation) throws -> [LoadedApp] {
        guard case .project(let project, let target) = location.kind else { return [try load(location)] }
        let load = try ProjectLoad(loader: self, project: project, filesRead: location.filesRead)
        let first = try load.app(configuration: options.configuration, target: options.target ?? target)
        guard options.configuration == nil, let selection = first.project else { return [first] }
        let others = selection.configurations.filter { $0 != selection.configuration }
        return try [first] + others.map { try load.app(configuration: $0, target: selection.target) }
    }
}
