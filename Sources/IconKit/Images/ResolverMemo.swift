import Basics
import Synchronization

/// What an `ImageResolver` (and every copy of it, which shares its file index) already worked out
/// in this process: the PNG header of each path, and the files found for each `CFBundleIconFiles`
/// name. 100,000 alternates that share three names then cost three searches and a few header reads,
/// not 100,000 of each (the headers alone were a set of system calls per icon).
final class ResolverMemo: Sendable {
    /// The files found for one name, and the warnings about names in several folders.
    struct LooseLookup: Sendable {
        var found: [ImageCandidate]
        var duplicateWarnings: [String]
    }

    /// Reads the PNG header of the file at a path: from disk, or from an archive in memory. The flag
    /// says a folder listing has just reported the path as an ordinary file (see
    /// `ImageFileIndex.isListedFile(_:)`), which spares the disk reader an `fstat`.
    typealias HeaderReader = @Sendable (String, Bool) throws(PNGHeader.Failure) -> PNGHeader

    private let readHeader: HeaderReader
    private let headers = Mutex<[String: Result<PNGHeader, PNGHeader.Failure>]>([:])
    private let looseLookups = Mutex<[String: LooseLookup]>([:])
    /// How many headers were read from disk (for tests: each path once).
    private let headerReads = Mutex(0)

    init(headerReader: @escaping HeaderReader = ResolverMemo.diskHeader) {
        readHeader = headerReader
    }

    /// The header of a file on disk; a listed ordinary file is read without an `fstat`.
    @Sendable static func diskHeader(path: String, isListedFile: Bool) throws(PNGHeader.Failure) -> PNGHeader {
        isListedFile ? try PNGHeader.read(listedFile: path) : try PNGHeader.read(path: path)
    }

    /// A fresh memo that reads headers the same way.
    func emptied() -> ResolverMemo { ResolverMemo(headerReader: readHeader) }

    /// The header of the file at `path`, read at most once. `isListedFile`: a folder listing has
    /// just reported it as an ordinary file.
    func header(at path: String, isListedFile: Bool = false) -> Result<PNGHeader, PNGHeader.Failure> {
        if let known = headers.withLock({ $0[path] }) { return known }
        let result: Result<PNGHeader, PNGHeader.Failure>
        do { result = .success(try readHeader(path, isListedFile)) } catch { result = .failure(error) }
        headerReads.withLock { $0 += 1 }
        headers.withLock { $0[path] = result }
        return result
    }

    var headerReadCount: Int { headerReads.withLock { $0 } }

    /// Room for about `icons` headers and lookups, so that filling the memo does not grow it step by
    /// step (eleven rehashes of each table at 1,000 icons). Capped: 100,000 alternates may share three
    /// files.
    func reserveCapacity(_ icons: Int) {
        let count = min(icons, 4096)
        headers.withLock { $0.reserveCapacity(count) }
        looseLookups.withLock { $0.reserveCapacity(count) }
    }

    /// What one icon set offers one device in one appearance: found once, however many icons show the
    /// set (500 alternates naming one 8,000-image set walked its images 500 times).
    struct SetLookup: Sendable {
        var candidates: [ImageCandidate]
        /// File names `Contents.json` gives that are not in the set's folder.
        var missing: [String]
        /// Whether the appearance asked for has no image and the default one stands in.
        var fellBack: Bool
        var best: ImageCandidate?
    }

    private let setLookups = Mutex<[String: SetLookup]>([:])
    private let bundleFacts = Mutex<[String: [Diagnostic]]>([:])

    /// The lookup for `key` (a set's folder, the device and the appearance), made once.
    func setLookup(for key: String, make: () -> SetLookup) -> SetLookup {
        if let known = setLookups.withLock({ $0[key] }) { return known }
        let lookup = make()
        setLookups.withLock { $0[key] = lookup }
        return lookup
    }

    /// The facts of the `.icon` bundle at `path` (its icon.json read and checked), made once.
    func facts(ofBundle path: String, make: () -> [Diagnostic]) -> [Diagnostic] {
        if let known = bundleFacts.withLock({ $0[path] }) { return known }
        let facts = make()
        bundleFacts.withLock { $0[path] = facts }
        return facts
    }

    /// The lookup for `baseName`, made by `make` the first time it is asked for.
    func looseLookup(for baseName: String, make: () -> LooseLookup) -> LooseLookup {
        if let known = looseLookups.withLock({ $0[baseName] }) { return known }
        let lookup = make()
        looseLookups.withLock { $0[baseName] = lookup }
        return lookup
    }
}
