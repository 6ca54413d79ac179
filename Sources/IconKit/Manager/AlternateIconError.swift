import Foundation

/// An error of `setAlternateIconName`, with the domain, code and message the real system uses,
/// so what a developer sees here is what their app's completion handler would receive.
public struct AlternateIconError: Error, Equatable, Sendable, CustomNSError, LocalizedError {
    /// The underlying error the system attaches (`NSUnderlyingError`).
    public struct Underlying: Equatable, Sendable {
        public var domain: String
        public var code: Int
        public var message: String
    }

    public var domain: String
    public var code: Int
    /// The system's message (`localizedDescription`).
    public var message: String
    public var underlying: Underlying?
    /// What to do about it; iconpicker's own words, shown after the system's.
    public var advice: String?
    /// The alternate a name the app does not declare most likely meant (`NameSuggestion`: the same
    /// name in another letter case, else the nearest), shown right after the system's error.
    public var suggestion: String? = nil

    /// The name is not a key of this idiom's `CFBundleAlternateIcons`.
    static func fileDoesNotExist(advice: String?, suggestion: String?) -> AlternateIconError {
        AlternateIconError(
            domain: NSCocoaErrorDomain, code: 4, message: "The file doesn\u{2019}t exist.",
            underlying: Underlying(
                domain: "LSApplicationWorkspaceErrorDomain", code: -105,
                message: "iconName not found in CFBundleAlternateIcons entry"),
            advice: advice, suggestion: suggestion)
    }

    /// Another change is still in progress (here: another process holds the state lock).
    static func resourceTemporarilyUnavailable(advice: String?) -> AlternateIconError {
        AlternateIconError(
            domain: NSPOSIXErrorDomain, code: 35, message: "Resource temporarily unavailable",
            underlying: nil, advice: advice)
    }

    public static var errorDomain: String { "IconPicker.AlternateIconError" }
    public var errorCode: Int { code }
    public var errorUserInfo: [String: Any] { [NSLocalizedDescriptionKey: message] }
    public var errorDescription: String? { message }

    /// The error as `NSLog` prints it on a device, e.g.
    /// `Error Domain=NSCocoaErrorDomain Code=4 "The file doesn’t exist." UserInfo={NSUnderlyingError={Error Domain=… }}`.
    public var systemDescription: String {
        var text = "Error Domain=\(domain) Code=\(code) \"\(message)\""
        if let underlying {
            text += " UserInfo={NSUnderlyingError={Error Domain=\(underlying.domain) Code=\(underlying.code) \"\(underlying.message)\"}}"
        }
        return text
    }
}
