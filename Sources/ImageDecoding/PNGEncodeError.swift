/// Why pixels could not be written as a PNG (an impossible size, or libpng's own refusal).
public struct PNGEncodeError: Error, Equatable, Sendable, CustomStringConvertible {
    /// One line for people, e.g. "an image of 0x0 pixels cannot be a PNG".
    public var detail: String

    public var description: String { detail }
}
