import Basics
import Foundation
import IconKit

extension LintContext {
    /// The app's Swift sources whose string literals ask for an icon the app does not declare.
    struct CodeIconNames {
        /// Literals equal to an alternate's name except for letter case, with that name.
        var miscased: [(literal: SwiftLiteralScanner.Literal, name: String)] = []
        /// `setAlternateIconName("…")` arguments that match no alternate in any case.
        var unknown: [SwiftLiteralScanner.Literal] = []
    }

    /// At most this many Swift files are read, each at most `largestSwiftFile` bytes and together at
    /// most `maxSwiftBytes`, found in at most `maxSourceEntries` folder entries: a literal scan, not a
    /// build, which the chooser's title line also pays for.
    static let maxSwiftFiles = 3_000
    static let largestSwiftFile = 1 << 20
    static let maxSwiftBytes = 24 << 20
    static let maxSourceEntries = 60_000
    static let skippedSourceFolders: Set<String> = ["Pods", ".build", "build", "DerivedData", "node_modules", "Carthage", "vendor"]

    /// Each Swift file under the folder the app was read from with literals that name no declared
    /// alternate, in path order. Nothing for a built app, or an app that declares no alternates
    /// (its names may come from a format this reader does not know).
    func findCodeIconNames() -> [(file: String, names: CodeIconNames)] {
        let names = Set(apps.flatMap { $0.catalog.alternates.compactMap(\.name) })
        guard !app.isBuiltApp, !names.isEmpty else { return [] }
        let byLowercased = Dictionary(names.map { ($0.lowercased(), $0) }, uniquingKeysWith: { first, _ in first })
        var found: [(file: String, names: CodeIconNames)] = []
        var budget = Self.maxSwiftBytes
        for path in Self.swiftFiles(under: app.imageRoot) {
            guard let length = Self.length(of: path), length <= Self.largestSwiftFile, length <= budget,
                let data = try? RegularFile.read(path: path, limit: Self.largestSwiftFile)
            else { continue }
            budget -= length
            var result = CodeIconNames()
            for literal in SwiftLiteralScanner.literals(in: [UInt8](data)) where !names.contains(literal.text) {
                if let name = byLowercased[literal.text.lowercased()], literal.isIconNameArgument || Self.isDistinctive(name) {
                    result.miscased.append((literal, name))
                } else if literal.isIconNameArgument && byLowercased[literal.text.lowercased()] == nil {
                    result.unknown.append(literal)
                }
            }
            if !result.miscased.isEmpty || !result.unknown.isEmpty { found.append((path, result)) }
        }
        return found
    }

    /// A name that a literal differing only in case is unlikely to spell by chance: it has a digit,
    /// a `-`, `_` or `.`, or a capital after its first letter (`AppIcon-Car-Red`, `AppIconRed`), unlike
    /// “Dark”, which a theme setting's "dark" spells too.
    static func isDistinctive(_ name: String) -> Bool {
        name.contains { !$0.isLetter } || name.dropFirst().contains { $0.isUppercase }
    }

    /// The alternates' names, sorted, for messages.
    var alternateNames: [String] {
        Array(Set(apps.flatMap { $0.catalog.alternates.compactMap(\.name) })).sorted()
    }

    /// The `.swift` files under `root`, sorted, skipping dependencies, build output and hidden folders.
    static func swiftFiles(under root: String) -> [String] {
        var files: [String] = []
        var pending = [root]
        var visited = 0
        let manager = FileManager.default
        while let folder = pending.popLast(), files.count < maxSwiftFiles, visited < maxSourceEntries {
            guard let names = try? manager.contentsOfDirectory(atPath: folder) else { continue }
            for name in names.sorted() where !name.hasPrefix(".") {
                visited += 1
                let path = folder + "/" + name
                if name.hasSuffix(".swift") {
                    files.append(path)
                } else if !skippedSourceFolders.contains(name), !name.contains("."),
                    (try? manager.attributesOfItem(atPath: path)[.type] as? FileAttributeType) == .typeDirectory
                {
                    pending.append(path)
                }
            }
        }
        return Array(files.prefix(maxSwiftFiles)).sorted()
    }
}
