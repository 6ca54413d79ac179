import Foundation

/// One load of an Xcode project (or XcodeGen spec): what does not depend on the configuration (the
/// spec beside the project, the index of image files and catalogs) is read once, then each
/// configuration asked for is built from it.
struct ProjectLoad: Sendable {
    let loader: AppLoader
    let project: XcodeProject
    /// A spec beside a committed project is compared with it, never read in its place.
    let agreement: XcodeGenAgreement?
    /// So is the Expo configuration beside a committed prebuild (`ios/`).
    let expoAgreement: ExpoPrebuildAgreement?
    /// Every image file, catalog and `.icon` bundle under the project (or `--root`), found once.
    let resolver: ImageResolver
    /// The pass's files: each target's Info.plist is parsed once for every configuration.
    let filesRead: FilesRead

    init(loader: AppLoader, project: XcodeProject, filesRead: FilesRead) throws {
        self.loader = loader
        self.project = project
        self.filesRead = filesRead
        agreement =
            project.isXcodeGenSpec || project.isTuistManifest
            ? nil
            : GeneratedProjectFinder.spec(in: project.sourceRoot)
                .flatMap { try? XcodeGenSpecReader(reader: loader.reader, readProjects: filesRead.projects).read(specPath: $0) }
                .map(XcodeGenAgreement.init)
        expoAgreement = project.isXcodeGenSpec ? nil : ExpoPrebuildAgreement(projectFolder: project.sourceRoot)
        let searchRoot = AppLocator.absolute(loader.options.imageRoot ?? project.sourceRoot)
        resolver = ImageResolver(
            index: ImageFileIndex(root: searchRoot, maxEntries: loader.maxIndexEntries, listings: filesRead.listings),
            appearance: loader.options.appearance)
    }

    /// The app as `target` (nil: the one a person means) builds it in `configuration` (nil: Release).
    func app(configuration: String?, target: String?) throws -> LoadedApp {
        var (declaration, selection, sources) = try ProjectAppBuilder(reader: loader.reader, filesRead: filesRead).build(
            project: project, targetName: target, configuration: configuration, resolver: resolver)
        let chosen = project.target(named: selection.target)
        var resolver = resolver.compiling(chosen?.compiledCatalogs(among: resolver.catalogPaths) ?? [])
        let searchRoot = resolver.index.root
        // A target's Resources phase may copy loose icons from outside the searched folder.
        let outside = (chosen?.resourceFiles ?? []).filter {
            !$0.hasPrefix(searchRoot + "/") && ["png", "jpg", "jpeg"].contains(($0 as NSString).pathExtension.lowercased())
        }
        if !outside.isEmpty { resolver = resolver.adding(files: outside) }
        if let agreement, let chosen {
            declaration.diagnostics += agreement.diagnostics(
                project: project, target: chosen, configuration: selection.configuration,
                bundlePaths: resolver.index.iconBundlePaths, iconSets: resolver.iconSets)
        }
        declaration.diagnostics += expoAgreement?.diagnostics(declaration) ?? []
        // What a project file's reader found that no setting says (a .NET project's computed values),
        // and the sets its build generates, which no catalog in the repository holds.
        declaration.diagnostics += project.readerDiagnostics
        let generated = chosen?.generatedIconSets ?? [:]
        declaration.diagnostics.removeAll { $0.kind == .catalogSetMissing && generated[$0.about ?? ""] != nil }
        resolver.generatedSets = generated
        resolver.generatedFiles = chosen?.generatedIconFiles ?? [:]
        resolver.iconBundles = sources.bundles
        resolver.shadowedSets = sources.shadowedSets
        let facts = chosen.map {
            BuildSettingFact.facts(
                project: project, target: $0, configuration: selection.configuration, configurations: selection.configurations)
        }
        return loader.finish(
            declaration, source: project.generatedBy == nil ? .project : .manifest, resolver: resolver, project: selection, builtBy: nil,
            files: .disk, buildSettings: facts ?? [:])
    }
}
