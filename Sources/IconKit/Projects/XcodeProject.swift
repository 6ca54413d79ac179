import Foundation

/// The parts of an Xcode project that decide an app's icons: targets, their build configurations
/// and settings (with the xcconfig files they are based on).
public struct XcodeProject: Sendable {
    public struct Target: Equatable, Sendable {
        var name: String
        var productType: String
        /// Configuration name → that configuration's own settings and base xcconfig.
        var configurations: [String: Configuration]
        /// Names of the targets this one depends on or embeds (copies the product of).
        var dependencies: [String] = []
        /// Absolute paths of the files its Resources phase copies into the app.
        var resourceFiles: [String] = []
        /// The file type the pbxproj gives each of `resourceFiles` that has one (`lastKnownFileType`
        /// or `explicitFileType`): a `.icon` referenced as `wrapper.icon` is worth a warning.
        var resourceFileTypes: [String: String] = [:]
        /// Xcode 16+ synchronized folders whose files are the target's without being listed.
        var synchronizedFolders: [SynchronizedFolder] = []
        /// Its Run Script phases: a script may write a file the build reads (a preprocessed Info.plist's
        /// prefix header).
        var scriptPhases: [ScriptPhase] = []
        /// For an XcodeGen target whose `info.path` file is not there yet: the plist XcodeGen would
        /// write there from `info.properties` (XML), read in the file's place.
        var generatedInfoPlist: Data? = nil
        /// Icon sets the build generates before actool runs (a .NET MAUI `<MauiIcon>`, an Expo app's
        /// icons): set name → what it is drawn from. They are not in the repository, and not missing either.
        var generatedIconSets: [String: GeneratedIcon] = [:]
        /// Loose icon files the build generates (Expo icon plugins'): `CFBundleIconFiles` name → what
        /// they are drawn from.
        var generatedIconFiles: [String: GeneratedIcon] = [:]
        /// The file that writes `generatedInfoPlist`'s keys (a Tuist manifest or helper), where findings
        /// about them point; nil: the project's `settingsFile`.
        var generatedInfoPlistFile: String? = nil
        /// What reading its manifest (Tuist's) could not read about this target.
        var manifestDiagnostics: [Diagnostic] = []
        var isApplication: Bool { productType == "com.apple.product-type.application" }
        /// The asset catalogs its Resources phase compiles.
        var assetCatalogs: [String] { resourceFiles.filter { $0.hasSuffix(".xcassets") } }

        /// The catalogs it compiles: its Resources phase's, and those of `found` in its synchronized folders.
        func compiledCatalogs(among found: [String]) -> [String] {
            assetCatalogs + found.filter { catalog in synchronizedFolders.contains { $0.contains(catalog) } }
        }

        /// Whether the target builds `path` (absolute): its Resources phase names it or it lies in one
        /// of its synchronized folders, outside their exceptions.
        func holds(_ path: String) -> Bool {
            resourceFiles.contains(path) || synchronizedFolders.contains { $0.contains(path) }
        }

        /// Whether the catalog around `setFolder` is the target's; a target that says nothing about
        /// its resources (no Resources phase entries, no synchronized folder) is taken to hold every one.
        func holdsCatalog(of setFolder: String) -> Bool {
            guard !resourceFiles.isEmpty || !synchronizedFolders.isEmpty else { return true }
            guard let range = setFolder.range(of: ".xcassets", options: .backwards) else { return false }
            return holds(String(setFolder[..<range.upperBound]))
        }
    }

    /// A Run Script build phase: its name, its script and the files it says it writes.
    public struct ScriptPhase: Equatable, Sendable {
        var name: String
        var script: String
        var outputPaths: [String]

        /// Whether the phase writes the file named `fileName` (by its outputs or its script's text).
        func writes(_ fileName: String) -> Bool {
            outputPaths.contains { ($0 as NSString).lastPathComponent == fileName } || script.contains(fileName)
        }
    }

