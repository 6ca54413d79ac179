import IconKit
import ProjectEditing

/// What `add` or `remove` will change: the files, and a line per step for the person running it.
public struct AlternatePlan: Sendable {
    public var changeSet: ChangeSet
    public var notes: [String]
}

/// Plans a new alternate icon the way the app already declares its alternates. Nothing is written:
/// the caller prints the plan's diff or hands it to `ChangeWriter`.
public struct AlternateAdder: Sendable {
    public init() {}

    /// `apps`: the app in each of its build configurations (`AppLoader.loadEveryConfiguration`), the
    /// first being the one the person asked for; loaded for iPhone and iPad to see both dictionaries.
    /// `spec`: the same app read from the XcodeGen spec beside its project (`AlternateStyle.companionSpec`),
    /// changed alike so that the next `xcodegen generate` keeps the alternate.
    public func plan(_ request: AlternateRequest, apps: [LoadedApp], spec: [LoadedApp] = []) throws(AdditionError) -> AlternatePlan {
        guard let app = apps.first else { throw .undecidable(path: "", reason: "nothing was loaded") }
        let style = try AlternateStyle.of(app)
        if case .expo = style {
        } else if let holder = AppIcons.holder(of: request.name, in: app) {
            throw .nameTaken(name: request.name, by: holder)
        }
        var draft = ProjectDraft()
        var notes: [String] = []
        switch style {
        case .expo(let file):
            notes = try ExpoAlternate.add(request, appJSON: file, draft: &draft)
        case .infoPlist(let plist):
            if request.dark != nil || request.tinted != nil {
                throw .unusableImage(
                    path: request.picture.path,
                    reason: "loose-file alternates (CFBundleIconFiles) have no dark or tinted images; only asset-catalog sets do")
            }
            notes = try InfoPlistAlternate.add(request, plist: plist, app: app, draft: &draft)
        case .catalog:
            notes = try addToCatalog(request, apps: apps, draft: &draft)
            if let specApp = spec.first, try AlternateStyle.of(specApp) == .catalog {
                notes += try addToCatalog(request, apps: spec, draft: &draft).filter { !notes.contains($0) }
            }
        }
        return AlternatePlan(changeSet: draft.changeSet, notes: notes)
    }

    private func addToCatalog(_ request: AlternateRequest, apps: [LoadedApp], draft: inout ProjectDraft) throws(AdditionError) -> [String] {
        guard let app = apps.first else { return [] }
        var notes: [String]
        if request.picture.isIconBundle {
            notes = try IconBundleAlternate.add(request, app: app, draft: &draft)
        } else {
            let set = try CatalogAlternate.addSet(request, app: app, draft: &draft)
            notes = ["wrote \(set)"]
        }
        if AlternateNamesSetting.includesAll(apps) {
            notes.append("no setting changed: ASSETCATALOG_COMPILER_INCLUDE_ALL_APPICON_ASSETS compiles every set as an alternate")
        } else {
            notes += try AlternateNamesSetting.add(request.name, apps: apps, draft: &draft).map { "added \(request.name) to \($0)" }
        }
        return notes
    }
}

/// Plans the removal of an alternate: what `add` wrote, or the same kind of declaration written by hand.
public struct AlternateRemover: Sendable {
    public init() {}

    public func plan(_ name: String, apps: [LoadedApp], spec: [LoadedApp] = []) throws(AdditionError) -> AlternatePlan {
        guard let app = apps.first else { throw .undecidable(path: "", reason: "nothing was loaded") }
        let style = try AlternateStyle.of(app)
        var draft = ProjectDraft()
        var notes: [String] = []
        switch style {
        case .expo(let file):
            guard let removed = try ExpoAlternate.remove(name, appJSON: file, draft: &draft) else {
                throw .notDeclared(name: name, path: file)
            }
            notes = removed
        case .infoPlist(let plist):
            guard AppIcons.alternateNames(app).contains(name) else { throw .notDeclared(name: name, path: plist) }
            notes = try InfoPlistAlternate.remove(name, plist: plist, app: app, draft: &draft)
        case .catalog:
            notes = try removeCatalogAlternate(name, apps: apps, draft: &draft)
            if let specApp = spec.first, try AlternateStyle.of(specApp) == .catalog {
                do {
                    notes += try removeCatalogAlternate(name, apps: spec, draft: &draft).filter { !notes.contains($0) }
                } catch .notDeclared {
                    // The spec never had it: the project alone is changed.
                }
            }
        }
        return AlternatePlan(changeSet: draft.changeSet, notes: notes)
    }

    private func removeCatalogAlternate(_ name: String, apps: [LoadedApp], draft: inout ProjectDraft) throws(AdditionError) -> [String] {
        guard let app = apps.first else { return [] }
        if app.declaration.icons?.primary?.iconSetName == name {
            throw .unsupported(
                path: app.project?.project ?? "",
                reason: "\(name) is the primary icon, not an alternate; make another icon the primary first")
        }
        var notes: [String] = []
        if let bundle = app.iconBundles[name] {
            notes += try IconBundleAlternate.remove(bundle, app: app, draft: &draft)
            notes.append("deleted \(bundle)")
        } else if let set = app.iconSets[name] {
            try CatalogAlternate.removeSet(set, draft: &draft)
            notes.append("deleted \(set.folder)")
        }
        notes += try AlternateNamesSetting.remove(name, apps: apps, draft: &draft).map { "removed \(name) from \($0)" }
        guard !notes.isEmpty else { throw .notDeclared(name: name, path: app.project?.project ?? app.declaration.infoPlistPath) }
        return notes
    }
}
