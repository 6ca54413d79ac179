import Basics
import Foundation

/// Reads `project.pbxproj` (an old-style property list) into an `XcodeProject`.
///
/// The file goes through `PropertyListReader` like any other plist (size cap; Foundation's
/// complaints about malformed text captured into the error). Objects are looked up by id and walked
/// with `as?` casts; anything missing or of the wrong type is skipped, not trusted.
struct XcodeProjectReader: Sendable {
    var reader: PropertyListReader
    /// Projects already parsed in this search for an app, if the caller keeps them.
    var readProjects: ReadProjects?

    init(reader: PropertyListReader = .init(), readProjects: ReadProjects? = nil) {
        self.reader = reader
        self.readProjects = readProjects
    }

    /// A pbxproj committed mid-merge is the common way one stops parsing; Foundation then points at an
    /// unrelated line, so the conflict is named instead. Reads at most the reader's size cap.
    func conflictAdvice(in path: String) -> String? {
        guard let data = try? RegularFile.prefix(path: path, count: reader.maxFileSize),
            let text = String(data: data, encoding: .utf8)
        else { return nil }
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
        where line.hasPrefix("<<<<<<< ") || line == "<<<<<<<" {
            return "it has unresolved merge-conflict markers (line \(index + 1)); Xcode cannot open it either. "
                + "Resolve the conflict, or pass the Info.plist to read it without build settings"
        }
        return nil
    }

    /// `projectPath` is the `.xcodeproj` folder.
    func read(projectPath: String) throws -> XcodeProject {
        let file = projectPath + "/project.pbxproj"
        if let known = readProjects?.project(at: projectPath) { return known }
        let bytes = try reader.readBytes(path: file)
        let root: Any
        do {
            (root, _) = try reader.parse(bytes, path: file)
        } catch PropertyListError.notAPropertyList(let path, let detail) {
            throw PropertyListError.notAPropertyList(path: path, detail: conflictAdvice(in: path) ?? detail)
        }
        guard let top = root as? [String: Any], let objects = top["objects"] as? [String: Any],
            let rootID = top["rootObject"] as? String, let project = objects[rootID] as? [String: Any]
        else {
            throw PropertyListError.notAPropertyList(path: file, detail: "it has no objects or root object, so it is not an Xcode project")
        }
        let sourceRoot = (projectPath as NSString).deletingLastPathComponent
        let paths = FileReferencePaths(objects: objects, mainGroup: project["mainGroup"] as? String, sourceRoot: sourceRoot)

        var targets: [XcodeProject.Target] = []
        for case let id as String in project["targets"] as? [Any] ?? [] {
            guard let target = objects[id] as? [String: Any], let name = target["name"] as? String else { continue }
            let (resources, types) = Self.resourceFiles(target, objects: objects, paths: paths)
            targets.append(
                XcodeProject.Target(
                    name: name, productType: target["productType"] as? String ?? "",
                    configurations: Self.configurations(target["buildConfigurationList"], objects: objects, paths: paths, pbxproj: file),
                    dependencies: Self.dependencyNames(target, objects: objects) + Self.embeddedNames(target, objects: objects),
                    resourceFiles: resources, resourceFileTypes: types,
                    synchronizedFolders: Self.synchronizedFolders(target, id: id, objects: objects, paths: paths),
                    scriptPhases: Self.scriptPhases(target, objects: objects)))
        }
        let name = ((projectPath as NSString).lastPathComponent as NSString).deletingPathExtension
        var read = XcodeProject(
            path: projectPath, sourceRoot: sourceRoot, name: name, targets: targets,
            projectConfigurations: Self.configurations(project["buildConfigurationList"], objects: objects, paths: paths, pbxproj: file))
        let list = (project["buildConfigurationList"] as? String).flatMap { objects[$0] as? [String: Any] }
        read.defaultConfigurationName = list?["defaultConfigurationName"] as? String
        read.resolvingLetterCase()
        read = read.readingConfigurationFiles(parsed: readProjects)
        readProjects?.remember(read)
        return read
    }

