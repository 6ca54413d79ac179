import IconKit
import IconLint

/// One icon as the chooser shows it.
public struct ChooserIcon: Equatable, Sendable {
    /// The alternate's name; nil for the primary.
    public var name: String?
    /// The label under the tile: the name, or "(primary)".
    public var label: String { name ?? "(primary)" }
    /// Why there is no picture, when that is known before decoding (e.g. no file was found).
    public var missingReason: String?
    /// What `iconpicker lint` says about this icon, listed by the `!` key.
    public var findings: [LintFinding]
    /// Drawn from an Icon Composer `.icon` as a flat preview (no glass, highlights, shadows or blur):
    /// the status line says so while the icon has the focus, so nobody takes it for the system's look.
    public var isFlatPreview: Bool

    public init(name: String?, missingReason: String? = nil, findings: [LintFinding] = [], isFlatPreview: Bool = false) {
        self.name = name
        self.missingReason = missingReason
        self.findings = findings
        self.isFlatPreview = isFlatPreview
    }

    /// Errors or warnings (notes do not earn the tile a mark).
    public var hasProblems: Bool { findings.contains { $0.severity >= .warning } }
}
