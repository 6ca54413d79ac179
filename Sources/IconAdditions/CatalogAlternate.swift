import Foundation
import IconKit
import ProjectEditing

/// An asset-catalog alternate: a single-size `.appiconset` (iOS 1024 px, with the dark and tinted
/// images given) in the catalog folder that holds the other alternates (else the primary's set).
enum CatalogAlternate {
    /// The folder new sets go in: beside an alternate's set, else beside the primary's, else the first catalog.
    static func setsFolder(_ app: LoadedApp) -> String? {
        for name in AppIcons.alternateNames(app) {
            if let set = app.iconSets[name] { return AppIcons.parent(set.folder) }
        }
        if let primary = app.declaration.icons?.primary?.iconSetName, let set = app.iconSets[primary] {
            return AppIcons.parent(set.folder)
        }
        return app.catalogPaths.first
    }

    /// Writes `<name>.appiconset` with its Contents.json and images into the draft.
    static func addSet(_ request: AlternateRequest, app: LoadedApp, draft: inout ProjectDraft) throws(AdditionError) -> String {
        guard let folder = setsFolder(app) else {
            throw .undecidable(path: app.project?.project ?? app.imageRoot, reason: "it compiles no asset catalog to put an icon set in")
        }
        let setFolder = folder + "/" + request.name + ".appiconset"
        // An empty folder (left by hand, or by a tool that deletes files only) is free.
        if FileManager.default.fileExists(atPath: setFolder), try !FolderFiles.list(setFolder).isEmpty {
            throw .nameTaken(name: request.name, by: setFolder)
        }
        var images: [JSONValue] = []
        var used: Set<String> = []
        let appearances: [(IconAppearance, AlternatePicture?)] = [
            (.any, request.picture), (.dark, request.dark), (.tinted, request.tinted),
        ]
        for case (let appearance, let picture?) in appearances {
            let fileName = uniqueFileName(for: picture, appearance: appearance, used: &used, name: request.name)
            guard let png = try picture.pngs([AlternatePicture.side], appearance: appearance).first else { continue }
            do { try draft.write(png, to: setFolder + "/" + fileName) } catch { throw .edit(error) }
            images.append(entry(fileName, appearance: appearance))
        }
        let contents = CatalogContentsWriter.data(CatalogContentsWriter.contents([.init("images", .array(images))]))
        do { try draft.write(contents, to: setFolder + "/Contents.json") } catch { throw .edit(error) }
        return setFolder
    }

    /// Deletes every file of the set `name`.
    static func removeSet(_ set: AppIconSet, draft: inout ProjectDraft) throws(AdditionError) {
        for file in try FolderFiles.list(set.folder) {
            do { try draft.write(nil, to: set.folder + "/" + file) } catch { throw .edit(error) }
        }
    }

    /// An image entry as Xcode writes a single-size iOS icon: universal, ios, 1024x1024, and a
    /// luminosity appearance for dark and tinted.
    static func entry(_ fileName: String, appearance: IconAppearance) -> JSONValue {
        var members: [JSONValue.Member] = [
            .init("filename", .string(fileName)), .init("idiom", .string("universal")), .init("platform", .string("ios")),
            .init("size", .string("1024x1024")),
        ]
        if appearance != .any {
            let luminosity = JSONValue.object([.init("appearance", .string("luminosity")), .init("value", .string(appearance.rawValue))])
            members.insert(.init("appearances", .array([luminosity])), at: 0)
        }
        return .object(members)
    }

    /// The picture's own file name (Xcode keeps a dropped file's name), made unique in the set; a
    /// `.icon` drawn flat is named after the alternate.
    private static func uniqueFileName(for picture: AlternatePicture, appearance: IconAppearance, used: inout Set<String>, name: String)
        -> String
    {
        var base = ((picture.path as NSString).lastPathComponent as NSString).deletingPathExtension
        if picture.isIconBundle || base.isEmpty { base = name }
        var candidate = base + ".png"
        if used.contains(candidate.lowercased()) { candidate = base + "-" + appearance.rawValue + ".png" }
        var counter = 2
        while used.contains(candidate.lowercased()) {
            candidate = base + "-\(counter).png"
            counter += 1
        }
        used.insert(candidate.lowercased())
        return candidate
    }
}

/// What `add` and `remove` ask of the loaded app about its icons.
enum AppIcons {
    /// The alternates' names, from `CFBundleIcons` and `CFBundleIcons~ipad`.
    static func alternateNames(_ app: LoadedApp) -> [String] {
        var names: [String] = []
        for icon in (app.declaration.icons?.alternates ?? []) + (app.declaration.iPadIcons?.alternates ?? []) {
            if let name = icon.name, !names.contains(name) { names.append(name) }
        }
        return names
    }

    /// What already holds `name`, ignoring letter case as a case-insensitive disk and the catalog compiler do.
    static func holder(of name: String, in app: LoadedApp) -> String? {
        let folded = name.lowercased()
        if let taken = alternateNames(app).first(where: { $0.lowercased() == folded }) { return "the alternate \(taken)" }
        // A set or bundle folder a removal left empty (files are deleted, folders kept) holds nothing.
        let held = { (folder: String, file: String) in FileManager.default.fileExists(atPath: folder + "/" + file) }
        if let set = app.iconSets.first(where: { $0.key.lowercased() == folded && held($0.value.folder, "Contents.json") }) {
            return set.value.folder
        }
        if let bundle = app.iconBundles.first(where: { $0.key.lowercased() == folded && held($0.value, "icon.json") }) {
            return bundle.value
        }
        if app.declaration.icons?.primary?.iconSetName?.lowercased() == folded { return "the primary icon" }
        return nil
    }

    static func parent(_ path: String) -> String { (path as NSString).deletingLastPathComponent }

    static func fileName(_ path: String) -> String { (path as NSString).lastPathComponent }
}
