import Chooser
import CursesTerminal
import Foundation
import IconKit
import TerminalArt

/// Runs the chooser: the one place where the pure state meets the terminal, the decoder threads and
/// the manager. Events go through `ChooserUpdate`; effects are carried out here.
final class ChooserRuntime {
    private let app: LoadedApp
    private let manager: AlternateIconManager
    private let screen: CursesScreen
    private let loader: ArtLoader
    private var state: ChooserState

    init(app: LoadedApp, manager: AlternateIconManager, screen: CursesScreen, unicode: Bool) async {
        self.app = app
        self.manager = manager
        self.screen = screen
        let size = screen.size
        state = ChooserState(
            appName: app.appName, idiomName: app.catalog.idiom.displayName,
            icons: app.entries.map { icon, images in
                ChooserIcon(name: icon.name, missingReason: images.best == nil ? ArtLoader.missingReason(images, idiom: app.catalog.idiom) : nil)
            },
            supportsAlternateIcons: app.catalog.supportsAlternateIcons, current: await manager.alternateIconName,
            width: size.width, height: size.height, colorMode: screen.colorMode, unicode: unicode,
            findingCount: app.diagnostics.filter { $0.severity >= .warning }.count
                + app.images.reduce(0) { $0 + $1.problems.filter { $0.severity >= .warning }.count })
        loader = ArtLoader(sources: app.images.map { images in
            (images.best?.path, images.best == nil ? ArtLoader.missingReason(images, idiom: app.catalog.idiom) : nil)
        }, colorMode: screen.colorMode, unicode: unicode)
    }

    func run() async {
        if let size = state.layout.tileSize {
            perform(ChooserUpdate.artRequests(&state, size: size))
        }
        // The first frame waits briefly for the visible icons, so it is complete rather than a
        // screen of placeholders that fills in a moment later.
        loader.waitUntilIdle(deadline: Date().addingTimeInterval(0.25))
        absorbArt()
        screen.draw(ChooserView.render(state))
        FirstFrameReport.recordIfRequested()
        if ProcessInfo.processInfo.environment["ICONPICKER_EXIT_AFTER_FIRST_FRAME"] == "1" { return }

        while true {
            // Never block forever: a resize (SIGWINCH) only surfaces as KEY_RESIZE on the next read.
            let input = screen.read(timeout: loader.isBusy ? 30 : 100)
            var dirty = absorbArt()
            switch input {
            case .key(let key)?:
                if await handle(.key(key)) { return }
                dirty = true
            case .click(let x, let y, let double)?:
                if await handle(.click(x: x, y: y, double: double)) { return }
                dirty = true
            case .resize(let width, let height)?:
                if await handle(.resize(width: width, height: height)) { return }
                dirty = true
            case .suspendRequested?:
                screen.suspend()
                dirty = true
            case nil:
                break
            }
            if dirty { screen.draw(ChooserView.render(state)) }
        }
    }

    /// Feeds one event; returns true when the chooser should quit.
    private func handle(_ event: ChooserEvent) async -> Bool {
        let effects = ChooserUpdate.update(&state, event)
        if effects.contains(.quit) { return true }
        for effect in effects {
            if case .setIcon(let name) = effect {
                screen.draw(ChooserView.render(state))
                let result = await change(to: name)
                perform(ChooserUpdate.update(&state, .changeFinished(result)))
            }
        }
        perform(effects)
        return false
    }

    private func perform(_ effects: [ChooserEffect]) {
        for effect in effects {
            if case .loadArt(let indices, let size) = effect { loader.enqueue(indices, size: size) }
        }
    }

    @discardableResult
    private func absorbArt() -> Bool {
        let events = loader.drain()
        for event in events { _ = ChooserUpdate.update(&state, event) }
        return !events.isEmpty
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
        } catch let error as IconPickerError {
            return .failed(message: "The choice could not be saved.", detail: error.description)
        } catch {
            return .failed(message: "The icon could not be changed.", detail: "\(error)")
        }
    }
}

/// Benchmark hook: with ICONPICKER_LAUNCH_NS (CLOCK_MONOTONIC nanoseconds taken just before exec)
/// and ICONPICKER_FIRST_FRAME_REPORT (a file), writes the milliseconds from launch to the first
/// complete frame.
enum FirstFrameReport {
    static func recordIfRequested() {
        let environment = ProcessInfo.processInfo.environment
        guard let path = environment["ICONPICKER_FIRST_FRAME_REPORT"],
              let launch = environment["ICONPICKER_LAUNCH_NS"].flatMap(UInt64.init) else { return }
        var now = timespec()
        clock_gettime(CLOCK_MONOTONIC, &now)
        let nanoseconds = UInt64(now.tv_sec) * 1_000_000_000 + UInt64(now.tv_nsec)
        let milliseconds = Double(nanoseconds &- launch) / 1e6
        try? String(format: "%.2f\n", milliseconds).write(toFile: path, atomically: false, encoding: .utf8)
    }
}
