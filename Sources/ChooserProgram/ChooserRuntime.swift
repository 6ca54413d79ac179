import Chooser
import CursesTerminal
import Foundation
import IconKit
import IconLint
import Pictures
import TerminalArt

/// Runs the chooser: the one place where the pure state meets the terminal, the decoder threads and
/// the manager. Events go through `ChooserUpdate`; effects are carried out here.
final class ChooserRuntime {
    private let app: AppOnDevice
    private let manager: AlternateIconManager
    private let screen: CursesScreen
    private let loader: ArtLoader
    private var state: ChooserState
    private let lint = BackgroundLint()
    /// sixel / iTerm2 pictures of the tiles, painted over their blank cells after each frame.
    private let paintsPictures: Bool
    private var pictures: [ChooserState.ArtKey: String] = [:]
    /// kitty without placeholders: images sent once, placed after each frame.
    private var placements: KittyPlacements?
    /// The `p` key's planning and writing; nil where the project cannot be changed.
    private let primaryIcon: PrimaryIconEditing?

    /// - Parameter appearance: the appearance `.icon` icons are previewed in (`--appearance`).
    init(
        app: AppOnDevice, manager: AlternateIconManager, screen: CursesScreen, unicode: Bool, appearance: IconAppearance = .any,
        symbols: SymbolSet = .quadrants, pixels: TilePixels? = nil, notice: String? = nil, primaryIcon: PrimaryIconEditing? = nil
    ) async {
        self.app = app
        self.primaryIcon = primaryIcon
        self.manager = manager
        paintsPictures = pixels?.paintsAfterFrames ?? false
        placements = pixels.flatMap { $0.graphics == .kitty && $0.placesDirectly ? KittyPlacements() : nil }
        let showsPreview = pixels != nil
        self.screen = screen
        let size = screen.size
        let missing = app.images.map { IconPicture.hasPicture($0) ? nil : IconPicture.missingReason($0, idiom: app.catalog.idiom) }
        state = ChooserState(
            appName: app.appName, idiomName: app.catalog.idiom.displayName,
            icons: zip(zip(app.catalog.icons, missing), app.images).map { pair, images in
                ChooserIcon(name: pair.0.name, missingReason: pair.1, isFlatPreview: IconPicture.iconBundle(images) != nil)
            },
            supportsAlternateIcons: app.catalog.supportsAlternateIcons, current: await manager.alternateIconName,
            width: size.width, height: size.height, colorMode: screen.colorMode, unicode: unicode)
        state.target = app.project?.target
        state.configuration = app.project?.configuration
        state.isDemo = app.isDemo
        state.showsPreview = showsPreview
        state.primaryChangeUnavailable =
            PrimaryIconEditing.unavailableReason(app.app)
            ?? (primaryIcon == nil ? "The project's primary icon can be changed only when the chooser opens a project." : nil)
        // Why the tiles are symbols when pictures were asked for or detected; the next key clears it.
        state.status = notice
        loader = ArtLoader(
            pictures: zip(app.images, missing).map { (IconPicture($0, catalog: app.compiledCatalog), $1) }, files: app.files,
            colorMode: screen.colorMode, unicode: unicode, appearance: appearance, symbols: symbols, pixels: pixels)
    }

    /// The visible icons' art, waited for up to 250 ms so the first frame is complete rather than a
    /// screen of placeholders that fills in a moment later. Only the visible ones: the row either side
    /// is asked for too, but nobody waits for it.
    private func waitForVisibleArt() {
        guard let size = state.layout.tileSize else { return }
        let visible = state.layout.visibleIndices(scrollRow: state.scrollRow, count: state.icons.count)
        let deadline = Date().addingTimeInterval(0.25)
        while visible.contains(where: { state.art[.init(index: $0, size: size)] == nil }) {
            guard loader.waitForResults(deadline: deadline) else { break }
            absorbArt()
        }
    }

