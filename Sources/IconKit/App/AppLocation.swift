import AppArchive

/// The app a PATH (or the current folder) means, found once by `AppLocator`, with what was parsed
/// to find it: `AppLoader` reads it from here without searching or parsing those files again.
public struct AppLocation: Sendable {
    public enum Kind: Sendable {
        /// An Xcode project, or an XcodeGen spec read as the project it generates. `target`: the
        /// target that builds the Info.plist PATH led to, when it was a folder below the project.
        case project(XcodeProject, target: String?)
        /// An Info.plist read on its own (see `source`). `projectRoot`: where its loose icon files are
        /// searched; `builtBy`: the project that builds it, which a bare read cannot see through.
        case infoPlist(path: String, projectRoot: String?, builtBy: ProjectSelection?)
        /// An `.ipa`, read in memory: nothing is extracted.
        case archive(IPAArchive)
    }

    public let kind: Kind
    /// What PATH turned out to be (said to people when it is not what they would assume).
    public let source: AppSource
    /// What the search read (folders, projects, property lists), read once for the load too: the
    /// project's tree is walked again for image files, the Info.plist read again for its icons.
    let filesRead: FilesRead

    init(_ kind: Kind, source: AppSource, filesRead: FilesRead) {
        self.kind = kind
        self.source = source
        self.filesRead = filesRead
    }

    /// The Xcode project read, when the app is built from one.
    var project: XcodeProject? {
        if case .project(let project, _) = kind { return project }
        return nil
    }
}
