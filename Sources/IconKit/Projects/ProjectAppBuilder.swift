import Basics
import Foundation

/// Predicts what a built app's Info.plist says about icons, from an Xcode project.
///
/// Reads the target's Info.plist (or the generated one's `INFOPLIST_KEY_*` settings), expands build
/// variables in it, and writes the `CFBundleIcons` / `CFBundleIcons~ipad` entries the asset catalog
/// compiler would from `ASSETCATALOG_COMPILER_APPICON_NAME`, `…_ALTERNATE_APPICON_NAMES` and
/// `…_INCLUDE_ALL_APPICON_ASSETS`, merged with the plist's own (the catalog's primary wins).
struct ProjectAppBuilder: Sendable {
    var reader: PropertyListReader
    /// The pass's parsed files: a target's Info.plist is parsed once, however many configurations
    /// (and the target chooser) read it.
    var filesRead: FilesRead

    init(reader: PropertyListReader = .init(), filesRead: FilesRead = FilesRead()) {
        self.reader = reader
        self.filesRead = filesRead
    }

    /// - Parameter resolver: the images, catalogs and `.icon` bundles found; only the chosen target's
    ///   catalogs (its Resources phase's and those in its synchronized folders) and bundles count.
    func build(project: XcodeProject, targetName: String?, configuration: String?, resolver: ImageResolver)
        throws -> (app: AppDeclaration, selection: ProjectSelection, sources: TargetIconSources)
    {
        let (target, otherTargets) = try TargetChooser(
            reader: reader, configuration: configuration ?? project.defaultConfigurationName ?? "Release", filesRead: filesRead
        ).choose(project, name: targetName)
        let configurationName = configuration ?? project.defaultConfiguration(of: target)
        let configurations = Array(Set(target.configurations.keys).union(project.projectConfigurations.keys)).sorted()
        guard configurations.contains(configurationName) else {
            throw InputError.projectChoice(
                project: project.path,
                message:
                    "target \u{201C}\(target.name)\u{201D} has no configuration \u{201C}\(configurationName)\u{201D}; choose one with --configuration:",
                options: configurations)
        }
        let settings = BuildSettings(project: project, target: target, configuration: configurationName)
        let iconSets = resolver.compiling(target.compiledCatalogs(among: resolver.catalogPaths)).iconSets
        let pbxproj = project.settingsFile
        var (app, diagnostics) = try readInfoPlist(project: project, settings: settings, pbxproj: pbxproj, target: target)
        diagnostics += fillInBuildValues(&app, settings: settings, pbxproj: pbxproj)
        diagnostics += settings.unusableSettingDiagnostics(pbxproj: pbxproj)
        diagnostics += target.manifestDiagnostics
        let sources = TargetIconSources(
            project: project, target: target, bundlePaths: resolver.index.iconBundlePaths, iconSets: iconSets)
        diagnostics += sources.diagnostics
        if Self.compilesCatalogs(target, found: resolver.catalogPaths, sources: sources) {
            diagnostics += addCompiledIcons(
                to: &app, settings: settings, sources: sources, iconSets: iconSets, context: (project, target, configurationName, pbxproj))
        } else {
            app.deviceFamilies = CatalogSettings(settings, iconSets: [:]).deviceFamilies
        }
        app.diagnostics += diagnostics
        let selection = ProjectSelection(
            project: project.path, target: target.name, configuration: configurationName, otherTargets: otherTargets,
            configurations: configurations)
        return (app, selection, sources)
    }

    /// Whether the build runs the asset catalog compiler for the target: it copies a catalog or a
    /// `.icon`, or a build step generates a set (MAUI's `MauiIcon`); a target that says nothing about
    /// its resources is taken to. Without one, actool never
    /// runs and `ASSETCATALOG_COMPILER_APPICON_NAME` (set by every template and XcodeGen preset) names
    /// nothing: the app's icons are its Info.plist's loose files.
    static func compilesCatalogs(_ target: XcodeProject.Target, found: [String], sources: TargetIconSources) -> Bool {
        if target.resourceFiles.isEmpty && target.synchronizedFolders.isEmpty { return true }
        return !target.compiledCatalogs(among: found).isEmpty || !sources.bundles.isEmpty || !target.generatedIconSets.isEmpty
    }

