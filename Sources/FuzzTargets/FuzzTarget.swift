import AppArchive
import Basics
import Chooser
import CompiledCatalog
import CursesTerminal
import Foundation
import IconComposition
import IconKit
import IconLint
import ImageDecoding
import TerminalGraphics

/// One parser of untrusted input, driven by a fuzzer: `run` must return (or throw a typed error)
/// for every input, never trap, hang or allocate without bound.
///
/// Targets that read files write the input into a small scratch app (`FuzzWorkspace`) and call the
/// same public entry points the commands use, so the file-opening guards are fuzzed too.
public enum FuzzTarget: String, CaseIterable, Sendable {
    case plistXML = "plist-xml"
    case plistBinary = "plist-binary"
    case plistOpenStep = "plist-openstep"
    case contentsJSON = "contents-json"
    case xcconfig
    case pbxproj
    case pngHeader = "png-header"
    case pngDecode = "png-decode"
    case zip
    case iconJSON = "icon-json"
    case car
    case lzfse
    case csproj
    case expoConfig = "expo-config"
    /// An icon.json and the layer files it names (`l0`, `l1`, …), in one input (`FuzzInput.files`).
    case iconLayers = "icon-layers"
    /// The base xcconfig and the two it may include (`b.xcconfig`, `inc/c.xcconfig`), in one input.
    case xcconfigIncludes = "xcconfig-includes"
    /// An XcodeGen `project.yml`, read in place of a project and linted.
    case projectYML = "project-yml"
    /// An Expo `app.json` in a repository without `ios/`.
    case appJSON = "app-json"
    /// What a terminal answers to the graphics query, parsed, and read as the chooser reads a late answer.
    case terminalReplies = "terminal-replies"
    /// Input as ncurses hands it over, decoded in batches and fed to the chooser's state and view.
    case keyDecoder = "key-decoder"
    case tuistManifest = "tuist-manifest"
    /// A `.iconpicker.yml`, read and applied to a report.
    case lintConfig = "lint-config"

    /// Feeds `data` to the parser; everything it throws is an expected answer.
    public func run(_ data: Data, in workspace: FuzzWorkspace) {
        switch self {
        case .plistXML, .plistBinary, .plistOpenStep:
            let path = workspace.write(data, to: "plist/Info.plist")
            // The typed read `list` uses: our XML walk, or Foundation's tree converted.
            if let (root, _) = try? PropertyListReader().readValue(path: path) {
                _ = try? InfoPlistParser().parse(root, path: path)
            }
        case .contentsJSON:
            workspace.write(data, to: "app/Assets.xcassets/AppIcon.appiconset/Contents.json")
            Self.loadAndLint(workspace.path + "/app")
        case .xcconfig:
            workspace.write(data, to: "project/a.xcconfig")
            Self.loadAndLint(workspace.path + "/project/P.xcodeproj")
        case .pbxproj:
            workspace.write(data, to: "project/P.xcodeproj/project.pbxproj")
            Self.loadAndLint(workspace.path + "/project/P.xcodeproj")
        case .pngHeader:
            _ = try? PNGHeader.parse(data)
        case .pngDecode:
            _ = try? PNGDecoder(maxDimension: 1024).decode(data, path: "fuzz.png")
        case .zip:
            Self.extract(workspace.write(data, to: "fuzz.ipa"), workspace: workspace)
        case .car:
            Self.readCatalog(data)
        case .lzfse:
            let bytes = [UInt8](data)
            _ = try? LZFSE.decode(bytes, maxOutputSize: 1 << 22)
            _ = try? LZVN.decode(bytes, decodedSize: 4096)
        case .iconJSON:
            workspace.write(data, to: "bundle/A.icon/icon.json")
            Self.readAndPreview(workspace.path + "/bundle/A.icon")
        case .csproj:
            // Found from the folder as a user's repository is, then loaded and linted.
            workspace.write(data, to: "dotnet/App/App.csproj")
            Self.loadAndLint(workspace.path + "/dotnet")
        case .expoConfig:
            // Without ios/: read and linted as the project prebuild would generate; with ios/: compared with the project.
            workspace.write(data, to: "expo/app.config.ts")
            Self.loadAndLint(workspace.path + "/expo")
            workspace.write(data, to: "prebuild/app.config.ts")
            Self.loadAndLint(workspace.path + "/prebuild")
        case .iconLayers, .xcconfigIncludes, .projectYML, .appJSON:
            runOnFiles(data, in: workspace)
        case .terminalReplies:
            FuzzInput.terminalReplies([UInt8](data))
        case .keyDecoder:
            FuzzInput.keys([UInt8](data))
        case .tuistManifest:
            // The input is the manifest and a helper it may call: both readers see hostile Swift.
            workspace.write(data, to: "tuist/Project.swift")
            workspace.write(data, to: "tuist/Tuist/ProjectDescriptionHelpers/Helpers.swift")
            Self.loadAndLint(workspace.path + "/tuist")
        case .lintConfig:
            Self.readLintConfiguration(workspace.write(data, to: "config/.iconpicker.yml"), root: workspace.path)
        }
    }

