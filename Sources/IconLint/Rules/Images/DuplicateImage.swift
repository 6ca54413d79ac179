import Basics
import Foundation
import IconKit

extension RuleID {
    public static let duplicateImage = RuleID("duplicate-image")
}

/// `duplicate-image`: two alternates, or two appearances of one icon, are the same image file.
enum DuplicateImage {
    static let rule = LintRule(
        id: .duplicateImage, severity: .warning, category: .images,
        summary: "two alternates, or two appearances of one icon, are the same image file",
        explanation: """
            Two alternate icons whose images have the same bytes look the same in the chooser and on the \
            home screen, so one of the choices changes nothing; usually a file was copied and never \
            replaced. A dark or tinted image with the same bytes as the default one makes iOS 18 show the \
            default colours in dark or tinted mode (a tinted image should be greyscale); leave the slot \
            empty to let iOS derive one, or export the intended image.
            """,
        evidence: """
            No Apple message: two alternates with the same bytes look the same, so one choice changes \
            nothing. iOS 18 shows a dark or tinted image as given, so one equal to the default shows the \
            default colours: a warning for tinted, a note for dark.
            """,
        check: .app(checkDuplicateImage),
        examples: [
            .fires("two alternates of the same bytes", saying: "\u{201C}dark\u{201D} and \u{201C}light\u{201D} show the same image") {
                app in
                for suffix in ["60@2x", "60@3x", "76@2x~ipad", "83.5@2x~ipad"] {
                    app.files["App/Icons/light-\(suffix).png"] = app.files["App/Icons/dark-\(suffix).png"]
                }
            },
            .staysSilent("two alternates naming the same file (an old name kept working)") { app in
                app[plist: ExampleApp.alternates + ["light", "CFBundleIconFiles"]] = ["dark-60"]
                app[plist: ExampleApp.iPadAlternates + ["light", "CFBundleIconFiles"]] = ["dark-76", "dark-83.5"]
            },
        ])

    /// Alternates a device shows with the same bytes, and dark or tinted images equal to the default.
    private static func checkDuplicateImage(_ context: LintContext) -> [LintRule.Hit] {
        var digests = Digests()
        var hits: [LintRule.Hit] = alternatesWithTheSameImage(context, &digests).map { group in
            LintRule.Hit(
                message:
                    "\(LintRule.listed(group.names)) show the same image (\(group.files.map(context.displayName).joined(separator: ", ")) "
                    + "have the same bytes), so choosing between them changes nothing; give each its own artwork",
                file: group.files.first, subject: .alternate(group.names[0]))
        }
        for (used, entries) in appearancesLikeTheDefault(context, &digests) {
            let appearances = Set(entries.map(\.appearance))
            let names = entries.compactMap(\.filename)
            hits.append(
                LintRule.Hit(
                    message:
                        "the \(appearances.map(\.rawValue).sorted().joined(separator: " and ")) image of \u{2018}\(used.set.name)\u{2019} "
                        + "(\(names.joined(separator: ", "))) has the same bytes as its default image, so iOS 18 shows the default "
                        + "colours there; export the intended image, or clear the slot to let iOS derive one",
                    file: used.set.folder + "/Contents.json", location: "images[\(entries[0].index)]", subject: used.subject,
                    severity: appearances.contains(.tinted) ? nil : .note))
        }
        return hits
    }

    /// A file's length and a 64-bit FNV-1a hash of its bytes: equal digests mean the same image.
    struct ContentDigest: Hashable {
        var length: Int
        var hash: UInt64
    }

    /// Files larger than this are not compared (an icon is well under it).
    static let largestComparedFile = 16 << 20

    /// Files' lengths and digests by path, each file read at most once per run.
    struct Digests {
        private var lengths: [String: Int?] = [:]
        private var digests: [String: ContentDigest?] = [:]

