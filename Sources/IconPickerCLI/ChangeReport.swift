import IconKit

/// The `--json` output of `current`, `set` and `reset` (schema version 1, docs/json-schema.md).
struct ChangeReport: Encodable {
    let schemaVersion = 1
    let app: AppSummary
    let idiom: Idiom
    let supportsAlternateIcons: Bool
    /// The icon showing after the command (null: the primary).
    let alternateIconName: String?
    /// For `set`/`reset`: whether anything changed; null for `current`.
    let changed: Bool?
    /// The icon showing before the command, for `set`/`reset`.
    let previousIconName: String?
    /// The system alert's text after a change, else null.
    let alert: String?
    let error: ErrorRecord?

    struct ErrorRecord: Encodable {
        let domain: String
        let code: Int
        let message: String
        let underlying: Underlying?
        let advice: String?

        struct Underlying: Encodable {
            let domain: String
            let code: Int
            let message: String
        }

        init(_ error: AlternateIconError) {
            domain = error.domain
            code = error.code
            message = error.message
            underlying = error.underlying.map { Underlying(domain: $0.domain, code: $0.code, message: $0.message) }
            advice = error.advice
        }

        func encode(to encoder: Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(domain, forKey: .domain)
            try container.encode(code, forKey: .code)
            try container.encode(message, forKey: .message)
            try container.encode(underlying, forKey: .underlying)
            try container.encode(advice, forKey: .advice)
        }

        enum CodingKeys: String, CodingKey { case domain, code, message, underlying, advice }
    }

    func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(schemaVersion, forKey: .schemaVersion)
        try container.encode(app, forKey: .app)
        try container.encode(idiom, forKey: .idiom)
        try container.encode(supportsAlternateIcons, forKey: .supportsAlternateIcons)
        try container.encode(alternateIconName, forKey: .alternateIconName)
        try container.encode(changed, forKey: .changed)
        try container.encode(previousIconName, forKey: .previousIconName)
        try container.encode(alert, forKey: .alert)
        try container.encode(error, forKey: .error)
    }

    enum CodingKeys: String, CodingKey {
        case schemaVersion, app, idiom, supportsAlternateIcons, alternateIconName, changed, previousIconName, alert, error
    }
}
