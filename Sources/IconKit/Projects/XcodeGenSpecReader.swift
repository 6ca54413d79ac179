import Foundation

/// Reads an XcodeGen `project.yml` into the `XcodeProject` that `xcodegen generate` would write, as
/// far as icons go, so a repository that commits the spec but git-ignores the generated project can
/// be listed and linted like any other.
///
/// Read: `configs` (names; Debug and Release when absent), `configFiles`, `settings` (`base` and
/// `configs`, or a flat dictionary) at project and target level, `options.bundleIdPrefix`, and per
/// target `type`, `platform`, `sources` (a folder is searched like a synchronized folder with its
/// `excludes` as exceptions; a file, `.xcassets` or `.icon` is a Resources reference), `dependencies`
/// and `info` (`path`; `properties` stand for the plist at that path until XcodeGen has written it),
/// `targetTemplates` and each target's `templates`, and the setting presets XcodeGen writes (unless
/// `options.settingPresets` is `none` or `project`). Not read: `include`. XcodeGen writes a `.icon`
/// as `wrapper.icon` (XcodeGen #1556), so that is the type its references get here.
struct XcodeGenSpecReader: Sendable {
    var reader: PropertyListReader
    /// The search's parsed files, shared with the project the spec is compared with.
    var readProjects: ReadProjects?

    init(reader: PropertyListReader = .init(), readProjects: ReadProjects? = nil) {
        self.reader = reader
        self.readProjects = readProjects
    }

    /// The spec at `path` (a `project.yml`); YAML that does not parse, or is not a spec, is an
    /// `InputError.unreadableProjectSpec` naming the file.
    func read(specPath path: String) throws -> XcodeProject {
        let bytes = try reader.readBytes(path: path)
        let root: Any?
        do {
            root = try BoundedYAML.load(String(decoding: bytes, as: UTF8.self))
        } catch is BoundedYAML.Exhausted {
            throw InputError.unreadableProjectSpec(
                path: path, detail: "it expands to more than \(BoundedYAML.maximumValues) values (aliases of aliases?), so it is not read")
        } catch {
            throw InputError.unreadableProjectSpec(path: path, detail: "it is not valid YAML (\(Self.firstLine(of: error)))")
        }
        guard let spec = root as? [String: Any] else {
            throw InputError.unreadableProjectSpec(path: path, detail: "its top level is not a mapping, so it is not an XcodeGen spec")
        }
        let folder = (path as NSString).deletingLastPathComponent
        let configurationNames = (spec["configs"] as? [String: Any]).map { Array($0.keys) } ?? ["Debug", "Release"]
        let layers = XcodeGenSettings(folder: folder, configurationNames: configurationNames, spec: path)
        let options = spec["options"] as? [String: Any] ?? [:]
        let prefix = options["bundleIdPrefix"] as? String
        let presets = !["none", "project"].contains(options["settingPresets"] as? String ?? "all")
        let templates = spec["targetTemplates"] as? [String: Any] ?? [:]
        var targets: [XcodeProject.Target] = []
        for (name, value) in (spec["targets"] as? [String: Any] ?? [:]).sorted(by: { $0.key < $1.key }) {
            guard let written = value as? [String: Any] else { continue }
            let target = XcodeGenTemplates.applying(templates, to: written, name: name)
            targets.append(self.target(name, target, layers: layers, bundleIdPrefix: prefix, folder: folder, presets: presets))
        }
        var project = XcodeProject(
            path: path, sourceRoot: folder, name: spec["name"] as? String ?? "Project", targets: targets,
            projectConfigurations: layers.configurations(settings: spec["settings"], files: spec["configFiles"]))
        project.defaultConfigurationName = (spec["options"] as? [String: Any])?["defaultConfig"] as? String
        return project.readingConfigurationFiles(parsed: readProjects)
    }

