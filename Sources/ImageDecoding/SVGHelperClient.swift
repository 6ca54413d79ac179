import Basics
import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// Draws SVG layers out of process, in `iconpicker-svg` (`SVGHelperServer`), which loads librsvg.
///
/// The release `iconpicker` is a fully static executable, and glibc's `dlopen` from a static program
/// loads a second libc (librsvg crashed in it), so librsvg runs in a small dynamically linked helper.
/// That also keeps librsvg's parsing of untrusted SVG out of the process that owns the terminal: a
/// crash or a hang in librsvg becomes an `ImageDecodeError` for that file, not a dead chooser and a
/// raw terminal. One helper serves a whole run: started on the first SVG (never for PNG or JPEG
/// work), reused for every later one, and started afresh after it was stopped. Each request has a
/// time limit, after which the helper is killed and reaped; replies are checked against the size
/// asked for. At a normal exit iconpicker kills and reaps it (`SVGHelperExitReaper`); however else
/// iconpicker ends, the helper reads the end of its input and exits.
public final class SVGHelperClient: @unchecked Sendable {
    /// Names the helper to run instead of the one beside the executable.
    public static let environmentVariable = "ICONPICKER_SVG_HELPER"
    public static let executableName = "iconpicker-svg"
    /// The helper every decoder in this process shares: `ICONPICKER_SVG_HELPER`, else
    /// `iconpicker-svg` in the running executable's folder (as `make install` and `swift build` leave it).
    public static let shared = SVGHelperClient(executable: defaultExecutable())

    public let executable: String
    /// How long one request (reading the SVG, or drawing it) may take, helper start-up included.
    public let timeLimit: Duration
    private let lock = NSLock()
    private var helper: SVGHelperProcess?
    private var started = 0

    public init(executable: String, timeLimit: Duration = .seconds(3)) {
        self.executable = executable
        self.timeLimit = timeLimit
    }

    public static func defaultExecutable() -> String {
        if let path = ProcessInfo.processInfo.environment[environmentVariable], !path.isEmpty { return path }
        // Without /proc the bare name is refused when started: never looked for in the current folder.
        guard let executable = RunningExecutable.path() else { return executableName }
        return (executable as NSString).deletingLastPathComponent + "/" + executableName
    }

    /// How many helper processes this client has started (tests check reuse and restarts with it).
    public var startedProcesses: Int {
        lock.lock()
        defer { lock.unlock() }
        return started
    }

    /// The running helper's process ID, if one runs.
    public var processID: pid_t? {
        lock.lock()
        defer { lock.unlock() }
        return helper?.processID
    }

    /// Has the helper draw `data` at its natural size times `scale`, or smaller so that its largest
    /// side is at most `largestSide` pixels, within `maxDimension` pixels a side; one round trip.
    public func decode(
        _ data: Data, path: String, maxDimension: Int, scale: Double, largestSide: Double = .infinity
    ) throws(ImageDecodeError) -> (image: RGBAImage, naturalWidth: Double, naturalHeight: Double) {
        lock.lock()
        defer { lock.unlock() }
        let request = SVGHelperWire.Request.render(svg: data, caps: caps(maxDimension), scale: scale, largestSide: largestSide)
        let side = min(max(maxDimension, 0), 1 << 15)
        let reply = try exchange(request, path: path, maxReply: 25 + side * side * 4)
        guard let drawn = SVGHelperWire.image(in: reply, maxDimension: maxDimension) else { throw malformedReply(path: path) }
        return drawn
    }

    /// The drawing's natural size, parsed in the helper.
    public func naturalSize(_ data: Data, path: String, maxDimension: Int) throws(ImageDecodeError) -> (width: Double, height: Double) {
        lock.lock()
        defer { lock.unlock() }
        let reply = try exchange(.size(svg: data, caps: caps(maxDimension)), path: path, maxReply: SVGHelperWire.maxSmallFrame)
        guard let size = SVGHelperWire.size(in: reply) else { throw malformedReply(path: path) }
        return size
    }

    /// Stops the helper now (it is started again on the next request).
    public func stop() {
        lock.lock()
        defer { lock.unlock() }
        helper?.stop()
        helper = nil
    }

