extension ExampleApp {
    /// An Info.plist app that lints clean: the primary icon is an asset-catalog set with every
    /// required iOS size and an opaque 1024 px App Store image; two alternates ("dark", "light") have
    /// loose 120/180 px iPhone files and 152/167 px iPad files, declared in both `CFBundleIcons` and
    /// `CFBundleIcons~ipad`, with ordinals.
    static let good: ExampleApp = {
        var files: [String: ExampleFile] = [".git/HEAD": .text("ref: refs/heads/main\n")]
        // Each alternate its own colour: two alternates of the same bytes are a finding.
        for (name, colour) in [("dark", ExampleColour.night), ("light", .rose)] {
            files["App/Icons/\(name)-60@2x.png"] = .png(width: 120, height: 120, colour: colour)
            files["App/Icons/\(name)-60@3x.png"] = .png(width: 180, height: 180, colour: colour)
            files["App/Icons/\(name)-76@2x~ipad.png"] = .png(width: 152, height: 152, colour: colour)
            files["App/Icons/\(name)-83.5@2x~ipad.png"] = .png(width: 167, height: 167, colour: colour)
        }
        var entries: [ExamplePlist] = []
        for (file, idiom, size, scale, pixels) in [
            ("i120.png", "iphone", "60x60", "2x", 120), ("i180.png", "iphone", "60x60", "3x", 180),
            ("p152.png", "ipad", "76x76", "2x", 152), ("p167.png", "ipad", "83.5x83.5", "2x", 167),
        ] {
            entries.append(["filename": .string(file), "idiom": .string(idiom), "size": .string(size), "scale": .string(scale)])
            files["\(primarySet)/\(file)"] = .png(width: pixels, height: pixels)
        }
        entries.append(["filename": "store.png", "idiom": "ios-marketing", "size": "1024x1024", "scale": "1x"])
        files["\(primarySet)/store.png"] = .png(width: 1024, height: 1024, colour: .sky)
        files["\(catalog)/Contents.json"] = .json(catalogInfo)
        func icon(_ names: [ExamplePlist], ordinal: Int) -> ExamplePlist {
            ["CFBundleIconFiles": .array(names), "ordinal": .integer(ordinal)]
        }
        let plist: ExamplePlist = [
            "CFBundleDisplayName": "Good", "CFBundleIdentifier": "com.example.good", "UIDeviceFamily": [1, 2],
            "CFBundleIcons": [
                "CFBundlePrimaryIcon": ["CFBundleIconName": "AppIcon"],
                "CFBundleAlternateIcons": ["dark": icon(["dark-60"], ordinal: 1), "light": icon(["light-60"], ordinal: 2)],
            ],
            "CFBundleIcons~ipad": [
                "CFBundlePrimaryIcon": ["CFBundleIconName": "AppIcon"],
                "CFBundleAlternateIcons": [
                    "dark": icon(["dark-76", "dark-83.5"], ordinal: 1), "light": icon(["light-76", "light-83.5"], ordinal: 2),
                ],
            ],
        ]
        var app = ExampleApp(infoPlist: plist, files: files, input: infoPlistPath)
        app.primaryEntries = entries
        return app
    }()

    /// An Xcode project that lints clean whose icons are single-size asset-catalog sets named by the
    /// build settings: the primary `AppIcon` and the alternates `Dark` and `Light`.
    static let catalogProject: ExampleApp = {
        var app = ExampleApp(
            infoPlist: ["CFBundleDisplayName": "Sample"], files: [".git/HEAD": .text("ref: refs/heads/main\n")],
            input: "App.xcodeproj")
        app.files["\(catalog)/Contents.json"] = .json(catalogInfo)
        for (name, colour) in [("AppIcon", ExampleColour.sky), ("Dark", .night), ("Light", .rose)] {
            app.addSingleSizeSet(name, colour: colour)
        }
        app.project = ExampleProject(
            settings: [
                .init(key: "ASSETCATALOG_COMPILER_APPICON_NAME", value: "AppIcon"),
                .init(key: "ASSETCATALOG_COMPILER_ALTERNATE_APPICON_NAMES", value: "Dark Light"),
                .init(key: "ASSETCATALOG_COMPILER_INCLUDE_ALL_APPICON_ASSETS", value: "NO"),
                .init(key: "INFOPLIST_FILE", value: "App/Info.plist"),
                .init(key: "PRODUCT_BUNDLE_IDENTIFIER", value: "com.example.sample"),
                .init(key: "TARGETED_DEVICE_FAMILY", value: "1,2"),
            ],
            membershipExceptions: ["Info.plist"])
        return app
    }()

    /// An Xcode 26 project that lints clean whose icons are Icon Composer files in its synchronized
    /// folder: the primary `AppIcon.icon` and the alternate `Sunrise.icon`.
    static let iconComposerProject: ExampleApp = {
        var app = ExampleApp(infoPlist: nil, files: [".git/HEAD": .text("ref: refs/heads/main\n")], input: "App.xcodeproj")
        app.addIconBundle("App/AppIcon.icon")
        app.addIconBundle("App/Sunrise.icon")
        app.project = ExampleProject(settings: [
            .init(key: "ASSETCATALOG_COMPILER_APPICON_NAME", value: "AppIcon"),
            .init(key: "ASSETCATALOG_COMPILER_ALTERNATE_APPICON_NAMES", value: "Sunrise"),
            .init(key: "GENERATE_INFOPLIST_FILE", value: "YES"),
            .init(key: "PRODUCT_BUNDLE_IDENTIFIER", value: "com.example.today"),
            .init(key: "INFOPLIST_KEY_CFBundleDisplayName", value: "Today"),
            .init(key: "TARGETED_DEVICE_FAMILY", value: "1,2"),
        ])
        return app
    }()

    /// The app's `App.xcodeproj`, when it has one.
    var project: ExampleProject? {
        get {
            guard case .xcodeProject(let project)? = files["App.xcodeproj/project.pbxproj"] else { return nil }
            return project
        }
        set { files["App.xcodeproj/project.pbxproj"] = newValue.map { .xcodeProject($0) } }
    }

    /// Sets a build setting of the project's target (nil removes it).
    mutating func setBuildSetting(_ key: String, _ value: String?) {
        guard var project else { return }
        project.settings.removeAll { $0.key == key }
        if let value { project.settings.append(.init(key: key, value: value)) }
        self.project = project
    }
}
