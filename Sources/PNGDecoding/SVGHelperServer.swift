import Basics
import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// The helper's side of the socket (`iconpicker-svg`): reads requests on standard input, answers on
/// standard output, and parses and renders with `SVGDecoder` (librsvg, loaded on the first request).
/// It ends when iconpicker closes its end, on a request it cannot read, or — whatever iconpicker
/// does — by SIGALRM a little after a request's time limit, so a hung librsvg never outlives it.
public enum SVGHelperServer {
    /// The largest request: an SVG of `ImageFileDecoder`'s 32 MB cap, twice over, and its fields.
    static let maxRequestBytes = 64 << 20

    /// Serves until the other end closes; returns the exit status (0 at a clean end).
    public static func serve(input: Int32 = STDIN_FILENO, output: Int32 = STDOUT_FILENO) -> Int32 {
        closeInheritedDescriptors()
        var current: (parsed: ParsedSVG, decoder: SVGDecoder)?
        while true {
            guard let payload = readFrame(from: input) else { return 0 }
            guard let request = SVGHelperWire.decodeRequest(payload) else { return 2 }
            let reply: Data
            switch request {
            case .parse(let svg, let maxDimension, let milliseconds):
                alarm(UInt32(clamping: milliseconds / 1000 + 2))
                current = nil
                let decoder = SVGDecoder(maxDimension: maxDimension, maxFileSize: maxRequestBytes, timeLimit: Double(milliseconds) / 1000)
                do throws(ImageDecodeError) {
                    let parsed = try decoder.parse(svg, path: "")
                    current = (parsed, decoder)
                    reply = SVGHelperWire.sizeReply(width: parsed.naturalWidth, height: parsed.naturalHeight)
                } catch {
                    reply = SVGHelperWire.errorReply(error)
                }
            case .render(let scale):
                reply = render(current, scale: scale)
            }
            guard writeAll(SVGHelperWire.frame(reply), to: output) else { return 0 }
            alarm(0)
        }
    }

    /// Closes every descriptor above standard error: iconpicker's files and terminal are not the
    /// helper's (posix_spawn's closefrom action is not visible to Swift).
    static func closeInheritedDescriptors() {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd") else { return }
        for descriptor in names.compactMap({ Int32($0) }) where descriptor > STDERR_FILENO {
            close(descriptor)
        }
    }

    private static func render(_ current: (parsed: ParsedSVG, decoder: SVGDecoder)?, scale: Double) -> Data {
        guard let current else {
            return SVGHelperWire.errorReply(ImageDecodeError(path: "", kind: .damaged, detail: "was not read before being drawn"))
        }
        do throws(ImageDecodeError) {
            return SVGHelperWire.imageReply(try current.decoder.render(current.parsed, scale: scale, path: ""))
        } catch {
            return SVGHelperWire.errorReply(error)
        }
    }

    /// One frame's payload; `nil` at the end of input, on a read error or an oversized frame.
    static func readFrame(from descriptor: Int32) -> Data? {
        guard let header = readExactly(4, from: descriptor) else { return nil }
        let length = header.withUnsafeBytes { Int(UInt32(littleEndian: $0.loadUnaligned(as: UInt32.self))) }
        guard length <= maxRequestBytes else { return nil }
        return readExactly(length, from: descriptor)
    }

    private static func readExactly(_ count: Int, from descriptor: Int32) -> Data? {
        var data = Data(count: count)
        var filled = 0
        while filled < count {
            let got = data.withUnsafeMutableBytes { buffer in
                read(descriptor, buffer.baseAddress.map { $0 + filled }, count - filled)
            }
            if got < 0 && errno == EINTR { continue }
            guard got > 0 else { return nil }
            filled += got
        }
        return data
    }

    private static func writeAll(_ data: Data, to descriptor: Int32) -> Bool {
        var sent = 0
        while sent < data.count {
            let wrote = data.withUnsafeBytes { buffer in
                write(descriptor, buffer.baseAddress.map { $0 + sent }, data.count - sent)
            }
            if wrote < 0 && errno == EINTR { continue }
            guard wrote > 0 else { return false }
            sent += wrote
        }
        return true
    }
}
