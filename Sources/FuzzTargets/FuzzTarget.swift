import Basics
import Foundation
import IconKit
import IconLint
import PNGDecoding
import ZIPFoundation

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

    /// Feeds `data` to the parser; everything it throws is an expected answer.
    public func run(_ data: Data, in workspace: FuzzWorkspace) {
        switch self {
        case .plistXML, .plistBinary, .plistOpenStep:
            let path = workspace.write(data, to: "plist/Info.plist")
            if let (root, _) = try? PropertyListReader().read(path: path) {
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
            Self.walkZip(workspace.write(data, to: "fuzz.ipa"))
        }
    }

    /// Reads the app as `list` does, then lints it as `lint` does (lint computes sizes from what the
    /// catalog says: the `Int(Double)` trap was there).
    static func loadAndLint(_ path: String) {
        guard let apps = try? AppLoader().load(path: path, idioms: { _ in Idiom.allCases }) else { return }
        _ = Linter(workingDirectory: "/").lint(apps)
    }

    /// Opens the archive and walks its central directory as the `.ipa` reader does.
    static func walkZip(_ path: String) {
        let archive: Archive
        do {
            archive = try Archive(url: URL(fileURLWithPath: path), accessMode: .read)
        } catch {
            return
        }
        var count = 0
        for entry in archive {
            count += 1
            if count > 10_000 { break }
            _ = (entry.path, entry.type, entry.uncompressedSize, entry.compressedSize, entry.checksum)
        }
    }
}
