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

    /// Why the current folder was no app and the demo opened: each is said differently, and none as
    /// "no app here" where the folder holds an Info.plist that declares icons.
    public enum DemoReason: Sendable, Equatable {
        /// The folder is the demo's own: the demo is the app in it.
        case demoFolder
        /// A Swift package's checkout (iconpicker's own among them): its Info.plists are resources and
        /// test data, so only an Xcode project counts there.
        case swiftPackage
        /// `/` or the home folder, which hold everything and are nobody's app.
        case tooBroad
        /// Nothing in the folder looks like an app.
        case noApp
    }

    public let kind: Kind
    /// What PATH turned out to be (said to people when it is not what they would assume).
    public let source: AppSource
    /// For the demo opened for want of an app: why the current folder was none.
    public let demoReason: DemoReason?
    /// What the search read (folders, projects, property lists), read once for the load too: the
    /// project's tree is walked again for image files, the Info.plist read again for its icons.
    let filesRead: FilesRead

    init(_ kind: Kind, source: AppSource, filesRead: FilesRead, demoReason: DemoReason? = nil) {
        self.kind = kind
        self.source = source
        self.filesRead = filesRead
        self.demoReason = demoReason
    }

    /// The Xcode project read, when the app is built from one.
    var project: XcodeProject? {
        if case .project(let project, _) = kind { return project }
        return nil
    }
}
