import Basics

/// The terminal's `UIApplication` for one app: which icon is showing, and changing it.
///
/// Modelled on `supportsAlternateIcons`, `alternateIconName` and `setAlternateIconName(_:)`: names
/// are checked against the idiom's catalog (so the iPad rule holds), errors carry the system's
/// domain and code, nothing changes on error, and the choice is saved through `IconStateStore`.
/// Unlike the system, setting the icon that is already showing is a no-op that says so.
public actor AlternateIconManager {
    nonisolated let catalog: IconCatalog
    /// The home-screen name used in the alert.
    nonisolated let appName: String
    /// The key the choice is saved under (the bundle identifier).
    nonisolated let stateKey: String
    /// Problems met while reading the saved choice (corrupt file, icon no longer declared).
    public nonisolated let stateDiagnostics: [Diagnostic]
    private let store: IconStateStore

    /// Mirrors `UIApplication.alternateIconName`: nil while the primary icon is showing.
    public private(set) var alternateIconName: String?

    public init(catalog: IconCatalog, appName: String, stateKey: String, store: IconStateStore) {
        self.catalog = catalog
        self.appName = appName
        self.stateKey = stateKey
        self.store = store
        let saved = store.read(key: stateKey)
        var diagnostics = saved.diagnostics
        if let name = saved.alternateIconName, catalog.alternate(named: name) == nil {
            diagnostics.append(
                Diagnostic(
                    .warning, .savedIconNotDeclared,
                    "the saved icon \u{201C}\(name)\u{201D} is not an alternate of \u{201C}\(appName)\u{201D} on \(catalog.idiom.displayName) "
                        + "any more; showing the primary icon (the saved choice is kept until you change the icon)",
                    file: store.fileURL(key: stateKey).path, keyPath: nil))
            alternateIconName = nil
        } else {
            alternateIconName = saved.alternateIconName
        }
        stateDiagnostics = diagnostics
    }

    /// Mirrors `UIApplication.supportsAlternateIcons`.
    public nonisolated var supportsAlternateIcons: Bool { catalog.supportsAlternateIcons }

    /// Changes the icon to the alternate `name`, or back to the primary when `name` is nil.
    ///
    /// - Throws: `AlternateIconError` as the system would report it (unknown name: Cocoa error 4 with
    ///   the -105 underlying error; state locked by another change: POSIX 35), or
    ///   `StateStoreError.notWritable` when the choice cannot be saved. In every case the
    ///   current icon and the saved state stay as they were.
    @discardableResult
    public func setAlternateIconName(_ name: String?) async throws -> IconChange {
        if let name, catalog.alternate(named: name) == nil {
            let suggestion = NameSuggestion.suggestion(for: name, among: catalog.alternates.compactMap(\.name))
            throw AlternateIconError.fileDoesNotExist(advice: unknownNameAdvice(name), suggestion: suggestion)
        }
        if name == alternateIconName { return .alreadyCurrent(name) }
        let previous = alternateIconName
        try store.write(key: stateKey, alternateIconName: name)
        alternateIconName = name
        return .changed(from: previous, to: name)
    }

    private func unknownNameAdvice(_ name: String) -> String {
        let idiom = catalog.idiom.displayName
        guard supportsAlternateIcons else {
            return "\u{201C}\(appName)\u{201D} declares no alternate icons for \(idiom), so the icon cannot be changed there."
        }
        let names = catalog.alternates.compactMap(\.name).map { "\u{201C}\($0)\u{201D}" }
        var advice =
            "\u{201C}\(name)\u{201D} is not an alternate icon of \u{201C}\(appName)\u{201D} on \(idiom). "
            + "Alternates: \(names.joined(separator: ", "))."
        if catalog.idiom == .ipad, catalog.sourceKeyPath == InfoPlistParser.iPadIconsKey {
            advice += " (iPad reads CFBundleIcons~ipad only.)"
        }
        return advice
    }
}
