import Basics
import Foundation

/// The Icon Composer `.icon` bundles one target compiles, and what they mean for its icon sets.
///
/// A bundle is the target's when its Resources phase references it or when it lies in one of the
/// target's synchronized folders (and no exception set takes it out). For a name that has both a
/// bundle and an `.appiconset` in the target's catalogs, Xcode 26 compiles the bundle and drops the
/// set (Aidoku PR #1081, Xcode 26.3): the set is then shadowed. The facts found on the way (a bundle
/// no target holds, a `wrapper.icon` reference, a shadowed set) are reported as diagnostics.
struct TargetIconSources: Sendable {
    /// The target's bundles by icon name (`AppIcon` for `AppIcon.icon`) → absolute folder.
    var bundles: [String: String] = [:]
    /// The target's sets that a bundle shadows, by name → the `.appiconset` folder.
    var shadowedSets: [String: String] = [:]
    var diagnostics: [Diagnostic] = []

    /// No bundles: a project read before `.icon` files existed, or a caller that has none.
    init() {}

    /// The file type XcodeGen writes for a `.icon` (Xcode writes `folder.iconcomposer.icon`).
    static let disputedFileType = "wrapper.icon"

    init(project: XcodeProject, target: XcodeProject.Target, bundlePaths: [String], iconSets: [String: AppIconSet]) {
        let pbxproj = project.settingsFile
        let referenced = target.resourceFiles.filter { $0.hasSuffix(".icon") && FileManager.default.fileExists(atPath: $0) }
        for path in (referenced + bundlePaths).sorted(by: NaturalOrder.precedes) where target.holds(path) {
            let name = Self.iconName(path)
            if bundles[name] == nil { bundles[name] = path }
        }
        let wrapped = bundles.filter { target.resourceFileTypes[$0.value] == Self.disputedFileType }.keys.sorted()
        if let first = wrapped.first {
            let files = wrapped.map { $0 + ".icon" }.joined(separator: ", ")
            diagnostics.append(
                Diagnostic(
                    .warning, .wrapperIconReference,
                    "\(files) \(wrapped.count == 1 ? "is" : "are") referenced as \(Self.disputedFileType) (as XcodeGen writes it), and "
                        + "whether actool compiles such a reference is disputed (some projects report it ignored, others report it "
                        + "working); listed as built: set the type to folder.iconcomposer.icon to be sure",
                    file: pbxproj, keyPath: target.name, about: first))
        }
        // A generated project (Expo's) takes from the repository only the files its configuration
        // names: the other .icon files are the app's assets, which no Xcode target is meant to hold.
        for path in bundlePaths.sorted() where project.generatedBy == nil && !project.targets.contains(where: { $0.holds(path) }) {
            diagnostics.append(
                Diagnostic(
                    .warning, .iconBundleNotInTarget,
                    "\((path as NSString).lastPathComponent) is in no target's Resources phase nor in a synchronized folder, "
                        + "so actool ignores it when this project builds; add it to the app target, unless another project or an XcodeGen "
                        + "variant spec builds it",
                    file: path, about: Self.iconName(path)))
        }
        findShadowedSets(target: target, iconSets: iconSets)
    }

    /// The sets of the target's catalogs that share a name with one of its bundles.
    mutating func findShadowedSets(target: XcodeProject.Target, iconSets: [String: AppIconSet]) {
        for (name, bundle) in bundles.sorted(by: { $0.key < $1.key }) {
            guard let set = iconSets[name], target.holdsCatalog(of: set.folder) else { continue }
            shadowedSets[name] = set.folder
            diagnostics.append(
                Diagnostic(
                    .note, .iconSetShadowed,
                    "the icon set \u{201C}\(name)\u{201D} is shadowed by \((bundle as NSString).lastPathComponent): Xcode 26 compiles "
                        + "the .icon for that name and drops the set, so its images are dead weight in the repository",
                    file: set.folder, about: name))
        }
    }

    /// `AppIcon` for `…/AppIcon.icon`.
    static func iconName(_ path: String) -> String {
        ((path as NSString).lastPathComponent as NSString).deletingPathExtension
    }
}
