/// What `tuist generate` writes for a target without being told: the settings derived from its
/// destinations and product, and the defaults of `defaultSettings: .recommended` (Tuist's
/// `DefaultSettingsProvider` over XcodeProj's `BuildSettingsProvider`), as far as icons go.
enum TuistDefaults {
    /// Tuist's `Destinations` constants and the platform of each destination.
    static let destinationSets: [String: Set<String>] = [
        "iOS": ["iPhone", "iPad", "macWithiPadDesign"], "macOS": ["mac"], "tvOS": ["appleTv"], "watchOS": ["appleWatch"],
        "visionOS": ["appleVision"],
    ]
    static let platformOfDestination: [String: String] = [
        "iPhone": "iOS", "iPad": "iOS", "macCatalyst": "iOS", "macWithiPadDesign": "iOS", "appleVisionWithiPadDesign": "iOS",
        "mac": "macOS", "appleTv": "tvOS", "appleWatch": "watchOS", "appleVision": "visionOS",
    ]
    /// Platforms in Tuist's order (`Platform.allCases`): the first one's defaults are the unconditional ones.
    static let platformOrder = ["iOS", "macOS", "tvOS", "watchOS", "visionOS"]
    static let deviceSDK = ["iOS": "iphoneos", "macOS": "macosx", "tvOS": "appletvos", "watchOS": "watchos", "visionOS": "xros"]
    static let simulatorSDK = [
        "iOS": "iphonesimulator", "tvOS": "appletvsimulator", "watchOS": "watchsimulator", "visionOS": "xrsimulator",
    ]
    /// `TARGETED_DEVICE_FAMILY` numbers, in the order Tuist writes them.
    static let deviceFamilies: [(destination: String, family: String)] = [
        ("iPhone", "1"), ("iPad", "2"), ("appleTv", "3"), ("appleWatch", "4"), ("macCatalyst", "6"), ("appleVision", "7"),
    ]

    /// Tuist's `Product` cases → the pbxproj's product types (only `app` is an application target).
    static func productType(_ product: String) -> String {
        let types = [
            "app": "application", "appExtension": "app-extension", "appClip": "application.on-demand-install-capable",
            "watch2App": "application.watchapp2", "watch2Extension": "watchkit2-extension", "tvTopShelfExtension": "tv-app-extension",
            "messagesExtension": "app-extension.messages", "stickerPackExtension": "app-extension.messages-sticker-pack",
            "unitTests": "bundle.unit-test", "uiTests": "bundle.ui-testing", "staticFramework": "framework", "framework": "framework",
            "staticLibrary": "library.static", "dynamicLibrary": "library.dynamic", "commandLineTool": "tool", "bundle": "bundle",
        ]
        return "com.apple.product-type." + (types[product] ?? product)
    }

    /// The platforms of `destinations`, in Tuist's order.
    static func platforms(of destinations: Set<String>) -> [String] {
        let platforms = Set(destinations.compactMap { platformOfDestination[$0] })
        return platformOrder.filter(platforms.contains)
    }

    /// Settings Tuist derives from the target itself (`ConfigGenerator`): SDK, supported platforms and
    /// device families from the destinations.
    static func derivedSettings(destinations: Set<String>) -> [String: BuildSettingValue] {
        let platforms = platforms(of: destinations)
        var settings: [String: BuildSettingValue] = [:]
        settings["SDKROOT"] = .string(platforms.count == 1 ? deviceSDK[platforms[0]] ?? "auto" : "auto")
        if platforms.count > 1 {
            let sdks = platforms.compactMap { simulatorSDK[$0] } + platforms.compactMap { deviceSDK[$0] }
            settings["SUPPORTED_PLATFORMS"] = .string(sdks.sorted().joined(separator: " "))
        }
        let families = deviceFamilies.filter { destinations.contains($0.destination) }.map(\.family)
        if !families.isEmpty { settings["TARGETED_DEVICE_FAMILY"] = .string(families.joined(separator: ",")) }
        return settings
    }

    /// The icon setting of `.recommended` for an application (`.essential` leaves it out): XcodeProj's
    /// `ASSETCATALOG_COMPILER_APPICON_NAME`, `App Icon & Top Shelf Image` for tvOS, `AppIcon` elsewhere.
    /// For a target of several platforms the first platform's value is the unconditional one (the
    /// others are `[sdk=…]` variants an iOS build does not use).
    static func recommendedIconName(product: String, destinations: Set<String>) -> String? {
        guard product == "app", let first = platforms(of: destinations).first else { return nil }
        return first == "tvOS" ? "App Icon & Top Shelf Image" : "AppIcon"
    }

    /// The Info.plist Tuist writes for `.default` / `.extendingDefault` before the target's own keys
    /// (`InfoPlistContentProvider`), for the keys that matter here.
    static func infoPlist(product: String, destinations: Set<String>) -> [String: Any] {
        var content: [String: Any] = [
            "CFBundleDevelopmentRegion": "$(DEVELOPMENT_LANGUAGE)", "CFBundleIdentifier": "$(PRODUCT_BUNDLE_IDENTIFIER)",
            "CFBundleInfoDictionaryVersion": "6.0", "CFBundleName": "$(PRODUCT_NAME)", "CFBundleShortVersionString": "1.0",
            "CFBundleVersion": "1", "CFBundleExecutable": "$(EXECUTABLE_NAME)",
        ]
        if ["app", "appClip"].contains(product) { content["CFBundlePackageType"] = "APPL" }
        if product == "app" && platforms(of: destinations).contains("iOS") {
            content["LSRequiresIPhoneOS"] = true
            content["UISupportedInterfaceOrientations"] = [
                "UIInterfaceOrientationPortrait", "UIInterfaceOrientationLandscapeLeft", "UIInterfaceOrientationLandscapeRight",
            ]
        }
        return content
    }

    /// Where Tuist writes a generated Info.plist, relative to the project's folder.
    static func generatedInfoPlistPath(target: String) -> String {
        "Derived/InfoPlists/\(target)-Info.plist"
    }
}