        /// The length of the file at `path`, nil when it cannot be read.
        mutating func length(of path: String) -> Int? {
            if let known = lengths[path] { return known }
            let length = (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? nil
            lengths[path] = length
            return length
        }

        /// The digest of the file at `path`; nil when it cannot be read or is too large.
        mutating func digest(of path: String) -> ContentDigest? {
            if let known = digests[path] { return known }
            var digest: ContentDigest?
            if let length = length(of: path), length <= DuplicateImage.largestComparedFile,
                let data = try? RegularFile.read(path: path, limit: DuplicateImage.largestComparedFile)
            {
                digest = ContentDigest(length: data.count, hash: data.withUnsafeBytes { FNV1a.hash($0) })
            }
            digests[path] = digest
            return digest
        }
    }

    /// Alternates whose images a device shows are different files with the same bytes, each group
    /// once (by name), with the files. Two alternates that name the same file are left out: apps keep
    /// an old name working that way (home-assistant's `ha-blue` and `release`). So is the primary: an
    /// alternate that repeats it is a common, deliberate "classic" choice.
    private static func alternatesWithTheSameImage(_ context: LintContext, _ digests: inout Digests) -> [(names: [String], files: [String])]
    {
        var groups: [(names: [String], files: [String])] = []
        var grouped: Set<[String]> = []
        for app in context.apps {
            var byLength: [Int: [(name: String, path: String)]] = [:]
            for (icon, images) in app.entries {
                guard let name = icon.name, let path = images.best?.path, let length = digests.length(of: path) else { continue }
                byLength[length, default: []].append((name, path))
            }
            for sameLength in byLength.values where Set(sameLength.map(\.path)).count > 1 {
                var byDigest: [ContentDigest: [(name: String, path: String)]] = [:]
                for member in sameLength {
                    guard let digest = digests.digest(of: member.path) else { continue }
                    byDigest[digest, default: []].append(member)
                }
                for same in byDigest.values where Set(same.map(\.path)).count > 1 {
                    let names = Array(Set(same.map(\.name))).sorted()
                    guard grouped.insert(names).inserted else { continue }
                    groups.append((names, Array(Set(same.map(\.path))).sorted()))
                }
            }
        }
        return groups.sorted { $0.names.lexicographicallyPrecedes($1.names) }
    }

    /// The dark or tinted images of each used set that have the same bytes as the default image of
    /// their slot.
    private static func appearancesLikeTheDefault(
        _ context: LintContext, _ digests: inout Digests
    ) -> [(set: LintContext.UsedSet, entries: [AppIconSet.Image])] {
        var found: [(set: LintContext.UsedSet, entries: [AppIconSet.Image])] = []
        for used in context.usedSets {
            // Each slot's first default-appearance entry, found once for the set rather than per entry.
            var defaults: [Slot: AppIconSet.Image] = [:]
            for entry in used.set.images
            where entry.isBuiltForIOS && entry.appearance == .any && !Slot.isUnmatchable(entry) && defaults[Slot(entry)] == nil {
                defaults[Slot(entry)] = entry
            }
            let same = used.set.images.filter { entry in
                entry.isBuiltForIOS && entry.appearance != .any && !Slot.isUnmatchable(entry)
                    && defaults[Slot(entry)].map { sameBytes($0, entry, &digests) } == true
            }
            if !same.isEmpty { found.append((used, same)) }
        }
        return found
    }

    /// What makes two entries of a set the same slot: idiom, size and scale.
    private struct Slot: Hashable {
        let idiom: CatalogIdiom
        let size: Double?
        let scale: Int?

        init(_ entry: AppIconSet.Image) {
            idiom = entry.idiom
            size = entry.size
            scale = entry.scale
        }

        /// A size that is not a number (`nanxnan`) equals no size, so its entry is no slot's.
        static func isUnmatchable(_ entry: AppIconSet.Image) -> Bool {
            entry.size?.isNaN == true
        }
    }

    /// Whether both entries name files, and the files have the same bytes.
    private static func sameBytes(_ first: AppIconSet.Image, _ second: AppIconSet.Image, _ digests: inout Digests) -> Bool {
        guard let firstPath = first.path, let secondPath = second.path, let length = digests.length(of: firstPath),
            length == digests.length(of: secondPath), let digest = digests.digest(of: firstPath)
        else { return false }
        return digest == digests.digest(of: secondPath)
    }
}
