/// How PATH (or its absence) was turned into the app that was read: said to people when it is not
/// what they would assume (the demo, or a bare Info.plist that no project builds).
public enum AppSource: String, Sendable, Equatable {
    /// No PATH and no app in the current folder: the bundled demo.
    case demo
    /// An Xcode project (named, or found in a folder).
    case project
    /// An Info.plist named as PATH.
    case infoPlist
    /// A folder without an Xcode project: the Info.plist found in it, read with no build settings.
    case bareInfoPlist
    /// A built `.app` (or one extracted from an `.ipa`).
    case builtApp
    /// A build tool's manifest whose project is not in the repository (an Expo app's `app.json` or
    /// `app.config.*` without `ios/`), read as the project the tool would generate.
    case manifest
}
