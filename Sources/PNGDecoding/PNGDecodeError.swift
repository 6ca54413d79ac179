/// Why a PNG could not be turned into pixels: one line with the path and the reason.
public struct PNGDecodeError: Error, Equatable, Sendable, CustomStringConvertible {
    public var path: String
    public var reason: String

    public init(path: String, reason: String) {
        self.path = path
        self.reason = reason
    }

    public var description: String { "\(path): \(reason)" }
}
