import Basics
import Foundation
import IconKit

/// The findings a team accepted when it adopted the linter (`lint --write-baseline`), so that
/// `lint --baseline` reports, and fails on, only the ones made since. A finding is known by its
/// fingerprint (`LintReport.fingerprints(relativeTo:)`), which survives lines moving and messages
/// being reworded. The file is JSON with sorted keys and entries, paths relative to the repository
/// root, so it diffs well in review and reads the same on every machine.
public struct LintBaseline: Codable, Equatable, Sendable {
    public struct Entry: Codable, Equatable, Sendable {
        public var fingerprint: String
        public var ruleId: String
        /// Relative to the repository root.
        public var file: String
        /// The key path; empty when the finding has none.
        public var location: String
        /// For people reading the file; not compared.
        public var message: String
    }

    /// The layout of the file; a file of another version is refused rather than misread.
    public var version = 1
    public var findings: [Entry]

    /// Most bytes a baseline file may hold (a few hundred bytes per finding).
    public static let maximumSize = 64 << 20

    /// Today's findings of `report`, paths relative to `root`.
    public init(_ report: LintReport, root: String) {
        let fingerprints = report.fingerprints(relativeTo: root)
        findings = zip(report.findings, fingerprints).map { finding, fingerprint in
            Entry(
                fingerprint: fingerprint, ruleId: finding.ruleID.rawValue,
                file: PathDisplay.relative(finding.file ?? report.infoPlist, to: root), location: finding.location ?? "",
                message: finding.message)
        }
        .sorted { ($0.file, $0.ruleId, $0.location, $0.fingerprint) < ($1.file, $1.ruleId, $1.location, $1.fingerprint) }
    }

    /// The file's bytes: pretty-printed with sorted keys, ending in a line break.
    public func encoded() -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        // Strings, numbers and arrays of them: encoding cannot fail.
        return ((try? encoder.encode(self)) ?? Data()) + Data("\n".utf8)
    }

    /// The baseline in the file at `path`.
    public static func read(path: String) throws(BaselineError) -> LintBaseline {
        let data: Data
        do {
            data = try RegularFile.read(path: path, limit: maximumSize)
        } catch .missing {
            throw BaselineError(file: path, kind: .missing)
        } catch {
            throw BaselineError(file: path, kind: .unreadable(error.reason))
        }
        guard let baseline = try? JSONDecoder().decode(LintBaseline.self, from: data), baseline.version == 1 else {
            throw BaselineError(file: path, kind: .notABaseline)
        }
        return baseline
    }

    /// Writes the baseline to `path` as the state store writes its files (a temporary file renamed
    /// into place, ADR 0001); a file that already holds these bytes is left alone.
    public func save(to path: String) throws(BaselineError) {
        let data = encoded()
        if let existing = try? RegularFile.read(path: path, limit: Self.maximumSize), existing == data { return }
        let folder = URL(fileURLWithPath: path).deletingLastPathComponent().path
        do {
            try IconStateStore.atomicallyReplace(path, with: data, directory: folder, temporaryPrefix: ".iconpicker-baseline-")
        } catch {
            switch error {
            case .notWritable(_, let reason): throw BaselineError(file: path, kind: .cannotWrite(reason))
            }
        }
    }

    /// `report` with only the findings this baseline does not hold, and how many it held.
    public func newFindings(in report: LintReport, root: String) -> (report: LintReport, known: Int) {
        let known = Set(findings.map(\.fingerprint))
        var result = report
        result.findings = zip(report.findings, report.fingerprints(relativeTo: root)).filter { !known.contains($1) }.map(\.0)
        return (result, report.findings.count - result.findings.count)
    }
}

/// Why a baseline file cannot be used.
public struct BaselineError: Error, Equatable, Sendable, CustomStringConvertible {
    public enum Kind: Equatable, Sendable {
        case missing
        case unreadable(String)
        /// Not JSON, or not the layout `lint --write-baseline` writes.
        case notABaseline
        case cannotWrite(String)
    }

    public let file: String
    public let kind: Kind

    public init(file: String, kind: Kind) {
        self.file = file
        self.kind = kind
    }

    public var description: String {
        switch kind {
        case .missing: return "\(file): no such baseline (lint --write-baseline FILE records one)"
        case .unreadable(let reason): return "\(file): cannot be read (\(reason))"
        case .notABaseline: return "\(file): not a baseline written by iconpicker lint --write-baseline (version 1)"
        case .cannotWrite(let reason): return "\(file): the baseline cannot be written (\(reason))"
        }
    }
}
