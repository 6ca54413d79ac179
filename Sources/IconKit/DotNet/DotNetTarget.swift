import Foundation

/// One .NET project's app target as its configurations are evaluated: the build settings each
/// evaluation stands for (with the line that set them), the files the app bundles, the icon sets the
/// build generates, and what could not be read.
struct DotNetTarget {
    let file: MSBuildProjectFile
    let platform: DotNetPlatform
    let reader: PropertyListReader
    private(set) var resourceFiles: [String] = []
    private(set) var synchronizedFolders: [XcodeProject.SynchronizedFolder] = []
    /// Set name → what MAUI generates it from (`<MauiIcon>`).
    private(set) var generatedIconSets: [String: GeneratedIcon] = [:]
    private(set) var diagnostics: [Diagnostic] = []

    init(file: MSBuildProjectFile, platform: DotNetPlatform, reader: PropertyListReader) {
        self.file = file
        self.platform = platform
        self.reader = reader
    }

    typealias Setting = (value: BuildSettingValue, origin: SettingOrigin)

    /// The settings of one evaluation; the files and notes it finds are added to the target's.
    mutating func configuration(_ evaluation: MSBuildEvaluation) -> XcodeProject.Configuration {
        var settings: [String: Setting] = [:]
        settings["SDKROOT"] = (.string(platform.sdk), origin(evaluation, "TargetFramework"))
        if let name = evaluation["AssemblyName"], !name.isEmpty {
            settings["PRODUCT_NAME"] = (.string(name), origin(evaluation, "AssemblyName"))
        }
        if let identifier = evaluation["ApplicationId"], !identifier.isEmpty {
            settings["PRODUCT_BUNDLE_IDENTIFIER"] = (.string(identifier), origin(evaluation, "ApplicationId"))
        }
        if let title = evaluation["ApplicationTitle"], !title.isEmpty {
            settings["INFOPLIST_KEY_CFBundleDisplayName"] = (.string(title), origin(evaluation, "ApplicationTitle"))
        }
        let files = DotNetAppFiles(file: file, evaluation: evaluation, platform: platform)
        merge(files)
        let plist = files.infoPlist.map { InfoPlistFacts(path: $0.path, line: $0.line, reader: reader) }
        if let plist {
            settings["INFOPLIST_FILE"] = (.string(plist.path), SettingOrigin(level: .target, file: file.path, line: plist.line))
            settings["TARGETED_DEVICE_FAMILY"] = (
                .string(plist.deviceFamily ?? (platform.sdk == "appletvos" ? "3" : "1")), plist.origin("UIDeviceFamily")
            )
        }
        settings.merge(iconSettings(evaluation, plist: plist, files: files)) { _, icon in icon }
        noteUnread(evaluation)
        return XcodeProject.Configuration(settings: settings.mapValues(\.value), origins: settings.mapValues(\.origin))
    }

    /// `ASSETCATALOG_COMPILER_*` from `<AppIcon>` or `XSAppIconAssets`, `<AlternateAppIcon>` and
    /// `<IncludeAllAppIcons>`.
    mutating func iconSettings(_ evaluation: MSBuildEvaluation, plist: InfoPlistFacts?, files: DotNetAppFiles) -> [String: Setting] {
        var settings: [String: Setting] = [:]
        let appIcon = evaluation["AppIcon"] ?? ""
        if !appIcon.isEmpty {
            settings["ASSETCATALOG_COMPILER_APPICON_NAME"] = (.string(appIcon), origin(evaluation, "AppIcon"))
        }
        if let assets = plist?.appIconAssets, let plist {
            if !appIcon.isEmpty {
                add(
                    Diagnostic(
                        .error, .buildSettingUnusable,
                        "the project sets <AppIcon> (\(appIcon)) and the Info.plist sets XSAppIconAssets (\(assets)); the .NET build stops "
                            + "with error E7129 (\"Can't specify both\"): keep one", file: plist.path, keyPath: "XSAppIconAssets"))
            } else if let name = files.iconSetName(ofAppIconAssets: assets) {
                settings["ASSETCATALOG_COMPILER_APPICON_NAME"] = (.string(name), plist.origin("XSAppIconAssets"))
            } else {
                add(
                    Diagnostic(
                        .warning, .catalogSetMissing,
                        "XSAppIconAssets is \(assets), but the project builds no asset catalog of that name, so the build names no "
                            + "primary icon; add the catalog as ImageAsset items or correct the path", file: plist.path,
                        keyPath: "XSAppIconAssets", about: ((assets as NSString).lastPathComponent as NSString).deletingPathExtension))
            }
        }
        let alternates = evaluation.items("AlternateAppIcon")
        if let first = alternates.first {
            settings["ASSETCATALOG_COMPILER_ALTERNATE_APPICON_NAMES"] = (
                .list(alternates.map(\.include)),
                SettingOrigin(level: .target, file: file.path, line: first.line, keyPath: "AlternateAppIcon")
            )
        }
        if let includeAll = evaluation["IncludeAllAppIcons"], !includeAll.isEmpty {
            settings["ASSETCATALOG_COMPILER_INCLUDE_ALL_APPICON_ASSETS"] = (
                .string(includeAll.lowercased() == "true" ? "YES" : "NO"), origin(evaluation, "IncludeAllAppIcons")
            )
        }
        return settings
    }