    func run() async {
        perform(ChooserUpdate.open(&state))
        waitForVisibleArt()
        present()
        BenchmarkHooks.firstFrameDrawn()
        if ProcessInfo.processInfo.environment["ICONPICKER_EXIT_AFTER_FIRST_FRAME"] == "1" { return }
        // Lint after the first frame and on its own thread: the findings count and `!` marks arrive a
        // little later instead of delaying the icons or the keys.
        lint.start(app: app, icons: state.icons)
        // With pixels, every prefetched icon is also an image sent to the terminal (~15 kB a tile, kept in
        // its memory): only what is on screen and a row either side is sent.
        if !state.showsPreview { perform(ChooserUpdate.prefetchRequests(&state)) }

        while true {
            // Never block forever: a resize (SIGWINCH) only surfaces as KEY_RESIZE on the next read.
            let inputs = screen.readBatch(timeout: loader.isBusy ? 30 : 100)
            let started = BenchmarkHooks.now()
            var dirty = absorbArt()
            if screen.modesWereLost {
                // Continued by someone else's SIGCONT, or the shell put its modes back after ours.
                screen.resume()
                dirty = true
            }
            if let findings = lint.take() {
                _ = ChooserUpdate.update(&state, findings)
                dirty = true
            }
            // Everything that arrived is applied before one frame is drawn (a paste is one frame).
            for input in inputs {
                switch await apply(input) {
                case .quit: return
                case .changed: dirty = true
                case .unchanged: break
                }
            }
            if dirty { present() }
            if inputs.contains(where: { if case .key = $0 { true } else { false } }) { BenchmarkHooks.keyHandled(since: started) }
        }
    }

    enum Outcome { case quit, changed, unchanged }

    /// One input's effect. A key or click that changes nothing (an unbound key, a move past the
    /// last icon) draws nothing: 10 KB of pasted unbound keys were 10,000 frames.
    private func apply(_ input: CursesScreen.Input) async -> Outcome {
        let before = state
        switch input {
        case .key(let key):
            if await handle(.key(key)) { return .quit }
        case .click(let x, let y, let double):
            if await handle(.click(x: x, y: y, double: double)) { return .quit }
        case .scroll(let rows):
            if await handle(.scroll(rows: rows)) { return .quit }
        case .resize(let width, let height):
            if await handle(.resize(width: width, height: height)) { return .quit }
            return .changed
        case .suspendRequested:
            screen.suspend()
            return .changed
        case .terminalLost:
            return .quit
        }
        return state == before ? .unchanged : .changed
    }

    /// Feeds one event; returns true when the chooser should quit.
    private func handle(_ event: ChooserEvent) async -> Bool {
        let effects = ChooserUpdate.update(&state, event)
        if effects.contains(.quit) { return true }
        for effect in effects {
            if case .setIcon(let name) = effect {
                present()
                let result = await change(to: name)
                perform(ChooserUpdate.update(&state, .changeFinished(result)))
            }
            if let answer = primaryIconAnswer(to: effect) {
                present()
                perform(ChooserUpdate.update(&state, answer))
            }
        }
        perform(effects)
        return false
    }

    private func perform(_ effects: [ChooserEffect]) {
        for effect in effects {
            switch effect {
            case .loadArt(let indices, let size): loader.enqueue(indices, size: size)
            case .prefetchArt(let indices, let size): loader.enqueueInBackground(indices, size: size)
            case .quit, .setIcon, .planPrimaryIcon, .makePrimaryIcon: break
            }
        }
    }

    /// Draws the frame, then paints the visible tiles' pictures over their blank cells (sixel, iTerm2:
    /// the whole picture each time; kitty without placeholders: a placement of the image sent once),
    /// the cursor saved and restored around them so curses' idea of it stays true. Nothing is shown
    /// under a popup: it would cover the popup's text. Sixel and iTerm2 pictures are painted on every
    /// frame, not only where the frame changed a cell under them: curses updates rows with erases
    /// (EL, ECH) that wipe pixels beside the cells it changes, and a layout change leaves pictures
    /// overlapping; repainting only damaged cells left tiles showing other tiles' pictures in xterm.
    private func present() {
        screen.draw(ChooserView.render(state))
        guard paintsPictures else { return }
        let shown = state.modal == .none ? shownPictures() : []
        if placements != nil {
            // Changed in place: a copy would duplicate the sets of images sent and placed every frame.
            if screen.takeScreenCleared() { placements?.terminalForgot() }
            let escapes = placements?.frame(shown) ?? ""
            if !escapes.isEmpty { screen.writeDirectly(escapes) }
            return
        }
        var escapes = ""
        escapes.reserveCapacity(shown.reduce(0) { $0 + (pictures[$1.key]?.utf8.count ?? 0) + 24 })
        for picture in shown {
            guard let escape = pictures[picture.key] else { continue }
            escapes += "\u{1B}7\u{1B}[\(picture.row);\(picture.column)H"
            escapes += escape
            escapes += "\u{1B}8"
        }
        if !escapes.isEmpty { screen.writeDirectly(escapes) }
    }

