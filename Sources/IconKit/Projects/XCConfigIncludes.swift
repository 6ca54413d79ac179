import Foundation

/// What one evaluation of xcconfig files has read through `#include`: the chain of files open right
/// now (to catch a file that includes itself, directly or through others), how many files were read
/// in all, and the problems met, as findings naming the file and the `#include` line.
///
/// An xcconfig that includes itself eight times, eight deep, is 8^8 reads of a 200-byte file: the
/// chain stops the cycle at its first repetition and the count stops fan-out without a cycle.
struct XCConfigIncludes: Sendable {
    /// Most files one evaluation reads, counting nested includes; real projects use a handful.
    static let maximumFiles = 64
    /// Deepest nesting of includes followed.
    static let maximumDepth = 8

    private(set) var chain: [String] = []
    private(set) var filesRead = 0
    private(set) var problems: [Diagnostic] = []

    /// Whether `path`, included from `includer` by `line`, may be read now; if not, the reason is
    /// recorded as a finding on `includer`. A yes must be balanced by `finish()`.
    mutating func begin(_ path: String, includer: String?, line: String) -> Bool {
        let canonical = (path as NSString).standardizingPath
        if let start = chain.firstIndex(of: canonical) {
            let cycle = (chain[start...] + [canonical]).map { ($0 as NSString).lastPathComponent }
            report("includes itself (\(cycle.joined(separator: " \u{2192} "))); the repeated include is skipped. Remove it", includer, line)
            return false
        }
        guard chain.count < Self.maximumDepth else {
            report("nests includes more than \(Self.maximumDepth) deep; the deeper ones are skipped", includer, line)
            return false
        }
        guard filesRead < Self.maximumFiles else {
            report(
                "pulls in more than \(Self.maximumFiles) files through #include; the rest are skipped. Include each file once", includer,
                line)
            return false
        }
        filesRead += 1
        chain.append(canonical)
        return true
    }

    mutating func finish() {
        _ = chain.popLast()
    }

    /// Records an include that cannot be read (a FIFO, a folder) as a finding on `includer`.
    mutating func unreadable(_ path: String, reason: String, includer: String?, line: String) {
        let name = (path as NSString).lastPathComponent
        guard includer != nil else {
            problems.append(
                Diagnostic(
                    .warning, .buildSettingUnusable, "the base configuration \(name) cannot be read (\(reason)); its settings are left out",
                    file: path))
            return
        }
        report("includes \(name), which cannot be read (\(reason)); its settings are left out", includer, line)
    }

    /// Records a required include that is not there: the settings it holds are unseen, and a real
    /// app may name its icons only through it. A warning, since Xcode fails the build on it; a note
    /// when the repository means it to be made on each machine (git-ignored, or a `.template` of it
    /// committed beside it). Files a tool writes before every build (CocoaPods' `Pods-*.xcconfig`,
    /// Flutter's `Generated.xcconfig`) are absent from every checkout and hold no icon settings: they
    /// are not reported.
    mutating func missing(_ candidates: [String], includer: String, line: String) {
        guard let first = candidates.first, !Self.isGeneratedBeforeBuilds(first) else { return }
        let name = (first as NSString).lastPathComponent
        let looked = candidates.count > 1 ? "beside it or in the project's folder" : "at \(first)"
        if LocalConfiguration.isMadeOnEachMachine(candidates) {
            report(
                "includes \(name), which the repository leaves to each machine (git-ignored or made from a template; looked \(looked)); "
                    + "the settings it holds are not seen here", includer, line, severity: .note)
        } else {
            report(
                "includes \(name), which is not there (looked \(looked)); Xcode fails the build on it, and the settings it holds are "
                    + "left out here", includer, line)
        }
    }

    /// Whether a tool writes the xcconfig at `path` before a build (so a checkout lacks it).
    static func isGeneratedBeforeBuilds(_ path: String) -> Bool {
        let name = (path as NSString).lastPathComponent
        return path.contains("/Pods/") || name.hasPrefix("Pods-") || (name == "Generated.xcconfig" && path.contains("/Flutter/"))
    }

    private mutating func report(_ message: String, _ includer: String?, _ line: String, severity: Diagnostic.Severity = .warning) {
        // One finding per place: a file included eight times says so once.
        guard !problems.contains(where: { $0.file == includer && $0.keyPath == line }) else { return }
        let subject = includer.map { ($0 as NSString).lastPathComponent } ?? "the base configuration"
        problems.append(Diagnostic(severity, .buildSettingUnusable, "\(subject) \(message)", file: includer, keyPath: line))
    }
}