    /// A configuration list's configurations by name: settings for an iOS device build (see
    /// `ConditionalSetting`) and the base xcconfig, named by a file reference or (Xcode 16+) by a
    /// synchronized folder plus a path inside it.
    static func configurations(_ listID: Any?, objects: [String: Any], paths: FileReferencePaths, pbxproj: String)
        -> [String: XcodeProject.Configuration]
    {
        guard let listID = listID as? String, let list = objects[listID] as? [String: Any],
            let ids = list["buildConfigurations"] as? [Any]
        else { return [:] }
        var result: [String: XcodeProject.Configuration] = [:]
        for case let id as String in ids {
            guard let configuration = objects[id] as? [String: Any], let name = configuration["name"] as? String else { continue }
            let resolved = ConditionalSetting.resolve(configuration["buildSettings"] as? [String: Any] ?? [:], configuration: name)
            var base = (configuration["baseConfigurationReference"] as? String).flatMap(paths.path(of:))
            if base == nil, let anchor = (configuration["baseConfigurationReferenceAnchor"] as? String).flatMap(paths.path(of:)),
                let relative = configuration["baseConfigurationReferenceRelativePath"] as? String
            {
                base = URL(fileURLWithPath: anchor).appendingPathComponent(relative).standardizedFileURL.path
            }
            result[name] = XcodeProject.Configuration(
                settings: resolved.mapValues(\.value), baseConfiguration: base,
                origins: resolved.mapValues {
                    SettingOrigin(level: .project, file: pbxproj, keyPath: "objects.\(id).buildSettings.\($0.written)")
                })
        }
        return result
    }

    /// The synchronized folders of the target (`fileSystemSynchronizedGroups`), each with the
    /// `membershipExceptions` of its exception sets that name this target.
    static func synchronizedFolders(
        _ target: [String: Any], id targetID: String, objects: [String: Any], paths: FileReferencePaths
    ) -> [XcodeProject.SynchronizedFolder] {
        (target["fileSystemSynchronizedGroups"] as? [Any] ?? []).compactMap { groupID in
            guard let groupID = groupID as? String, let group = objects[groupID] as? [String: Any],
                let path = paths.path(of: groupID)
            else { return nil }
            var exceptions: Set<String> = []
            for case let exceptionID as String in group["exceptions"] as? [Any] ?? [] {
                guard let set = objects[exceptionID] as? [String: Any],
                    set["isa"] as? String == "PBXFileSystemSynchronizedBuildFileExceptionSet",
                    set["target"] as? String == targetID
                else { continue }
                exceptions.formUnion((set["membershipExceptions"] as? [Any] ?? []).compactMap { $0 as? String })
            }
            return XcodeProject.SynchronizedFolder(path: path, membershipExceptions: exceptions)
        }
    }

    /// The names of the targets `target` depends on (and so builds and usually embeds).
    static func dependencyNames(_ target: [String: Any], objects: [String: Any]) -> [String] {
        (target["dependencies"] as? [Any] ?? []).compactMap { id in
            guard let id = id as? String, let dependency = objects[id] as? [String: Any],
                let targetID = dependency["target"] as? String, let other = objects[targetID] as? [String: Any]
            else { return nil }
            return other["name"] as? String
        }
    }

    /// The names of the targets whose products `target` copies in a Copy Files phase ("Embed Mac
    /// Launcher", "Embed Watch Content") without depending on them.
    static func embeddedNames(_ target: [String: Any], objects: [String: Any]) -> [String] {
        var copied: Set<String> = []
        for case let phaseID as String in target["buildPhases"] as? [Any] ?? [] {
            guard let phase = objects[phaseID] as? [String: Any], phase["isa"] as? String == "PBXCopyFilesBuildPhase" else { continue }
            for case let buildFileID as String in phase["files"] as? [Any] ?? [] {
                if let reference = (objects[buildFileID] as? [String: Any])?["fileRef"] as? String { copied.insert(reference) }
            }
        }
        guard !copied.isEmpty else { return [] }
        return objects.values.compactMap { value in
            guard let other = value as? [String: Any], other["isa"] as? String == "PBXNativeTarget",
                let product = other["productReference"] as? String, copied.contains(product)
            else { return nil }
            return other["name"] as? String
        }.sorted()
    }

