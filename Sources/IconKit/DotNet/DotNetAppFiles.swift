import Foundation

/// The files one evaluation of a .NET project puts into the app: the asset catalogs it compiles
/// (`ImageAsset` items, and every catalog under the project folder by the SDK's default items), the
/// files it copies (`BundleResource`), the Info.plist, and the icon sets MAUI generates (`MauiIcon`).
struct DotNetAppFiles {
    /// Absolute catalogs and files the items name.
    private(set) var resourceFiles: [String] = []
    /// Folders whose every file is the app's: the project folder for an SDK-style project (without
    /// `bin`, `obj` and other platforms' `Platforms/` folders), a wildcard item's folder.
    private(set) var synchronizedFolders: [XcodeProject.SynchronizedFolder] = []
    /// Set name → the files (background and foreground) MAUI draws it from.
    private(set) var generatedIconSets: [String: GeneratedIcon] = [:]
    /// The Info.plist the build reads, with the line of the item naming it.
    private(set) var infoPlist: (path: String, line: Int?)?
    /// The catalogs compiled, relative to the project folder as the build names them (`Assets.xcassets`).
    private(set) var catalogs: Set<String> = []
    let folder: String
    let usesDefaultItems: Bool

    /// Folders under `Platforms/` of each platform, for leaving the others out.
    static let platformFolders = ["Android", "iOS", "MacCatalyst", "macOS", "tvOS", "Tizen", "Windows"]

    init(file: MSBuildProjectFile, evaluation: MSBuildEvaluation, platform: DotNetPlatform) {
        folder = file.folder
        let enabled = [evaluation["EnableDefaultItems"], evaluation["EnableDefault\(platform.folderName)Items"]]
        usesDefaultItems = file.sdk != nil && !enabled.contains { $0?.lowercased() == "false" }
        if usesDefaultItems {
            let others = Self.platformFolders.filter { $0 != platform.folderName }.map { "Platforms/" + $0 }
            synchronizedFolders.append(XcodeProject.SynchronizedFolder(path: folder, membershipExceptions: Set(["bin", "obj"] + others)))
        }
        for item in evaluation.items("ImageAsset") {
            let virtual = Self.relative(item.metadata["Link"] ?? item.include)
            guard let range = virtual.range(of: ".xcassets") else { continue }
            let catalog = String(virtual[..<range.upperBound])
            catalogs.insert(catalog)
            let path = absolute(Self.relative(item.include))
            if let real = path.range(of: ".xcassets") { append(String(path[..<real.upperBound])) }
        }
        for item in evaluation.items("BundleResource") { addBundleResource(item.include) }
        for item in evaluation.items("MauiIcon") {
            let name = ((Self.relative(item.metadata["Link"] ?? item.include) as NSString).lastPathComponent as NSString)
                .deletingPathExtension
            if !name.isEmpty { generatedIconSets[name] = mauiIcon(item, projectFile: file.path) }
        }
        infoPlist = Self.infoPlist(file: file, evaluation: evaluation, platform: platform)
    }

    /// What Resizetizer draws a `<MauiIcon>` from: the background (`Include`) filled with `Color`, and
    /// the foreground (`ForegroundFile`, tinted with `TintColor`) scaled to its width times
    /// `ForegroundScale`, centred (SkiaSharpAppIconTools.Resize). It renders every size up to 1024 px.
    func mauiIcon(_ item: MSBuildEvaluation.Item, projectFile: String) -> GeneratedIcon {
        var icon = GeneratedIcon(generator: "MAUI", image: absolute(Self.relative(item.include)), file: projectFile, line: item.line)
        icon.keyPath = "MauiIcon"
        icon.foreground = item.metadata["ForegroundFile"].flatMap { $0.isEmpty ? nil : absolute(Self.relative($0)) }
        icon.background = item.metadata["Color"].flatMap { $0.isEmpty ? nil : $0 }
        icon.tint = item.metadata["TintColor"].flatMap { $0.isEmpty ? nil : $0 }
        if let scale = item.metadata["ForegroundScale"].flatMap(Double.init), scale.isFinite, scale > 0 {
            icon.foregroundScale = min(scale, 16)
        }
        icon.acceptsVector = true
        return icon
    }

