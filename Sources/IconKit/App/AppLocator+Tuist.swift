import Foundation

extension AppLocator {
    /// PATH as a Tuist manifest: `Project.swift` is read; `Workspace.swift` stands for the projects it
    /// names. nil for any other PATH.
    func tuistLocation(named path: String, pass: FilesRead) throws -> AppLocation? {
        let name = (path as NSString).lastPathComponent
        let absolute = Self.absolute(path)
        if name == TuistManifestFinder.manifestName {
            return AppLocation(.project(try TuistProject().read(manifestPath: absolute), target: nil), source: .project, filesRead: pass)
        }
        guard name == TuistManifestFinder.workspaceName else { return nil }
        let folder = (absolute as NSString).deletingLastPathComponent
        let projects = TuistManifestFinder.workspaceProjects(absolute)
        guard !projects.isEmpty else {
            throw InputError.projectChoice(project: absolute, message: "names no Tuist project iconpicker can find", options: [])
        }
        return try tuistLocation(manifests: projects, folder: folder, pass: pass)
    }

    /// The one of `manifests` that has an application target, an iOS one before others (or the first,
    /// when none has: the target chooser then says so); several with iOS apps are a choice for the user.
    /// nil when there are none.
    func tuistLocation(manifests: [String], folder: String, pass: FilesRead) throws -> AppLocation? {
        guard let first = manifests.first else { return nil }
        guard manifests.count > 1 else {
            return AppLocation(.project(try TuistProject().read(manifestPath: first), target: nil), source: .project, filesRead: pass)
        }
        var readable: [XcodeProject] = []
        var firstError: (any Error)?
        for manifest in manifests {
            switch Result(catching: { try TuistProject().read(manifestPath: manifest) }) {
            case .success(let project): readable.append(project)
            case .failure(let error): firstError = firstError ?? error
            }
        }
        var withApps = readable.filter { $0.targets.contains(where: \.isApplication) }
        // Ugglan's macOS code generator beside its iOS app: only iOS apps compete.
        let iOSApps = withApps.filter { TargetChooser.buildsIOSApp($0, reader: reader) }
        if !iOSApps.isEmpty { withApps = iOSApps }
        if withApps.count > 1 {
            throw InputError.projectChoice(
                project: folder, message: "holds several Tuist projects with an app; pass the Project.swift you mean:",
                options: withApps.map(\.path))
        }
        guard let project = withApps.first ?? readable.first else {
            if let firstError { throw firstError }
            return nil
        }
        return AppLocation(.project(project, target: nil), source: .project, filesRead: pass)
    }
}
