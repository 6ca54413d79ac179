/// A problem found while reading an app that does not stop the read: a warning to show beside
/// the icons, never a reason to drop one silently.
public struct Diagnostic: Equatable, Hashable, Sendable, CustomStringConvertible {
    public enum Severity: String, Sendable, Comparable, Codable {
        case note, warning, error

        private var rank: Int {
            switch self {
            case .note: return 0
            case .warning: return 1
            case .error: return 2
            }
        }

        public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rank < rhs.rank }
    }

    public var severity: Severity
    /// What was observed; code that acts on a diagnostic decides on this, never on `message`.
    public var kind: Kind
    /// What is wrong and what to do, in one sentence or two.
    public var message: String
    /// The file the problem is in, when there is one.
    public var file: String?
    /// The key path inside that file, e.g. `CFBundleIcons.CFBundleAlternateIcons.x.ordinal`.
    public var keyPath: String?
    /// The name the observation is about, for kinds whose readers act on it: the missing file's name
    /// (`missingIconFile`), the icon set's name (`catalogSetMissing`, `filesFromIconSet`).
    public var about: String?

    init(
        _ severity: Severity, _ kind: Kind, _ message: String, file: String? = nil, keyPath: String? = nil,
        about: String? = nil
    ) {
        self.severity = severity
        self.kind = kind
        self.message = message
        self.file = file
        self.keyPath = keyPath
        self.about = about
    }

    /// `file: keyPath: message`, the form printed by the command-line tool.
    public var description: String {
        var parts: [String] = []
        if let file { parts.append(file) }
        if let keyPath, !keyPath.isEmpty { parts.append(keyPath) }
        parts.append(message)
        return parts.joined(separator: ": ")
    }
}
