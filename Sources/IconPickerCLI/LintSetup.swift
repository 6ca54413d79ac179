import Basics
import Foundation
import IconLint

/// Where `lint` stands: the repository root its CI outputs are relative to, and the configuration
/// that applies (`--config FILE`, else `.iconpicker.yml` at the repository root, as `.swiftlint.yml`
/// is found). Finding them is the command line's work; what they mean is `IconLint`'s.
struct LintSetup {
    /// The folder holding `.git`, at or above the app's PATH (the working directory without one);
    /// the working directory when there is none. GitHub, GitLab, SARIF, JUnit and the baseline give
    /// paths relative to it, as a checkout on any machine sees them.
    let root: String
    let configuration: ProjectConfiguration
    /// The configuration file read, if any; its folder is what `excluded` paths are relative to.
    let configurationFile: String?

    /// The folder `excluded` paths are relative to.
    var configurationFolder: String {
        configurationFile.map { URL(fileURLWithPath: $0).deletingLastPathComponent().path } ?? root
    }

    /// Most folders walked up looking for `.git`: deeper than any real checkout.
    static let maximumLevels = 256

    static func resolve(path: String?, configFile: String?, workingDirectory: String) throws(ConfigurationError) -> LintSetup {
        let root = repositoryRoot(startingAt: startFolder(path: path, workingDirectory: workingDirectory)) ?? workingDirectory
        let file = configFile.map { absolute($0, in: workingDirectory) } ?? root + "/" + ProjectConfiguration.fileName
        guard configFile != nil || FileManager.default.fileExists(atPath: file) else {
            return LintSetup(root: root, configuration: ProjectConfiguration(), configurationFile: nil)
        }
        // Read through the path as people see it, which its errors then name.
        let configuration = try ProjectConfiguration.read(path: PathDisplay.relative(file, to: workingDirectory))
        return LintSetup(root: root, configuration: configuration, configurationFile: file)
    }

    /// The folder of PATH (PATH itself when it is a folder), or the working directory.
    static func startFolder(path: String?, workingDirectory: String) -> String {
        guard let path else { return workingDirectory }
        let full = absolute(path, in: workingDirectory)
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: full, isDirectory: &isFolder), isFolder.boolValue { return full }
        return URL(fileURLWithPath: full).deletingLastPathComponent().path
    }

    /// The nearest folder at or above `folder` holding `.git` (a folder, or a file in a worktree or
    /// submodule).
    static func repositoryRoot(startingAt folder: String) -> String? {
        var current = URL(fileURLWithPath: folder).standardizedFileURL
        for _ in 0..<maximumLevels {
            if FileManager.default.fileExists(atPath: current.path + "/.git") { return current.path }
            let parent = current.deletingLastPathComponent()
            if parent.path == current.path { return nil }
            current = parent
        }
        return nil
    }

    static func absolute(_ path: String, in workingDirectory: String) -> String {
        let full = path.hasPrefix("/") ? path : workingDirectory + "/" + path
        return URL(fileURLWithPath: full).standardizedFileURL.path
    }
}
