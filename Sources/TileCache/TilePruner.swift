import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// Keeps the tile folder under its size: once per process, after the first tile written, the
/// oldest tiles go until the folder is at three quarters of `maxBytes`, and temporary files a
/// killed writer left (older than a minute) go too. Another process pruning at the same time only
/// makes some removals fail, which is fine.
struct TilePruner {
    let folder: String
    let maxBytes: Int

    nonisolated(unsafe) private static var pruned = false
    private static let lock = NSLock()

    func pruneIfDue() {
        Self.lock.lock()
        let due = !Self.pruned
        Self.pruned = true
        Self.lock.unlock()
        if due { prune(now: Date()) }
    }

    func prune(now: Date) {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return }
        var tiles: [(path: String, size: Int, modified: Date)] = []
        for name in names {
            let path = folder + "/" + name
            guard let attributes = try? FileManager.default.attributesOfItem(atPath: path),
                let size = attributes[.size] as? Int, let modified = attributes[.modificationDate] as? Date
            else { continue }
            if name.hasPrefix(".tmp-") {
                if now.timeIntervalSince(modified) > 60 { unlink(path) }
            } else if name.hasSuffix(".tile") {
                tiles.append((path, size, modified))
            }
        }
        var total = tiles.reduce(0) { $0 + $1.size }
        guard total > maxBytes else { return }
        for tile in tiles.sorted(by: { $0.modified < $1.modified }) where total > maxBytes * 3 / 4 {
            if unlink(tile.path) == 0 { total -= tile.size }
        }
    }
}