    /// One target: its settings with what XcodeGen derives from `type`, `platform` and `info`.
    func target(
        _ name: String, _ target: [String: Any], layers: XcodeGenSettings, bundleIdPrefix: String?, folder: String, presets: Bool = true
    ) -> XcodeProject.Target {
        let destinations = (target["supportedDestinations"] as? [Any] ?? []).compactMap { $0 as? String }
        var derived =
            presets
            ? XcodeGenTemplates.presets(
                type: target["type"] as? String, platform: target["platform"] as? String, destinations: destinations)
            : [:]
        if let sdk = Self.sdk(for: target["platform"] ?? destinations.first.map { _ in destinations }) { derived["SDKROOT"] = .string(sdk) }
        let info = target["info"] as? [String: Any]
        let properties = info?["properties"] as? [String: Any] ?? [:]
        var generated: Data?
        if let plist = info?["path"] as? String {
            derived["INFOPLIST_FILE"] = .string(plist)
            // XcodeGen writes that file from `properties`; before it has, those properties are the plist.
            if !FileManager.default.fileExists(atPath: folder + "/" + plist) {
                derived["GENERATE_INFOPLIST_FILE"] = .string("YES")
                generated = Self.propertyList(properties)
            }
        }
        if let display = properties["CFBundleDisplayName"] as? String { derived["INFOPLIST_KEY_CFBundleDisplayName"] = .string(display) }
        if let identifier = properties["CFBundleIdentifier"] as? String ?? bundleIdPrefix.map({ $0 + "." + name }) {
            derived["PRODUCT_BUNDLE_IDENTIFIER"] = .string(identifier)
        }
        var configurations = layers.configurations(
            settings: target["settings"], files: target["configFiles"], keyPath: "targets.\(name).settings")
        for (configuration, value) in configurations {
            var merged = derived
            merged.merge(value.settings) { _, written in written }
            configurations[configuration]?.settings = merged
        }
        let sources = XcodeGenSources(target["sources"], folder: folder)
        return XcodeProject.Target(
            name: name, productType: Self.productType(target["type"] as? String), configurations: configurations,
            dependencies: (target["dependencies"] as? [Any] ?? []).compactMap { ($0 as? [String: Any])?["target"] as? String },
            resourceFiles: sources.files, resourceFileTypes: sources.types, synchronizedFolders: sources.folders,
            generatedInfoPlist: generated)
    }

    /// `info.properties` as the XML plist XcodeGen writes (YAML nulls left out); nil when empty.
    static func propertyList(_ properties: [String: Any]) -> Data? {
        func plistValue(_ value: Any) -> Any? {
            switch value {
            case let dictionary as [String: Any]: return dictionary.compactMapValues(plistValue)
            case let list as [Any]: return list.compactMap(plistValue)
            case is NSNull: return nil
            default: return value
            }
        }
        guard !properties.isEmpty, let cleaned = plistValue(properties) else { return nil }
        return try? PropertyListSerialization.data(fromPropertyList: cleaned, format: .xml, options: 0)
    }

    /// XcodeGen's `type` → the pbxproj's `productType` (`application` → `com.apple.product-type.application`).
    static func productType(_ type: String?) -> String {
        guard let type else { return "" }
        return type.hasPrefix("com.apple.") ? type : "com.apple.product-type." + type
    }

    /// The SDK of `platform` (a name or, for a multi-platform target, a list: iOS wins when listed).
    static func sdk(for platform: Any?) -> String? {
        let sdks = ["iOS": "iphoneos", "tvOS": "appletvos", "macOS": "macosx", "watchOS": "watchos", "visionOS": "xros"]
        let names = (platform as? [Any])?.compactMap { $0 as? String } ?? [platform as? String].compactMap { $0 }
        if names.contains("iOS") { return "iphoneos" }
        return names.first.flatMap { sdks[$0] }
    }

    static func firstLine(of error: any Error) -> String {
        String(String(describing: error).split(separator: "\n").first ?? "")
    }
}
