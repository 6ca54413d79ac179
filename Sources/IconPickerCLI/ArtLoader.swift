import Chooser
import Foundation
import IconKit
import PNGDecoding
import TerminalArt
import TileCache

/// Decodes icons into tile art on two background threads, most recent request first, and hands the
/// results to the chooser's loop as events. Only the small cell grids are kept, never the pixels,
/// so an app with hundreds of 1024 px icons stays within a few tens of megabytes.
final class ArtLoader: @unchecked Sendable {
    struct Job {
        var index: Int
        var size: TileSize
    }

    private let condition = NSCondition()
    private var jobs: [Job] = []
    private var results: [ChooserEvent] = []
    private var running = 0
    private let sources: [(path: String?, missing: String?)]
    private let colorMode: ColorMode
    private let unicode: Bool
    private let decoder = PNGDecoder()
    /// Tiles of earlier runs: a revisit draws them without decoding.
    private let cache = TileCache(environment: ProcessInfo.processInfo.environment)

    /// - Parameter sources: per icon, the image file to draw, or why there is none.
    init(sources: [(path: String?, missing: String?)], colorMode: ColorMode, unicode: Bool, workers: Int = 2) {
        self.sources = sources
        self.colorMode = colorMode
        self.unicode = unicode
        for _ in 0..<workers {
            let thread = Thread { [unowned self] in self.work() }
            thread.stackSize = 1 << 20
            thread.start()
        }
    }

    /// Queues icons in the given order, ahead of anything queued before.
    func enqueue(_ indices: [Int], size: TileSize) {
        condition.lock()
        jobs.insert(contentsOf: indices.map { Job(index: $0, size: size) }, at: 0)
        condition.broadcast()
        condition.unlock()
    }

    /// Queues icons behind everything else.
    func enqueueInBackground(_ indices: [Int], size: TileSize) {
        condition.lock()
        jobs.append(contentsOf: indices.map { Job(index: $0, size: size) })
        condition.broadcast()
        condition.unlock()
    }

    /// Results since the last call.
    func drain() -> [ChooserEvent] {
        condition.lock()
        defer { condition.unlock() }
        let ready = results
        results.removeAll()
        return ready
    }

    var isBusy: Bool {
        condition.lock()
        defer { condition.unlock() }
        return !jobs.isEmpty || running > 0
    }

    /// Waits until the queue is empty or the deadline passes.
    func waitUntilIdle(deadline: Date) {
        condition.lock()
        while (!jobs.isEmpty || running > 0) && condition.wait(until: deadline) {}
        condition.unlock()
    }

    private func work() {
        while true {
            condition.lock()
            while jobs.isEmpty { condition.wait() }
            let job = jobs.removeFirst()
            running += 1
            condition.unlock()
            let event = render(job)
            condition.lock()
            running -= 1
            results.append(event)
            condition.broadcast()
            condition.unlock()
        }
    }

    private func render(_ job: Job) -> ChooserEvent {
        let source = sources[job.index]
        guard let path = source.path else {
            return .artFailed(index: job.index, size: job.size, reason: source.missing ?? "no file")
        }
        do {
            let options = ArtOptions(
                columns: job.size.artWidth, rows: job.size.artHeight, colorMode: colorMode,
                background: nil, mask: true, dither: false, unicode: unicode)
            let key = cache?.key(forFile: path, options: options)
            if let key, let art = cache?.load(key) { return .artLoaded(index: job.index, size: job.size, art: art) }
            let art = try IconArt.render(path: path, decoder: decoder, options: options)
            if let key { cache?.store(art, for: key) }
            return .artLoaded(index: job.index, size: job.size, art: art)
        } catch {
            return .artFailed(index: job.index, size: job.size, reason: Self.shortReason(error.kind))
        }
    }

    /// Why the decoder failed, short enough for a tile.
    static func shortReason(_ kind: PNGDecodeError.Kind) -> String {
        switch kind {
        case .notPNG: return "not a PNG"
        case .truncated: return "file cut short"
        case .tooLarge: return "image too large"
        case .missing: return "file missing"
        case .unreadable, .damaged, .unsupported: return "cannot decode"
        }
    }

    /// Why an icon has no file, short enough for a tile.
    static func missingReason(_ images: IconImages, idiom: Idiom) -> String {
        switch images.problems.first(where: { $0.severity >= .warning })?.kind ?? images.problems.first?.kind {
        case .missingIconFile: return "file missing"
        case .catalogSetMissing: return "set missing"
        case .catalogSetEmpty: return "set empty"
        case .catalogFileMissing: return "file missing"
        case .unexpandedBuildVariable: return "build variable"
        case .noImageDeclared: return "none declared"
        case .noFileForIdiom: return "no \(idiom.displayName) file"
        case .unreadableImage: return "not a PNG"
        default: return "no file"
        }
    }
}
