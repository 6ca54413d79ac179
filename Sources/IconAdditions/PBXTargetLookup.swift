import ProjectEditing

/// What `add` and `remove` look up in a pbxproj, from one read of its objects: a target's
/// configurations and Resources phase, the group holding a file, the build files of a reference.
struct PBXTargetLookup {
    let objects: [PBXObjectSummary]
    private let byID: [String: PBXObjectSummary]

    init(editor: PBXProjEditor) throws(EditError) {
        objects = try editor.objectSummaries()
        byID = Dictionary(objects.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
    }

    subscript(id: String) -> PBXObjectSummary? { byID[id] }

    /// The native target named `target`.
    func target(named target: String) throws(EditError) -> PBXObjectSummary {
        guard let found = objects.first(where: { $0.isa == "PBXNativeTarget" && $0.strings["name"] == target }) else {
            throw EditError.notFound(path: "", what: "target \(target)")
        }
        return found
    }

    /// The ids of the target's configurations named in `names`.
    func configurationIDs(target: String, names: [String]) throws(EditError) -> [String] {
        let list = try self.target(named: target).strings["buildConfigurationList"].flatMap { byID[$0] }
        return (list?.lists["buildConfigurations"] ?? []).filter { id in
            byID[id].flatMap { $0.strings["name"] }.map(names.contains) ?? false
        }
    }

    /// The target's Resources build phase.
    func resourcesPhase(target: String) throws(EditError) -> String? {
        try self.target(named: target).lists["buildPhases"]?.first { byID[$0]?.isa == "PBXResourcesBuildPhase" }
    }

    /// File references whose path ends in `fileName`.
    func fileReferences(named fileName: String) -> [PBXObjectSummary] {
        objects.filter { $0.isa == "PBXFileReference" && ($0.strings["path"]?.split(separator: "/").last).map(String.init) == fileName }
    }

    /// The groups listing `id` among their children.
    func groups(holding id: String) -> [String] {
        objects.filter { $0.lists["children"]?.contains(id) == true }.map(\.id)
    }

    /// The build files of the reference `id`.
    func buildFiles(of id: String) -> [String] {
        objects.filter { $0.isa == "PBXBuildFile" && $0.strings["fileRef"] == id }.map(\.id)
    }

    /// The build phases listing the build file `id`.
    func phases(holding id: String) -> [String] {
        objects.filter { $0.isa.hasSuffix("BuildPhase") && $0.lists["files"]?.contains(id) == true }.map(\.id)
    }
}
