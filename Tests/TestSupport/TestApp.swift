import IconKit

/// An app read as a command reads it: located by `AppLocator` (from PATH, or the current folder when
/// nil), then loaded by `AppLoader`.
public enum TestApp {
    /// The app as one device sees it.
    public static func load(
        _ path: String?, idiom: Idiom, target: String? = nil, configuration: String? = nil, root: String? = nil,
        appearance: IconAppearance = .any
    ) throws -> AppOnDevice {
        let options = LoadOptions(target: target, configuration: configuration, imageRoot: root, appearance: appearance, idioms: [idiom])
        let app = try AppLoader(options).load(try AppLocator().locate(path))
        guard let onDevice = app.on(idiom) else { throw Missing(idiom: idiom) }
        return onDevice
    }

    /// The app for several devices (nil: each device it runs on).
    public static func load(_ path: String?, idioms: [Idiom]?, target: String? = nil, configuration: String? = nil) throws -> LoadedApp {
        try AppLoader(LoadOptions(target: target, configuration: configuration, idioms: idioms)).load(try AppLocator().locate(path))
    }

    /// The app in every build configuration of its target.
    public static func loadEveryConfiguration(_ path: String?, idioms: [Idiom]? = nil, target: String? = nil) throws -> [LoadedApp] {
        try AppLoader(LoadOptions(target: target, idioms: idioms)).loadEveryConfiguration(try AppLocator().locate(path))
    }

    struct Missing: Error {
        var idiom: Idiom
    }
}