    /// What the asset catalog compiler adds: the icons its settings name (from sets or `.icon`
    /// bundles), and what is wrong with those settings.
    func addCompiledIcons(
        to app: inout AppDeclaration, settings: BuildSettings, sources: TargetIconSources, iconSets: [String: AppIconSet],
        context: (project: XcodeProject, target: XcodeProject.Target, configuration: String, pbxproj: String)
    ) -> [Diagnostic] {
        // Sets the build generates are compiled like the `.icon` bundles: by name, for every idiom.
        let compiled = sources.bundles.merging(context.target.generatedIconSets.mapValues { $0.image ?? $0.file }) { bundle, _ in bundle }
        let catalog = CatalogSettings(settings, iconSets: iconSets, bundles: compiled)
        app.deviceFamilies = catalog.deviceFamilies
        var diagnostics = catalog.settingDiagnostics(iconSets: iconSets, bundles: compiled, pbxproj: context.pbxproj)
        let otherPrimaryNames = Self.primaryNames(project: context.project, target: context.target, except: context.configuration)
        if !catalog.includeAll {
            diagnostics += Self.strayIconSets(
                catalog, declaredAlternates: app.icons?.alternates ?? [], iconSets: iconSets, sources: sources,
                otherPrimaryNames: otherPrimaryNames)
        } else {
            diagnostics += catalog.flavourDiagnostics(otherPrimaryNames: otherPrimaryNames, pbxproj: context.pbxproj)
        }
        addCatalogIcons(to: &app, catalog: catalog, iconSets: iconSets, bundles: compiled)
        return diagnostics
    }

    /// The primary icon set each other configuration of the target names.
    static func primaryNames(project: XcodeProject, target: XcodeProject.Target, except configuration: String) -> Set<String> {
        let names = Set(target.configurations.keys).union(project.projectConfigurations.keys).subtracting([configuration])
        return Set(
            names.compactMap { name in
                BuildSettings(project: project, target: target, configuration: name)["ASSETCATALOG_COMPILER_APPICON_NAME"]
            }.filter { !$0.isEmpty })
    }

    /// The target's own Info.plist when `INFOPLIST_FILE` names one that exists; otherwise an empty
    /// declaration filed under the project (the generated plist's values come from settings).
    func readInfoPlist(project: XcodeProject, settings: BuildSettings, pbxproj: String, target: XcodeProject.Target? = nil)
        throws -> (AppDeclaration, [Diagnostic])
    {
        let plistSetting = settings["INFOPLIST_FILE"] ?? ""
        let writtenPath =
            plistSetting.isEmpty
            ? nil
            : (plistSetting.hasPrefix("/") ? plistSetting : project.sourceRoot + "/" + plistSetting)
        let actualPath = writtenPath.flatMap(LetterCasePath.onDisk)
        if let plistPath = actualPath ?? writtenPath, FileManager.default.fileExists(atPath: plistPath) {
            let (root, preprocessing) = try readPossiblyPreprocessed(plistPath, settings: settings, project: project, target: target)
            let settingFile = settings.origins["INFOPLIST_FILE"]?.file ?? pbxproj
            let letterCase = zip(writtenPath.map { [$0] } ?? [], actualPath.map { [$0] } ?? []).map {
                LetterCasePath.diagnostic(
                    written: plistSetting, actual: PathDisplay.relative($1, to: project.sourceRoot), in: settingFile,
                    keyPath: "INFOPLIST_FILE")
            }
            // Only unresolvable variables are worth reporting once the project is known.
            return (try InfoPlistParser(buildFillsInValues: true).parse(root, path: plistPath), letterCase + preprocessing)
        }
        let plistPath = writtenPath
        // XcodeGen writes the file from the spec's `info.properties` (Tuist from `infoPlist:`) when it
        // generates the project.
        if let plistPath, let generated = target?.generatedInfoPlist {
            let (root, _) = try reader.parseValue(generated, path: plistPath)
            let declaredIn = target?.generatedInfoPlistFile ?? project.settingsFile
            return (try InfoPlistParser(buildFillsInValues: true).parse(root, path: declaredIn), [])
        }
        var diagnostics: [Diagnostic] = []
        if plistPath != nil, settings["GENERATE_INFOPLIST_FILE"] != "YES" {
            diagnostics.append(
                Diagnostic(
                    .error, .infoPlistMissing, "INFOPLIST_FILE is \(plistSetting), which does not exist",
                    file: settings.origins["INFOPLIST_FILE"]?.file ?? pbxproj, keyPath: "INFOPLIST_FILE"))
        }
        return (AppDeclaration(infoPlistPath: pbxproj), diagnostics)
    }

