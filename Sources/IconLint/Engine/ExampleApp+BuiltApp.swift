extension ExampleApp {
    static let builtAppFolder = "Built.app"
    static let builtPlistPath = builtAppFolder + "/Info.plist"
    static let builtCatalogPath = builtAppFolder + "/Assets.car"

    /// A built `.app` that lints clean, as Xcode writes it: an Info.plist naming the compiled sets
    /// `AppIcon` (the primary), `Dark` and `Light` (alternates with ordinals) in `CFBundleIcons` and
    /// `CFBundleIcons~ipad` for an iPhone and iPad app, and an `Assets.car` holding those three sets
    /// with every size upload validation asks for.
    static let builtApp: ExampleApp = {
        func icons(_ suffix: String) -> ExamplePlist {
            func icon(_ name: String, ordinal: Int?) -> ExamplePlist {
                var icon: ExamplePlist = ["CFBundleIconFiles": [.string(name + suffix)], "CFBundleIconName": .string(name)]
                if let ordinal { icon[["ordinal"]] = .integer(ordinal) }
                return icon
            }
            return [
                "CFBundlePrimaryIcon": icon("AppIcon", ordinal: nil),
                "CFBundleAlternateIcons": ["Dark": icon("Dark", ordinal: 1), "Light": icon("Light", ordinal: 2)],
            ]
        }
        let plist: ExamplePlist = [
            "CFBundleDisplayName": "Built", "CFBundleIdentifier": "com.example.built", "CFBundleExecutable": "Built",
            "UIDeviceFamily": [1, 2], "CFBundleIcons": icons("60x60"), "CFBundleIcons~ipad": icons("76x76"),
        ]
        let catalog = ExampleCatalog(
            sets: [.fullSet("AppIcon", colour: .sky), .fullSet("Dark", colour: .night), .fullSet("Light", colour: .rose)])
        return ExampleApp(
            infoPlist: nil, files: [builtPlistPath: .plist(plist), builtCatalogPath: .compiledCatalog(catalog)], input: builtAppFolder)
    }()

    /// The built app's Info.plist value at `path` (nil removes it).
    subscript(builtPlist path: [String]) -> ExamplePlist? {
        get {
            guard case .plist(let plist)? = files[Self.builtPlistPath] else { return nil }
            return plist[path]
        }
        set {
            var plist: ExamplePlist = .dictionary([:])
            if case .plist(let existing)? = files[Self.builtPlistPath] { plist = existing }
            plist[path] = newValue
            files[Self.builtPlistPath] = .plist(plist)
        }
    }

    /// The built app's `Assets.car`; nil removes it.
    var compiledCatalog: ExampleCatalog? {
        get {
            guard case .compiledCatalog(let catalog)? = files[Self.builtCatalogPath] else { return nil }
            return catalog
        }
        set { files[Self.builtCatalogPath] = newValue.map { .compiledCatalog($0) } }
    }

    /// Changes the built app's catalog (it has one in every example that calls this).
    mutating func editCatalog(_ change: (inout ExampleCatalog) -> Void) {
        var catalog = compiledCatalog ?? ExampleCatalog(sets: [])
        change(&catalog)
        compiledCatalog = catalog
    }
}
