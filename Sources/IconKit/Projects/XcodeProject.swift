import Foundation

/// The parts of an Xcode project that decide an app's icons: targets, their build configurations
/// and settings (with the xcconfig files they are based on).
public struct XcodeProject: Sendable {
    public struct Target: Equatable, Sendable {
        public var name: String
        public var productType: String
        /// Configuration name → that configuration's own settings and base xcconfig.
        public var configurations: [String: Configuration]
        public var isApplication: Bool { productType == "com.apple.product-type.application" }
    }

    public struct Configuration: Equatable, Sendable {
        /// Each setting as written: a string, or a list for a pbxproj array.
        public var settings: [String: BuildSettingValue]
        /// Absolute path of the xcconfig file the configuration is based on.
        public var baseConfiguration: String?
    }

    /// The `.xcodeproj` folder.
    public var path: String
    /// The folder holding it: `$(SRCROOT)` and `$(PROJECT_DIR)`.
    public var sourceRoot: String
    public var name: String
    public var targets: [Target]
    /// Project-level configurations (every target inherits from them).
    public var projectConfigurations: [String: Configuration]

    public func target(named name: String) -> Target? { targets.first { $0.name == name } }
}
