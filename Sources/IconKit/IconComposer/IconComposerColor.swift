/// A colour as `icon.json` writes it, `<space>:<components>` (`display-p3:0.15,0.36,0.79,1`,
/// `extended-gray:0.5,1`), kept in its own colour space: converting to sRGB is the compositor's job,
/// and lint reads alpha as written.
public struct IconComposerColor: Equatable, Hashable, Sendable {
    /// The colour spaces Icon Composer writes. Extended spaces allow components outside 0…1 (wide
    /// gamut, HDR); grey spaces carry one component that stands for red, green and blue.
    public enum Space: String, CaseIterable, Sendable {
        case srgb
        case extendedSRGB = "extended-srgb"
        case displayP3 = "display-p3"
        case gray
        case extendedGray = "extended-gray"
        case extendedLinearSRGB = "extended-linear-srgb"

        /// Grey spaces write `white,alpha`; the others `red,green,blue,alpha`.
        var isGrey: Bool { self == .gray || self == .extendedGray }
    }

    public var space: Space
    /// Components in `space`, before any transfer function is undone; grey is repeated into all three.
    public var red: Double
    public var green: Double
    public var blue: Double
    public var alpha: Double

    public init(space: Space, red: Double, green: Double, blue: Double, alpha: Double) {
        self.space = space
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// Parses `space:c1,c2,…`; nil when the space is unknown, a component is not a finite number, or
    /// the count does not fit the space (alpha may be left out: opaque).
    public init?(parsing text: String) {
        guard let colon = text.firstIndex(of: ":"),
            let space = Space(rawValue: text[..<colon].trimmingCharacters(in: .whitespaces))
        else { return nil }
        var numbers: [Double] = []
        for part in text[text.index(after: colon)...].split(separator: ",", omittingEmptySubsequences: false) {
            guard let number = Double(part.trimmingCharacters(in: .whitespaces)), number.isFinite else { return nil }
            numbers.append(number)
        }
        let colourCount = space.isGrey ? 1 : 3
        guard numbers.count == colourCount || numbers.count == colourCount + 1 else { return nil }
        let alpha = numbers.count > colourCount ? numbers[colourCount] : 1
        if space.isGrey {
            self.init(space: space, red: numbers[0], green: numbers[0], blue: numbers[0], alpha: alpha)
        } else {
            self.init(space: space, red: numbers[0], green: numbers[1], blue: numbers[2], alpha: alpha)
        }
    }
}
