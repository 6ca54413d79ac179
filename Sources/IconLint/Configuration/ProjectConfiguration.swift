import Basics
import Foundation
import IconKit

/// `.iconpicker.yml`: what a team decided for its app, kept beside its code. The rule settings are
/// applied to a report (`LintSettings`); the target and configuration are the defaults of
/// `--target` and `--configuration`. Every key is optional; an unknown key or rule id is an error,
/// so a misspelt setting never passes silently.
public struct ProjectConfiguration: Equatable, Sendable {
    /// The file's name at a repository's root.
    public static let fileName = ".iconpicker.yml"
    /// The keys a configuration may hold.
    public static let keys = ["configuration", "disabled_rules", "excluded", "opt_in_rules", "severity", "target"]
    /// A configuration is a few lines; a larger file is not one.
    public static let maximumSize = 1 << 20

    public var settings = LintSettings()
    /// The Xcode target to lint when `--target` is not given.
    public var target: String?
    /// The one build configuration to lint when `--configuration` is not given.
    public var configuration: String?

    public init(settings: LintSettings = LintSettings(), target: String? = nil, configuration: String? = nil) {
        self.settings = settings
        self.target = target
        self.configuration = configuration
    }

    /// The configuration in the file at `path`.
    public static func read(path: String) throws(ConfigurationError) -> ProjectConfiguration {
        let data: Data
        do {
            data = try RegularFile.read(path: path, limit: maximumSize)
        } catch .missing {
            throw ConfigurationError(file: path, kind: .missing)
        } catch {
            throw ConfigurationError(file: path, kind: .unreadable(error.reason))
        }
        return try parse(String(decoding: data, as: UTF8.self), file: path)
    }

    /// The configuration `text` holds; `file` names it in errors.
    public static func parse(_ text: String, file: String) throws(ConfigurationError) -> ProjectConfiguration {
        let document: Any?
        do {
            document = try BoundedYAML.load(text)
        } catch is BoundedYAML.Exhausted {
            throw ConfigurationError(file: file, kind: .notYAML("it expands to more than \(BoundedYAML.maximumValues) values"))
        } catch {
            throw ConfigurationError(file: file, kind: .notYAML(TerminalText.escaped("\(error)")))
        }
        guard let document, !(document is NSNull) else { return ProjectConfiguration() }
        guard let root = document as? [String: Any] else { throw ConfigurationError(file: file, kind: .notAMapping) }
        let reader = ValueReader(file: file)
        if let unknown = root.keys.sorted().first(where: { !keys.contains($0) }) {
            throw ConfigurationError(file: file, keyPath: TerminalText.escaped(unknown), kind: .unknownKey(TerminalText.escaped(unknown)))
        }
        var configuration = ProjectConfiguration()
        configuration.settings.disabledRules = Set(try reader.ruleIDs(root["disabled_rules"], key: "disabled_rules"))
        configuration.settings.optInRules = Set(try reader.ruleIDs(root["opt_in_rules"], key: "opt_in_rules"))
        configuration.settings.severities = try reader.severities(root["severity"])
        configuration.settings.excluded = try reader.strings(root["excluded"], key: "excluded").map(PathPattern.init)
        configuration.target = try reader.string(root["target"], key: "target")
        configuration.configuration = try reader.string(root["configuration"], key: "configuration")
        return configuration
    }

    /// Turns the YAML's plain values into settings, or an error naming the key path.
    struct ValueReader {
        let file: String

        func error(_ keyPath: String, _ kind: ConfigurationError.Kind) -> ConfigurationError {
            ConfigurationError(file: file, keyPath: keyPath, kind: kind)
        }

        func string(_ value: Any?, key: String) throws(ConfigurationError) -> String? {
            guard let value, !(value is NSNull) else { return nil }
            guard let text = value as? String, !text.isEmpty else { throw error(key, .wrongType(expected: "a name")) }
            return text
        }

        func strings(_ value: Any?, key: String) throws(ConfigurationError) -> [String] {
            guard let value, !(value is NSNull) else { return [] }
            guard let list = value as? [Any] else { throw error(key, .wrongType(expected: "a list")) }
            var result: [String] = []
            for (index, item) in list.enumerated() {
                guard let text = item as? String, !text.isEmpty else { throw error("\(key)[\(index)]", .wrongType(expected: "a string")) }
                result.append(text)
            }
            return result
        }

        func ruleIDs(_ value: Any?, key: String) throws(ConfigurationError) -> [RuleID] {
            var ids: [RuleID] = []
            for (index, name) in try strings(value, key: key).enumerated() {
                ids.append(try ruleID(name, keyPath: "\(key)[\(index)]"))
            }
            return ids
        }

        func ruleID(_ name: String, keyPath: String) throws(ConfigurationError) -> RuleID {
            guard let rule = LintRule.named(name) else { throw error(keyPath, .unknownRule(TerminalText.escaped(name))) }
            return rule.id
        }

        func severities(_ value: Any?) throws(ConfigurationError) -> [RuleID: Diagnostic.Severity] {
            guard let value, !(value is NSNull) else { return [:] }
            guard let mapping = value as? [String: Any] else {
                throw error("severity", .wrongType(expected: "a mapping of rule ids to error, warning or note"))
            }
            var result: [RuleID: Diagnostic.Severity] = [:]
            for name in mapping.keys.sorted() {
                let keyPath = "severity.\(TerminalText.escaped(name))"
                let id = try ruleID(name, keyPath: keyPath)
                guard let text = mapping[name] as? String else { throw error(keyPath, .wrongType(expected: "error, warning or note")) }
                guard let severity = Diagnostic.Severity(rawValue: text) else {
                    throw error(keyPath, .unknownSeverity(TerminalText.escaped(text)))
                }
                result[id] = severity
            }
            return result
        }
    }
}
