import Basics
import Foundation
import IconKit
import ProjectEditing

/// An Icon Composer alternate: the `.icon` folder copied beside the app's other `.icon` bundles (else
/// beside the catalog), and made the target's the way its siblings are: a file reference in their
/// group and a build file in their Resources phase, a `- path:` line beside theirs in an XcodeGen
/// spec, or nothing when a synchronized folder (or a spec's folder source) already holds the place.
enum IconBundleAlternate {
    static let maxFileSize = 64 << 20

    /// The folder the bundle goes in, and the siblings (bundles, then catalogs) whose reference it copies.
    static func placement(_ app: LoadedApp) -> (folder: String, siblings: [String])? {
        let bundles =
            AppIcons.alternateNames(app).compactMap { app.iconBundles[$0] }
            + (app.declaration.icons?.primary?.iconSetName.flatMap { app.iconBundles[$0] }.map { [$0] } ?? [])
        let folder: String
        if let first = bundles.first {
            folder = AppIcons.parent(first)
        } else if let sets = CatalogAlternate.setsFolder(app), let catalog = catalogFolder(containing: sets) {
            folder = AppIcons.parent(catalog)
        } else {
            return nil
        }
        let siblings = (app.iconBundles.values.sorted() + app.catalogPaths).filter { AppIcons.parent($0) == folder }
        return (folder, siblings)
    }

    static func add(_ request: AlternateRequest, app: LoadedApp, draft: inout ProjectDraft) throws(AdditionError) -> [String] {
        guard let placed = placement(app), let project = app.project else {
            throw .undecidable(
                path: app.project?.project ?? app.imageRoot, reason: "it has no .icon bundle or asset catalog to put a .icon beside")
        }
        let (folder, siblings) = placed
        let bundle = folder + "/" + request.name + ".icon"
        if FileManager.default.fileExists(atPath: bundle), try !FolderFiles.list(bundle).isEmpty {
            throw .nameTaken(name: request.name, by: bundle)
        }
        try copy(request.picture.path, to: bundle, draft: &draft)
        var notes = ["copied \(AppIcons.fileName(request.picture.path)) to \(bundle)"]
        if project.project.hasSuffix(".yml") || project.project.hasSuffix(".yaml") {
            notes.append(try SpecSources.add(bundle, beside: siblings, spec: project.project, draft: &draft))
        } else {
            notes.append(try reference(bundle, beside: siblings, project: project, draft: &draft))
        }
        return notes
    }

    static func remove(_ bundle: String, app: LoadedApp, draft: inout ProjectDraft) throws(AdditionError) -> [String] {
        for file in try FolderFiles.list(bundle) {
            do { try draft.write(nil, to: bundle + "/" + file) } catch { throw .edit(error) }
        }
        guard let project = app.project else { return [] }
        if project.project.hasSuffix(".yml") || project.project.hasSuffix(".yaml") {
            return try SpecSources.remove(bundle, spec: project.project, draft: &draft)
        }
        return try unreference(AppIcons.fileName(bundle), project: project, draft: &draft)
    }

    private static func catalogFolder(containing path: String) -> String? {
        var current = path
        while !current.isEmpty, current != "/" {
            if current.hasSuffix(".xcassets") { return current }
            current = AppIcons.parent(current)
        }
        return nil
    }

    private static func copy(_ source: String, to destination: String, draft: inout ProjectDraft) throws(AdditionError) {
        for file in try FolderFiles.list(source) {
            do {
                let data = try RegularFile.read(path: source + "/" + file, limit: maxFileSize)
                try draft.write(data, to: destination + "/" + file)
            } catch let error as EditError {
                throw .edit(error)
            } catch {
                throw .unusableImage(path: source + "/" + file, reason: "\(error)")
            }
        }
    }

    /// The file reference and build file, where a sibling's are.
    private static func reference(_ bundle: String, beside siblings: [String], project: ProjectSelection, draft: inout ProjectDraft)
        throws(AdditionError) -> String
    {
        let file = project.project + "/project.pbxproj"
        do {
            var editor = try PBXProjEditor(try draft.data(at: file) ?? Data(), path: file)
            let lookup = try PBXTargetLookup(editor: editor)
            let anchor = siblings.lazy.compactMap { sibling in
                lookup.fileReferences(named: AppIcons.fileName(sibling)).lazy.compactMap { reference in
                    lookup.groups(holding: reference.id).first.map { (reference: reference.id, group: $0) }
                }.first
            }.first
            guard let anchor else {
                if lookup.objects.contains(where: { $0.isa == "PBXFileSystemSynchronizedRootGroup" }) {
                    return "no reference added: the target's synchronized folder holds \(AppIcons.parent(bundle))"
                }
                throw AdditionError.unsupported(
                    path: file,
                    reason: "nothing in \(AppIcons.parent(bundle)) is referenced in the project; add the .icon to the target by hand")
            }
            let phase =
                try lookup.buildFiles(of: anchor.reference).lazy.flatMap(lookup.phases(holding:)).first
                ?? lookup.resourcesPhase(target: project.target)
            guard let phase else {
                throw AdditionError.unsupported(path: file, reason: "the target \(project.target) has no Resources phase")
            }
            let name = AppIcons.fileName(bundle)
            let referenceID = editor.freshObjectID(seed: "iconpicker add file \(name)")
            let buildFileID = editor.freshObjectID(seed: "iconpicker add build \(name)")
            try editor.addObject(
                PBXObject(
                    id: referenceID, isa: "PBXFileReference", comment: name,
                    fields: [
                        "lastKnownFileType": .string("folder.iconcomposer.icon"), "path": .string(name), "sourceTree": .string("<group>"),
                    ]))
            try editor.addObject(
                PBXObject(
                    id: buildFileID, isa: "PBXBuildFile", comment: name + " in Resources",
                    fields: ["fileRef": .reference(referenceID, comment: name)]))
            try editor.appendReference(referenceID, comment: name, toList: "children", ofObject: anchor.group)
            try editor.appendReference(buildFileID, comment: name + " in Resources", toList: "files", ofObject: phase)
            try draft.write(editor.data, to: file)
            return "referenced \(name) in the project and the target's Resources phase"
        } catch let error as AdditionError {
            throw error
        } catch let error as EditError {
            throw .edit(error.path.isEmpty ? error.about(file) : error)
        } catch {
            throw .edit(.ioFailure(path: file, operation: "Editing", reason: "\(error)"))
        }
    }

    /// Every reference to a file named `name`, its build files and their places in groups and phases.
    private static func unreference(_ name: String, project: ProjectSelection, draft: inout ProjectDraft) throws(AdditionError) -> [String]
    {
        let file = project.project + "/project.pbxproj"
        do {
            var editor = try PBXProjEditor(try draft.data(at: file) ?? Data(), path: file)
            let lookup = try PBXTargetLookup(editor: editor)
            let references = lookup.fileReferences(named: name)
            for reference in references {
                for buildFile in lookup.buildFiles(of: reference.id) {
                    for phase in lookup.phases(holding: buildFile) {
                        try editor.removeReference(buildFile, fromList: "files", ofObject: phase)
                    }
                    try editor.removeObject(buildFile)
                }
                for group in lookup.groups(holding: reference.id) {
                    try editor.removeReference(reference.id, fromList: "children", ofObject: group)
                }
                try editor.removeObject(reference.id)
            }
            try draft.write(editor.data, to: file)
            return references.isEmpty ? [] : ["removed \(name)'s references from the project"]
        } catch {
            throw .edit(error)
        }
    }
}
