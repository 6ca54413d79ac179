/// The outcome of a successful `setAlternateIconName`.
public enum IconChange: Equatable, Sendable {
    /// The icon changed; the system shows its alert.
    case changed(from: String?, to: String?)
    /// The requested icon was already showing: nothing was done and no alert is due.
    case alreadyCurrent(String?)
}