    func origin(_ evaluation: MSBuildEvaluation, _ property: String) -> SettingOrigin {
        SettingOrigin(level: .target, file: file.path, line: evaluation.line(of: property), keyPath: property)
    }

    /// The evaluation's catalogs, files and generated sets, each once.
    mutating func merge(_ files: DotNetAppFiles) {
        for path in files.resourceFiles where !resourceFiles.contains(path) { resourceFiles.append(path) }
        for folder in files.synchronizedFolders where !synchronizedFolders.contains(folder) { synchronizedFolders.append(folder) }
        generatedIconSets.merge(files.generatedIconSets) { first, _ in first }
    }

    mutating func add(_ diagnostic: Diagnostic) {
        if !diagnostics.contains(diagnostic) { diagnostics.append(diagnostic) }
    }

    /// A note for each icon-related value the evaluation could not work out, and each set in a target.
    mutating func noteUnread(_ evaluation: MSBuildEvaluation) {
        for unread in evaluation.unread {
            add(
                Diagnostic(
                    .note, .buildSettingUnusable,
                    "line \(unread.line): <\(unread.name)> depends on \(unread.what), which is worked out while building, not read here; "
                        + "what it says is left out", file: file.path, keyPath: unread.name))
        }
        for (name, line) in file.inTargets {
            add(
                Diagnostic(
                    .note, .buildSettingUnusable,
                    "line \(line): <\(name)> is set inside a <Target>, which runs while building; it is not read here",
                    file: file.path, keyPath: name))
        }
    }
}

/// What a .NET app's Info.plist says that the build turns into settings: `XSAppIconAssets` and
/// `UIDeviceFamily`. A plist that cannot be read says nothing (the load reports it when it reads it).
struct InfoPlistFacts {
    /// Absolute (`INFOPLIST_FILE` may be).
    let path: String
    /// The line of the item that names it; nil when found by convention.
    let line: Int?
    let appIconAssets: String?
    /// `TARGETED_DEVICE_FAMILY`'s form: `1,2`.
    let deviceFamily: String?

    init(path: String, line: Int?, reader: PropertyListReader) {
        self.path = path
        self.line = line
        let root = (try? reader.readValue(path: path)).map { PlistNode($0.root) }
        appIconAssets = (try? root?["XSAppIconAssets"]?.string())?.replacingOccurrences(of: "\\", with: "/")
        let families: [Int]? = {
            guard case .array(let values)? = root?["UIDeviceFamily"]?.value else { return nil }
            return values.compactMap { value -> Int? in
                switch value {
                case .integer(let number): return number
                case .string(let text): return Int(text)
                default: return nil
                }
            }
        }()
        deviceFamily = families.flatMap { $0.isEmpty ? nil : $0.map(String.init).joined(separator: ",") }
    }

    func origin(_ key: String) -> SettingOrigin {
        SettingOrigin(level: .target, file: path, keyPath: key)
    }
}
