import Basics
import Foundation

/// Reads a .NET for iOS, MAUI or Xamarin.iOS project file (`.csproj`, SDK-style or old-style) into
/// the `XcodeProject` the loader reads, one application target per project file, so the rest of
/// the pipeline does not know the difference.
///
/// What the .NET build passes to actool becomes the build setting Xcode passes it as:
/// `<AppIcon>` (or, in Xamarin projects, the Info.plist's `XSAppIconAssets`) is
/// `ASSETCATALOG_COMPILER_APPICON_NAME`, `<AlternateAppIcon Include>` items are
/// `ASSETCATALOG_COMPILER_ALTERNATE_APPICON_NAMES` (actool's `--alternate-app-icon`), and
/// `<IncludeAllAppIcons>` is `…_INCLUDE_ALL_APPICON_ASSETS` (dotnet/macios ACTool.cs). The Info.plist's
/// `UIDeviceFamily` is the device family the build targets. The files are the project's `ImageAsset`
/// and `BundleResource` items, and for an SDK-style project every catalog and `Resources/` file
/// under its folder (the SDK's default items), other platforms' `Platforms/` folders left out.
///
/// Each configuration is one evaluation (`MSBuildEvaluation`) with `Configuration` and `Platform`
/// fixed (`iPhone` for an old-style project, the device build) and, for a multi-targeted project, the
/// iOS `TargetFramework` (only iOS counts; a tvOS-only project's target says `appletvos`, a Mac one
/// `macosx`). Not read: imported files, properties set inside targets (a note names them).
struct DotNetProjectReader: Sendable {
    var reader: PropertyListReader

    init(reader: PropertyListReader = .init()) {
        self.reader = reader
    }

    /// Xamarin.iOS and Xamarin.TVOS project type GUIDs (old-style projects name them).
    static let xamarinIOSGuid = "FEACFBD2-3405-455C-9665-78FE426C6842"
    static let xamarinTVOSGuid = "06FA79CB-D6CD-4721-BB4B-1BD202089C55"

    /// The project at `path`: an `InputError.unreadableProjectSpec` when it is not XML or not a
    /// project, nil when it builds no Apple app (a library, an Android-only project).
    func read(projectPath path: String) throws -> XcodeProject? {
        let file = try Self.projectFile(at: path)
        guard let platform = Self.platform(of: file) else { return nil }
        let configurations = Self.configurationNames(in: file)
        let devicePlatform = configurations.platforms.contains { $0.lowercased() == "iphone" } ? "iPhone" : "AnyCPU"
        var target = DotNetTarget(file: file, platform: platform, reader: reader)
        var settings: [String: XcodeProject.Configuration] = [:]
        var isApplication = false
        for name in configurations.names {
            var globals = ["Configuration": name, "Platform": devicePlatform]
            if let framework = platform.framework, platform.isMultiTargeted { globals["TargetFramework"] = framework }
            let evaluation = MSBuildEvaluation(file, globals: globals)
            isApplication = isApplication || (evaluation["OutputType"] ?? "").lowercased() == "exe"
            settings[name] = target.configuration(evaluation)
        }
        let name = ((path as NSString).lastPathComponent as NSString).deletingPathExtension
        var project = XcodeProject(
            path: path, sourceRoot: file.folder, name: name,
            targets: [
                XcodeProject.Target(
                    name: name, productType: isApplication ? "com.apple.product-type.application" : "com.apple.product-type.library",
                    configurations: settings, resourceFiles: target.resourceFiles, synchronizedFolders: target.synchronizedFolders,
                    generatedIconSets: target.generatedIconSets)
            ],
            projectConfigurations: [:])
        project.readerDiagnostics = target.diagnostics
        return project
    }

    /// The parsed file; XML that does not parse, or is not a `<Project>`, names the file and the line.
    static func projectFile(at path: String) throws -> MSBuildProjectFile {
        let data: Data
        do {
            data = try RegularFile.read(path: path, limit: BoundedXML.Limits().maxBytes)
        } catch .missing {
            throw InputError.inputNotFound(path: path)
        } catch {
            throw InputError.unreadableProjectSpec(path: path, detail: "it \(error)")
        }
        let root: XMLNode
        do {
            root = try BoundedXML.parse(data)
        } catch {
            throw InputError.unreadableProjectSpec(path: path, detail: "it is not read: \(error)")
        }
        guard root.name == "Project" else {
            throw InputError.unreadableProjectSpec(path: path, detail: "its root element is <\(root.name)>, not <Project>")
        }
        return MSBuildProjectFile(path: path, root: root)
    }

