import Basics
import Glibc

/// Where a catalog's bytes come from: an array already in memory, an open file read piece by piece
/// (`pread`), or a reader of pieces (a catalog stored uncompressed inside an `.ipa`), so that listing a
/// catalog reads its index (the BOM tables, tree nodes, keys and CSI headers) and never its pixels. The
/// file is not mapped: one truncated under a mapping would end the process with SIGBUS; a file changed
/// after opening only makes later reads fail as damaged.
final class CatalogSource: @unchecked Sendable {
    private enum Storage {
        case memory([UInt8])
        case file(Int32)
        case pieces(CompiledCatalog.PieceReader)
    }

    private let storage: Storage
    let size: Int

    init(bytes: [UInt8]) {
        storage = .memory(bytes)
        size = bytes.count
    }

    init(size: Int, pieces: @escaping CompiledCatalog.PieceReader) {
        storage = .pieces(pieces)
        self.size = max(0, size)
    }

    init(path: String, limit: Int) throws(CompiledCatalogError) {
        let descriptor: Int32
        do {
            descriptor = try RegularFile.openForReading(path: path)
        } catch {
            throw CompiledCatalogError(.unreadable, "\(path) could not be read: \(error.reason)")
        }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else {
            close(descriptor)
            throw CompiledCatalogError(.unreadable, "\(path) could not be read")
        }
        size = Int(clamping: status.st_size)
        storage = .file(descriptor)
        guard size <= limit else { throw .limit("\(path) is \(size) bytes, over the \(limit)-byte limit for a catalog") }
    }

    deinit {
        if case .file(let descriptor) = storage { close(descriptor) }
    }

    /// The bytes at `offset..<offset + count`, which must lie inside the source.
    func read(_ offset: Int, count: Int, _ what: @autoclosure () -> String) throws(CompiledCatalogError) -> ByteReader {
        guard offset >= 0, count >= 0, offset <= size, count <= size - offset else {
            throw .damaged("\(what()) lies outside the \(size)-byte file")
        }
        switch storage {
        case .memory(let bytes):
            return ByteReader(bytes, range: offset..<offset + count)
        case .file(let descriptor):
            var filled = 0
            let bytes = [UInt8](unsafeUninitializedCapacity: count) { buffer, initialized in
                while filled < count {
                    let got = pread(descriptor, buffer.baseAddress.map { $0 + filled }, count - filled, off_t(offset + filled))
                    if got <= 0 { break }
                    filled += got
                }
                initialized = filled
            }
            guard filled == count else { throw .damaged("\(what()) could not be read whole (the file changed or is cut short)") }
            return ByteReader(bytes, range: 0..<count, origin: offset)
        case .pieces(let read):
            let bytes: [UInt8]
            do {
                bytes = try read(offset, count)
            } catch {
                throw CompiledCatalogError(.unreadable, "\(what()) could not be read: \(error)")
            }
            guard bytes.count == count else { throw .damaged("\(what()) could not be read whole") }
            return ByteReader(bytes, range: 0..<count, origin: offset)
        }
    }
}
