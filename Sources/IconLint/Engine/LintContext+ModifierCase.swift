import Foundation
import IconKit

extension LintContext {
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

    /// Every such file, once, under the first icon whose name it misses. Only the folders that hold
    /// a found file of the name are listed: a name with no file at all is `missing-icon-file`'s, whose
    /// message already names the near miss.
    func findMiscasedFiles() -> [MiscasedFile] {
        var listings: [String: [String]] = [:]
        // By folder and name: alternates that share a name (100,000 of them over three names) share
        // the answer, which otherwise sorted and searched the folder's listing once per alternate.
        var answers: [String: [Miscased]] = [:]
        var folderOfPath: [String: String] = [:]
        var reported: Set<String> = []
        var files: [MiscasedFile] = []
        for app in apps {
            for (icon, images) in app.entries where images.source == .files {
                for baseName in icon.iconFiles {
                    let found = images.candidates.filter { $0.baseName == baseName }
                    let folders = Set(found.map { Self.folder(of: $0.path, memo: &folderOfPath) }).sorted()
                    for folder in folders {
                        if listings[folder] == nil {
                            listings[folder] = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
                        }
                        let key = folder + "\u{0}" + baseName
                        let answer = answers[key] ?? Self.miscased(in: listings[folder] ?? [], baseName: baseName)
                        answers[key] = answer
                        for miscased in answer where reported.insert(folder + "/" + miscased.name).inserted {
                            files.append(
                                MiscasedFile(
                                    path: folder + "/" + miscased.name, correctName: miscased.correct, modifiers: miscased.modifiers,
                                    subject: subject(of: icon), device: miscased.device))
                        }
                    }
                }
            }
        }
        return files
    }

    /// One near-miss name `miscased(in:baseName:)` finds.
    typealias Miscased = (name: String, correct: String, modifiers: String, device: Idiom?)

    /// The folder `path` is in, worked out once per path.
    static func folder(of path: String, memo: inout [String: String]) -> String {
        if let known = memo[path] { return known }
        let folder = (path as NSString).deletingLastPathComponent
        memo[path] = folder
        return folder
    }

    /// The names in `listing` that equal a name iOS tries for `baseName` except for the case of the
    /// modifiers, with the name iOS tries.
    static func miscased(in listing: [String], baseName: String) -> [(name: String, correct: String, modifiers: String, device: Idiom?)] {
        let candidates = ImageResolver.candidateNames(for: baseName)
        let exact = Set(candidates.map(\.name))
        let byLowercased = Dictionary(candidates.map { ($0.name.lowercased(), $0) }, uniquingKeysWith: { first, _ in first })
        let stem = ImageResolver.stem(of: baseName)
        var found: [(name: String, correct: String, modifiers: String, device: Idiom?)] = []
        for name in listing.sorted() where !exact.contains(name) && name.hasPrefix(stem) {
            guard let candidate = byLowercased[name.lowercased()] else { continue }
            let rest = name.dropFirst(stem.count)
            let modifiers = rest.lastIndex(of: ".").map { String(rest[..<$0]) } ?? String(rest)
            found.append((name, candidate.name, modifiers, candidate.device))
        }
        return found
    }
}
