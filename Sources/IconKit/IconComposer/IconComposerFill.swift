/// What paints an area: the document's background, or a layer's artwork through its alpha.
public enum IconComposerFill: Equatable, Hashable, Sendable {
    /// A layer keeps its image's own colours (`"none"`).
    case none
    /// The system picks the fill (`"automatic"`): white behind the artwork in the light appearance.
    case automatic
    /// `"system-light"` / `"system-dark"`: the system's own light or dark background, chosen
    /// explicitly rather than per appearance.
    case systemLight
    case systemDark
    case solid(IconComposerColor)
    /// `{"automatic-gradient": colour}`: a light-to-dark ramp the system derives from one colour.
    case automaticGradient(IconComposerColor)
    /// `{"linear-gradient": [c1, c2, …], "orientation": …}`; without an orientation, top to bottom.
    case linearGradient([IconComposerColor], orientation: GradientOrientation)
}

/// Where a linear gradient starts and stops, in unit coordinates of the canvas (0,0 top left).
public struct GradientOrientation: Equatable, Hashable, Sendable {
    public var startX: Double
    public var startY: Double
    public var stopX: Double
    public var stopY: Double

    public init(startX: Double, startY: Double, stopX: Double, stopY: Double) {
        self.startX = startX
        self.startY = startY
        self.stopX = stopX
        self.stopY = stopY
    }

    /// Icon Composer's default: straight down the middle, top to bottom.
    public static let topToBottom = GradientOrientation(startX: 0.5, startY: 0, stopX: 0.5, stopY: 1)
}
