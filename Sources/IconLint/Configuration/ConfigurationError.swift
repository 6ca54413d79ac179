/// Why `.iconpicker.yml` (or the file `--config` names) cannot be used: where, and what to write instead.
public struct ConfigurationError: Error, Equatable, Sendable, CustomStringConvertible {
    public enum Kind: Equatable, Sendable {
        case missing
        case unreadable(String)
        /// Not YAML, or YAML that expands past `BoundedYAML`'s budget.
        case notYAML(String)
        /// The document is not a mapping of the known keys.
        case notAMapping
        case unknownKey(String)
        case unknownRule(String)
        /// A value of the wrong kind: what was expected.
        case wrongType(expected: String)
        case unknownSeverity(String)
    }

    public let file: String
    /// Where in the file: `disabled_rules[2]`, `severity.ordinal-missing`; nil for the whole file.
    public let keyPath: String?
    public let kind: Kind

    public init(file: String, keyPath: String? = nil, kind: Kind) {
        self.file = file
        self.keyPath = keyPath
        self.kind = kind
    }

    public var description: String {
        let place = file + (keyPath.map { ": " + $0 } ?? "")
        switch kind {
        case .missing: return "\(place): no such configuration file"
        case .unreadable(let reason): return "\(place): cannot be read (\(reason))"
        case .notYAML(let reason): return "\(place): not a YAML document (\(reason))"
        case .notAMapping: return "\(place): expected a mapping of the keys " + Self.knownKeys
        case .unknownKey(let key):
            return "\(place): unknown key \u{201C}\(key)\u{201D}; the keys are " + Self.knownKeys
        case .unknownRule(let id):
            return "\(place): there is no rule \u{201C}\(id)\u{201D} (iconpicker lint --rules lists them)"
        case .wrongType(let expected): return "\(place): expected \(expected)"
        case .unknownSeverity(let value):
            return "\(place): unknown severity \u{201C}\(value)\u{201D}; the severities are error, warning, note"
        }
    }

    static var knownKeys: String { ProjectConfiguration.keys.joined(separator: ", ") }
}
