import Chooser
import Foundation
import IconKit
import IconLint
import Pictures

/// Lint of the app on a thread of its own, so a large app's lint never holds up the chooser's keys;
/// the input loop collects the result when it is ready. It reads pixels as `iconpicker lint` does, so
/// the `!` popup and lint say the same about an image (whether the App Store icon's pixels are all
/// opaque): header-only, the popup said they were not decoded where lint said they were opaque.
final class BackgroundLint: @unchecked Sendable {
    private let lock = NSLock()
    private var result: ChooserEvent?

    /// Starts linting `app`; the findings are grouped by the chooser's `icons`.
    func start(app: AppOnDevice, icons: [ChooserIcon]) {
        let subjects = icons.map { icon -> LintFinding.Subject in icon.name.map { .alternate($0) } ?? .primary }
        let box = UncheckedBox(app)
        let thread = Thread { [self] in
            let event = Self.findings(app: box.value, subjects: subjects)
            lock.lock()
            result = event
            lock.unlock()
        }
        thread.stackSize = 4 << 20
        thread.start()
    }

    /// The findings once, when ready.
    func take() -> ChooserEvent? {
        lock.lock()
        defer { lock.unlock() }
        let event = result
        result = nil
        return event
    }

    static func findings(app: AppOnDevice, subjects: [LintFinding.Subject]) -> ChooserEvent {
        let report = Linter(pixelReader: ImagePixelReader(files: app.app.files)).lint(app.app)
        let findings = report.findingsBySubject
        // Findings about no icon on screen (e.g. an alternate that is not a dictionary) count as the app's;
        // one that stands for several alternates is on each of them instead.
        let shown = Set(subjects)
        let appWide = report.findings.filter { !shown.contains($0.subject) && $0.icons.isEmpty }
        return .findingsLoaded(perIcon: subjects.map { findings[$0] ?? [] }, app: appWide)
    }
}

/// Hands a value that is only read to another thread.
struct UncheckedBox<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}
