import Basics
import Foundation

/// Every xcconfig a project's configurations are based on, and every file those include, each read
/// and parsed once when the project is read; evaluating them for a target and configuration reads
/// nothing, so a large xcconfig is not parsed again for every target and configuration.
struct XCConfigDocuments: Sendable {
    /// Most files read in all; real projects have a handful, and `XCConfigIncludes` bounds each evaluation.
    static let maximumFiles = 256
    /// A larger xcconfig is not read (it is configuration, not data).
    static let maximumFileSize = 1 << 20

    /// The parsed files by path (as the including file names them).
    private(set) var files: [String: XCConfigFile] = [:]
    /// Files that exist but cannot be read, with the reason (a FIFO, a folder, a file over 1 MB).
    private(set) var unreadable: [String: String] = [:]
    /// Each base file evaluated once, includes followed: its settings (origins at the project-file
    /// level; `BuildSettings` moves a target's to its own) and the includes it had to skip.
    private var evaluated: [String: (settings: [String: OriginatedValue], problems: [Diagnostic])] = [:]

    /// The xcconfig at `path` read (within `maximumFileSize`) and parsed.
    static func parse(_ path: String, projectFolder: String?) -> Result<XCConfigFile, RegularFile.Failure> {
        Result { () throws(RegularFile.Failure) -> XCConfigFile in
            XCConfigFile(path: path, data: try RegularFile.read(path: path, limit: maximumFileSize), projectFolder: projectFolder)
        }
    }

    /// Reads `bases` and, breadth first, what they include (`#include?` and missing files are
    /// skipped), relative includes looked for beside the including file, then in `projectFolder`;
    /// through `parsed`, a file another project of the search parsed is not parsed again.
    init(bases: [String], projectFolder: String? = nil, parsed: ReadProjects? = nil) {
        var pending = bases
        var seen: Set<String> = []
        while !pending.isEmpty, seen.count < Self.maximumFiles {
            let path = pending.removeFirst()
            guard seen.insert(path).inserted else { continue }
            let read = parsed?.configurationFile(at: path, projectFolder: projectFolder) ?? Self.parse(path, projectFolder: projectFolder)
            do {
                let file = try read.get()
                files[path] = file
                for case .include(let candidates, _, _, _) in file.entries {
                    pending += candidates.filter { !seen.contains($0) }
                }
            } catch .missing {
                continue
            } catch {
                unreadable[path] = error.reason
            }
        }
        for base in bases where evaluated[base] == nil {
            var includes = XCConfigIncludes()
            let settings = self.settings(at: base, level: .projectConfigurationFile, includes: &includes)
            evaluated[base] = (settings, includes.problems)
        }
    }

    /// The settings of the base configuration file `path` (one of the `bases` read), with where each
    /// was written and the includes skipped on the way.
    func evaluation(of path: String) -> (settings: [String: OriginatedValue], problems: [Diagnostic]) {
        if let known = evaluated[path] { return known }
        var includes = XCConfigIncludes()
        let settings = self.settings(at: path, level: .projectConfigurationFile, includes: &includes)
        return (settings, includes.problems)
    }

    /// The settings of the xcconfig at `path` with where each was written, includes followed as
    /// `includes` allows (no cycles, a bounded number of files); what is skipped, and why, is added to
    /// `includes.problems`. `$(inherited)` reaches a setting made earlier (or included earlier) in the
    /// same file; without one it is left for the project's layers to resolve.
    func settings(at path: String, level: SettingOrigin.Level, includes: inout XCConfigIncludes) -> [String: OriginatedValue] {
        included(path, from: nil, line: "", level: level, includes: &includes)
    }

    /// The settings of a file named by `#include` in `includer` (nil: the base configuration itself),
    /// when `includes` allows reading it. A missing file adds nothing; one that cannot be read adds
    /// nothing and is reported.
    private func included(
        _ path: String, from includer: String?, line: String, level: SettingOrigin.Level, includes: inout XCConfigIncludes
    ) -> [String: OriginatedValue] {
        guard includes.begin(path, includer: includer, line: line) else { return [:] }
        defer { includes.finish() }
        if let reason = unreadable[path] {
            includes.unreadable(path, reason: reason, includer: includer, line: line)
            return [:]
        }
        guard let file = files[path] else { return [:] }
        var settings: [String: OriginatedValue] = [:]
        for entry in file.entries {
            switch entry {
            case .include(let candidates, let optional, let text, _):
                guard let included = candidates.first(where: { files[$0] != nil || unreadable[$0] != nil }) else {
                    if !optional { includes.missing(candidates, includer: path, line: text) }
                    continue
                }
                settings.merge(self.included(included, from: path, line: text, level: level, includes: &includes)) { _, new in new }
            case .assignment(let written, let value, let number):
                var key = written
                if let conditional = ConditionalSetting(written) {
                    guard conditional.applies(configuration: "") else { continue }
                    key = conditional.key
                }
                let origin = SettingOrigin(level: level, file: path, line: number)
                let resolved =
                    settings[key].map { BuildSettingValue.string(value).resolvingInherited($0.value, key: key) } ?? .string(value)
                settings[key] = OriginatedValue(value: resolved, origin: origin)
            }
        }
        return settings
    }
}

/// A build setting's value with where it was written.
struct OriginatedValue: Equatable, Sendable {
    var value: BuildSettingValue
    var origin: SettingOrigin
}
