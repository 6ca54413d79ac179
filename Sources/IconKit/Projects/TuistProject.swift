import Foundation
import SwiftManifest

/// Reads a Tuist `Project.swift` (with the `Tuist/ProjectDescriptionHelpers` it may call) into the
/// `XcodeProject` that `tuist generate` would write, as far as icons go, so a repository that
/// commits manifests but no project can be listed and linted like any other.
///
/// The manifest is parsed with swift-syntax and read, never run (see `ManifestProgram`): literal
/// settings (`.settings(base:configurations:defaultSettings:)`), Info.plist entries
/// (`.extendingDefault(with:)`, `.dictionary(…)`, `.file(path:)`), resource globs expanded against
/// the disk, Tuist's defaults (`AppIcon`, or tvOS's `App Icon & Top Shelf Image`, under
/// `.recommended`; Debug and Release), constants and simple helper calls. Every value keeps the file
/// and line it is written on; every value that only running the manifest would give is said, never
/// dropped silently (`TuistReading.computed`).
struct TuistProject: Sendable {
    var limits = ManifestLimits()

    /// The project `manifest` (a `Project.swift`) describes; `InputError.unreadableProjectSpec` when
    /// it is not Swift or describes no project iconpicker can see.
    func read(manifestPath manifest: String) throws -> XcodeProject {
        let folder = (manifest as NSString).deletingLastPathComponent
        let root = Self.root(above: folder)
        let program: ManifestProgram
        do {
            program = try ManifestProgram(manifest: manifest, helpers: Self.helperFiles(root: root), limits: limits)
        } catch {
            throw InputError.unreadableProjectSpec(path: error.file, detail: Self.detail(error))
        }
        var reading = TuistReading(manifest: manifest, root: root)
        let value = Self.projectValue(program)
        guard let call = value?.call, call.name == "Project", call.receiver == nil else {
            let detail =
                value.map {
                    "its project is computed (\($0.source): \($0.computedReason ?? "not a Project(…)")), and iconpicker reads manifests without running them"
                }
                ?? "it declares no `let project = Project(…)`, so it is not a Tuist project manifest"
            throw InputError.unreadableProjectSpec(path: manifest, detail: detail)
        }
        for skipped in program.skippedHelpers { reading.unreadableHelper(skipped) }
        let settings = TuistSettings(call.argument("settings"), level: .project, keyPath: "settings", reading: &reading)
        let configurations = settings.configurations.isEmpty ? TuistSettings.standardConfigurations : settings.configurations
        let targets = targetValues(call.argument("targets"), reading: &reading).compactMap { value -> TuistTarget? in
            reading.target = value.call?.argument("name")?.string
            defer { reading.target = nil }
            return TuistTarget(value, reading: &reading)
        }
        var projectConfigurations: [String: XcodeProject.Configuration] = [:]
        for configuration in configurations {
            var layer = settings.base
            layer.merge(configuration.settings) { _, new in new }
            projectConfigurations[configuration.name] = XcodeProject.Configuration(
                settings: layer.mapValues(\.value), baseConfiguration: configuration.xcconfig, origins: layer.mapValues(\.origin))
        }
        var project = XcodeProject(
            path: manifest, sourceRoot: folder, name: call.argument("name")?.string ?? (folder as NSString).lastPathComponent,
            targets: targets.map { target in
                var model = target.model(configurations: configurations, projectDefaults: settings.defaults)
                model.manifestDiagnostics = reading.diagnostics(of: target.name)
                return model
            },
            projectConfigurations: projectConfigurations)
        project.readerDiagnostics = reading.diagnostics(of: nil)
        return project.readingConfigurationFiles()
    }

    /// `let project = …`, or the manifest's first constant that is a `Project(…)`.
    static func projectValue(_ program: ManifestProgram) -> ManifestValue? {
        if let value = program.value(of: "project") { return value }
        for name in program.manifestConstants {
            if let value = program.value(of: name), value.call?.name == "Project" { return value }
        }
        return nil
    }

    func targetValues(_ value: ManifestValue?, reading: inout TuistReading) -> [ManifestValue] {
        guard let value else { return [] }
        guard let targets = value.array else {
            reading.computed(value, what: "the project's targets", .structure)
            return []
        }
        return targets
    }

    /// The configurations of the project, then those only the target names.
    static func union(_ project: [TuistSettings.Configuration], _ target: [TuistSettings.Configuration]) -> [TuistSettings.Configuration] {
        project + target.filter { own in !project.contains { $0.name == own.name } }
    }

    /// The Tuist root `.relativeToRoot` paths start from: the nearest folder at or above `folder`
    /// holding `Tuist/` or `Tuist.swift` (or, for older layouts, `.git`); else `folder`.
    static func root(above folder: String) -> String {
        var current = folder
        for _ in 0..<16 {
            for marker in ["Tuist.swift", "Tuist", ".git"] where FileManager.default.fileExists(atPath: current + "/" + marker) {
                return current
            }
            let parent = (current as NSString).deletingLastPathComponent
            if parent == current || parent.isEmpty { break }
            current = parent
        }
        return folder
    }

    /// The Swift files of `Tuist/ProjectDescriptionHelpers`, sorted (one more than the limit, so the
    /// program can say it stopped).
    static func helperFiles(root: String) -> [String] {
        let folder = root + "/Tuist/ProjectDescriptionHelpers"
        guard let enumerator = FileManager.default.enumerator(atPath: folder) else { return [] }
        var files: [String] = []
        var visited = 0
        while let relative = enumerator.nextObject() as? String, files.count <= ManifestLimits().maximumHelperFiles, visited < 20_000 {
            visited += 1
            if relative.hasSuffix(".swift") { files.append(folder + "/" + relative) }
        }
        return files.sorted()
    }

    static func detail(_ error: ManifestProgram.Unreadable) -> String {
        guard let line = error.line else { return error.reason }
        return "\(error.reason) (line \(line)); Tuist could not compile it either"
    }
}
