import Foundation

/// The colour-space chunks a PNG declares (`sRGB`, `iCCP`, `cHRM`, `gAMA`, `cICP`), as whole chunks,
/// so pictures made from it (its icon sizes) say the same: a Display P3 icon scaled down is still P3.
/// Scaling in linear light is right for both, as they share sRGB's transfer curve.
public struct PNGColorSpace: Equatable, Sendable {
    /// Whole chunks, in the source's order, written after IHDR.
    let chunks: [UInt8]

    /// sRGB with the perceptual intent (the chunk libpng writes for it).
    public static let sRGB = PNGColorSpace(chunks: PNGChunkList.chunk("sRGB", [0][...]))

    static let types: Set<String> = ["sRGB", "iCCP", "cHRM", "gAMA", "cICP"]

    /// What `png` declares before its image data; nil when it declares none (or is unreadable).
    public static func of(_ png: Data) -> PNGColorSpace? {
        let bytes = [UInt8](png)
        guard let list = try? PNGChunkList(bytes) else { return nil }
        let declared = list.chunks.prefix { $0.type != "IDAT" }.filter { types.contains($0.type) }
        guard !declared.isEmpty else { return nil }
        return PNGColorSpace(chunks: declared.flatMap { bytes[$0.whole] })
    }
}