    /// The Apple platform a project builds, or nil for none.
    static func platform(of file: MSBuildProjectFile) -> DotNetPlatform? {
        let first = MSBuildEvaluation(file, globals: ["Configuration": "Release"])
        if let frameworks = first["TargetFrameworks"], !frameworks.isEmpty {
            return DotNetPlatform(frameworks: MSBuildEvaluation.split(frameworks), isMultiTargeted: true)
        }
        if let framework = first["TargetFramework"], !framework.isEmpty {
            return DotNetPlatform(frameworks: [framework], isMultiTargeted: false)
        }
        let guids = (first["ProjectTypeGuids"] ?? "").uppercased()
        let imports = file.imports.joined(separator: " ")
        if guids.contains(xamarinIOSGuid) || imports.contains("Xamarin.iOS") || imports.contains("Xamarin\\iOS") {
            return DotNetPlatform(sdk: "iphoneos")
        }
        if guids.contains(xamarinTVOSGuid) || imports.contains("Xamarin.TVOS") || imports.contains("Xamarin\\TVOS") {
            return DotNetPlatform(sdk: "appletvos")
        }
        return nil
    }

    /// The configurations the file's conditions name (`'$(Configuration)|$(Platform)' == 'Release|iPhone'`),
    /// Debug and Release always among them, and the platforms named the same way.
    static func configurationNames(in file: MSBuildProjectFile) -> (names: [String], platforms: Set<String>) {
        var names: Set<String> = ["Debug", "Release"]
        var platforms: Set<String> = []
        let conditions = (file.properties.map(\.guarded) + file.items.map(\.guarded)).flatMap { $0.all + $0.none }
        for condition in Set(conditions.map(\.text)) {
            guard let tokens = MSBuildCondition.tokens(condition) else { continue }
            for index in tokens.indices.dropFirst().dropLast() where tokens[index] == .symbol("==") {
                guard case .string(let left) = tokens[index - 1], case .string(let right) = tokens[index + 1] else { continue }
                let pairs = zip(left.split(separator: "|", omittingEmptySubsequences: false), right.split(separator: "|"))
                for (variable, value) in pairs {
                    let trimmed = value.trimmingCharacters(in: .whitespaces)
                    guard !trimmed.isEmpty else { continue }
                    if variable.trimmingCharacters(in: .whitespaces) == "$(Configuration)" { names.insert(trimmed) }
                    if variable.trimmingCharacters(in: .whitespaces) == "$(Platform)" { platforms.insert(trimmed) }
                }
            }
        }
        return (names.sorted(), platforms)
    }
}

/// The Apple platform a project builds: the SDK of its target, and the target framework its inner
/// build evaluates (`net9.0-ios`), iOS preferred among several.
struct DotNetPlatform: Equatable, Sendable {
    var sdk: String
    var framework: String?
    var isMultiTargeted = false

    init(sdk: String) {
        self.sdk = sdk
    }

    /// Nil when no framework is an Apple platform's.
    init?(frameworks: [String], isMultiTargeted: Bool) {
        let sdks = ["ios": "iphoneos", "tvos": "appletvos", "maccatalyst": "macosx", "macos": "macosx"]
        let platforms = frameworks.map { ($0, MSBuildProperties.platform(ofFramework: $0).lowercased()) }
        for wanted in ["ios", "tvos", "maccatalyst", "macos"] {
            if let (framework, platform) = platforms.first(where: { $0.1 == wanted }), let sdk = sdks[platform] {
                self.sdk = sdk
                self.framework = framework
                self.isMultiTargeted = isMultiTargeted
                return
            }
        }
        return nil
    }

    /// `iOS`, `tvOS`: the name of the `Platforms/` folder MAUI keeps this platform's files in.
    var folderName: String {
        switch sdk {
        case "appletvos": "tvOS"
        case "macosx": framework.map { MSBuildProperties.platform(ofFramework: $0) == "maccatalyst" } == true ? "MacCatalyst" : "macOS"
        default: "iOS"
        }
    }
}
