/// What an app's Info.plist says about the app and its icons, before any idiom is chosen.
public struct AppDeclaration: Sendable {
    /// The Info.plist this was read from.
    public var infoPlistPath: String
    var displayName: String?
    var bundleName: String?
    var executableName: String?
    public var bundleIdentifier: String?
    /// `CFBundleIcons`: all devices.
    public var icons: IconsDeclaration?
    /// `CFBundleIcons~ipad`: when present, iPad uses it alone.
    public var iPadIcons: IconsDeclaration?
    /// Problems found while reading, each with its key path.
    var diagnostics: [Diagnostic]
    /// Which device families the app runs on, when the input says (`UIDeviceFamily`,
    /// `UISupportedInterfaceOrientations~ipad`, `CFBundleIcons~ipad`, or `TARGETED_DEVICE_FAMILY`);
    /// nil when nothing says, which means iPhone only.
    public var deviceFamilies: Set<Idiom>?

    init(
        infoPlistPath: String, displayName: String? = nil, bundleName: String? = nil,
        executableName: String? = nil, bundleIdentifier: String? = nil,
        icons: IconsDeclaration? = nil, iPadIcons: IconsDeclaration? = nil, diagnostics: [Diagnostic] = []
    ) {
        self.infoPlistPath = infoPlistPath
        self.displayName = displayName
        self.bundleName = bundleName
        self.executableName = executableName
        self.bundleIdentifier = bundleIdentifier
        self.icons = icons
        self.iPadIcons = iPadIcons
        self.diagnostics = diagnostics
    }

    /// The home-screen name, as the system's alert uses it: `CFBundleDisplayName`, else
    /// `CFBundleName`, else `CFBundleExecutable`.
    var appName: String? {
        for candidate in [displayName, bundleName, executableName] {
            if let candidate, !candidate.isEmpty { return candidate }
        }
        return nil
    }
}
