import Basics
import Foundation
import IconKit

extension RuleID {
    public static let codeIconName = RuleID("code-icon-name")
}

/// `code-icon-name`: the app's Swift code names an alternate icon that is not declared.
enum CodeIconName {
    static let rule = LintRule(
        id: .codeIconName, severity: .warning, category: .project,
        summary: "the app's Swift code names an alternate icon that is not declared",
        explanation: """
            setAlternateIconName fails (“The file doesn't exist”) for a name the app does not declare, and \
            names are case-sensitive: code that asks for AppIcon-car-red, often as an enum's raw value, \
            while the icon is AppIcon-Car-Red never switches. Reported: string literals in the Swift files \
            under the project's folder that equal an alternate's name except for letter case, and literals \
            passed straight to setAlternateIconName that match no alternate. Spell the name as the \
            Info.plist, the icon set or ASSETCATALOG_COMPILER_ALTERNATE_APPICON_NAMES does. (A literal scan: \
            Pods, .build, DerivedData, node_modules and vendor are skipped; names built at run time are \
            not seen.)
            """,
        evidence: """
            setAlternateIconName with a name the app does not declare fails with NSCocoaErrorDomain 4 "The \
            file doesn't exist" (LSApplicationWorkspaceErrorDomain -105); names compare case-sensitively.
            """,
        check: .app(checkCodeIconName),
        examples: [
            .fires("code that asks for Dark", saying: "asks for \u{201C}Dark\u{201D} (line 3, the icon is \u{201C}dark\u{201D})") {
                $0.files["App/IconSwitcher.swift"] = .text(
                    """
                    import UIKit
                    func useDark() {
                        UIApplication.shared.setAlternateIconName("Dark")
                    }

                    """)
            },
            .staysSilent("a theme word, a comment and code under Pods") { app in
                app.files["App/Settings.swift"] = .text(
                    """
                    let theme = "Light" // a theme, not the icon "light"
                    // setAlternateIconName("gone") in a comment is not code

                    """)
                app.files["Pods/Lib/Other.swift"] = .text(#"func f() { UIApplication.shared.setAlternateIconName("pods") }"#)
            },
        ])

    /// One finding per Swift file: its literals that differ from an alternate's name only in case,
    /// and its `setAlternateIconName` literals that name no alternate.
    private static func checkCodeIconName(_ context: LintContext) -> [LintRule.Hit] {
        var hits: [LintRule.Hit] = []
        for (file, names) in findCodeIconNames(context) {
            if let first = names.miscased.first {
                let pairs = names.miscased.map {
                    "\u{201C}\($0.literal.text)\u{201D} (line \($0.literal.line), the icon is \u{201C}\($0.name)\u{201D})"
                }
                hits.append(
                    LintRule.Hit(
                        message: "the code asks for \(pairs.joined(separator: ", ")): icon names are case-sensitive, so "
                            + "setAlternateIconName fails with these; spell them as the icons are named",
                        file: file, location: String(first.literal.line), subject: .app))
            }
            if let first = names.unknown.first {
                let literals = names.unknown.map { "\u{201C}\($0.text)\u{201D} (line \($0.line))" }
                hits.append(
                    LintRule.Hit(
                        message: "the code calls setAlternateIconName with \(literals.joined(separator: ", ")), which no alternate icon "
                            + "of the app is named; the call fails. Declare the icon, or use one of \(LintRule.listed(alternateNames(context)))",
                        file: file, location: String(first.line), subject: .app))
            }
        }
        return hits
    }

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
    private static func findCodeIconNames(_ context: LintContext) -> [(file: String, names: CodeIconNames)] {
        let names = Set(context.apps.flatMap { $0.catalog.alternates.compactMap(\.name) })
        guard !context.app.isBuiltApp, !names.isEmpty else { return [] }
        let byLowercased = Dictionary(names.map { ($0.lowercased(), $0) }, uniquingKeysWith: { first, _ in first })
        var found: [(file: String, names: CodeIconNames)] = []
        var budget = maxSwiftBytes
        for path in swiftFiles(under: context.app.imageRoot) {
            guard let length = length(of: path), length <= largestSwiftFile, length <= budget,
                let data = try? RegularFile.read(path: path, limit: largestSwiftFile)
            else { continue }
            budget -= length
            var result = CodeIconNames()
            for literal in SwiftLiteralScanner.literals(in: [UInt8](data)) where !names.contains(literal.text) {
                if let name = byLowercased[literal.text.lowercased()], literal.isIconNameArgument || isDistinctive(name) {
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
    private static func isDistinctive(_ name: String) -> Bool {
        name.contains { !$0.isLetter } || name.dropFirst().contains { $0.isUppercase }
    }

    /// The alternates' names, sorted, for messages.
    private static func alternateNames(_ context: LintContext) -> [String] {
        Array(Set(context.apps.flatMap { $0.catalog.alternates.compactMap(\.name) })).sorted()
    }

    /// The `.swift` files under `root`, sorted, skipping dependencies, build output and hidden folders.
    private static func swiftFiles(under root: String) -> [String] {
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

    /// The length of the file at `path`, nil when it cannot be read.
    private static func length(of path: String) -> Int? {
        (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? nil
    }
}
