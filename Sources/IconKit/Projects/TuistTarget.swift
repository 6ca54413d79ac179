import Foundation
import SwiftManifest

/// One Tuist target (`.target(name:destinations:product:bundleId:infoPlist:resources:…)`, the
/// older `Target(name:platform:…)`) as `tuist generate` writes it, as far as icons go.
struct TuistTarget {
    var name: String
    var product: String
    var destinations: Set<String>
    var settings: TuistSettings
    var infoPlist: TuistInfoPlist
    var resources: [String]
    var folders: [XcodeProject.SynchronizedFolder]
    var dependencies: [String]
    /// Settings derived from the target's own arguments, each with the argument's place.
    var derived: TuistSettings.Layer = [:]
    /// Where the target is declared, for the defaults Tuist adds.
    var place: SourcePlace

    /// nil (and a finding) when the target's name or product is computed.
    init?(_ value: ManifestValue, reading: inout TuistReading) {
        guard let call = value.call, ["target", "Target"].contains(call.name), call.receiver == nil else {
            reading.computed(value, what: "a target", .structure)
            return nil
        }
        guard let name = call.argument("name")?.string else {
            reading.computed(call.argument("name") ?? value, what: "a target's name", .structure)
            return nil
        }
        guard let product = call.argument("product")?.member else {
            reading.computed(call.argument("product") ?? value, what: "the product of \(name)", .structure)
            return nil
        }
        self.name = name
        self.product = product
        place = value.place
        destinations = Self.destinations(call, target: name, reading: &reading)
        settings = TuistSettings(call.argument("settings"), level: .target, keyPath: "targets.\(name).settings", reading: &reading)
        infoPlist = TuistInfoPlist(
            call.argument("infoPlist"), target: name, product: product, destinations: destinations, reading: &reading)
        resources = Self.resources(call.argument("resources"), target: name, reading: &reading)
        folders = Self.buildableFolders(call.argument("buildableFolders"), target: name, reading: &reading)
        dependencies = (call.argument("dependencies")?.array ?? []).compactMap { dependency in
            guard let call = dependency.call, call.name == "target" else { return nil }
            return (call.argument("name") ?? call.argument(nil))?.string
        }
        for argument in ["bundleId", "productName"] {
            if let value = call.argument(argument), value.string == nil {
                reading.computed(value, what: "the \(argument) of \(name)", .other)
            }
        }
        derive(call, reading: reading)
    }

    /// `PRODUCT_BUNDLE_IDENTIFIER`, `PRODUCT_NAME`, `INFOPLIST_FILE`, the SDK and device families,
    /// each placed at the argument it comes from.
    mutating func derive(_ call: ManifestCall, reading: TuistReading) {
        func origin(_ argument: String) -> SettingOrigin {
            let at = call.argument(argument)?.place ?? place
            return SettingOrigin(level: .target, file: at.file, line: at.line, keyPath: "targets.\(name).\(argument)")
        }
        let platformArgument = call.argument("destinations") != nil ? "destinations" : "platform"
        for (key, value) in TuistDefaults.derivedSettings(destinations: destinations) { derived[key] = (value, origin(platformArgument)) }
        if let bundleId = call.argument("bundleId")?.string {
            derived["PRODUCT_BUNDLE_IDENTIFIER"] = (.string(bundleId), origin("bundleId"))
        }
        let productName = call.argument("productName")?.string ?? name.replacingOccurrences(of: "-", with: "_")
        derived["PRODUCT_NAME"] = (.string(productName), origin(call.argument("productName") != nil ? "productName" : "name"))
        if let plist = infoPlist.setting { derived["INFOPLIST_FILE"] = (.string(plist), origin("infoPlist")) }
    }

    /// `destinations:` (`.iOS`, `[.iPhone, .iPad]`, `Set([...])`) or the older `platform:` with
    /// `deploymentTarget: .iOS(targetVersion:devices:)`; iOS when nothing can be read.
    static func destinations(_ call: ManifestCall, target: String, reading: inout TuistReading) -> Set<String> {
        if let value = call.argument("destinations") {
            if let member = value.member, let set = TuistDefaults.destinationSets[member] { return set }
            let elements = value.array ?? (value.call?.name == "Set" ? value.call?.argument(nil)?.array : nil)
            let names = elements?.compactMap(\.member) ?? []
            if let elements, !elements.isEmpty, names.count == elements.count { return Set(names) }
            reading.computed(value, what: "the destinations of \(target)", .structure)
            return TuistDefaults.destinationSets["iOS"] ?? []
        }
        guard let platform = call.argument("platform")?.member else { return TuistDefaults.destinationSets["iOS"] ?? [] }
        let devices = call.argument("deploymentTarget")?.call?.argument("devices")
        if platform == "iOS", let devices {
            let names = devices.array?.compactMap(\.member) ?? [devices.member].compactMap { $0 }
            let map = ["iphone": "iPhone", "ipad": "iPad", "mac": "macCatalyst", "vision": "appleVisionWithiPadDesign"]
            let destinations = Set(names.compactMap { map[$0] })
            if !destinations.isEmpty { return destinations }
        }
        return TuistDefaults.destinationSets[platform] ?? TuistDefaults.destinationSets["iOS"] ?? []
    }

    /// The files and bundle folders `resources:` names, its globs expanded against the disk.
    static func resources(_ value: ManifestValue?, target: String, reading: inout TuistReading) -> [String] {
        guard let value else { return [] }
        let list = value.call?.name == "resources" ? value.call?.argument(nil) : value
        guard let elements = list?.array else {
            reading.computed(value, what: "the resources of \(target)", .structure)
            return []
        }
        var glob = TuistResourceGlob()
        var files: [String] = []
        for element in elements {
            if element.call?.name == "folderReference" { continue }
            let call = element.call?.name == "glob" ? element.call : nil
            guard let pattern = reading.path(call?.argument("pattern") ?? element) else {
                reading.computed(element, what: "a resource of \(target)", .structure)
                continue
            }
            let excluding = (call?.argument("excluding")?.array ?? []).compactMap(reading.path)
            files += glob.expand(pattern, excluding: excluding)
        }
        return files
    }

    /// `buildableFolders:` (Tuist 4.6x): folders whose files are the target's, as Xcode's synchronized folders.
    static func buildableFolders(_ value: ManifestValue?, target: String, reading: inout TuistReading) -> [XcodeProject.SynchronizedFolder]
    {
        guard let value else { return [] }
        guard let elements = value.array else {
            reading.computed(value, what: "the buildable folders of \(target)", .structure)
            return []
        }
        return elements.compactMap { element in
            let written = element.call?.name == "folder" ? element.call?.argument("path") ?? element.call?.argument(nil) : element
            guard let written, let path = reading.path(written) else {
                reading.computed(element, what: "a buildable folder of \(target)", .structure)
                return nil
            }
            return XcodeProject.SynchronizedFolder(path: path)
        }
    }
}
