import Basics
import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// Reads property lists from untrusted files: XML, binary and old-style (OpenStep) text.
///
/// Only `PropertyListSerialization` is used, never `PropertyListDecoder`, which traps on malformed
/// binary input (a bad UTF-16 length: SIGILL). Binary input passes `BinaryPropertyListGuard` first, and every
/// file is capped in size before a byte is parsed.
public struct PropertyListReader: Sendable {
    public enum Format: String, Sendable { case xml, binary, openStep }

    /// The largest file accepted; a real Info.plist is a few KB, a large project.pbxproj under 1 MB.
    var maxFileSize: Int
    var binaryGuard: BinaryPropertyListGuard

    public init(maxFileSize: Int = 16 << 20, binaryGuard: BinaryPropertyListGuard = .init()) {
        self.maxFileSize = maxFileSize
        self.binaryGuard = binaryGuard
    }

    /// Reads and parses the file at `path`; the result is Foundation's untyped tree.
    public func read(path: String) throws -> (root: Any, format: Format) {
        let data = try readBytes(path: path)
        return try parse(data, path: path)
    }

    /// Reads and parses the file at `path` into typed values: what `InfoPlistParser` reads.
    public func readValue(path: String) throws -> (root: PlistValue, format: Format) {
        let data = try readBytes(path: path)
        return try parseValue(data, path: path)
    }

    /// Reads at most `maxFileSize` bytes, reporting a missing, unreadable or oversized file by name.
    /// A FIFO, a device or a folder is refused at once (`RegularFile`), never waited on.
    public func readBytes(path: String) throws -> Data {
        do {
            return try RegularFile.read(path: path, limit: maxFileSize)
        } catch .missing {
            throw PropertyListError.missing(path: path)
        } catch .tooLarge(let size, let limit) {
            throw PropertyListError.fileTooLarge(path: path, size: size, limit: limit)
        } catch {
            throw PropertyListError.unreadable(path: path, reason: error.reason)
        }
    }

    /// Parses bytes already in memory; `path` only names the source in errors.
    func parse(_ data: Data, path: String) throws -> (root: Any, format: Format) {
        let format = try checkedFormat(data, path: path)
        if format == .xml, let root = data.withUnsafeBytes({ XMLPropertyListParser().parse($0) }) {
            return (root.foundationValue, .xml)
        }
        return (try foundationParse(data, path: path, format: format), format)
    }

    /// Parses bytes already in memory into typed values; `path` only names the source in errors.
    func parseValue(_ data: Data, path: String) throws -> (root: PlistValue, format: Format) {
        let format = try checkedFormat(data, path: path)
        // Our own walk builds typed values directly; Foundation only judges what it declines.
        if format == .xml, let root = data.withUnsafeBytes({ XMLPropertyListParser().parse($0) }) { return (root, .xml) }
        return (PlistValue(converting: try foundationParse(data, path: path, format: format)), format)
    }

    /// The format, after the checks that come before any parse: the size, the first bytes, and the
    /// structure of a binary file.
    private func checkedFormat(_ data: Data, path: String) throws -> Format {
        guard data.count <= maxFileSize else {
            throw PropertyListError.fileTooLarge(path: path, size: data.count, limit: maxFileSize)
        }
        guard let format = Self.sniff(data) else {
            throw PropertyListError.notAPropertyList(path: path, detail: "it is neither XML, binary nor old-style text")
        }
        if format == .binary {
            do {
                try data.withUnsafeBytes { try binaryGuard.validate($0) }
            } catch let rejection as BinaryPropertyListGuard.Rejection {
                throw PropertyListError.unsafePropertyList(path: path, reason: rejection.reason)
            }
        }
        return format
    }

    /// Foundation's parse of a file whose format and structure were checked.
    private func foundationParse(_ data: Data, path: String, format: Format) throws -> Any {
        guard format == .openStep else { return try serialize(data, path: path) }
        // Foundation prints the reason for rejecting old-style text to stderr; capture it so it
        // becomes part of our error instead of landing on the user's screen.
        let capture = StandardErrorCapture()
        let result = Result { try serialize(data, path: path) }
        let printed = capture.finish()
        switch result {
        case .success(let root): return root
        case .failure(let error as PropertyListError):
            if case .notAPropertyList(let path, let detail) = error, !printed.isEmpty {
                throw PropertyListError.notAPropertyList(path: path, detail: Self.condense(Self.parserLine(in: printed)) ?? detail)
            }
            throw error
        case .failure(let error): throw error
        }
    }

    private func serialize(_ data: Data, path: String) throws -> Any {
        do {
            return try PropertyListSerialization.propertyList(from: data, options: [], format: nil)
        } catch {
            let nsError = error as NSError
            let debug = nsError.userInfo[NSDebugDescriptionErrorKey] as? String
            throw PropertyListError.notAPropertyList(path: path, detail: Self.condense(debug) ?? "the parser rejected it")
        }
    }

    /// Decides the format from the first bytes, so a damaged binary file is never re-read as text
    /// (Foundation would then report a misleading "Unexpected character b at line 1").
    static func sniff(_ data: Data) -> Format? {
        if data.starts(with: Array("bplist".utf8)) { return .binary }
        var index = data.startIndex
        if data.starts(with: [0xEF, 0xBB, 0xBF]) { index += 3 }
        while index < data.endIndex, [0x20, 0x09, 0x0A, 0x0D].contains(data[index]) { index += 1 }
        guard index < data.endIndex else { return nil }
        switch data[index] {
        case UInt8(ascii: "<"): return .xml
        case UInt8(ascii: "{"), UInt8(ascii: "("), UInt8(ascii: "\""), UInt8(ascii: "/"): return .openStep
        default: return nil
        }
    }

    /// Foundation's own complaint among what stderr received during the parse: another thread's
    /// output (the test runner's progress lines, a background decoder's warning) may have landed in
    /// the capture too, and must not become the error's reason.
    static func parserLine(in captured: String) -> String? {
        captured.split(whereSeparator: \.isNewline).first { $0.contains("plist parser") || $0.contains("CFPropertyList") }
            .map(String.init)
    }

    /// One line, without Foundation's log prefixes (`2026-… iconpicker[123:4] CFPropertyList…(): `)
    /// and its "Parsing will be abandoned" coda, trimmed to a readable length.
    static func condense(_ text: String?) -> String? {
        guard let text else { return nil }
        var line = text.split(whereSeparator: \.isNewline).first.map(String.init) ?? ""
        if let close = line.range(of: "] "), line.hasPrefix("20") { line = String(line[close.upperBound...]) }
        if let colon = line.range(of: "(): ") { line = String(line[colon.upperBound...]) }
        line = line.replacingOccurrences(of: "Old-style plist parser: ", with: "")
        if let coda = line.range(of: " Parsing will be abandoned") { line = String(line[..<coda.lowerBound]) }
        line = line.trimmingCharacters(in: .whitespaces)
        if line.hasSuffix(".") { line.removeLast() }
        guard !line.isEmpty else { return nil }
        return line.count > 160 ? String(line.prefix(159)) + "\u{2026}" : line
    }
}