    private func caps(_ maxDimension: Int) -> SVGHelperWire.Caps {
        let (seconds, attoseconds) = timeLimit.components
        return SVGHelperWire.Caps(
            maxDimension: maxDimension, timeLimitMilliseconds: Int(seconds * 1000 + attoseconds / 1_000_000_000_000_000))
    }

    /// One request and its reply; the helper is started first when none runs, and stopped when it
    /// does not answer in time or answers out of turn.
    private func exchange(_ request: SVGHelperWire.Request, path: String, maxReply: Int) throws(ImageDecodeError) -> Data {
        let payload = SVGHelperWire.encode(request)
        // The helper stops at a request over its cap, and the SVG would be blamed for a crash: refused here.
        guard payload.count <= SVGHelperServer.maxRequestBytes else {
            throw ImageDecodeError(
                path: path, kind: .tooLarge,
                detail: "is larger than \(SVGHelperServer.maxRequestBytes >> 20) MB, too large for an icon layer")
        }
        let process = try runningHelper(path: path)
        switch process.exchange(payload, maxReply: maxReply, deadline: .now + timeLimit) {
        case .success(let reply):
            if let error = SVGHelperWire.error(in: reply, path: path) { throw error }
            return reply
        case .failure(.timedOut):
            discardHelper()
            throw ImageDecodeError(
                path: path, kind: .tooSlow,
                detail: "took longer than \(limitDescription) to draw, so librsvg (in \(Self.executableName)) was stopped; "
                    + "the SVG is too complex or hostile: simplify it or export the layer as PNG")
        case .failure(.closed):
            let ending = process.endingDescription()
            let lastWords = process.readStandardError()
            helper = nil
            if SVGHelperProcess.ranOutOfMemory(saying: lastWords) {
                throw ImageDecodeError(
                    path: path, kind: .tooLarge,
                    detail: "needs more than the \(SVGHelperServer.memoryLimit >> 20) MB of memory \(Self.executableName) may use "
                        + "to draw it; not drawn: simplify the SVG or export the layer as PNG")
            }
            throw ImageDecodeError(
                path: path, kind: .damaged,
                detail: "made librsvg fail (\(Self.executableName) \(ending) while drawing it); "
                    + "the SVG is damaged or hostile: re-export the layer, or as PNG")
        case .failure(.oversized(let length)):
            discardHelper()
            throw ImageDecodeError(
                path: path, kind: .damaged,
                detail: "was answered with \(length) bytes by \(Self.executableName), more than asked for; not drawn")
        }
    }

    /// "3 s", "0.3 s".
    private var limitDescription: String {
        let milliseconds = caps(0).timeLimitMilliseconds
        return milliseconds % 1000 == 0 ? "\(milliseconds / 1000) s" : "\(Double(milliseconds) / 1000) s"
    }

    private func runningHelper(path: String) throws(ImageDecodeError) -> SVGHelperProcess {
        if let helper, helper.isRunning { return helper }
        helper = nil
        // A relative path would be found from the current folder, which may be the repository being
        // looked at: a helper is only ever started from an absolute path.
        guard executable.hasPrefix("/") else { throw helperMissing(path: path, reason: "not an absolute path") }
        guard access(executable, X_OK) == 0 else { throw helperMissing(path: path, reason: String(cString: strerror(errno))) }
        switch SVGHelperProcess.start(executable: executable) {
        case .success(let process):
            started += 1
            helper = process
            return process
        case .failure(let failure):
            throw helperMissing(path: path, reason: String(cString: strerror(failure.code)))
        }
    }

    private func discardHelper() {
        helper?.stop()
        helper = nil
    }

    private func helperMissing(path: String, reason: String) -> ImageDecodeError {
        ImageDecodeError(
            path: path, kind: .unsupported,
            detail: "is an SVG, and \(executable), which draws SVG layers, cannot be started (\(reason)); "
                + "`make install` puts \(Self.executableName) beside iconpicker, or \(Self.environmentVariable) names it")
    }

    private func malformedReply(path: String) -> ImageDecodeError {
        discardHelper()
        return ImageDecodeError(path: path, kind: .damaged, detail: "was answered out of turn by \(Self.executableName); not drawn")
    }
}
