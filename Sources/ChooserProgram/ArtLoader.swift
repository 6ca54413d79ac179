import Basics
import Chooser
import Foundation
import IconKit
import ImageDecoding
import Pictures
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
    /// Per icon, its picture (`IconPicture`, the way `render` reaches one too), or why there is none.
    private let pictures: [(picture: IconPicture?, missing: String?)]
    private let colorMode: ColorMode
    private let unicode: Bool
    private let decoder = PNGDecoder()
    /// Where the icons' bytes are read from (an `.ipa` is read in memory, never extracted).
    private let files: AppFiles
    private let appearance: IconAppearance
    /// With kitty graphics: tiles become placeholders, and the images to send wait in `transmissions`.
    private let pixels: TilePixels?
    private var transmissions: [String] = []
    /// With sixel or iTerm2: each tile's picture, to paint after every frame.
    private var paintings: [Painting] = []

    /// A tile's picture for the runtime to keep: the escape that paints it (sixel, iTerm2) or sends it
    /// (kitty placed directly), and where it sits in the tile.
    struct Painting {
        var index: Int
        var size: TileSize
        var escape: String
        var inset = KittyPlacements.Inset()
    }
    private let symbols: SymbolSet
    /// Tiles of earlier runs: a revisit draws them without decoding.
    private let cache = TileCache(environment: ProcessInfo.processInfo.environment)

    /// - Parameters:
    ///   - pictures: per icon, its picture, or why there is none.
    ///   - appearance: the appearance `.icon` bundles and generated icons are previewed in.
    init(
        pictures: [(picture: IconPicture?, missing: String?)], files: AppFiles = .disk, colorMode: ColorMode, unicode: Bool,
        appearance: IconAppearance = .any, workers: Int = 2, symbols: SymbolSet = .quadrants, pixels: TilePixels? = nil
    ) {
        self.pixels = pixels
        self.files = files
        self.symbols = symbols
        self.pictures = pictures
        self.appearance = appearance
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

    /// Image escapes to write before the next frame (kitty graphics), since the last call.
    func drainTransmissions() -> [String] {
        condition.lock()
        defer { condition.unlock() }
        let ready = transmissions
        transmissions.removeAll()
        return ready
    }

    /// Pictures to paint over tiles (sixel, iTerm2), since the last call.
    func drainPaintings() -> [Painting] {
        condition.lock()
        defer { condition.unlock() }
        let ready = paintings
        paintings.removeAll()
        return ready
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

    /// Waits until a result is ready to drain or the deadline passes; false when the deadline passed.
    @discardableResult
    func waitForResults(deadline: Date) -> Bool {
        condition.lock()
        defer { condition.unlock() }
        while results.isEmpty {
            if !condition.wait(until: deadline) { return !results.isEmpty }
        }
        return true
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
        let options = ArtOptions(
            columns: job.size.artWidth, rows: job.size.artHeight, colorMode: colorMode,
            background: nil, mask: true, dither: false, unicode: unicode, symbols: symbols)
        let source = pictures[job.index]
        guard let picture = source.picture else {
            return .artFailed(index: job.index, size: job.size, reason: source.missing ?? "no file")
        }
        if pixels == nil, case .file(let path) = picture { return symbolArt(path, job: job, options: options) }
        // A compiled bitmap's symbol art comes from the tile cache on a revisit (keyed by its stored bytes).
        let key = pixels == nil ? picture.compiledIdentity.flatMap { cache?.key(forBytes: $0, options: options) } : nil
        if let key, let art = cache?.load(key) { return .artLoaded(index: job.index, size: job.size, art: art) }
        let image: RGBAImage
        do {
            let size = pixels == nil ? IconPreviewFile.previewSize(for: options) : 512
            image = try picture.image(files: files, decoder: decoder, appearance: appearance, previewSize: size)
        } catch {
            return .artFailed(index: job.index, size: job.size, reason: picture.shortReason(error))
        }
        let event = show(image, job: job, options: options)
        if let key, case .artLoaded(_, _, let art) = event { cache?.store(art, for: key) }
        return event
    }

    /// A decoded picture in its tile: symbol art, or pixels for the terminal's graphics protocol.
    private func show(_ image: RGBAImage, job: Job, options: ArtOptions) -> ChooserEvent {
        guard let pixels else {
            return .artLoaded(index: job.index, size: job.size, art: ArtRenderer.render(image, options: options))
        }
        let tile = pixels.tile(image, index: job.index, size: job.size)
        condition.lock()
        if pixels.paintsAfterFrames {
            paintings.append(Painting(index: job.index, size: job.size, escape: tile.transmit, inset: tile.inset))
        } else {
            transmissions.append(tile.transmit)
        }
        condition.unlock()
        return .artLoaded(index: job.index, size: job.size, art: tile.cells)
    }

    /// A PNG's symbol art: from the tile cache on a revisit, else box-filtered row by row as it is
    /// decoded (never the whole image in memory), then kept in the cache.
    private func symbolArt(_ path: String, job: Job, options: ArtOptions) -> ChooserEvent {
        let bytes: Data
        do {
            bytes = try files.contents(of: path, limit: decoder.maxFileSize)
        } catch {
            return .artFailed(index: job.index, size: job.size, reason: "cannot read")
        }
        let key = cache?.key(forBytes: bytes, options: options)
        if let key, let art = cache?.load(key) { return .artLoaded(index: job.index, size: job.size, art: art) }
        do {
            let art = try IconArt.render(bytes, path: path, decoder: decoder, options: options)
            if let key { cache?.store(art, for: key) }
            return .artLoaded(index: job.index, size: job.size, art: art)
        } catch {
            return .artFailed(index: job.index, size: job.size, reason: IconPicture.shortReason(error.kind))
        }
    }
}
