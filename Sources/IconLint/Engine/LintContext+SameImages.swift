import Basics
import Foundation
import IconKit

extension LintContext {
    /// A file's length and a 64-bit FNV-1a hash of its bytes: equal digests mean the same image.
    struct ContentDigest: Hashable {
        var length: Int
        var hash: UInt64
    }

    /// Files larger than this are not compared (an icon is well under it).
    static let largestComparedFile = 16 << 20

    /// The length of the file at `path`, nil when it cannot be read.
    static func length(of path: String) -> Int? {
        (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? nil
    }

    /// The digest of the file at `path`, read once per run; nil when it cannot be read or is too large.
    func digest(of path: String) -> ContentDigest? {
        if let known = contentDigests[path] { return known }
        var digest: ContentDigest?
        if let length = Self.length(of: path), length <= Self.largestComparedFile,
            let data = try? RegularFile.read(path: path, limit: Self.largestComparedFile)
        {
            digest = ContentDigest(length: data.count, hash: Self.fnv1a(data))
        }
        contentDigests[path] = digest
        return digest
    }

    static func fnv1a(_ data: Data) -> UInt64 {
        data.withUnsafeBytes { FNV1a.hash($0) }
    }

    /// Alternates whose images a device shows are different files with the same bytes, each group
    /// once (by name), with the files. Two alternates that name the same file are left out: apps keep
    /// an old name working that way (home-assistant's `ha-blue` and `release`). So is the primary: an
    /// alternate that repeats it is a common, deliberate "classic" choice.
    func alternatesWithTheSameImage() -> [(names: [String], files: [String])] {
        var groups: [(names: [String], files: [String])] = []
        for app in apps {
            var byLength: [Int: [(name: String, path: String)]] = [:]
            // Alternates often share files: each file's length is asked for once.
            var lengths: [String: Int?] = [:]
            for (icon, images) in app.entries {
                guard let name = icon.name, let path = images.best?.path else { continue }
                let known = lengths[path] ?? Self.length(of: path)
                lengths[path] = known
                guard let length = known else { continue }
                byLength[length, default: []].append((name, path))
            }
            for sameLength in byLength.values where Set(sameLength.map(\.path)).count > 1 {
                let byDigest = Dictionary(grouping: sameLength.filter { digest(of: $0.path) != nil }) { digest(of: $0.path) }
                for same in byDigest.values where Set(same.map(\.path)).count > 1 {
                    let names = Array(Set(same.map(\.name))).sorted()
                    guard !groups.contains(where: { $0.names == names }) else { continue }
                    groups.append((names, Array(Set(same.map(\.path))).sorted()))
                }
            }
        }
        return groups.sorted { $0.names.lexicographicallyPrecedes($1.names) }
    }

    /// The dark or tinted images of each used set that have the same bytes as the default image of
    /// their slot.
    func appearancesLikeTheDefault() -> [(set: UsedSet, entries: [AppIconSet.Image])] {
        var found: [(set: UsedSet, entries: [AppIconSet.Image])] = []
        for used in usedSets {
            let same = used.set.images.filter { entry in
                entry.appearance != .any && defaultImage(of: entry, in: used.set).map { sameBytes($0, entry) } == true
            }
            if !same.isEmpty { found.append((used, same)) }
        }
        return found
    }

    /// The default-appearance entry of the same slot as `entry`.
    private func defaultImage(of entry: AppIconSet.Image, in set: AppIconSet) -> AppIconSet.Image? {
        set.images.first { other in
            other.appearance == .any && other.idiom == entry.idiom && other.size == entry.size && other.scale == entry.scale
        }
    }

    /// Whether both entries name files, and the files have the same bytes.
    private func sameBytes(_ first: AppIconSet.Image, _ second: AppIconSet.Image) -> Bool {
        guard let firstPath = first.path, let secondPath = second.path, let length = Self.length(of: firstPath),
            length == Self.length(of: secondPath), let digest = digest(of: firstPath)
        else { return false }
        return digest == self.digest(of: secondPath)
    }
}
