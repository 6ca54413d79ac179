import Foundation

/// Whether a committed `.xcodeproj` and the XcodeGen `project.yml` beside it build the same icons.
///
/// The `.xcodeproj` is what Xcode builds, so it is what iconpicker reads; but a spec that says
/// otherwise means the next `xcodegen generate` changes the app's icons (or the pbxproj was edited by
/// hand). Compared per target and configuration: the primary name, the alternates in build order,
/// and the `.icon` bundles the target compiles.
struct XcodeGenAgreement: Sendable {
    /// What one project builds for the target and configuration.
    struct Icons: Equatable {
        var primary: String
        var alternates: [String]
        var bundles: [String]

        init(
            project: XcodeProject, target: XcodeProject.Target, configuration: String, bundlePaths: [String], iconSets: [String: AppIconSet]
        ) {
            let sources = TargetIconSources(project: project, target: target, bundlePaths: bundlePaths, iconSets: iconSets)
            let settings = BuildSettings(project: project, target: target, configuration: configuration)
            let catalog = CatalogSettings(settings, iconSets: iconSets, bundles: sources.bundles)
            primary = catalog.primaryName
            alternates = catalog.alternates
            bundles = sources.bundles.keys.sorted()
        }
    }

    var spec: XcodeProject

    /// A note when the spec's target (of the same name) builds other icons than the project's; none
    /// when they agree or the spec has no such target or configuration.
    func diagnostics(
        project: XcodeProject, target: XcodeProject.Target, configuration: String, bundlePaths: [String], iconSets: [String: AppIconSet]
    ) -> [Diagnostic] {
        guard let specTarget = spec.target(named: target.name),
            specTarget.configurations[configuration] != nil || spec.projectConfigurations[configuration] != nil
        else { return [] }
        let built = Icons(project: project, target: target, configuration: configuration, bundlePaths: bundlePaths, iconSets: iconSets)
        let specified = Icons(
            project: spec, target: specTarget, configuration: configuration, bundlePaths: bundlePaths, iconSets: iconSets)
        var differences: [String] = []
        if built.primary != specified.primary {
            differences.append(
                "the primary icon is \u{201C}\(specified.primary)\u{201D} in the spec, \u{201C}\(built.primary)\u{201D} in the project")
        }
        if built.alternates != specified.alternates {
            differences.append(
                "the alternates are \(Self.listed(specified.alternates)) in the spec, \(Self.listed(built.alternates)) in the project")
        }
        if built.bundles != specified.bundles {
            differences.append(
                "the .icon files are \(Self.listed(specified.bundles)) in the spec, \(Self.listed(built.bundles)) in the project")
        }
        guard !differences.isEmpty else { return [] }
        return [
            Diagnostic(
                .note, .xcodeGenSpecDisagrees,
                "\((spec.path as NSString).lastPathComponent) and the .xcodeproj (which Xcode builds, and which is listed) disagree "
                    + "about the icons of \(target.name) (\(configuration)): \(differences.joined(separator: "; ")); "
                    + "run xcodegen generate, or bring the spec in line",
                file: spec.path, keyPath: target.name)
        ]
    }

    static func listed(_ names: [String]) -> String {
        names.isEmpty ? "none" : names.joined(separator: " ")
    }
}
