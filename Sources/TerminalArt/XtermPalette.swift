/// The xterm palette: 16 system colours (xterm's defaults), the 6x6x6 cube and the grey ramp.
///
/// Computed here rather than asked of ncurses, whose `color_content` returns its own table, not
/// what xterm-compatible terminals show.
public enum XtermPalette {
    public static let systemColors: [(UInt8, UInt8, UInt8)] = [
        (0x00, 0x00, 0x00), (0xCD, 0x00, 0x00), (0x00, 0xCD, 0x00), (0xCD, 0xCD, 0x00),
        (0x00, 0x00, 0xEE), (0xCD, 0x00, 0xCD), (0x00, 0xCD, 0xCD), (0xE5, 0xE5, 0xE5),
        (0x7F, 0x7F, 0x7F), (0xFF, 0x00, 0x00), (0x00, 0xFF, 0x00), (0xFF, 0xFF, 0x00),
        (0x5C, 0x5C, 0xFF), (0xFF, 0x00, 0xFF), (0x00, 0xFF, 0xFF), (0xFF, 0xFF, 0xFF),
    ]

    static let cubeLevels: [UInt8] = [0, 95, 135, 175, 215, 255]

    /// The RGB value of palette entry `index`.
    public static func rgb(_ index: Int) -> (UInt8, UInt8, UInt8) {
        switch index {
        case 0..<16: return systemColors[index]
        case 16..<232:
            let value = index - 16
            return (cubeLevels[value / 36], cubeLevels[value / 6 % 6], cubeLevels[value % 6])
        default:
            let grey = UInt8(8 + 10 * (min(max(index, 232), 255) - 232))
            return (grey, grey, grey)
        }
    }

    /// Candidate entries with their OKLab values, for nearest-colour search.
    public struct Candidates: Sendable {
        let indices: [UInt8]
        let labs: [ColorScience.Lab]

        init(_ range: Range<Int>) {
            indices = range.map(UInt8.init)
            labs = range.map { ColorScience.lab(bytes: XtermPalette.rgb($0)) }
        }

        /// The entry nearest to `lab` in OKLab.
        public func nearest(_ lab: ColorScience.Lab) -> UInt8 {
            var best = 0
            var bestDistance = Float.infinity
            for index in labs.indices {
                let distance = labs[index].distanceSquared(to: lab)
                if distance < bestDistance {
                    bestDistance = distance
                    best = index
                }
            }
            return indices[best]
        }
    }

    /// The cube and grey ramp (16–255): what every 256-colour terminal shows the same way.
    public static let extended = Candidates(16..<256)
    public static let sixteen = Candidates(0..<16)
    public static let eight = Candidates(0..<8)
}
