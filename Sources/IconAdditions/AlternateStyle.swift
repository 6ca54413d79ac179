import Foundation
import IconKit

/// How an app declares its alternate icons, read from the loaded app: what `add` follows and what
/// `remove` undoes.
public enum AlternateStyle: Equatable, Sendable {
    /// Names in `ASSETCATALOG_COMPILER_ALTERNATE_APPICON_NAMES` (or every set, with
    /// `INCLUDE_ALL_APPICON_ASSETS`): icon sets of the catalogs, or Icon Composer `.icon` bundles.
    case catalog
    /// `CFBundleAlternateIcons` entries naming loose files, in the Info.plist at `infoPlist`.
    case infoPlist(String)
    /// An Expo app's `app.json`, whose icon plugin generates the native project.
    case expo(String)

    /// The XcodeGen spec beside the `.xcodeproj` `app` was read from (XcodeGen's default name), which
    /// generates that project again: `add` and `remove` change it alike.
    public static func companionSpec(of app: LoadedApp) -> String? {
        guard let project = app.project?.project, project.hasSuffix(".xcodeproj") else { return nil }
        let folder = AppIcons.parent(project)
        return ["project.yml", "project.yaml"].map { folder + "/" + $0 }.first { FileManager.default.fileExists(atPath: $0) }
    }

    /// The style of `app`, or why it cannot be told or edited.
    static func of(_ app: LoadedApp) throws(AdditionError) -> AlternateStyle {
        if app.isBuiltApp || app.isDemo { throw .builtApp(path: app.imageRoot) }
        let file = app.project?.project ?? app.declaration.infoPlistPath
        if app.source == .manifest {
            guard (file as NSString).lastPathComponent == "app.json" else {
                throw .unsupported(
                    path: file,
                    reason:
                        "the Expo configuration is a program (app.config.js/ts), which iconpicker reads but does not edit; add the alternate to its icon plugin's options by hand"
                )
            }
            return .expo(file)
        }
        if file.hasSuffix(".swift") {
            throw .unsupported(
                path: file,
                reason:
                    "Tuist manifests are Swift programs; iconpicker reads them but does not edit them (a splice of Swift source that keeps every helper and variable correct is beyond a text edit). Add the icon set and the name to the manifest by hand"
            )
        }
        if file.hasSuffix("proj") && !file.hasSuffix(".xcodeproj") {
            throw .unsupported(path: file, reason: "alternates of .NET apps are MSBuild items, which iconpicker does not edit")
        }
        return try style(of: app, file: file)
    }

    private static func style(of app: LoadedApp, file: String) throws(AdditionError) -> AlternateStyle {
        let declared = (app.declaration.icons?.alternates ?? []) + (app.declaration.iPadIcons?.alternates ?? [])
        // A built Info.plist lists a set's files too (actool writes both keys): the set name decides.
        let named = declared.filter { $0.iconSetName != nil }.count
        let loose = declared.filter { $0.iconSetName == nil && !$0.iconFiles.isEmpty }.count
        let hasProject = app.project != nil
        let plist = app.declaration.infoPlistPath
        if named > 0, named >= loose {
            guard hasProject else {
                throw .unsupported(
                    path: plist, reason: "its alternates are asset-catalog sets, named by build settings: pass the project that builds it")
            }
            return .catalog
        }
        if loose > 0 {
            guard plist.hasSuffix(".plist") else {
                throw .unsupported(
                    path: plist, reason: "its Info.plist is generated from this file; iconpicker edits Info.plist files only")
            }
            return .infoPlist(plist)
        }
        if hasProject,
            app.buildSettings[AlternateNamesSetting.key] != nil || AlternateNamesSetting.includesAll([app])
                || app.declaration.icons?.primary?.iconSetName != nil
        {
            return .catalog
        }
        if app.declaration.icons?.primary?.iconFiles.isEmpty == false, plist.hasSuffix(".plist") { return .infoPlist(plist) }
        throw .undecidable(path: file, reason: "it declares no alternate icon, no asset-catalog primary icon and no primary icon files")
    }
}
