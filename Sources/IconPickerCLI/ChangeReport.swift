import IconKit

/// The `--json` output of `current`, `set` and `reset` (schema version 1, docs/json-schema.md).
struct ChangeReport: Encodable {
    let schemaVersion = 1
    let app: AppSummary
    let idiom: Idiom
    let supportsAlternateIcons: Bool
    /// The icon showing after the command (null: the primary).
    @Nullable var alternateIconName: String?
    /// For `set`/`reset`: whether anything changed; null for `current`.
    @Nullable var changed: Bool?
    /// The icon showing before the command, for `set`/`reset`.
    @Nullable var previousIconName: String?
    /// The system alert's text after a change, else null.
    @Nullable var alert: String?
    @Nullable var error: ErrorRecord?

    struct ErrorRecord: Encodable {
        let domain: String
        let code: Int
        let message: String
        @Nullable var underlying: Underlying?
        @Nullable var advice: String?
        /// The alternate the name most likely meant (letter case first, then edit distance).
        @Nullable var suggestion: String?

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
            suggestion = error.suggestion
        }
    }
}