    /// The target's Run Script phases (their text capped: a script is read for the names it writes).
    static func scriptPhases(_ target: [String: Any], objects: [String: Any]) -> [XcodeProject.ScriptPhase] {
        (target["buildPhases"] as? [Any] ?? []).compactMap { id in
            guard let phase = (id as? String).flatMap({ objects[$0] as? [String: Any] }),
                phase["isa"] as? String == "PBXShellScriptBuildPhase"
            else { return nil }
            return XcodeProject.ScriptPhase(
                name: phase["name"] as? String ?? "Run Script", script: String((phase["shellScript"] as? String ?? "").prefix(64 << 10)),
                outputPaths: (phase["outputPaths"] as? [Any] ?? []).compactMap { $0 as? String })
        }
    }

    /// Absolute paths of the files the target's Resources phase copies into the bundle root (loose
    /// icon files may live anywhere the project points: `../images/icons/windmill@2x.png`), and the
    /// file type of each that has one.
    static func resourceFiles(_ target: [String: Any], objects: [String: Any], paths: FileReferencePaths)
        -> (files: [String], types: [String: String])
    {
        var files: [String] = []
        var types: [String: String] = [:]
        for case let phaseID as String in target["buildPhases"] as? [Any] ?? [] {
            guard let phase = objects[phaseID] as? [String: Any], phase["isa"] as? String == "PBXResourcesBuildPhase" else { continue }
            for case let buildFileID as String in phase["files"] as? [Any] ?? [] {
                guard let buildFile = objects[buildFileID] as? [String: Any], let reference = buildFile["fileRef"] as? String,
                    let path = paths.path(of: reference)
                else { continue }
                files.append(path)
                let file = objects[reference] as? [String: Any]
                if let type = file?["explicitFileType"] as? String ?? file?["lastKnownFileType"] as? String {
                    types[path] = type
                }
            }
        }
        return (files, types)
    }

    /// Settings are strings, or arrays of strings (kept as lists; their non-string elements skipped).
    static func settingValue(_ value: Any) -> BuildSettingValue? {
        if let string = value as? String { return .string(string) }
        if let array = value as? [Any] { return .list(array.compactMap { $0 as? String }) }
        return nil
    }
}

/// Absolute paths of file references, following `<group>`-relative paths up through their groups.
struct FileReferencePaths {
    let objects: [String: Any]
    let sourceRoot: String
    private var parent: [String: String] = [:]

    init(objects: [String: Any], mainGroup: String?, sourceRoot: String) {
        self.objects = objects
        self.sourceRoot = sourceRoot
        for (id, value) in objects {
            guard let group = value as? [String: Any], let children = group["children"] as? [Any] else { continue }
            for case let child as String in children { parent[child] = id }
        }
    }

    func path(of id: String) -> String? {
        var components: [String] = []
        var current: String? = id
        var depth = 0
        while let node = current, depth < 64, let object = objects[node] as? [String: Any] {
            depth += 1
            if let path = object["path"] as? String { components.insert(path, at: 0) }
            switch object["sourceTree"] as? String {
            case "<group>"?: current = parent[node]
            case "SOURCE_ROOT"?: current = nil
            case "<absolute>"?: return components.joined(separator: "/")
            default: current = nil
            }
        }
        guard !components.isEmpty else { return nil }
        return URL(fileURLWithPath: sourceRoot).appendingPathComponent(components.joined(separator: "/")).standardizedFileURL.path
    }
}
