import Basics
import Synchronization

/// Pixels decoded once for a run over several build configurations: an image file is the same in
/// each, so the App Store icon and the dark and tinted images are not decoded once per configuration.
/// Lives as long as one `Linter.lint(configurations:)`.
final class SharedPixels: IconPixelReader {
    private let reader: any IconPixelReader
    private let decoded = Mutex<[String: Result<RGBAImage, any Error>]>([:])

    init(_ reader: any IconPixelReader) {
        self.reader = reader
    }

    func pixels(of path: String) throws -> RGBAImage {
        if let known = decoded.withLock({ $0[path] }) { return try known.get() }
        let result = Result { try reader.pixels(of: path) }
        decoded.withLock { $0[path] = result }
        return try result.get()
    }
}
