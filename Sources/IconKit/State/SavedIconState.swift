/// The remembered choice for one app, as read from disk.
struct SavedIconState: Equatable, Sendable {
    /// nil: the primary icon (also when nothing was saved or the file could not be used).
    var alternateIconName: String?
    /// Why a file on disk was not used; empty when all was well.
    var diagnostics: [Diagnostic]

    init(alternateIconName: String? = nil, diagnostics: [Diagnostic] = []) {
        self.alternateIconName = alternateIconName
        self.diagnostics = diagnostics
    }
}
