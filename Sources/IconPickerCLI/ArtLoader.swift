import Basics
import Chooser
import Foundation
import IconComposition
import IconKit
import ImageDecoding
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
    /// Per icon, what a build step draws it from, when it is generated (drawn as the build draws it).
    private let generated: [GeneratedIcon?]
    private let colorMode: ColorMode
    private let unicode: Bool
    private let decoder = PNGDecoder()
    /// Where the icons' bytes are read from (an `.ipa` is read in memory, never extracted).
    private let files: AppFiles
    private let appearance: IconAppearance
    /// A built app's bitmaps compiled into `Assets.car`, for the icons that have one.
    private let compiled: CompiledPictures?
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
    ///   - sources: per icon, the image file (or `.icon` bundle) to draw, or why there is none.
    ///   - appearance: the appearance `.icon` bundles are previewed in.
    init(
        sources: [(path: String?, missing: String?)], files: AppFiles = .disk, colorMode: ColorMode, unicode: Bool,
        appearance: IconAppearance = .any, workers: Int = 2, symbols: SymbolSet = .quadrants, pixels: TilePixels? = nil,
        generated: [GeneratedIcon?] = [], compiled: CompiledPictures? = nil
    ) {
        self.generated = generated
        self.pixels = pixels
        self.compiled = compiled
        self.files = files
        self.symbols = symbols
        self.sources = sources
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
        let source = sources[job.index]
        let options = ArtOptions(
            columns: job.size.artWidth, rows: job.size.artHeight, colorMode: colorMode,
            background: nil, mask: true, dither: false, unicode: unicode, symbols: symbols)
        if let compiled, let art = compiledArt(compiled, job: job, options: options) { return art }
        guard let path = source.path else {
            return .artFailed(index: job.index, size: job.size, reason: source.missing ?? "no file")
        }
        let generatedIcon = generated.indices.contains(job.index) ? generated[job.index] : nil
        if pixels == nil, generatedIcon == nil, !IconPreviewFile.isIconBundle(path) { return symbolArt(path, job: job, options: options) }
        return show(
            generatedIcon.map { generatedPicture($0, options: options) } ?? picture(at: path, options: options), job: job, options: options)
    }

    /// A compiled bitmap's tile: symbol art from the tile cache on a revisit (keyed by its stored
    /// bytes), else decoded and kept there; nil when the icon's picture is no compiled bitmap.
    private func compiledArt(_ compiled: CompiledPictures, job: Job, options: ArtOptions) -> ChooserEvent? {
        let key = pixels == nil ? compiled.identity(of: job.index).flatMap { cache?.key(forBytes: $0, options: options) } : nil
        if let key, let art = cache?.load(key) { return .artLoaded(index: job.index, size: job.size, art: art) }
        guard let picture = compiled.picture(of: job.index) else { return nil }
        let event = show(picture, job: job, options: options)
        if let key, case .artLoaded(_, _, let art) = event { cache?.store(art, for: key) }
        return event
    }

    /// A decoded picture in its tile: symbol art, or pixels for the terminal's graphics protocol.
    private func show(_ picture: Result<RGBAImage, TileFailure>, job: Job, options: ArtOptions) -> ChooserEvent {
        let image: RGBAImage
        switch picture {
        case .success(let decoded): image = decoded
        case .failure(let failure): return .artFailed(index: job.index, size: job.size, reason: failure.reason)
        }
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
            return .artFailed(index: job.index, size: job.size, reason: Self.shortReason(error.kind))
        }
    }

    /// Why a tile has no picture, short enough for the tile.
    struct TileFailure: Error {
        var reason: String
    }

    /// A PNG decoded, or a `.icon` bundle's flat preview (a layer that cannot be read is left out,
    /// as in `render`), at enough pixels for symbol art or for a pixel tile.
    private func picture(at path: String, options: ArtOptions) -> Result<RGBAImage, TileFailure> {
        guard IconPreviewFile.isIconBundle(path) else {
            do {
                return .success(try decoder.decode(try files.contents(of: path, limit: decoder.maxFileSize), path: path))
            } catch let error as PNGDecodeError {
                return .failure(TileFailure(reason: Self.shortReason(error.kind)))
            } catch {
                return .failure(TileFailure(reason: "cannot read"))
            }
        }
        do {
            let size = pixels == nil ? IconPreviewFile.previewSize(for: options) : 512
            return .success(try IconComposerRenderer.image(bundle: path, appearance: appearance, maxDimension: size))
        } catch .unreadableDocument(.missing) {
            return .failure(TileFailure(reason: "no icon.json"))
        } catch {
            return .failure(TileFailure(reason: "bad icon.json"))
        }
    }

    /// A generated icon drawn from its sources as its build draws them (PNG, JPEG or SVG).
    private func generatedPicture(_ icon: GeneratedIcon, options: ArtOptions) -> Result<RGBAImage, TileFailure> {
        do {
            let size = pixels == nil ? IconPreviewFile.previewSize(for: options) : 512
            return .success(try GeneratedIconRenderer.preview(icon, appearance: appearance, size: size).image)
        } catch {
            return .failure(TileFailure(reason: error.kind == .missing ? "file missing" : "cannot decode"))
        }
    }

    /// The `.icon` bundle Xcode 26 builds for an icon, when that is its picture.
    static func iconBundle(_ images: IconImages) -> String? {
        guard case .iconComposer(let bundle)? = images.source else { return nil }
        return bundle
    }

    /// Whether an icon has something to draw: a file, a `.icon` bundle, or a compiled bitmap.
    static func hasPicture(_ images: IconImages) -> Bool {
        if case .compiled? = images.source { return true }
        return images.best != nil || iconBundle(images) != nil
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
        case .generatedImageMissing: return "file missing"
        case .configNotRead: return "computed"
        default: return "no file"
        }
    }
}
