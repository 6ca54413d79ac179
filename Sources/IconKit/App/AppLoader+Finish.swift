import AppArchive
import Basics
import Foundation

extension AppLoader {
    /// An Info.plist read on its own: its loose icons searched under `projectRoot` (or `--root`).
    func loadInfoPlist(
        _ path: String, projectRoot: String?, builtBy: ProjectSelection?, source: AppSource, filesRead: FilesRead
    ) throws -> LoadedApp {
        let declaration = try parser.parse(filesRead.plist(at: path, reader: reader), path: path)
        let searchRoot = AppLocator.absolute(options.imageRoot ?? projectRoot ?? (path as NSString).deletingLastPathComponent)
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: searchRoot, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw InputError.inputNotFound(path: searchRoot)
        }
        let resolver = ImageResolver(
            index: ImageFileIndex(root: searchRoot, maxEntries: maxIndexEntries, listings: filesRead.listings),
            appearance: options.appearance)
        let built =
            source == .builtApp
            ? BuiltAppIcons(files: .disk, appFolder: (path as NSString).deletingLastPathComponent) : nil
        return finish(declaration, source: source, resolver: resolver, project: nil, builtBy: builtBy, files: .disk, built: built)
    }

    /// The app of an `.ipa`, read in memory: its Info.plist whole, its `Assets.car`'s index, and the
    /// icons' files among the names in the bundle root, sized from their headers. Paths name the app inside the archive
    /// (`Colourful.ipa:Payload/Colourful.app/Info.plist`), so messages need no rewriting.
    func loadArchive(_ archive: IPAArchive) throws -> LoadedApp {
        let folder = archive.shownName
        let plistPath = folder + "/Info.plist"
        let (root, _) = try reader.parseValue(Data(try archive.contents(of: "Info.plist")), path: plistPath)
        let declaration = try parser.parse(root, path: plistPath)
        let resolver = ImageResolver(
            index: ImageFileIndex(root: folder, fileNames: archive.fileNames), appearance: options.appearance,
            headerReader: Self.headerReader(archive))
        let built = BuiltAppIcons(files: .archive(archive), appFolder: folder)
        return finish(
            declaration, source: .builtApp, resolver: resolver, project: nil, builtBy: nil, files: .archive(archive), built: built)
    }

    /// Reads a PNG header from the first bytes of a file in `archive` (as `PNGHeader.read(path:)` reads
    /// them from disk: its first 128 bytes).
    static func headerReader(_ archive: IPAArchive) -> ResolverMemo.HeaderReader {
        { path, _ throws(PNGHeader.Failure) in
            let prefix = archive.shownName + "/"
            guard path.hasPrefix(prefix) else { throw .unreadable("it is not in the app") }
            do {
                return try PNGHeader.parse(Data(try archive.prefix(of: String(path.dropFirst(prefix.count)), count: 128)))
            } catch let error as ArchiveError {
                throw .unreadable(AppFiles.reason(error))
            } catch let error as PNGHeader.Failure {
                throw error
            } catch {
                throw .unreadable(String(describing: error))
            }
        }
    }

    /// What every kind of input shares once the declaration is known: the icons each device sees (a
    /// built app's from its `Assets.car` when it holds them), the app's name and the key its choice is
    /// remembered under.
    func finish(
        _ declaration: AppDeclaration, source: AppSource, resolver: ImageResolver, project: ProjectSelection?,
        builtBy: ProjectSelection?, files: AppFiles, buildSettings: [String: BuildSettingFact] = [:], built: BuiltAppIcons? = nil
    ) -> LoadedApp {
        let file = declaration.infoPlistPath
        let devices = options.idioms(for: declaration).map { idiom in
            let catalog = IconCatalog(app: declaration, idiom: idiom)
            resolver.memo.reserveCapacity(catalog.icons.count)
            return DeviceIcons(
                catalog: catalog,
                images: catalog.icons.map { icon in
                    guard let built else { return resolver.resolve(icon, idiom: idiom, file: file) }
                    return built.images(for: icon, idiom: idiom, appearance: options.appearance, file: file) {
                        resolver.resolve(icon, idiom: idiom, file: file)
                    }
                })
        }
        var diagnostics: [Diagnostic] = built?.diagnostics ?? []
        if resolver.index.isTruncated {
            diagnostics.append(
                Diagnostic(
                    .warning, .searchTruncated,
                    "stopped looking for image files after \(maxIndexEntries) entries under \(resolver.index.root); pass a narrower --root",
                    file: nil))
        }
        let naming = Self.naming(declaration, project: project, diagnostics: &diagnostics)
        return LoadedApp(
            source: source, declaration: declaration, naming: naming, project: project, builtBy: builtBy, resolver: resolver,
            loaderDiagnostics: diagnostics, devices: devices, files: files, buildSettings: buildSettings, compiledCatalog: built?.catalog)
    }

    /// The name in the system's alert, and the key the choice is remembered under, with what is
    /// worth saying about either.
    static func naming(_ declaration: AppDeclaration, project: ProjectSelection?, diagnostics: inout [Diagnostic])
        -> (appName: String, stateKey: String)
    {
        let plist = declaration.infoPlistPath
        let declaredName = declaration.appName.flatMap { BuildVariable.containsReference($0) ? nil : $0 }
        let appName = declaredName ?? project?.target ?? fallbackName(plist)
        if declaration.appName == nil {
            diagnostics.append(
                Diagnostic(
                    .warning, .missingAppName,
                    "none of CFBundleDisplayName, CFBundleName or CFBundleExecutable is set; calling the app \u{201C}\(appName)\u{201D}",
                    file: plist))
        }
        guard let identifier = declaration.bundleIdentifier, !identifier.isEmpty else { return (appName, "name:" + appName) }
        // Every bare plist says `$(PRODUCT_BUNDLE_IDENTIFIER)`: the file is what tells apps apart.
        guard BuildVariable.containsReference(identifier) else { return (appName, identifier) }
        diagnostics.append(
            Diagnostic(
                .note, .unexpandedBuildVariable,
                "CFBundleIdentifier \"\(identifier)\" is an unexpanded build variable; the choice is remembered under this Info.plist's path",
                file: plist, keyPath: "CFBundleIdentifier"))
        return (appName, "plist:" + plist)
    }

    /// The name of the folder around the plist (skipping generic names like "Support Files").
    static func fallbackName(_ plistPath: String) -> String {
        let folders = plistPath.split(separator: "/").dropLast().reversed()
        let generic: Set<String> = ["Support Files", "Resources", "Supporting Files", "Sources", "App"]
        return folders.first { !generic.contains(String($0)) }.map(String.init) ?? "App"
    }
}
