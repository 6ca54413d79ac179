import Basics
import Foundation

/// An Info.plist with `INFOPLIST_PREPROCESS = YES`, run through the C preprocessor as Xcode runs it
/// (`cpp` in traditional mode, with `INFOPLIST_PREFIX_HEADER` included first and each of
/// `INFOPLIST_PREPROCESSOR_DEFINITIONS` defined), so an app whose icon names are macros shows the
/// icons it builds.
///
/// The plist and the header are the repository's, so `cpp` runs bounded (`BoundedProcess`): an
/// `#include` of a FIFO or of `/dev/zero` is cut off, not waited for.
struct InfoPlistPreprocessor: Sendable {
    /// Longest a run may take.
    static let timeLimit: Double = 3
    /// Most bytes of output read (a plist is far smaller; more is a runaway include).
    static let maximumOutput = 8 << 20

    enum Failure: Error, Equatable {
        /// No `cpp` on this machine.
        case noPreprocessor
        /// `cpp` ran out of time, wrote too much, or failed; `detail` says which.
        case failed(detail: String)
    }

    /// Where the preprocessor is looked for, in order.
    var candidates = ["/usr/bin/cpp", "/usr/local/bin/cpp", "/bin/cpp"]

    /// The preprocessed text of the plist at `path`.
    func preprocess(_ path: String, prefixHeader: String?, definitions: [String]) throws(Failure) -> Data {
        guard let cpp = candidates.first(where: { FileManager.default.isExecutableFile(atPath: $0) }) else { throw .noPreprocessor }
        var arguments = ["-P", "-traditional-cpp", "-undef", "-x", "c", "-w"]
        if let prefixHeader { arguments += ["-include", prefixHeader] }
        arguments += definitions.filter { !$0.isEmpty }.map { "-D" + $0 }
        arguments.append(path)
        do {
            return try BoundedProcess.run(
                cpp, arguments, limits: .init(seconds: Self.timeLimit, outputBytes: Self.maximumOutput, memoryBytes: 512 << 20))
        } catch {
            throw .failed(detail: error.description)
        }
    }
}
