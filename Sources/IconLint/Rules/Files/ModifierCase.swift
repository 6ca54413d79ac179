import Foundation
import IconKit

extension RuleID {
    public static let modifierCase = RuleID("modifier-case")
}

/// `modifier-case`: an icon file's scale or device modifier is in the wrong letter case (`@2X`, `~iPad`).
enum ModifierCase {
    static let rule = LintRule(
        id: .modifierCase, severity: .warning, category: .files,
        summary: "an icon file's scale or device modifier is in the wrong letter case (`@2X`, `~iPad`)",
        explanation: """
            iOS looks for name@2x.png, name@3x.png, name~ipad.png and name@2x~ipad.png exactly: the device's \
            file system is case-sensitive, so dark@2X.png or dark~iPad.png is never used there, although \
            the simulator and a Mac (case-insensitive) find it. The icon then lacks that size, or has no \
            iPad image. Rename the file with the modifiers in lower case (git mv, in two steps on a Mac).
            """,
        evidence: """
            iOS devices have a case-sensitive file system and look for the lower-case modifiers @2x, @3x and \
            ~ipad (Apple's resource-name conventions); the simulator and a Mac are case-insensitive, so the \
            mistake shows on devices only.
            """,
        check: .app(checkModifierCase),
        fix: .automatic("renames the file with its modifiers in lower case, and changes any Info.plist entry that names it the same way"),
        examples: [
            .fires("an iPad file spelt @2X~iPad", saying: "dark-76@2X~iPad.png spells its modifier \u{201C}@2X~iPad\u{201D}") { app in
                app[plist: ExampleApp.iPadAlternates + ["dark", "CFBundleIconFiles"]] = ["dark-76", "dark-83.5"]
                app.move("App/Icons/dark-76@2x~ipad.png", to: "App/Icons/dark-76@2X~iPad.png")
                app.files["App/Icons/dark-76~ipad.png"] = .png(width: 76, height: 76)
            },
            .staysSilent("modifiers in lower case"),
        ])

    /// A file beside an icon's files whose modifiers differ from the ones iOS tries only in case.
    private static func checkModifierCase(_ context: LintContext) -> [LintRule.Hit] {
        findMiscasedFiles(context).map { file in
            LintRule.Hit(
                message: "\(LintRule.fileName(of: file.path)) spells its modifier \u{201C}\(file.modifiers)\u{201D}, which iOS's "
                    + "case-sensitive file system does not match, so the device never uses it; rename it \(file.correctName)",
                file: file.path, subject: file.subject, idiom: file.device)
        }
    }

    /// A loose icon file beside an icon's found files whose name is one iOS would try except for the
    /// letter case of its modifiers (`dark@2X.png`, `dark~iPad.png`).
    struct MiscasedFile {
        var path: String
        /// The name iOS looks for.
        var correctName: String
        /// The modifiers as the file spells them (`@2X~iPad`).
        var modifiers: String
        var subject: LintFinding.Subject
        var device: Idiom?
    }

    /// One near-miss name `miscased(in:baseName:)` finds.
    typealias Miscased = (name: String, correct: String, modifiers: String, device: Idiom?)

    /// Every such file, once, under the first icon whose name it misses. Only the folders that hold
    /// a found file of the name are listed: a name with no file at all is `missing-icon-file`'s, whose
    /// message already names the near miss.
    private static func findMiscasedFiles(_ context: LintContext) -> [MiscasedFile] {
        var listings: [String: ListingIndex] = [:]
        // By folder and name: alternates that share a name (100,000 of them over three names) share
        // the answer, which otherwise sorted and searched the folder's listing once per alternate.
        var answers: [String: [Miscased]] = [:]
        var reported: Set<String> = []
        var files: [MiscasedFile] = []
        for app in context.apps {
            for (icon, images) in app.entries where images.source == .files {
                // Each name once, with the folders of its files: a name repeated in CFBundleIconFiles
                // has the same files, and grouping once keeps an icon's work linear in its names.
                let folders = foldersByBaseName(images.candidates)
                var seenNames: Set<String> = []
                for baseName in icon.iconFiles where seenNames.insert(baseName).inserted {
                    for folder in folders[baseName] ?? [] {
                        if listings[folder] == nil {
                            listings[folder] = ListingIndex((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [])
                        }
                        let key = folder + "\u{0}" + baseName
                        let answer = answers[key] ?? miscased(in: listings[folder] ?? ListingIndex([]), baseName: baseName)
                        answers[key] = answer
                        for miscased in answer where reported.insert(folder + "/" + miscased.name).inserted {
                            files.append(
                                MiscasedFile(
                                    path: folder + "/" + miscased.name, correctName: miscased.correct, modifiers: miscased.modifiers,
                                    subject: context.subject(of: icon), device: miscased.device))
                        }
                    }
                }
            }
        }
        return files
    }

    /// The sorted folders that hold a found file of each name.
    private static func foldersByBaseName(_ candidates: [ImageCandidate]) -> [String: [String]] {
        var folders: [String: Set<String>] = [:]
        for candidate in candidates {
            folders[candidate.baseName, default: []].insert((candidate.path as NSString).deletingLastPathComponent)
        }
        return folders.mapValues { $0.sorted() }
    }

    /// A folder's names by their lower-case form, so each name an icon misses is looked up rather
    /// than compared with every file of the folder.
    struct ListingIndex {
        let byLowercased: [String: [String]]

        init(_ names: [String]) {
            byLowercased = Dictionary(grouping: names) { $0.lowercased() }
        }
    }

    /// The names in `listing` that equal a name iOS tries for `baseName` except for the case of the
    /// modifiers, with the name iOS tries, in name order.
    private static func miscased(in listing: ListingIndex, baseName: String) -> [Miscased] {
        let candidates = ImageResolver.candidateNames(for: baseName)
        let exact = Set(candidates.map(\.name))
        let byLowercased = Dictionary(candidates.map { ($0.name.lowercased(), $0) }, uniquingKeysWith: { first, _ in first })
        let stem = ImageResolver.stem(of: baseName)
        var found: [Miscased] = []
        for (lowercased, candidate) in byLowercased {
            for name in listing.byLowercased[lowercased] ?? [] where !exact.contains(name) && name.hasPrefix(stem) {
                let rest = name.dropFirst(stem.count)
                let modifiers = rest.lastIndex(of: ".").map { String(rest[..<$0]) } ?? String(rest)
                found.append((name, candidate.name, modifiers, candidate.device))
            }
        }
        return found.sorted { $0.name < $1.name }
    }
}