    /// A `PBXFileSystemSynchronizedRootGroup` as one target sees it: every file under `path` is a
    /// member, except those its exception sets for that target name.
    public struct SynchronizedFolder: Equatable, Sendable {
        /// Absolute path of the folder.
        var path: String
        /// Paths relative to `path` (`Info.plist`, `Shared/Info.plist`) that are not members.
        var membershipExceptions: Set<String> = []

        /// Whether `file` (absolute) is in the folder and not excepted, nor inside an excepted folder.
        func contains(_ file: String) -> Bool {
            guard file.hasPrefix(path + "/") else { return false }
            let relative = file.dropFirst(path.count + 1)
            var prefix = ""
            for component in relative.split(separator: "/") {
                prefix = prefix.isEmpty ? String(component) : prefix + "/" + component
                if membershipExceptions.contains(prefix) { return false }
            }
            return true
        }
    }

    public struct Configuration: Equatable, Sendable {
        /// Each setting as written: a string, or a list for a pbxproj array.
        var settings: [String: BuildSettingValue]
        /// Absolute path of the xcconfig file the configuration is based on.
        var baseConfiguration: String?
        /// Where each of `settings` is written (the level is filled in by `BuildSettings`); a setting
        /// without one is derived by the reader (an XcodeGen default).
        var origins: [String: SettingOrigin] = [:]
    }

    /// The `.xcodeproj` folder, or the XcodeGen `project.yml` the project was read from.
    var path: String
    /// The folder holding it: `$(SRCROOT)` and `$(PROJECT_DIR)`.
    var sourceRoot: String
    var name: String
    var targets: [Target]
    /// Project-level configurations (every target inherits from them).
    var projectConfigurations: [String: Configuration]
    /// The configuration `xcodebuild` builds when none is named (the project configuration list's
    /// `defaultConfigurationName`; XcodeGen's `options.defaultConfig`).
    var defaultConfigurationName: String?
    /// The xcconfig files the configurations are based on (and their includes), read once.
    var configurationFiles = XCConfigDocuments(bases: [])
    /// What the reader of a project file that is not a pbxproj (a .NET `.csproj`, a Tuist manifest)
    /// found worth saying and no build setting can: values computed while building or by the
    /// manifest, settings that stop the build.
    var readerDiagnostics: [Diagnostic] = []
    /// The tool that generates the whole project from the file at `path` before Xcode can build it
    /// (`npx expo prebuild`); nil for a project that is read as what is built.
    var generatedBy: String?

    /// The project with its configurations' xcconfig files read (each file once, however many
    /// targets and configurations use it).
    func readingConfigurationFiles(parsed: ReadProjects? = nil) -> XcodeProject {
        let configurations = Array(projectConfigurations.values) + targets.flatMap { $0.configurations.values }
        var copy = self
        copy.configurationFiles = XCConfigDocuments(
            bases: Set(configurations.compactMap(\.baseConfiguration)).sorted(), projectFolder: sourceRoot, parsed: parsed)
        return copy
    }

    func target(named name: String) -> Target? { targets.first { $0.name == name } }

    /// The configuration a build of `target` uses when none is asked for: the project's default when
    /// the target has it (Tangem's `Release(production)`), else `Release`.
    func defaultConfiguration(of target: Target) -> String {
        let names = Set(target.configurations.keys).union(projectConfigurations.keys)
        if let name = defaultConfigurationName, names.contains(name) { return name }
        return "Release"
    }

    /// Whether the project was read from an XcodeGen spec rather than a pbxproj.
    var isXcodeGenSpec: Bool { path.hasSuffix(".yml") || path.hasSuffix(".yaml") }

    /// Whether the project was read from a Tuist manifest (`Project.swift`).
    var isTuistManifest: Bool { path.hasSuffix(".swift") }

    /// The file build settings are written in, for diagnostics: the pbxproj, or the spec, project
    /// file or manifest they were read from.
    var settingsFile: String { path.hasSuffix(".xcodeproj") ? path + "/project.pbxproj" : path }
}
