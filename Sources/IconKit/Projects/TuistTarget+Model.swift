import SwiftManifest

extension TuistTarget {
    /// The target as the generated project holds it: per configuration, Tuist's defaults, then the
    /// settings derived from its arguments, then its `base`, then the configuration's own settings.
    ///
    /// - Parameters:
    ///   - configurations: the project's configurations (the target's own are added).
    ///   - projectDefaults: the project's `defaultSettings`, used when the target writes no settings.
    func model(configurations: [TuistSettings.Configuration], projectDefaults: TuistSettings.Defaults) -> XcodeProject.Target {
        var result: [String: XcodeProject.Configuration] = [:]
        let defaults = settings.isWritten ? settings.defaults : projectDefaults
        var layer = defaultLayer(defaults)
        layer.merge(derived) { _, new in new }
        layer.merge(settings.base) { _, new in new }
        for configuration in TuistProject.union(configurations, settings.configurations) {
            let own = settings.configurations.first { $0.name == configuration.name }
            var merged = layer
            merged.merge(own?.settings ?? [:]) { _, new in new }
            result[configuration.name] = XcodeProject.Configuration(
                settings: merged.mapValues(\.value), baseConfiguration: own?.xcconfig, origins: merged.mapValues(\.origin))
        }
        var target = XcodeProject.Target(
            name: name, productType: TuistDefaults.productType(product), configurations: result, dependencies: dependencies,
            resourceFiles: resources, synchronizedFolders: folders, generatedInfoPlist: infoPlist.generated)
        target.generatedInfoPlistFile = infoPlist.declaredIn
        return target
    }

    /// What `defaultSettings` adds that matters here: the app icon's name under `.recommended`.
    func defaultLayer(_ defaults: TuistSettings.Defaults) -> TuistSettings.Layer {
        let key = "ASSETCATALOG_COMPILER_APPICON_NAME"
        guard case .recommended(let excluded) = defaults, !excluded.contains(key),
            let icon = TuistDefaults.recommendedIconName(product: product, destinations: destinations)
        else { return [:] }
        let origin = SettingOrigin(
            level: .target, file: place.file, line: place.line, keyPath: "targets.\(name).defaultSettings.recommended.\(key)")
        return [key: (.string(icon), origin)]
    }
}