    /// `Resources\icon.png` as `Resources/icon.png`.
    static func relative(_ include: String) -> String {
        include.replacingOccurrences(of: "\\", with: "/")
    }

    func absolute(_ relative: String) -> String {
        let joined = relative.hasPrefix("/") ? relative : folder + "/" + relative
        return URL(fileURLWithPath: joined).standardizedFileURL.path
    }

    mutating func append(_ path: String) {
        if !resourceFiles.contains(path) { resourceFiles.append(path) }
    }

    /// A file, or for a wildcard (`Resources\**\*.png`) the folder before the first wildcard.
    mutating func addBundleResource(_ include: String) {
        let relative = Self.relative(include)
        guard relative.contains("*") || relative.contains("?") else {
            append(absolute(relative))
            return
        }
        let fixed = relative.split(separator: "/").prefix { !$0.contains("*") && !$0.contains("?") }.joined(separator: "/")
        let folder = XcodeProject.SynchronizedFolder(path: absolute(fixed))
        if !synchronizedFolders.contains(folder) { synchronizedFolders.append(folder) }
    }

    /// The Info.plist an item names (`<None Include="Info.plist" />`), else MAUI's
    /// `Platforms/iOS/Info.plist` (or the folder `iOSProjectFolder` names), else the project folder's.
    static func infoPlist(file: MSBuildProjectFile, evaluation: MSBuildEvaluation, platform: DotNetPlatform) -> (path: String, line: Int?)?
    {
        let named = evaluation.items.first { item in
            ["None", "BundleResource", "Content"].contains(item.type)
                && (relative(item.include) as NSString).lastPathComponent.lowercased() == "info.plist"
        }
        let folder = file.folder
        if let named {
            let path = URL(fileURLWithPath: folder + "/" + relative(named.include)).standardizedFileURL.path
            if FileManager.default.fileExists(atPath: path) { return (path, named.line) }
        }
        let projectFolder = evaluation["\(platform.folderName)ProjectFolder"].map(relative) ?? "Platforms/\(platform.folderName)/"
        for candidate in [projectFolder + (projectFolder.hasSuffix("/") ? "" : "/") + "Info.plist", "Info.plist"] {
            let path = URL(fileURLWithPath: folder + "/" + candidate).standardizedFileURL.path
            if FileManager.default.fileExists(atPath: path) { return (path, nil) }
        }
        return nil
    }

    /// The set `XSAppIconAssets` (`Assets.xcassets/AppIcon.appiconset`) names, when its catalog is one
    /// the build compiles (as the build checks before passing it to actool); nil otherwise.
    func iconSetName(ofAppIconAssets assets: String) -> String? {
        let name = ((assets as NSString).lastPathComponent as NSString).deletingPathExtension
        // MAUI writes the catalog of a `<MauiIcon>` while building.
        if generatedIconSets[name] != nil { return name }
        guard let range = assets.range(of: ".xcassets/") else { return nil }
        let catalog = String(assets[..<assets.index(before: range.upperBound)])
        // MAUI bundles `Platforms/iOS/…` under the app's root: `Platforms/iOS/Resources/Assets.xcassets`
        // is `Resources/Assets.xcassets` in the built app, as XSAppIconAssets names it (Bitwarden).
        let platformCatalog = "Platforms/iOS/" + catalog
        let compiled =
            catalogs.contains(catalog) || catalogs.contains(platformCatalog)
            || (usesDefaultItems
                && [catalog, platformCatalog].contains { FileManager.default.fileExists(atPath: folder + "/" + $0) })
        return compiled ? name : nil
    }
}
