import Foundation

/// Repositories whose Xcode project is generated rather than committed: an XcodeGen `project.yml`
/// (read in its place), and Expo or React Native apps without `ios/` (nothing to read: the error
/// says what the repository is and what generates the project).
///
/// Asked only after no `.xcodeproj` was found: when both exist, the `.xcodeproj` is what Xcode builds.
enum GeneratedProjectFinder {
    /// The spec names XcodeGen reads by default.
    static let specNames = ["project.yml", "project.yaml"]
    /// Expo's configuration files; `app.config.js`/`.ts` are code and are not evaluated.
    static let expoConfigurationNames = ["app.json", "app.config.js", "app.config.ts"]
    /// What a person should run to get an iOS project out of an Expo app.
    static let prebuildAdvice = "`npx expo prebuild` (or `npx expo run:ios`) generates it in ios/; run iconpicker there afterwards"

    /// `folder`'s XcodeGen spec, or one in `folder/ios`.
    static func spec(in folder: String) -> String? {
        for base in [folder, folder + "/ios"] {
            for name in specNames where FileManager.default.fileExists(atPath: base + "/" + name) { return base + "/" + name }
        }
        return nil
    }

    /// Whether `folder` looks like a JavaScript app with an iOS side that is not checked in.
    static func isJavaScriptApp(_ folder: String) -> Bool {
        !FileManager.default.fileExists(atPath: folder + "/ios") && kind(of: folder) != nil
    }

    /// "an Expo app" or "a React Native app", from `package.json`'s dependencies or Expo's files.
    static func kind(of folder: String) -> String? {
        let package = ExpoConfiguration.json(at: folder + "/package.json") as? [String: Any]
        let dependencies = ["dependencies", "devDependencies"].flatMap { (package?[$0] as? [String: Any] ?? [:]).keys }
        let hasExpoFile = expoConfigurationNames.contains { FileManager.default.fileExists(atPath: folder + "/" + $0) }
        if dependencies.contains("expo") || (hasExpoFile && package != nil) { return "an Expo app" }
        if dependencies.contains("react-native") { return "a React Native app" }
        return nil
    }

    /// The error for an Expo or React Native repository without `ios/`, with what `app.json` says
    /// about icons; nil when `folder` is not one.
    static func javaScriptAppError(in folder: String) -> InputError? {
        guard isJavaScriptApp(folder), let kind = kind(of: folder) else { return nil }
        let advice =
            kind == "an Expo app"
            ? prebuildAdvice
            : "its ios/ folder is missing; React Native apps made with Expo's tooling generate it with " + prebuildAdvice
        return .generatedProject(folder: folder, kind: kind, advice: advice, notes: ExpoConfiguration(folder: folder).notes)
    }
}