    /// Values the build fills in: names and identifier from settings, build variables expanded.
    func fillInBuildValues(_ app: inout AppDeclaration, settings: BuildSettings, pbxproj: String) -> [Diagnostic] {
        func expanded(_ value: String?) -> String? { value.map { settings.expand($0) } }
        app.displayName = expanded(app.displayName) ?? settings["INFOPLIST_KEY_CFBundleDisplayName"]
        app.bundleName = expanded(app.bundleName) ?? settings["PRODUCT_NAME"]
        app.executableName = expanded(app.executableName) ?? settings["PRODUCT_NAME"]
        app.bundleIdentifier = expanded(app.bundleIdentifier) ?? settings["PRODUCT_BUNDLE_IDENTIFIER"]
        var diagnostics: [Diagnostic] = []
        // A runaway setting left unexpanded is build-setting-unusable's finding, not this one's.
        let runaway = Set(settings.runawayKeys)
        for text in [app.displayName, app.bundleIdentifier].compactMap({ $0 })
        where BuildVariable.containsReference(text) && BuildSettings.pieces(of: text).references.allSatisfy({ !runaway.contains($0) }) {
            diagnostics.append(
                Diagnostic(
                    .warning, .unexpandedBuildVariable, "\"\(text)\" still holds a build variable after expansion",
                    file: pbxproj, keyPath: nil))
        }
        app.icons = app.icons.map { expand($0, settings) }
        app.iPadIcons = app.iPadIcons.map { expand($0, settings) }
        return diagnostics
    }

    /// Sets in the target's catalogs (and `.icon` bundles of the target) that no build setting, no
    /// Info.plist icon and no other configuration's primary names. A bundle's shadowed set is not
    /// reported on its own: the bundle stands for the name.
    static func strayIconSets(
        _ catalog: CatalogSettings, declaredAlternates: [IconDeclaration],
        iconSets: [String: AppIconSet], sources: TargetIconSources = .init(), otherPrimaryNames: Set<String> = []
    ) -> [Diagnostic] {
        let named = Set(catalog.alternateNames.map { CatalogSettings.spelling(of: $0, in: iconSets) } + [catalog.primaryName])
            .union(otherPrimaryNames)
        let inPlist = Set(declaredAlternates.compactMap(\.iconSetName))
        // Only the catalogs this target uses (those holding its named sets): other targets'
        // catalogs (an extension's icon) are none of its business.
        let ownCatalogs = Set(named.compactMap { iconSets[$0].map { Self.catalog(of: $0.folder) } })
        var diagnostics: [Diagnostic] = []
        for name in iconSets.keys.sorted()
        where !named.contains(name) && !inPlist.contains(name) && !catalog.alternateNames.isEmpty && sources.bundles[name] == nil
            && ownCatalogs.contains(Self.catalog(of: iconSets[name]?.folder ?? ""))
        {
            diagnostics.append(
                Diagnostic(
                    .warning, .strayIconSet,
                    "the icon set \u{201C}\(name)\u{201D} is in the catalog but named by no build setting, so the built app does not offer it "
                        + "(setAlternateIconName fails); add it to ASSETCATALOG_COMPILER_ALTERNATE_APPICON_NAMES",
                    file: iconSets[name]?.folder, keyPath: nil))
        }
        for (name, path) in sources.bundles.sorted(by: { $0.key < $1.key })
        where !named.contains(name) && !inPlist.contains(name) && !catalog.alternateNames.isEmpty {
            diagnostics.append(
                Diagnostic(
                    .warning, .strayIconSet,
                    "the icon \u{201C}\(name)\u{201D} (\((path as NSString).lastPathComponent)) is named by no build setting, so the built "
                        + "app does not offer it (setAlternateIconName fails); add it to ASSETCATALOG_COMPILER_ALTERNATE_APPICON_NAMES",
                    file: path, keyPath: nil))
        }
        return diagnostics
    }

