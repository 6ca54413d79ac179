/// The file names iOS would try for one `CFBundleIconFiles` entry, in their parts (one `stem` and
/// `fileExtension`, and a suffix per variant), each with the scale and device its whole name gives.
struct CandidateFileNames: Sendable {
    /// One of the names: the modifier appended to the stem (`@2x~ipad`, or empty), and the scale
    /// and device the whole name gives.
    struct Variant: Sendable {
        var suffix: String
        var scale: Int
        var device: Idiom?
    }

    var stem: String
    var fileExtension: String
    /// In the order of `ImageResolver.modifiers`.
    var variants: [Variant]

    /// The whole name of `variants[index]`: `stem + suffix + "." + fileExtension`.
    func name(_ index: Int) -> String { ImageResolver.joined(stem, variants[index].suffix, ".", fileExtension) }
}

extension ImageResolver {
    /// `candidateNames(for:)` in parts: the same names, in the same order, with the same scale and device.
    static func candidateFileNames(for baseName: String) -> CandidateFileNames {
        let (stem, fileExtension) = split(baseName)
        let own = writtenModifier(of: stem) ?? (1, nil)
        let stemScale = stemScale(of: stem)
        var variants: [CandidateFileNames.Variant] = []
        variants.reserveCapacity(modifiers.count)
        for modifier in modifiers {
            if modifier.suffix.isEmpty {
                variants.append(.init(suffix: "", scale: own.scale, device: own.device))
            } else {
                variants.append(
                    .init(suffix: modifier.suffix, scale: modifier.scale == 1 ? stemScale : modifier.scale, device: modifier.device))
            }
        }
        return CandidateFileNames(stem: stem, fileExtension: fileExtension, variants: variants)
    }
}
