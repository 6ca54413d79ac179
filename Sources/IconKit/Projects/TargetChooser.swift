import Foundation

/// Chooses the application target a person means when a project has several.
///
/// Narrowing steps, each applied only when it leaves someone standing: iOS apps (not tvOS, macOS,
/// watchOS or visionOS by `SDKROOT` / `SUPPORTED_PLATFORMS`), apps no other app depends on (a Mac
/// launcher or watch app embedded in the iOS app), not preview or test hosts; then the one named
/// like the project, then the ones whose settings or Info.plist declare icons. Only what is left
/// after all of that with more than one target is a question for the user.
struct TargetChooser: Sendable {
    static let otherPlatformSDKs: Set<String> = ["macosx", "appletvos", "watchos", "xros", "driverkit"]

    var reader: PropertyListReader
    var configuration: String
    /// The pass's parsed files (the chosen target's Info.plist is read again to load it).
    var filesRead = FilesRead()

    /// The target, and the other application targets `--target` could name.
    func choose(_ project: XcodeProject, name: String?) throws -> (target: XcodeProject.Target, others: [String]) {
        let applications = project.targets.filter(\.isApplication)
        func others(than target: XcodeProject.Target) -> [String] { applications.map(\.name).filter { $0 != target.name } }
        if let name {
            guard let target = project.target(named: name) else {
                throw InputError.projectChoice(
                    project: project.path, message: "there is no target \u{201C}\(name)\u{201D}; the targets are:",
                    options: project.targets.map(\.name))
            }
            if target.isApplication, let platform = otherPlatform(of: target, project: project) {
                throw InputError.notAnIOSApp(project: project.path, target: target.name, platform: platform)
            }
            return (target, others(than: target))
        }
        if applications.isEmpty || applications.allSatisfy({ isOtherPlatform($0, project: project) }) {
            if let app = applications.first, let platform = otherPlatform(of: app, project: project) {
                throw InputError.notAnIOSApp(project: project.path, target: app.name, platform: platform)
            }
            throw InputError.projectChoice(
                project: project.path, message: "has no application target; choose a target with --target:",
                options: project.targets.map(\.name))
        }
        let remaining = narrow(applications, project: project)
        if remaining.count == 1 { return (remaining[0], others(than: remaining[0])) }
        throw InputError.projectChoice(
            project: project.path, message: "has several application targets; choose one with --target:",
            options: remaining.map(\.name))
    }

    /// Whether one of the project's application targets builds for iOS.
    static func buildsIOSApp(_ project: XcodeProject, reader: PropertyListReader) -> Bool {
        project.targets.contains { target in
            target.isApplication
                && !TargetChooser(reader: reader, configuration: project.defaultConfiguration(of: target)).isOtherPlatform(
                    target, project: project)
        }
    }

    /// The candidates left after each preference in turn.
    func narrow(_ applications: [XcodeProject.Target], project: XcodeProject) -> [XcodeProject.Target] {
        let embedded = Set(applications.flatMap(\.dependencies))
        let preferences: [(XcodeProject.Target) -> Bool] = [
            { !isOtherPlatform($0, project: project) },
            { !embedded.contains($0.name) },
            { !Self.isHost($0.name) },
            { $0.name.caseInsensitiveCompare(project.name) == .orderedSame },
            { !Self.isExample($0.name) },
            { declaresIcons($0, project: project) },
        ]
        var remaining = applications
        for (index, preference) in preferences.enumerated() where remaining.count > 1 {
            // Flavours of one app (one Info.plist, another catalog each: Rocket.Chat's official and
            // experimental builds) are different apps to a user; a name says nothing of which ships.
            if index == 3 && areFlavours(remaining, project: project) { break }
            let preferred = remaining.filter(preference)
            if !preferred.isEmpty { remaining = preferred }
        }
        return remaining
    }

