import Foundation
import SwiftManifest

/// A target's `infoPlist:` as `tuist generate` turns it into `INFOPLIST_FILE`: a file of the
/// repository (`.file(path:)`, a string), or a plist Tuist writes into `Derived/InfoPlists` from
/// `.dictionary(…)` (exactly those keys) or `.extendingDefault(with:)` / `.default` (Tuist's
/// default keys, then these), read here in the written file's place.
struct TuistInfoPlist {
    /// `INFOPLIST_FILE`, relative to the project's folder (or a build variable); nil for `infoPlist: nil`.
    var setting: String?
    /// The plist Tuist writes (XML), when it writes one.
    var generated: Data?
    /// The file its keys are written in (the manifest or a helper).
    var declaredIn: String?

    /// - Parameter value: the `infoPlist:` argument; nil when it is left out (Tuist's `.default`).
    init(_ value: ManifestValue?, target: String, product: String, destinations: Set<String>, reading: inout TuistReading) {
        let defaults = { TuistDefaults.infoPlist(product: product, destinations: destinations) }
        guard let value else {
            generate(defaults(), target: target, declaredIn: reading.manifest)
            return
        }
        if case .null = value.kind { return }
        if value.member == "default" {
            generate(defaults(), target: target, declaredIn: value.place.file)
            return
        }
        if value.string != nil || value.call?.name == "file", let path = reading.path(value.call?.argument("path") ?? value) {
            setting = Self.relative(path, to: reading.folder)
            return
        }
        if let call = value.call, call.name == "variable", let variable = call.argument(nil)?.string {
            setting = variable
            return
        }
        if let call = value.call, ["dictionary", "extendingDefault"].contains(call.name),
            let dictionary = call.argument(call.name == "dictionary" ? nil : "with"), dictionary.entries != nil
        {
            var content = call.name == "dictionary" ? [:] : defaults()
            let own = Self.plistValue(dictionary, keyPath: "", target: target, reading: &reading) as? [String: Any] ?? [:]
            content.merge(own) { _, new in new }
            generate(content, target: target, declaredIn: dictionary.place.file)
            return
        }
        reading.computed(value, what: "the Info.plist of \(target)", .structure)
    }

    private mutating func generate(_ content: [String: Any], target: String, declaredIn: String) {
        setting = TuistDefaults.generatedInfoPlistPath(target: target)
        generated = try? PropertyListSerialization.data(fromPropertyList: content, format: .xml, options: 0)
        self.declaredIn = declaredIn
    }

    static func relative(_ path: String, to folder: String) -> String {
        path.hasPrefix(folder + "/") ? String(path.dropFirst(folder.count + 1)) : path
    }

    /// A `Plist.Value` (a literal, or `.string(…)`, `.integer(…)`, `.real(…)`, `.boolean(…)`,
    /// `.array(…)`, `.dictionary(…)`) as a property-list value; computed ones are left out and said.
    static func plistValue(_ value: ManifestValue, keyPath: String, target: String, reading: inout TuistReading) -> Any? {
        switch value.kind {
        case .string(let text): return text
        case .integer(let number): return number
        case .real(let number): return number.isFinite ? number : nil
        case .boolean(let flag): return flag
        case .array(let elements):
            return elements.enumerated().compactMap {
                plistValue($0.element, keyPath: "\(keyPath)[\($0.offset)]", target: target, reading: &reading)
            }
        case .dictionary(let entries):
            return dictionary(entries, keyPath: keyPath, target: target, reading: &reading)
        case .call(let call)
        where call.receiver == nil && call.arguments.count == 1
            && ["string", "integer", "real", "boolean", "array", "dictionary"].contains(call.name):
            if let argument = call.argument(nil) { return plistValue(argument, keyPath: keyPath, target: target, reading: &reading) }
        default: break
        }
        let key = keyPath.split(separator: ".").first.map(String.init) ?? keyPath
        reading.computed(
            value, what: "the Info.plist entry \(keyPath) of \(target)",
            TuistReading.iconKeys.contains(String(key.prefix { $0 != "[" })) ? .icons : .other)
        return nil
    }

    static func dictionary(_ entries: [ManifestEntry], keyPath: String, target: String, reading: inout TuistReading) -> [String: Any] {
        var dictionary: [String: Any] = [:]
        for entry in entries {
            guard let key = entry.key.string else {
                reading.computed(entry.key, what: "a key of the Info.plist of \(target)", .structure)
                continue
            }
            let path = keyPath.isEmpty ? key : keyPath + "." + key
            if let value = plistValue(entry.value, keyPath: path, target: target, reading: &reading) { dictionary[key] = value }
        }
        return dictionary
    }
}
