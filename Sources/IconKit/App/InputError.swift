import Foundation

/// Why the PATH a user gave cannot be turned into one app to read: nothing there, no Info.plist,
/// several candidates, a project choice to make, or no demo app installed.
///
/// Each case carries the path and the facts found when it was thrown, so the description reads no
/// files. Reading the property lists themselves fails with `PropertyListError`.
public enum InputError: Error, Equatable, Sendable {
    /// PATH does not exist.
    case inputNotFound(path: String)
    /// A folder was given but no Info.plist could be found under it; `holdsXcodeProject` when the
    /// folder itself holds an `.xcodeproj`.
    case noInfoPlist(folder: String, holdsXcodeProject: Bool = false)
    /// A folder holds several Info.plist files that declare icons; the user has to name one.
    case ambiguousInfoPlist(folder: String, candidates: [String])
    /// The demo app that ships with iconpicker is missing from this installation.
    case demoNotFound(searched: [String])
    /// A project choice the user has to make or correct: a target or configuration that does not exist,
    /// or several application targets / projects to choose from.
    case projectChoice(project: String, message: String, options: [String])
    /// An XcodeGen `project.yml` that is not valid YAML or not a spec, or a `.csproj` that is not an
    /// MSBuild project.
    case unreadableProjectSpec(path: String, detail: String)
    /// The app the project builds is not an iOS app (tvOS, macOS, watchOS, visionOS): alternate app
    /// icons are an iOS feature, and other platforms' icons are not iOS icon sets.
    case notAnIOSApp(project: String, target: String, platform: String)
    /// A repository whose iOS project is generated and not there (an Expo or React Native app
    /// without `ios/`): `kind` says what it is, `advice` how to make the project, `notes` what could be read.
    case generatedProject(folder: String, kind: String, advice: String, notes: [String] = [])
}

extension InputError: CustomStringConvertible, LocalizedError {
    public var description: String {
        switch self {
        case .inputNotFound(let path):
            return "\(path): no such file or folder. Point iconpicker at an Info.plist or the folder that holds it."
        case .noInfoPlist(let folder, let holdsXcodeProject):
            return "\(folder): no Info.plist found in this folder or the folders below it. "
                + "Pass the Info.plist itself, e.g. `iconpicker list path/to/Info.plist`."
                + (holdsXcodeProject ? " (This folder holds an Xcode project: pass the .xcodeproj itself.)" : "")
        case .ambiguousInfoPlist(let folder, let candidates):
            let list = candidates.map { "  \($0)" }.joined(separator: "\n")
            return "\(folder): several Info.plist files declare icons; name the one you mean:\n\(list)"
        case .projectChoice(let project, let message, let options):
            return "\(project): \(message)" + (options.isEmpty ? "" : "\n" + options.map { "  \($0)" }.joined(separator: "\n"))
        case .unreadableProjectSpec(let path, let detail):
            let kind = path.hasSuffix(".csproj") ? "MSBuild project" : path.hasSuffix(".swift") ? "Tuist manifest" : "XcodeGen spec"
            return "\(path): cannot read this \(kind): \(detail)."
        case .generatedProject(let folder, let kind, let advice, let notes):
            return "\(folder): this is \(kind), and its iOS project is not in the repository: \(advice)."
                + notes.map { "\n  \($0)" }.joined()
        case .notAnIOSApp(let project, let target, let platform):
            return "\(project): target \u{201C}\(target)\u{201D} builds a \(platform) app, not an iOS app; alternate app icons are an "
                + "iOS feature (a \(platform) icon is not an iOS icon set), so there is nothing here for iconpicker to read."
        case .demoNotFound(let searched):
            return "the bundled demo app is missing from this installation (looked in "
                + searched.joined(separator: ", ") + "). Reinstall with `make install`, or pass a PATH."
        }
    }

    public var errorDescription: String? { description }
}
