import Foundation

/// Repositories whose Xcode project is generated rather than committed: an XcodeGen `project.yml`
/// (read in its place), an Expo app without `ios/` (read as the project `npx expo prebuild` would
/// generate from its configuration, `ExpoProject`), and a React Native app without `ios/` and without
/// Expo (nothing generates its project: the error says so).
///
/// Asked only after no `.xcodeproj` was found: when both exist, the `.xcodeproj` is what Xcode builds.
enum GeneratedProjectFinder {
    /// The spec names XcodeGen reads by default.
    static let specNames = ["project.yml", "project.yaml"]
    /// Expo's configuration files; `app.config.*` are code, read without running it (`ExpoAppConfig`).
    static let expoConfigurationNames = ["app.json"] + ExpoAppConfig.codeNames
    /// What a person should run to get an iOS project out of an Expo app.
    static let prebuildAdvice = "`npx expo prebuild` (or `npx expo run:ios`) generates it in ios/; run iconpicker there afterwards"

    /// `folder`'s XcodeGen spec, or one in `folder/ios`.
    static func spec(in folder: String) -> String? {
        for base in [folder, folder + "/ios"] {
            for name in specNames where FileManager.default.fileExists(atPath: base + "/" + name) { return base + "/" + name }
        }
        return nil
    }

    /// Whether `folder` looks like a JavaScript app with an iOS side that is not checked in: no `ios/`,
    /// or one without an Xcode project (All About Olaf keeps only its Xcode Cloud `ci_scripts` there).
    static func isJavaScriptApp(_ folder: String) -> Bool {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder + "/ios")) ?? []
        return !names.contains { $0.hasSuffix(".xcodeproj") } && kind(of: folder) != nil
    }

    /// "an Expo app" or "a React Native app", from `package.json`'s dependencies or Expo's files: an
    /// `app.config.*`, or an `app.json` with an `expo` object (a React Native app's own app.json holds
    /// only its name).
    static func kind(of folder: String) -> String? {
        guard let dependencies = dependencies(of: folder) else { return nil }
        let hasExpoFile =
            ExpoAppConfig.codeNames.contains { FileManager.default.fileExists(atPath: folder + "/" + $0) }
            || (ExpoConfiguration.json(at: folder + "/app.json") as? [String: Any])?["expo"] != nil
        if dependencies.contains("expo") || hasExpoFile { return "an Expo app" }
        if dependencies.contains("react-native") { return "a React Native app" }
        return nil
    }

    /// The names `package.json` lists in `dependencies` and `devDependencies`; nil without one.
    static func dependencies(of folder: String) -> [String]? {
        guard let package = ExpoConfiguration.json(at: folder + "/package.json") as? [String: Any] else { return nil }
        return ["dependencies", "devDependencies"].flatMap { (package[$0] as? [String: Any] ?? [:]).keys }
    }

    /// The Expo or React Native app without `ios/` at `folder` or in the shallowest level below it
    /// that holds one (a monorepo's `apps/mobile`), searched as projects are (3 levels, dependency
    /// folders skipped); several at that level are a choice. An Expo app is the project prebuild
    /// would generate; a React Native app without Expo, or an Expo configuration that cannot be read
    /// at all, is the error that says so. Nil when there is none.
    static func javaScriptAppLocation(below folder: String, listings: FolderListings? = nil, filesRead: FilesRead) throws -> AppLocation? {
        guard let app = try javaScriptApp(below: folder, listings: listings) else { return nil }
        if kind(of: app) == "an Expo app", let project = ExpoProject.read(folder: app) {
            return AppLocation(.project(project, target: nil), source: .manifest, filesRead: filesRead)
        }
        if let error = javaScriptAppError(in: app) { throw error }
        return nil
    }

    /// The folder of the Expo or React Native app without `ios/` at or below `folder`.
    static func javaScriptApp(below folder: String, listings: FolderListings?) throws -> String? {
        var level = [folder]
        for _ in 0...3 where !level.isEmpty {
            let apps = level.filter(isJavaScriptApp)
            if apps.count > 1 {
                throw InputError.projectChoice(
                    project: folder, message: "holds several Expo or React Native apps without ios/; pass the one you mean:", options: apps)
            }
            if let app = apps.first { return app }
            level = level.flatMap { directory in
                (listings.sortedEntries(directory) ?? []).filter { $0.kind != .file && $0.name != "ios" }.map { directory + "/" + $0.name }
                    .filter { ProjectLocator.shouldDescend(into: ($0 as NSString).lastPathComponent, path: $0) }
            }
        }
        return nil
    }

    /// The error for an Expo or React Native repository without `ios/`, with what its configuration
    /// says about icons; nil when `folder` is not one.
    static func javaScriptAppError(in folder: String) -> InputError? {
        guard isJavaScriptApp(folder), let kind = kind(of: folder) else { return nil }
        let advice =
            kind == "an Expo app"
            ? prebuildAdvice
            : "its ios/ folder is missing; React Native apps made with Expo's tooling generate it with " + prebuildAdvice
        var notes = ExpoConfiguration(folder: folder).notes
        // react-native-change-icon's released versions read their icons from ios/'s asset catalog.
        if dependencies(of: folder)?.contains("react-native-change-icon") == true {
            notes.append(
                "react-native-change-icon is a dependency: its alternate icons are app icon sets in ios/'s asset catalog, which is not here"
            )
        }
        return .generatedProject(folder: folder, kind: kind, advice: advice, notes: notes)
    }
}
