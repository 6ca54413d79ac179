import Basics
import IconKit

/// Checks an app's icon configuration for the mistakes upload validation rejects and the ones that
/// only fail on a device: every rule in `LintRule.all`.
///
/// It works on apps already read (one `LoadedApp` per device checked, all from the same input), so
/// the chooser can lint what it has loaded without reading anything twice. Problems the reader
/// already reported become findings under the same ids; the rest are checked here.
public struct Linter: Sendable {
    public var pixelReader: (any IconPixelReader)?

    public init(pixelReader: (any IconPixelReader)? = nil) {
        self.pixelReader = pixelReader
    }

    /// The checks the linter runs over the loaded apps; each rule that needs one names it
    /// (`LintRule.source`), and each runs once for all the rules it produces.
    enum Check: CaseIterable, Sendable {
        case declarations, looseNames, sizes, imageFiles, iconSets, marketingIcon
    }

    public func lint(_ apps: [LoadedApp]) -> LintReport {
        guard let first = apps.first else {
            return LintReport(appName: "", infoPlist: "", bundleIdentifier: nil, idioms: [], subjects: [], findings: [])
        }
        var collector = FindingCollector(app: first)
        for app in apps {
            collector.add(app.diagnostics, subjectFromKeyPath: true)
            for (icon, images) in app.entries {
                collector.add(images.problems, subject: collector.subject(of: icon))
                collector.remember(images.candidates)
            }
        }
        let needed = Set(LintRule.all.compactMap(\.source.check))
        for check in Check.allCases where needed.contains(check) {
            run(check, apps, into: &collector)
        }

        var subjects: [LintFinding.Subject] = [.primary]
        for app in apps {
            for icon in app.catalog.alternates {
                let subject = LintFinding.Subject.alternate(icon.name ?? "")
                if !subjects.contains(subject) { subjects.append(subject) }
            }
        }
        return LintReport(appName: first.appName, infoPlist: first.declaration.infoPlistPath,
                          bundleIdentifier: first.declaration.bundleIdentifier, idioms: apps.map(\.catalog.idiom),
                          subjects: subjects, findings: collector.sorted(subjects: subjects))
    }
}

extension Linter {
    func run(_ check: Check, _ apps: [LoadedApp], into collector: inout FindingCollector) {
        switch check {
        case .declarations: if let first = apps.first { checkDeclarations(first, into: &collector) }
        case .looseNames: checkLooseNames(apps, into: &collector)
        case .sizes: checkSizes(apps, into: &collector)
        case .imageFiles: checkImageFiles(apps, into: &collector)
        case .iconSets: checkIconSets(apps, into: &collector)
        case .marketingIcon: checkMarketingIcon(apps, into: &collector)
        }
    }
}

/// Gathers findings without duplicates (the same problem is often seen once per device).
struct FindingCollector {
    let app: LoadedApp
    private(set) var findings: [LintFinding] = []
    private var seen: Set<String> = []
    /// PNG headers by path: the reader's, then any the checks read, so no file is opened twice.
    private var headers: [String: Result<PNGHeader, PNGHeader.Failure>] = [:]
    /// Icon dictionaries' key paths, longest first, to tell which icon a key path is about.
    private let iconKeyPaths: [(keyPath: String, subject: LintFinding.Subject)]

    init(app: LoadedApp) {
        self.app = app
        var paths: [(String, LintFinding.Subject)] = []
        for icons in [app.declaration.icons, app.declaration.iPadIcons].compactMap({ $0 }) {
            if let primary = icons.primary { paths.append((primary.keyPath, .primary)) }
            paths.append(("\(icons.keyPath).\(InfoPlistParser.primaryKey)", .primary))
            for alternate in icons.alternates { paths.append((alternate.keyPath, .alternate(alternate.name ?? ""))) }
        }
        iconKeyPaths = paths.sorted { $0.0.count > $1.0.count }
    }

    /// Records the headers the reader already read for each icon's files.
    mutating func remember(_ candidates: [ImageCandidate]) {
        for candidate in candidates where headers[candidate.path] == nil {
            if let header = candidate.header {
                headers[candidate.path] = .success(header)
            } else if let failure = candidate.failure {
                headers[candidate.path] = .failure(failure)
            }
        }
    }

