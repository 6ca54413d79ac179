/// The `ordinal` key of an alternate icon: a chooser convention (Emitron, Colourful), not Apple's.
public enum Ordinal: Equatable, Hashable, Sendable {
    /// An integer ordinal; icons are sorted by it.
    case value(Int)
    /// No `ordinal` key: the icon is kept and listed after the ordered ones.
    case missing
    /// An `ordinal` that is not an integer (the description says what it was); treated as missing.
    case invalid(String)

    /// The integer, when there is one.
    public var integer: Int? {
        if case .value(let value) = self { return value }
        return nil
    }
}
