import Foundation
import SwiftManifest

/// The state of reading one Tuist manifest: where it is, what Tuist resolves paths against, and
/// the values that could not be read because running the manifest would compute them.
struct TuistReading {
    /// `Project.swift`.
    let manifest: String
    /// Its folder: `$(SRCROOT)`, and what plain paths in it are relative to.
    let folder: String
    /// The Tuist root (the folder holding `Tuist/` or `Tuist.swift`): what `.relativeToRoot` means.
    let root: String
    /// The target being read: findings made meanwhile are that target's (a load of another target
    /// does not show them); nil for the project's own.
    var target: String?
    private(set) var diagnostics: [(target: String?, diagnostic: Diagnostic)] = []
    private var unreported = 0

    /// Most findings one manifest gives about computed values; the rest are counted in one more.
    static let maximumDiagnostics = 24

    /// The settings and Info.plist keys whose values change the icons, the app's name or where its
    /// choice is kept: a computed value of one of these is a warning, of any other key a note.
    static let iconKeys: Set<String> = Set(BuildSettingFact.iconKeys).union([
        "SDKROOT", "SUPPORTED_PLATFORMS", "CFBundleIcons", "CFBundleIcons~ipad", "CFBundleIconName", "CFBundleIconFiles",
        "CFBundleIconFile", "CFBundleAlternateIcons", "CFBundlePrimaryIcon", "CFBundleDisplayName", "CFBundleName", "CFBundleIdentifier",
    ])

    init(manifest: String, root: String) {
        self.manifest = manifest
        folder = (manifest as NSString).deletingLastPathComponent
        self.root = root
    }

    /// How much a value that cannot be read may matter for icons.
    enum Relevance {
        /// An icon setting or Info.plist key's value: a warning.
        case icons
        /// Another key's value: a note.
        case other
        /// A whole structure (settings, a target, resources): a warning, unless the code that computes
        /// it names no icon key (then a note).
        case structure
    }

    /// Says that `what` (e.g. "ASSETCATALOG_COMPILER_APPICON_NAME in App's base settings") is computed
    /// and so not read, at the line `written` is on (and where it is computed, when elsewhere).
    mutating func computed(_ written: ManifestValue, what: String, _ relevance: Relevance) {
        guard diagnostics.count < Self.maximumDiagnostics else {
            unreported += 1
            return
        }
        let value = Self.cause(of: written)
        let reason =
            value.computedReason
            ?? value.call.map { "\($0.name)(\u{2026}) is answered only when the manifest runs" }
            ?? "it is not a value of the kind Tuist expects there"
        let shown = value.source.isEmpty ? written.source : value.source
        let elsewhere =
            value.place == written.place || reason.contains(" (at ")
            ? "" : " (at \((value.place.file as NSString).lastPathComponent):\(value.place.line))"
        let warns =
            relevance == .icons
            || (relevance == .structure && (value.mentions.isEmpty || value.mentions.contains(where: Self.namesIconKey)))
        record(
            Diagnostic(
                warns ? .warning : .note, .buildSettingUnusable,
                "\(what)\(shown.isEmpty ? "" : " (\(shown))") cannot be read: \(reason)\(elsewhere); "
                    + "iconpicker reads Tuist manifests without running them, so "
                    + (warns ? "the icons listed may not be the ones Tuist generates" : "it is left out (it names no icon setting)"),
                file: written.place.file.isEmpty ? manifest : written.place.file, keyPath: String(written.place.line)))
    }

