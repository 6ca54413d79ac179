/// Which project, target and configuration an app was read from.
public struct ProjectSelection: Equatable, Sendable {
    /// The `.xcodeproj` folder.
    public var project: String
    public var target: String
    public var configuration: String
    /// The project's other application targets, which `--target` would choose.
    public var otherTargets: [String] = []
    /// Every build configuration the target can be built in, sorted (`lint` checks each).
    public var configurations: [String] = []
}
