import Basics
import Foundation
import IconKit

/// What the rules' checks share during one lint run: the loaded apps, the walk over their icons,
/// the PNG headers (each file read at most once per run), the subject a key path is about, and the
/// facts that decide between rules (which loose names a catalog explains, where the App Store icon
/// is). Item lists are computed lazily, the first time the walk (or a rule) asks for them.
final class LintContext {
    /// The apps checked, one per device, all read from the same input.
    let apps: [AppOnDevice]
    /// The first of `apps`: the declaration, the sets and the catalogs are the same for every device.
    let app: AppOnDevice
    /// Decodes pixels for the few rules that need them, when the caller provides a decoder.
    let pixelReader: (any IconPixelReader)?
    /// The folder paths in messages are relative to, as the `file:` column of `lint`'s output is.
    let workingDirectory: String
    /// PNG headers by path: the reader's, then any a check read, so no file is opened twice.
    private var headers: [String: Result<PNGHeader, PNGHeader.Failure>] = [:]
    /// Icon dictionaries' key paths, to tell which icon a key path is about.
    private let iconKeyPaths: [String: LintFinding.Subject]
    /// What a rule works out once per run for every fact or item it is handed (an index, a set of
    /// names), by the rule's type: the rule's file stays the one place that knows it.
    private var computedByRules: [ObjectIdentifier: Any] = [:]

    /// The reader's facts, each with the icon (or the app) it is about, in reading order.
    lazy var readerFacts: [Fact] = findReaderFacts()
    lazy var declaredIcons: [DeclaredIcon] = findDeclaredIcons()
    lazy var looseNames: [LooseName] = findLooseNames()
    lazy var iconSizes: [IconSizes] = measureIconSizes()
    lazy var imageFiles: [ImageFile] = findImageFiles()
    lazy var usedSets: [UsedSet] = findUsedSets()
    lazy var storeIcon: StoreIcon = findStoreIcon()
    lazy var generatedImages: [GeneratedImage] = findGeneratedImages()
    /// The app's own source files, for the rules that compare its code with its icons.
    lazy var appSources: [AppSource] = readAppSources()

    /// Nil when there is no app to check.
    init?(
        apps: [AppOnDevice], pixelReader: (any IconPixelReader)?,
        workingDirectory: String = FileManager.default.currentDirectoryPath
    ) {
        guard let first = apps.first else { return nil }
        self.apps = apps
        self.app = first
        self.pixelReader = pixelReader
        self.workingDirectory = workingDirectory
        iconKeyPaths = Self.iconKeyPaths(of: first.declaration)
        for app in apps {
            for images in app.images { remember(images.candidates) }
        }
    }

    private static func iconKeyPaths(of declaration: AppDeclaration) -> [String: LintFinding.Subject] {
        var paths: [(String, LintFinding.Subject)] = []
        for icons in [declaration.icons, declaration.iPadIcons].compactMap({ $0 }) {
            if let primary = icons.primary { paths.append((primary.keyPath, .primary)) }
            paths.append(("\(icons.keyPath).\(InfoPlistParser.primaryKey)", .primary))
            for alternate in icons.alternates { paths.append((alternate.keyPath, .alternate(alternate.name ?? ""))) }
        }
        return Dictionary(paths, uniquingKeysWith: { first, _ in first })
    }

    /// Records the headers the reader already read for each icon's files.
    private func remember(_ candidates: [ImageCandidate]) {
        for candidate in candidates where headers[candidate.path] == nil {
            if let header = candidate.header {
                headers[candidate.path] = .success(header)
            } else if let failure = candidate.failure {
                headers[candidate.path] = .failure(failure)
            }
        }
    }

    /// The value `rule` computes once per run with `compute`; later calls return it.
    func computedOnce<Rule, Value>(by rule: Rule.Type, _ compute: () -> Value) -> Value {
        if let known = computedByRules[ObjectIdentifier(rule)] as? Value { return known }
        let value = compute()
        computedByRules[ObjectIdentifier(rule)] = value
        return value
    }

    /// The PNG header at `path`, read at most once per run.
    func header(at path: String) -> Result<PNGHeader, PNGHeader.Failure> {
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
        // The longest icon key path the key path is, or starts with up to a `.` or `[`: one look-up
        // per component rather than a scan of every icon per fact.
        var end = keyPath.endIndex
        while true {
            if let subject = iconKeyPaths[String(keyPath[..<end])] { return subject }
            guard let boundary = keyPath[..<end].lastIndex(where: { $0 == "." || $0 == "[" }) else { break }
            end = boundary
        }
        // An alternate that is not a dictionary has no declaration: its name ends the key path.
        for base in [InfoPlistParser.iconsKey, InfoPlistParser.iPadIconsKey] {
            let prefix = "\(base).\(InfoPlistParser.alternatesKey)."
            if keyPath.hasPrefix(prefix) { return .alternate(String(keyPath.dropFirst(prefix.count))) }
        }
        return .app
    }

    /// `path` as messages name a file other than the finding's own: relative to the working
    /// directory, the one base of every path `lint` prints.
    func displayName(of path: String) -> String {
        PathDisplay.relative(path, to: workingDirectory)
    }

    /// Every icon of the apps, primary first, as findings group them.
    var subjects: [LintFinding.Subject] {
        var subjects: [LintFinding.Subject] = [.primary]
        var seen: Set<LintFinding.Subject> = [.primary]
        for app in apps {
            for icon in app.catalog.alternates {
                let subject = LintFinding.Subject.alternate(icon.name ?? "")
                if seen.insert(subject).inserted { subjects.append(subject) }
            }
        }
        return subjects
    }
}