    /// The part of `value` that makes it unreadable: a computed part (`icon` in `.string(icon)`), or a
    /// call of something only running the manifest answers (`Environment.x.getString(…)`); else `value`.
    static func cause(of value: ManifestValue, depth: Int = 0) -> ManifestValue {
        guard value.computedReason == nil, depth < 8 else { return value }
        let children: [ManifestValue]
        switch value.kind {
        case .call(let call) where !valueConstructors.contains(call.name): return value
        case .call(let call): children = (call.receiver.map { [$0] } ?? []) + call.arguments.map(\.value)
        case .array(let elements): children = elements
        case .dictionary(let entries): children = entries.flatMap { [$0.key, $0.value] }
        default: children = []
        }
        let causes = children.lazy.map { cause(of: $0, depth: depth + 1) }
        return causes.first { $0.computedReason != nil || $0.call.map { !valueConstructors.contains($0.name) } == true } ?? value
    }

    /// Tuist's `SettingValue` and `Plist.Value` cases: calls that are values.
    static let valueConstructors: Set<String> = ["string", "array", "dictionary", "integer", "real", "boolean"]

    /// Whether a string written in computed code is an icon key, or looks like one.
    static func namesIconKey(_ text: String) -> Bool {
        iconKeys.contains(text) || text.contains("APPICON") || text.contains("CFBundleIcon")
    }

    /// "App's base settings" for `targets.App.settings.base`, "the project's Debug settings" for
    /// `settings.configurations.Debug`: a settings key path as people say it.
    static func describe(settings keyPath: String) -> String {
        var parts = keyPath.split(separator: ".").map(String.init)
        var owner = "the project's"
        if parts.first == "targets", parts.count >= 3 {
            owner = parts[1] + "'s"
            parts.removeFirst(2)
        }
        switch Array(parts.dropFirst()) {
        case []: return "\(owner) settings"
        case ["base"]: return "\(owner) base settings"
        case let rest where rest.count == 2 && rest[0] == "configurations": return "\(owner) \(rest[1]) settings"
        case let rest: return "\(owner) \(rest.joined(separator: " ")) settings"
        }
    }

    /// Says that a helper file is not read (too large, not Swift), so what it defines is unknown.
    mutating func unreadableHelper(_ error: ManifestProgram.Unreadable) {
        let name = (error.file as NSString).lastPathComponent
        record(
            Diagnostic(
                .warning, .buildSettingUnusable,
                "the Tuist helper \(name) is not read (\(error.reason)\(error.line.map { ", line \($0)" } ?? "")); "
                    + "constants and functions it defines are unknown, so values using them are not read",
                file: error.file, keyPath: error.line.map(String.init)))
    }

    private mutating func record(_ diagnostic: Diagnostic) {
        diagnostics.append((target, diagnostic))
    }

    /// The findings about `target` (nil: about the project), with a last one counting those past the cap.
    func diagnostics(of target: String?) -> [Diagnostic] {
        let own = diagnostics.filter { $0.target == target }.map(\.diagnostic)
        guard target == nil, unreported > 0 else { return own }
        return own + [
            Diagnostic(
                .note, .buildSettingUnusable,
                "\(unreported) more computed values in \((manifest as NSString).lastPathComponent) and its helpers are not read",
                file: manifest)
        ]
    }

    /// A Tuist `Path` (a string, `.relativeToManifest`, `.relativeToRoot`, `.relativeToCurrentFile`,
    /// `"//x"` for the root) as an absolute path; nil when it is computed.
    func path(_ value: ManifestValue) -> String? {
        if let text = value.string {
            if text.hasPrefix("//") { return Self.joined(root, String(text.dropFirst(2))) }
            return Self.joined(folder, text)
        }
        guard let call = value.call, let text = call.argument(nil)?.string else { return nil }
        switch call.name {
        case "relativeToRoot": return Self.joined(root, text)
        case "relativeToCurrentFile": return Self.joined((value.place.file as NSString).deletingLastPathComponent, text)
        case "relativeToManifest", "path": return Self.joined(folder, text)
        default: return nil
        }
    }

    static func joined(_ folder: String, _ relative: String) -> String {
        let path = relative.hasPrefix("/") ? relative : folder + "/" + relative
        return URL(fileURLWithPath: path).standardizedFileURL.path
    }
}
