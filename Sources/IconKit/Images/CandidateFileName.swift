/// One file name iOS would try for a `CFBundleIconFiles` entry, kept in its parts (`stem`,
/// `suffix`, `.`, `fileExtension`) so that the index can be asked for it without building the name:
/// eight names per icon, each a heap-allocated string hashed once and thrown away, were a seventh of
/// `list` at 1,000 alternates.
struct CandidateFileName: Sendable {
    var stem: String
    /// The modifier appended to the stem (`@2x~ipad`), or empty.
    var suffix: String
    var fileExtension: String
    var scale: Int
    var device: Idiom?

    /// The whole name, `stem + suffix + "." + fileExtension`.
    var name: String { ImageResolver.joined(stem, suffix, ".", fileExtension) }
}

extension ImageResolver {
    /// `candidateNames(for:)` in parts: the same names, in the same order, with the same scale and device.
    static func candidateFileNames(for baseName: String) -> [CandidateFileName] {
        let (stem, fileExtension) = split(baseName)
        let own = writtenModifier(of: stem) ?? (1, nil)
        let stemScale = stemScale(of: stem)
        var names: [CandidateFileName] = []
        names.reserveCapacity(modifiers.count)
        for modifier in modifiers {
            if modifier.suffix.isEmpty {
                names.append(CandidateFileName(stem: stem, suffix: "", fileExtension: fileExtension, scale: own.scale, device: own.device))
            } else {
                names.append(
                    CandidateFileName(
                        stem: stem, suffix: modifier.suffix, fileExtension: fileExtension,
                        scale: modifier.scale == 1 ? stemScale : modifier.scale, device: modifier.device))
            }
        }
        return names
    }
}
