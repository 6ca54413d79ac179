import IconKit

/// A fill resolved for one appearance, ready to give a colour at any point of a rectangle.
/// `automatic` is the system's choice, which a flat preview can only approximate: white in the
/// default appearance, a near-black gradient in dark and tinted.
struct FillPaint: Sendable {
    /// Colour stops, evenly spaced from `start` to `stop` (unit coordinates of the painted rectangle).
    let stops: [SRGBColor]
    let start: SIMD2<Float>
    let stop: SIMD2<Float>

    init(stops: [SRGBColor], orientation: GradientOrientation = .topToBottom) {
        self.stops = stops.isEmpty ? [.clear] : stops
        let drawn = orientation == Self.iconComposerDefault ? Self.iconComposerDefaultAsDrawn : orientation
        start = SIMD2(Float(drawn.startX), Float(drawn.startY))
        stop = SIMD2(Float(drawn.stopX), Float(drawn.stopY))
    }

    /// The orientation Icon Composer writes for a new gradient (start y 0, stop y 0.7) …
    static let iconComposerDefault = GradientOrientation(startX: 0.5, startY: 0, stopX: 0.5, stopY: 0.7)
    /// … is drawn in its exports from 10 % to 90 % of the height (measured on two apps' exports: the
    /// first colour to y 0.1, linear, the last from y 0.9). How other orientations map is not known,
    /// so they are taken as written.
    static let iconComposerDefaultAsDrawn = GradientOrientation(startX: 0.5, startY: 0.1, stopX: 0.5, stopY: 0.9)

    /// nil for `none`: nothing is painted (a layer keeps its image's colours).
    init?(_ fill: IconComposerFill, appearance: IconAppearance) {
        switch fill {
        case .none: return nil
        case .automatic:
            self = appearance == .any ? Self.lightSystem : Self.darkSystem
        case .systemLight:
            self = Self.lightSystem
        case .systemDark:
            self = Self.darkSystem
        case .solid(let color):
            self.init(stops: [SRGBColor(color)])
        case .automaticGradient(let seed):
            // Icon Composer ramps from a lighter tint of the colour at the top to the colour itself.
            let colour = SRGBColor(seed)
            self.init(stops: [colour.mixed(with: SRGBColor(red: 1, green: 1, blue: 1, alpha: colour.alpha), 0.25), colour])
        case .linearGradient(let colors, let orientation):
            self.init(stops: colors.map(SRGBColor.init), orientation: orientation)
        }
    }

    static let lightSystem = FillPaint(stops: [.white])

    static let darkSystem = FillPaint(
        stops: [SRGBColor(red: 0.2, green: 0.2, blue: 0.21, alpha: 1), SRGBColor(red: 0.07, green: 0.07, blue: 0.08, alpha: 1)])

    /// Premultiplied colour at unit position `point`: projected onto the start→stop line, clamped.
    func color(at point: SIMD2<Float>) -> SIMD4<Float> {
        guard stops.count > 1 else { return Self.premultiplied(stops[0]) }
        let direction = stop - start
        let lengthSquared = (direction * direction).sum()
        let t = lengthSquared > 0 ? min(1, max(0, ((point - start) * direction).sum() / lengthSquared)) : 0
        let position = t * Float(stops.count - 1)
        let index = min(stops.count - 2, Int(position))
        let colour = stops[index].mixed(with: stops[index + 1], position - Float(index))
        return Self.premultiplied(colour)
    }

    /// Whether every point has the same colour (skip per-pixel work).
    var isUniform: Bool { stops.count == 1 || stops.dropFirst().allSatisfy { $0 == stops[0] } }

    static func premultiplied(_ colour: SRGBColor) -> SIMD4<Float> {
        SIMD4(colour.red * colour.alpha, colour.green * colour.alpha, colour.blue * colour.alpha, colour.alpha)
    }
}
