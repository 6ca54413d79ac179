/// The app's compiled asset catalog (`Payload/<Name>.app/Assets.car`), found in the directory and read
/// only when asked: stored, it is read piece by piece where it lies (listing reads its index, never its
/// pixels); deflated, it is inflated once, whole, within `IPAReader.Limits.maxCatalogSize` (deflate
/// cannot be entered in the middle, and a catalog's index is spread through it).
public struct ArchivedCatalog: Sendable {
    /// The archive's path, as given.
    let archive: String
    /// How errors name it: `A.app/Assets.car`.
    public let entryName: String
    let entry: ZipEntry
    /// Where its data lies in the archive, or why that could not be found.
    let range: Result<Range<Int>, ArchiveError>
    let reader: ZipEntryReader
    let limits: IPAReader.Limits

    /// Its size uncompressed, as its header declares.
    public var size: Int { entry.uncompressedSize }

    /// Stored without compression: `read(at:count:)` reads it in place.
    public var isStored: Bool { entry.method == 0 }

    /// `count` bytes at `offset` of a stored catalog, read where they lie in the archive.
    ///
    /// - Throws: `ArchiveError` naming the entry: damaged, compressed, or the bytes outside it.
    public func read(at offset: Int, count: Int) throws(ArchiveError) -> [UInt8] {
        let range = try range.get()
        guard isStored, entry.flags & 0x1 == 0, range.count == entry.uncompressedSize else {
            throw damaged("it is compressed or encrypted, so it cannot be read in place")
        }
        guard offset >= 0, count >= 0, offset <= range.count, count <= range.count - offset else {
            throw damaged("a read at \(offset) of \(count) bytes lies outside its \(range.count) bytes")
        }
        do {
            return try reader.file.read(at: range.lowerBound + offset, count: count)
        } catch {
            throw damaged("its data lies outside the file")
        }
    }

    /// The whole catalog, inflated once and its CRC-32 checked, refused before a byte is inflated when
    /// its header declares more than `maxCatalogSize` bytes or a bomb's ratio.
    ///
    /// - Throws: `ArchiveError` naming the entry.
    public func contents() throws(ArchiveError) -> [UInt8] {
        guard size <= limits.maxCatalogSize else {
            throw .entryTooLarge(archive: archive, entry: entryName, size: size, limit: limits.maxCatalogSize)
        }
        let ratio = size / max(1, entry.compressedSize)
        guard ratio <= limits.maxRatio else {
            throw .suspiciousCompressionRatio(archive: archive, entry: entryName, ratio: ratio, limit: limits.maxRatio)
        }
        let range = try range.get()
        do {
            return try reader.contents(of: entry, range: range)
        } catch {
            switch error {
            case .damaged(let detail): throw damaged(detail)
            case .exceedsDeclaredSize: throw .dataExceedsDeclaredSize(archive: archive, entry: entryName, totalLimit: limits.maxCatalogSize)
            }
        }
    }

    private func damaged(_ detail: String) -> ArchiveError {
        .damagedEntry(archive: archive, entry: entryName, detail: detail)
    }
}
