import Foundation

/// The parts of an Xcode project that decide an app's icons: targets, their build configurations
/// and settings (with the xcconfig files they are based on).
struct XcodeProject: Sendable {
    struct Target: Equatable, Sendable {
        var name: String
        var productType: String
        /// Configuration name → that configuration's own settings and base xcconfig.
        var configurations: [String: Configuration]
        /// Names of the targets this one depends on or embeds (copies the product of).
        var dependencies: [String] = []
        /// Absolute paths of the files its Resources phase copies into the app.
        var resourceFiles: [String] = []
        var isApplication: Bool { productType == "com.apple.product-type.application" }
        /// The asset catalogs its Resources phase compiles.
        var assetCatalogs: [String] { resourceFiles.filter { $0.hasSuffix(".xcassets") } }
    }

    public struct Configuration: Equatable, Sendable {
        /// Each setting as written: a string, or a list for a pbxproj array.
        var settings: [String: BuildSettingValue]
        /// Absolute path of the xcconfig file the configuration is based on.
        var baseConfiguration: String?
    }

    /// The `.xcodeproj` folder.
    var path: String
    /// The folder holding it: `$(SRCROOT)` and `$(PROJECT_DIR)`.
    var sourceRoot: String
    var name: String
    var targets: [Target]
    /// Project-level configurations (every target inherits from them).
    var projectConfigurations: [String: Configuration]

    func target(named name: String) -> Target? { targets.first { $0.name == name } }
}
