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
    /// The helper's address space (`RLIMIT_AS`): drawing the largest layer (4096x4096: its surface,
    /// its pixels and the reply, ~200 MB) and the ~125 MB the process starts with fit several times
    /// over, and it stays under 1 GB. librsvg decodes an embedded picture at the size it declares: a
    /// 398-byte SVG grew the helper to 3.7 GB before its time limit. An allocation over the limit
    /// fails instead, and iconpicker reports the layer as too large. A cgroup would also bound the
    /// page cache and children, but needs a delegated cgroup few users have; the limit works anywhere.
    public static let memoryLimit = 768 << 20

    /// Serves until the other end closes, within `memoryLimit`; returns the exit status (0 at a
    /// clean end).
    public static func serve(input: Int32 = STDIN_FILENO, output: Int32 = STDOUT_FILENO) -> Int32 {
        limitMemory()
        while true {
            guard let payload = readFrame(from: input) else { return 0 }
            guard let request = SVGHelperWire.decodeRequest(payload) else { return 2 }
            let reply = answer(request)
            guard writeAll(SVGHelperWire.header(of: reply), to: output), writeAll(reply, to: output) else { return 0 }
            alarm(0)
        }
    }

    /// The reply to one request, the alarm set for its time limit (two seconds more: iconpicker
    /// stops a slow helper itself; the alarm is for a helper whose iconpicker is gone).
    static func answer(_ request: SVGHelperWire.Request) -> Data {
        let caps: SVGHelperWire.Caps
        switch request {
        case .size(_, let requestCaps), .render(_, let requestCaps, _, _): caps = requestCaps
        }
        alarm(UInt32(clamping: caps.timeLimitMilliseconds / 1000 + 2))
        let decoder = SVGDecoder(
            maxDimension: caps.maxDimension, maxFileSize: maxRequestBytes, timeLimit: Double(caps.timeLimitMilliseconds) / 1000)
        do throws(ImageDecodeError) {
            switch request {
            case .size(let svg, _):
                let parsed = try decoder.parse(svg, path: "")
                return SVGHelperWire.sizeReply(width: parsed.naturalWidth, height: parsed.naturalHeight)
            case .render(let svg, _, let scale, let largestSide):
                let drawn = try decoder.decode(svg, path: "") { natural in
                    min(scale, largestSide / max(1, natural.width, natural.height))
                }
                return SVGHelperWire.imageReply(drawn.image, naturalWidth: drawn.naturalWidth, naturalHeight: drawn.naturalHeight)
            }
        } catch {
            return SVGHelperWire.errorReply(error)
        }
    }

    /// Lowers the address-space limit to `memoryLimit` (never raises one the parent set lower).
    static func limitMemory() {
        var limit = rlimit()
        guard getrlimit(__rlimit_resource_t(RLIMIT_AS.rawValue), &limit) == 0 else { return }
        let wanted = rlim_t(memoryLimit)
        limit.rlim_cur = min(limit.rlim_cur, wanted)
        limit.rlim_max = min(limit.rlim_max, wanted)
        _ = setrlimit(__rlimit_resource_t(RLIMIT_AS.rawValue), &limit)
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