    /// Whether the targets are flavours of one app: they build one Info.plist into apps whose icons
    /// differ, or one of them says it is a flavour in its Info.plist's folder or its bundle identifier
    /// (Hedvig's `Config/Test/Info.plist` and `com.hedvigForsakring.test.app` beside `Config/Production`).
    func areFlavours(_ targets: [XcodeProject.Target], project: XcodeProject) -> Bool {
        let settings = targets.map { BuildSettings(project: project, target: $0, configuration: configuration) }
        let plists = Set(settings.map { $0["INFOPLIST_FILE"] ?? "" })
        if plists.count == targets.count && settings.contains(where: namesAFlavour) { return true }
        guard plists.count == 1, plists.first?.isEmpty == false else { return false }
        let icons = Set(
            zip(targets, settings).map { target, settings in
                [settings["ASSETCATALOG_COMPILER_APPICON_NAME"] ?? ""] + target.assetCatalogs.sorted()
            })
        return icons.count == targets.count
    }

    /// Whether a folder of the target's Info.plist path or a word of its bundle identifier is a flavour
    /// word (`test`, `staging`, `dev`…); not the configuration's own name (Awful's Debug builds
    /// `com.awfulapp.Awful.debug`: every target of that configuration says so).
    func namesAFlavour(_ settings: BuildSettings) -> Bool {
        let folders = (settings["INFOPLIST_FILE"] ?? "").split(separator: "/").dropLast()
        let words = (settings["PRODUCT_BUNDLE_IDENTIFIER"] ?? "").split(separator: ".")
        return (folders + words).contains { word in
            word.lowercased() != configuration.lowercased() && CatalogSettings.flavourWords.contains(word.lowercased())
        }
    }

    /// Built for a platform other than iOS.
    func isOtherPlatform(_ target: XcodeProject.Target, project: XcodeProject) -> Bool {
        otherPlatform(of: target, project: project) != nil
    }

    /// The platform the target builds for when it is not iOS (`tvOS`, `macOS`, …), by `SDKROOT` and
    /// `SUPPORTED_PLATFORMS`.
    func otherPlatform(of target: XcodeProject.Target, project: XcodeProject) -> String? {
        let settings = BuildSettings(project: project, target: target, configuration: configuration)
        let platforms = (settings["SUPPORTED_PLATFORMS"] ?? "").lowercased().split(separator: " ").map(String.init)
        if platforms.contains(where: { $0.hasPrefix("iphone") }) { return nil }
        let sdk = (settings["SDKROOT"] ?? "").lowercased()
        let names = ["macosx": "macOS", "appletvos": "tvOS", "watchos": "watchOS", "xros": "visionOS", "driverkit": "DriverKit"]
        if let name = names.first(where: { sdk.hasPrefix($0.key) })?.value { return name }
        guard let other = platforms.first else { return nil }
        return names.first { other.hasPrefix($0.key) }?.value ?? other
    }

    /// Preview and test hosts: apps that exist to run something else.
    static func isHost(_ name: String) -> Bool {
        let lowered = name.lowercased()
        return lowered.contains("preview") || lowered.hasSuffix("host") || lowered.contains("testapp")
    }

    /// Example and sample apps shipped beside a library's app (Tangem's `BlockchainSdkExample`).
    static func isExample(_ name: String) -> Bool {
        let lowered = name.lowercased()
        return ["example", "sample", "playground"].contains { lowered.contains($0) }
    }

    /// Names alternate icons in its settings, or declares `CFBundleIcons` in its own Info.plist.
    func declaresIcons(_ target: XcodeProject.Target, project: XcodeProject) -> Bool {
        let settings = BuildSettings(project: project, target: target, configuration: configuration)
        if !(settings["ASSETCATALOG_COMPILER_ALTERNATE_APPICON_NAMES"] ?? "").isEmpty
            || settings["ASSETCATALOG_COMPILER_INCLUDE_ALL_APPICON_ASSETS"] == "YES"
        {
            return true
        }
        guard let file = settings["INFOPLIST_FILE"], !file.isEmpty else { return false }
        let path = file.hasPrefix("/") ? file : project.sourceRoot + "/" + file
        guard let root = try? filesRead.plist(at: path, reader: reader) else { return false }
        return InfoPlistParser.declaresIcons(root)
    }
}
