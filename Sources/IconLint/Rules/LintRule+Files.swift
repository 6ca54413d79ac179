import Foundation
import IconKit

/// The rules of the category “Files and sets”, each with its check or its filter of the reader's facts beside it, if it has one.
extension LintRule {
    static let missingIconFile = LintRule(
        .missingIconFile, .error, .files, itms: "ITMS-90032", facts: .keeping(keepsMissingIconFile),
        groupsAcrossKeyPaths: true,
        "a CFBundleIconFiles name has no image file",
        """
        iOS looks for name.png, name@2x.png, name@3x.png, name~ipad.png and name@2x~ipad.png in the app's \
        bundle root. When none of them exists, App Store Connect rejects the upload ("Invalid Image Path - No \
        image found at the path referenced under key 'CFBundleIconFiles'") and the icon cannot be shown. \
        Add the PNGs to the target's resources, or correct the name (file names are case-sensitive on iOS). \
        When another name of the same icon has files, the finding is a warning.
        """)
    static let iconFileInCatalog = LintRule(
        .iconFileInCatalog, .error, .files, itms: "ITMS-90032", facts: nil, check: .looseName(checkIconFileInCatalog),
        "a loose icon file sits inside an .xcassets catalog",
        """
        Files inside an asset catalog are compiled into Assets.car and never copied loose into the bundle, so a \
        CFBundleIconFiles name that only exists inside an .xcassets folder is missing from the built app. Move \
        the PNGs out of the catalog, or make the icon an app icon set and name it with CFBundleIconName.
        """)
    static let catalogSetMissing = LintRule(
        .catalogSetMissing, .error, .files, itms: "ITMS-90895", facts: .keeping(keepsCatalogSetMissing),
        "an icon named by CFBundleIconName or a build setting is in no asset catalog nor .icon file",
        """
        CFBundleIconName, ASSETCATALOG_COMPILER_APPICON_NAME and ASSETCATALOG_COMPILER_ALTERNATE_APPICON_NAMES \
        name .appiconset folders or (Xcode 26) Icon Composer .icon files of the target (referenced in its \
        Resources phase or inside one of its synchronized folders). When neither exists, the build has no \
        icon for the name and upload validation rejects the app. Create the set or the .icon, add the .icon \
        to the target, or correct the name (it includes the names of namespaced groups, e.g. Icons/Dark).
        """)
    static let catalogSetEmpty = LintRule(
        .catalogSetEmpty, .error, .files, facts: .keeping(keepsCatalogSetEmpty), groupsAcrossDevices: true,
        "an icon set has no usable image for a device",
        """
        The set exists but none of its Contents.json entries for the device has a readable file, so the \
        device shows no icon. When the set names files that are all missing, each is reported by \
        catalog-file-missing instead. Add the images in Xcode's asset catalog editor (or the single 1024 px image of \
        the single-size form).
        """)
    static let noImageDeclared = LintRule(
        .noImageDeclared, .error, .files,
        "an icon declares neither CFBundleIconFiles nor CFBundleIconName",
        """
        Each icon dictionary needs loose files (CFBundleIconFiles) or an asset-catalog set (CFBundleIconName). \
        Without either, the system has nothing to show and setAlternateIconName fails.
        """)
    static let noFileForIdiom = LintRule(
        .noFileForIdiom, .error, .files,
        "an icon's files exist only for the other device",
        """
        For example only name~ipad.png exists: an iPhone never uses ~ipad files, so the icon is missing on \
        iPhone. Add unmarked or ~iphone files (name@2x.png, name@3x.png).
        """)
    static let duplicateFileName = LintRule(
        .duplicateFileName, .warning, .files,
        "two folders hold an icon file of the same name",
        """
        A build copies loose resources flat into the bundle root, so only one of the files survives (Xcode \
        reports "Multiple commands produce"). Keep one and delete or rename the others.
        """)
    static let modifierCase = LintRule(
        .modifierCase, .warning, .files, facts: nil, check: .app(checkModifierCase),
        "an icon file's scale or device modifier is in the wrong letter case (`@2X`, `~iPad`)",
        """
        iOS looks for name@2x.png, name@3x.png, name~ipad.png and name@2x~ipad.png exactly: the device's \
        file system is case-sensitive, so dark@2X.png or dark~iPad.png is never used there, although \
        the simulator and a Mac (case-insensitive) find it. The icon then lacks that size, or has no \
        iPad image. Rename the file with the modifiers in lower case (git mv, in two steps on a Mac).
        """)
}

extension LintRule {
    /// A missing file that a catalog explains is reported by icon-name-missing or icon-file-in-catalog instead.
    static func keepsMissingIconFile(_ fact: LintContext.Fact, _ context: LintContext) -> Bool {
        guard let name = fact.diagnostic.about else { return true }
        return !context.catalogExplains(name, of: fact.subject)
    }

    /// A set that names files, none of which exists, is empty because of them: each missing file is
    /// catalog-file-missing's error, so the set's emptiness (per device) would only say it again.
    static func keepsCatalogSetEmpty(_ fact: LintContext.Fact, _ context: LintContext) -> Bool {
        guard let file = fact.diagnostic.file,
            let set = context.app.iconSets.values.first(where: { $0.folder + "/Contents.json" == file })
        else { return true }
        let named = set.images.compactMap { $0.filename == nil ? nil : $0.path }
        return named.isEmpty || named.contains { FileManager.default.fileExists(atPath: $0) }
    }

    /// A built app's sets are compiled into Assets.car, which cannot be read here.
    static func keepsCatalogSetMissing(_ fact: LintContext.Fact, _ context: LintContext) -> Bool {
        guard !context.app.isBuiltApp else { return false }
        // One cause, one finding: a set a build setting names is reported at the setting, not again at each
        // Info.plist entry the build would write from it.
        guard fact.diagnostic.keyPath?.hasPrefix("CFBundleIcons") == true, let setName = fact.diagnostic.about else { return true }
        return !context.apps.contains { app in
            app.diagnostics.contains {
                $0.kind == .catalogSetMissing && $0.about == setName
                    && $0.keyPath?.hasPrefix("ASSETCATALOG_COMPILER_") == true
            }
        }
    }

    /// A file beside an icon's files whose modifiers differ from the ones iOS tries only in case.
    static func checkModifierCase(_ context: LintContext) -> [Hit] {
        context.findMiscasedFiles().map { file in
            Hit(
                message: "\(fileName(of: file.path)) spells its modifier \u{201C}\(file.modifiers)\u{201D}, which iOS's "
                    + "case-sensitive file system does not match, so the device never uses it; rename it \(file.correctName)",
                file: file.path, subject: file.subject, idiom: file.device)
        }
    }

    static func checkIconFileInCatalog(_ name: LintContext.LooseName, _ context: LintContext) -> [Hit] {
        guard case .insideCatalog(let place) = name.explanation else { return [] }
        return [
            Hit(
                message: "\(context.displayName(of: place)) is inside an asset catalog, which the build compiles "
                    + "into Assets.car, so \u{2018}\(name.name)\u{2019} is missing from the app; move the file out of the "
                    + ".xcassets folder, or make the icon an app icon set named with CFBundleIconName",
                file: name.file, location: name.icon.keyPath, subject: name.subject)
        ]
    }
}