    /// The PNG header at `path`, read at most once per run.
    mutating func header(at path: String) -> Result<PNGHeader, PNGHeader.Failure> {
        if let known = headers[path] { return known }
        let result: Result<PNGHeader, PNGHeader.Failure>
        do { result = .success(try PNGHeader.read(path: path)) } catch { result = .failure(error) }
        headers[path] = result
        return result
    }

    func subject(of icon: IconDeclaration) -> LintFinding.Subject {
        icon.name.map { .alternate($0) } ?? .primary
    }

    /// The icon a key path is inside, or the app.
    func subject(ofKeyPath keyPath: String?) -> LintFinding.Subject {
        guard let keyPath else { return .app }
        for (path, subject) in iconKeyPaths where keyPath == path || keyPath.hasPrefix(path + ".") || keyPath.hasPrefix(path + "[") {
            return subject
        }
        // An alternate that is not a dictionary has no declaration: its name ends the key path.
        for base in [InfoPlistParser.iconsKey, InfoPlistParser.iPadIconsKey] {
            let prefix = "\(base).\(InfoPlistParser.alternatesKey)."
            if keyPath.hasPrefix(prefix) { return .alternate(String(keyPath.dropFirst(prefix.count))) }
        }
        return .app
    }

    mutating func add(_ diagnostics: [Diagnostic], subject: LintFinding.Subject? = nil, subjectFromKeyPath: Bool = false) {
        for diagnostic in diagnostics {
            let rule = RuleID(diagnostic.kind).rule
            guard rule.source.reportsReaderFacts else { continue }
            // A built app's sets are compiled into Assets.car, which cannot be read here.
            if app.isBuiltApp && diagnostic.kind == .catalogSetMissing { continue }
            // Alternates the build makes from icon sets cannot carry an ordinal: saying so is noise.
            if diagnostic.kind == .ordinalNone && app.project != nil && app.catalog.alternates.allSatisfy({ $0.iconSetName != nil }) { continue }
            // The reader files set problems under Contents.json with the icon's plist key path; in a
            // finding the location must be inside the file named.
            let location = diagnostic.file?.hasSuffix("Contents.json") == true && diagnostic.keyPath?.hasPrefix("CFBundleIcons") == true
                ? nil : diagnostic.keyPath
            var finding = LintFinding(ruleID: rule.id, severity: diagnostic.severity, message: diagnostic.message,
                                      file: diagnostic.file, location: location,
                                      subject: subject ?? (subjectFromKeyPath ? self.subject(ofKeyPath: diagnostic.keyPath) : .app))
            finding.about = diagnostic.about
            add(finding)
        }
    }

    mutating func add(_ finding: LintFinding) {
        var finding = finding
        finding.file = finding.file.map(app.shown)
        finding.message = Self.shownMessage(finding.message, app: app)
        let key = [finding.ruleID.rawValue, finding.file ?? "", finding.location ?? "", finding.message].joined(separator: "\u{1F}")
        guard seen.insert(key).inserted else { return }
        findings.append(finding)
    }

    mutating func add(_ rule: RuleID, _ message: String, file: String?, location: String?, subject: LintFinding.Subject,
                      idiom: Idiom? = nil, severity: Diagnostic.Severity? = nil) {
        let severity = severity ?? rule.rule.severity
        add(LintFinding(ruleID: rule, severity: severity, message: message, file: file, location: location,
                        subject: subject, idiom: idiom))
    }

    /// Removes findings the linter replaces with a more precise one.
    mutating func remove(where predicate: (LintFinding) -> Bool) {
        findings.removeAll(where: predicate)
    }

    static func shownMessage(_ message: String, app: LoadedApp) -> String {
        guard let location = app.shownLocation else { return message }
        return message.replacingOccurrences(of: location.folder, with: location.name)
    }

    /// App findings first, then icons in chooser order; inside a group the most serious first, then
    /// by file and location so output is stable.
    func sorted(subjects: [LintFinding.Subject]) -> [LintFinding] {
        let rank = Dictionary(([LintFinding.Subject.app] + subjects).enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
        return findings.enumerated().sorted { lhs, rhs in
            let (l, r) = (lhs.element, rhs.element)
            let (lRank, rRank) = (rank[l.subject] ?? Int.max, rank[r.subject] ?? Int.max)
            if lRank != rRank { return lRank < rRank }
            if l.subject != r.subject { return l.subject < r.subject }
            if l.severity != r.severity { return l.severity > r.severity }
            return lhs.offset < rhs.offset
        }.map(\.element)
    }
}