    /// The `CFBundleIcons` (and, for iPad, `CFBundleIcons~ipad`) entries the asset catalog compiler
    /// writes, merged over the Info.plist's own.
    func addCatalogIcons(
        to app: inout AppDeclaration, catalog: CatalogSettings, iconSets: [String: AppIconSet], bundles: [String: String] = [:]
    ) {
        // A `.icon` is drawn for every idiom (`squares: shared`).
        func hasIPadImages(_ name: String) -> Bool {
            if bundles[name] != nil { return true }
            guard let set = iconSets[name] else { return false }
            return set.images.contains { $0.filename != nil && ($0.idiom == .ipad || $0.idiom == .universal) }
        }
        let primaryName = catalog.primaryName
        var icons = app.icons ?? IconsDeclaration(keyPath: InfoPlistParser.iconsKey, primary: nil, alternates: [])
        var iPadIcons = app.iPadIcons
        // A primary set no catalog holds fails the build (catalog-set-missing says so once); it stands in for
        // both idioms, so the Info.plist's own iPad primary is not judged as if the build had kept it.
        let writesIPad =
            catalog.iPadFamily
            && (!primaryName.isEmpty
                ? iconSets[primaryName] == nil || hasIPadImages(primaryName)
                : catalog.alternates.contains(where: hasIPadImages))
        if writesIPad && iPadIcons == nil {
            iPadIcons = IconsDeclaration(keyPath: InfoPlistParser.iPadIconsKey, primary: nil, alternates: [])
        }
        if !primaryName.isEmpty {
            icons.primary = IconDeclaration(
                name: nil, keyPath: "\(icons.keyPath).\(InfoPlistParser.primaryKey)",
                iconFiles: [primaryName + "60x60"], iconSetName: primaryName)
            if writesIPad, var iPad = iPadIcons {
                iPad.primary = IconDeclaration(
                    name: nil, keyPath: "\(iPad.keyPath).\(InfoPlistParser.primaryKey)",
                    iconFiles: [primaryName + "60x60", primaryName + "76x76"], iconSetName: primaryName)
                iPadIcons = iPad
            }
        }
        for name in catalog.alternates {
            func entry(_ base: String) -> IconDeclaration {
                IconDeclaration(
                    name: name, keyPath: "\(base).\(InfoPlistParser.alternatesKey).\(name)",
                    iconFiles: [name + "60x60"], iconSetName: name, ordinal: .missing)
            }
            icons.alternates.removeAll { $0.name == name }
            icons.alternates.append(entry(icons.keyPath))
            if hasIPadImages(name), var iPad = iPadIcons {
                iPad.alternates.removeAll { $0.name == name }
                iPad.alternates.append(entry(iPad.keyPath))
                iPadIcons = iPad
            }
        }
        // Alternates the setting names keep its order (the build writes them so); see IconCatalog.
        let buildOrder = catalog.includeAll ? [] : catalog.alternates
        icons.alternates.sort { NaturalOrder.precedes($0.name ?? "", $1.name ?? "") }
        icons.buildOrder = buildOrder
        iPadIcons?.alternates.sort { NaturalOrder.precedes($0.name ?? "", $1.name ?? "") }
        iPadIcons?.buildOrder = buildOrder
        app.icons = icons
        app.iPadIcons = iPadIcons
    }

    /// Build variables expanded in icon names and files.
    func expand(_ icons: IconsDeclaration, _ settings: BuildSettings) -> IconsDeclaration {
        var copy = icons
        func fix(_ icon: IconDeclaration) -> IconDeclaration {
            var icon = icon
            icon.iconFiles = icon.iconFiles.map { settings.expand($0) }
            icon.iconSetName = icon.iconSetName.map { settings.expand($0) }
            return icon
        }
        copy.primary = copy.primary.map(fix)
        copy.alternates = copy.alternates.map(fix)
        return copy
    }

    /// The `.xcassets` folder an icon set lives in.
    static func catalog(of setFolder: String) -> String {
        guard let range = setFolder.range(of: ".xcassets", options: .backwards) else { return setFolder }
        return String(setFolder[..<range.upperBound])
    }
}
