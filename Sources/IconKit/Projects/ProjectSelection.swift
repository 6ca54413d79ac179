/// Which project, target and configuration an app was read from.
public struct ProjectSelection: Equatable, Sendable {
    /// The `.xcodeproj` folder.
    public var project: String
    public var target: String
    public var configuration: String

    init(project: String, target: String, configuration: String) {
        self.project = project
        self.target = target
        self.configuration = configuration
    }
}
