import SwiftManifest

/// A Tuist `Settings` value (`.settings(base:configurations:defaultSettings:)`, or the older
/// `base:debug:release:`), read where its values are literal, each value with the place it is written.
struct TuistSettings {
    /// A setting as written, and where.
    typealias Layer = [String: (value: BuildSettingValue, origin: SettingOrigin)]

    struct Configuration {
        var name: String
        /// Whether it is a `.debug(…)` configuration (Tuist's debug variant), else `.release(…)`.
        var isDebug: Bool
        var settings: Layer = [:]
        var xcconfig: String?
    }

    /// Which of Tuist's default settings are written (`defaultSettings:`).
    enum Defaults: Equatable {
        /// `.recommended` (the default), without the keys it excludes.
        case recommended(excluding: Set<String>)
        /// `.essential`: a short list that does not include the icon setting.
        case essential
        case none
    }

    var base: Layer = [:]
    /// The configurations written; Debug and Release when none are.
    var configurations: [Configuration] = []
    var defaults: Defaults = .recommended(excluding: [])
    /// Whether a `settings:` argument was given (a target without one takes the project's defaults).
    var isWritten = false

    /// Tuist's configurations when a project says nothing: Debug and Release.
    static let standardConfigurations = [Configuration(name: "Debug", isDebug: true), Configuration(name: "Release", isDebug: false)]

    /// `value` (an argument `settings:`) read at `level`; `keyPath` is where it sits (`settings`,
    /// `targets.App.settings`), for origins and messages.
    init(_ value: ManifestValue?, level: SettingOrigin.Level, keyPath: String, reading: inout TuistReading) {
        guard let value else { return }
        isWritten = true
        if value.member == "default" { return }
        guard let call = value.call, ["settings", "Settings"].contains(call.name), call.receiver == nil else {
            reading.computed(value, what: TuistReading.describe(settings: keyPath), .structure)
            return
        }
        let layer = { (argument: String, path: String, reading: inout TuistReading) -> Layer in
            guard let dictionary = call.argument(argument) else { return [:] }
            return Self.layer(dictionary, level: level, keyPath: path, reading: &reading)
        }
        base = layer("base", keyPath + ".base", &reading)
        if let list = call.argument("configurations") {
            configurations = Self.configurations(list, level: level, keyPath: keyPath, reading: &reading)
        } else if call.argument("debug") != nil || call.argument("release") != nil {
            configurations = [
                Configuration(name: "Debug", isDebug: true, settings: layer("debug", keyPath + ".debug", &reading)),
                Configuration(name: "Release", isDebug: false, settings: layer("release", keyPath + ".release", &reading)),
            ]
        }
        if let defaults = call.argument("defaultSettings") { self.defaults = Self.defaults(defaults) }
    }

    /// `.recommended`, `.recommended(excluding: [...])`, `.essential…`, `.none`.
    static func defaults(_ value: ManifestValue) -> Defaults {
        let name = value.member ?? value.call?.name ?? "recommended"
        switch name {
        case "none": return .none
        case "essential": return .essential
        default:
            let excluded = value.call?.argument("excluding")?.array?.compactMap(\.string) ?? []
            return .recommended(excluding: Set(excluded))
        }
    }

    static func configurations(_ value: ManifestValue, level: SettingOrigin.Level, keyPath: String, reading: inout TuistReading)
        -> [Configuration]
    {
        guard let elements = value.array else {
            reading.computed(value, what: "the configurations of " + TuistReading.describe(settings: keyPath), .structure)
            return []
        }
        return elements.compactMap { element in
            guard let call = element.call, ["debug", "release"].contains(call.name), let name = configurationName(call.argument("name"))
            else {
                reading.computed(element, what: "a configuration of " + TuistReading.describe(settings: keyPath), .structure)
                return nil
            }
            let path = "\(keyPath).configurations.\(name)"
            var configuration = Configuration(name: name, isDebug: call.name == "debug")
            if let settings = call.argument("settings") {
                configuration.settings = layer(settings, level: level, keyPath: path, reading: &reading)
            }
            configuration.xcconfig = call.argument("xcconfig").flatMap(reading.path)
            return configuration
        }
    }

    /// A `ConfigurationName`: a string, `.debug`, `.release` or `.configuration("Beta")`.
    static func configurationName(_ value: ManifestValue?) -> String? {
        guard let value else { return nil }
        if let text = value.string { return text }
        if let member = value.member { return member == "debug" ? "Debug" : member == "release" ? "Release" : nil }
        if let call = value.call, call.name == "configuration" { return call.argument(nil)?.string }
        return nil
    }
}