    /// The pictures the frame shows: visible tiles whose picture has arrived, and the focused icon's
    /// larger preview; positions 1-based, as CUP takes them.
    private func shownPictures() -> [KittyPlacements.Shown] {
        guard let size = state.layout.tileSize else { return [] }
        var shown: [KittyPlacements.Shown] = []
        for index in state.layout.visibleIndices(scrollRow: state.scrollRow, count: state.icons.count) {
            let key = ChooserState.ArtKey(index: index, size: size)
            guard hasPicture(key), let origin = state.layout.origin(of: index, scrollRow: state.scrollRow) else { continue }
            shown.append(.init(key: key, row: origin.y + 2, column: origin.x + 3))
        }
        let preview = ChooserState.ArtKey(index: state.focus, size: .huge)
        if let origin = state.layout.previewOrigin, hasPicture(preview) {
            shown.append(.init(key: preview, row: origin.y + 1, column: origin.x + 1))
        }
        return shown
    }

    private func hasPicture(_ key: ChooserState.ArtKey) -> Bool {
        placements?.hasImage(key) ?? (pictures[key] != nil)
    }

    @discardableResult
    private func absorbArt() -> Bool {
        for painting in loader.drainPaintings() {
            let key = ChooserState.ArtKey(index: painting.index, size: painting.size)
            if placements != nil {
                placements?.add(key, transmission: painting.escape, inset: painting.inset)
            } else {
                pictures[key] = painting.escape
            }
        }
        // Images first: their placeholders must not reach the screen before the pictures they name.
        let transmissions = loader.drainTransmissions()
        if !transmissions.isEmpty { screen.writeDirectly(transmissions.joined()) }
        let events = loader.drain()
        for event in events { _ = ChooserUpdate.update(&state, event) }
        return !events.isEmpty
    }

    /// The `p` key's effects, carried out on this thread: planning and writing take milliseconds.
    private func primaryIconAnswer(to effect: ChooserEffect) -> ChooserEvent? {
        switch effect {
        case .planPrimaryIcon(let name):
            return primaryIcon.map { $0.plan(name) } ?? .primaryIconFailed(message: "This app cannot be changed.")
        case .makePrimaryIcon(let name):
            return primaryIcon.map { $0.apply(name) } ?? .primaryIconFailed(message: "This app cannot be changed.")
        default: return nil
        }
    }

    private func change(to name: String?) async -> ChangeResult {
        do {
            switch try await manager.setAlternateIconName(name) {
            case .changed(_, let to): return .changed(to: to)
            case .alreadyCurrent: return .alreadyCurrent
            }
        } catch let error as AlternateIconError {
            var detail = "\(error.domain) \(error.code)"
            if let underlying = error.underlying { detail += "; \(underlying.domain) \(underlying.code)" }
            return .failed(message: error.message, detail: detail)
        } catch let error as StateStoreError {
            return .failed(message: "The choice could not be saved.", detail: error.description)
        } catch {
            return .failed(message: "The icon could not be changed.", detail: "\(error)")
        }
    }
}

/// Measurement hooks for `scripts/bench-chooser.py`, off unless their environment variables are set.
///
/// - `ICONPICKER_LAUNCH_NS` (CLOCK_MONOTONIC nanoseconds taken just before exec) with
///   `ICONPICKER_FIRST_FRAME_REPORT` (a file): the milliseconds from launch to the first complete frame.
/// - `ICONPICKER_KEY_REPORT` (a file): one line per key, the milliseconds from reading it to the
///   redrawn screen having been handed to the terminal.
enum BenchmarkHooks {
    static let environment = ProcessInfo.processInfo.environment
    static let keyReport: FileHandle? = environment["ICONPICKER_KEY_REPORT"].flatMap { path in
        guard FileManager.default.createFile(atPath: path, contents: nil) else { return nil }
        return FileHandle(forWritingAtPath: path)
    }

    static func now() -> UInt64 {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
    }

    static func firstFrameDrawn() {
        guard let path = environment["ICONPICKER_FIRST_FRAME_REPORT"],
            let launch = environment["ICONPICKER_LAUNCH_NS"].flatMap(UInt64.init)
        else { return }
        let milliseconds = Double(now() &- launch) / 1e6
        try? String(format: "%.2f\n", milliseconds).write(toFile: path, atomically: false, encoding: .utf8)
    }

    static func keyHandled(since start: UInt64) {
        guard let keyReport else { return }
        keyReport.write(Data(String(format: "%.3f\n", Double(now() - start) / 1e6).utf8))
    }
}
