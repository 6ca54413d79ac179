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

    /// Says that `what` (e.g. "ASSETCATALOG_COMPILER_APPICON_NAME of target App") is computed and so not read.
    mutating func computed(_ value: ManifestValue, what: String, aboutIcons: Bool) {
        guard diagnostics.count < Self.maximumDiagnostics else {
            unreported += 1
            return
        }
        let reason = value.computedReason ?? "it is not a value of the kind Tuist expects there"
        let written = value.source.isEmpty ? "" : " (\(value.source))"
        record(
            Diagnostic(
                aboutIcons ? .warning : .note, .buildSettingUnusable,
                "\((value.place.file as NSString).lastPathComponent):\(value.place.line): \(what) is computed\(written): \(reason); "
                    + "iconpicker reads Tuist manifests without running them, so "
                    + (aboutIcons ? "the icons listed may not be the ones Tuist generates" : "it is left out"),
                file: value.place.file.isEmpty ? manifest : value.place.file, keyPath: String(value.place.line)))
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
