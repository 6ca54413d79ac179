/// Where a build setting's value was written: the level of Xcode's stack it came from and the place
/// in the file, so a finding can point at the line to change and an edit can change exactly it.
public struct SettingOrigin: Equatable, Hashable, Sendable {
    /// The levels of Xcode's settings stack, lowest first (a higher one overrides a lower one).
    public enum Level: String, Equatable, Hashable, Sendable {
        /// Set by Xcode itself (`TARGET_NAME`, `SRCROOT`, …); written nowhere.
        case builtIn
        /// The xcconfig a project configuration is based on, or a file it includes.
        case projectConfigurationFile
        /// A project-level configuration's `buildSettings` in the pbxproj (or the spec's `settings`).
        case project
        /// The xcconfig a target configuration is based on, or a file it includes.
        case targetConfigurationFile
        /// A target-level configuration's `buildSettings` in the pbxproj (or the spec target's `settings`).
        case target
    }

    public var level: Level
    /// The file the value is written in: a `project.pbxproj`, an xcconfig, a `project.yml`; nil for `builtIn`.
    public var file: String?
    /// The 1-based line, for an xcconfig.
    public var line: Int?
    /// Where in a structured file: `objects.<id>.buildSettings.<key as written>` in a pbxproj (the key
    /// keeps its conditions, `KEY[sdk=iphoneos*]`), `settings.configs.Release.<key>` in a spec.
    public var keyPath: String?

    public init(level: Level, file: String? = nil, line: Int? = nil, keyPath: String? = nil) {
        self.level = level
        self.file = file
        self.line = line
        self.keyPath = keyPath
    }

    /// The same place seen from another level (an xcconfig read as a project's or a target's base).
    func at(_ level: Level) -> SettingOrigin {
        var copy = self
        copy.level = level
        return copy
    }
}