    /// Reads a `.iconpicker.yml` and applies it to a report, its excluded patterns matched.
    static func readLintConfiguration(_ path: String, root: String) {
        guard let configuration = try? ProjectConfiguration.read(path: path) else { return }
        let finding = LintFinding(ruleID: .missingIconFile, severity: .error, message: "m", file: path, location: "a.b", subject: .primary)
        let report = LintReport(appName: "a", infoPlist: path, bundleIdentifier: nil, idioms: [], subjects: [], findings: [finding])
        _ = configuration.settings.applied(to: report, root: root).fingerprints(relativeTo: root)
    }

    /// The targets whose input is one or more files of an app.
    private func runOnFiles(_ data: Data, in workspace: FuzzWorkspace) {
        switch self {
        case .iconLayers:
            let bundle = workspace.path + "/layers/L.icon"
            let files = FuzzInput.files(in: data, count: 1 + FuzzInput.maxLayers)
            workspace.write(files[0], to: "layers/L.icon/icon.json")
            for (index, layer) in files.dropFirst().enumerated() {
                workspace.write(layer, to: "layers/L.icon/Assets/l\(index)")
                if ImageFileDecoder.format(of: layer) == .svg {
                    _ = try? SVGDecoder.checkEmbeddedPictures(in: layer, maxDimension: 256, path: "l\(index)")
                }
            }
            Self.readAndPreview(bundle)
        case .xcconfigIncludes:
            let files = FuzzInput.files(in: data, count: 3)
            for (file, name) in Swift.zip(files, ["a.xcconfig", "b.xcconfig", "inc/c.xcconfig"]) {
                workspace.write(file, to: "project/" + name)
            }
            Self.loadAndLint(workspace.path + "/project/P.xcodeproj")
        case .projectYML:
            workspace.write(data, to: "spec/project.yml")
            Self.loadAndLint(workspace.path + "/spec")
        case .appJSON:
            workspace.write(data, to: "expo/app.json")
            Self.loadAndLint(workspace.path + "/expo")
        default:
            break
        }
    }

    /// Reads a compiled catalog's index and its icon sets, then decodes every rendition small enough
    /// (the caps are lowered so a fuzzer's inputs stay fast).
    static func readCatalog(_ data: Data) {
        var limits = CompiledCatalog.Limits()
        limits.maxDimension = 1024
        limits.maxDecodedBytes = 8 << 20
        guard let catalog = try? CompiledCatalog(bytes: [UInt8](data), limits: limits) else { return }
        _ = catalog.appIcons
        for rendition in catalog.renditions.prefix(64) { _ = try? catalog.image(of: rendition) }
    }

    /// Reads the bundle as `list` and `lint` do (its facts), then draws each appearance's flat
    /// preview small, so the compositor's arithmetic on hostile numbers is fuzzed too.
    static func readAndPreview(_ bundle: String) {
        _ = IconComposerDocument.facts(bundle: bundle)
        for appearance in [IconAppearance.any, .dark, .tinted] {
            _ = try? IconComposerRenderer.image(bundle: bundle, appearance: appearance, maxDimension: 48)
        }
    }

    /// Reads the app as `list` does, then lints it as `lint` does (lint computes sizes from what the
    /// catalog says: the `Int(Double)` trap was there).
    static func loadAndLint(_ path: String) {
        guard let location = try? AppLocator().locate(path),
            let app = try? AppLoader(LoadOptions(idioms: Idiom.allCases)).load(location)
        else { return }
        _ = Linter(workingDirectory: "/").lint(app)
    }

    /// Reads the archive as the `.ipa` reader does (our own zip directory reader, every limit
    /// checked from the headers), extracting what it would into the workspace, then removes it.
    static func extract(_ path: String, workspace: FuzzWorkspace) {
        let scratch = workspace.path + "/ipa-scratch"
        try? FileManager.default.createDirectory(atPath: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        var limits = IPAReader.Limits()
        limits.maxTotalSize = 8 << 20
        limits.maxCatalogSize = 8 << 20
        _ = try? IPAReader(limits: limits).extract(ipa: path, into: scratch)
        // As `list` reads it, in memory: each file's first bytes (a partial inflate), the Info.plist, and
        // the index of its Assets.car (read in place when stored, inflated when deflated).
        guard let archive = try? IPAReader(limits: limits).open(ipa: path) else { return }
        for name in archive.fileNames { _ = try? archive.prefix(of: name, count: 128) }
        _ = try? archive.contents(of: "Info.plist")
        _ = try? AppFiles.archive(archive).compiledCatalog(in: archive.shownName)
    }
}
