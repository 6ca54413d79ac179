/// Where a layer or group sits: `scale` multiplies the image's own size, the translation moves its
/// centre from the canvas centre, in points of the 1024-point canvas (y downwards).
public struct IconComposerPosition: Equatable, Hashable, Sendable {
    public var scale: Double
    public var translationX: Double
    public var translationY: Double

    public init(scale: Double, translationX: Double, translationY: Double) {
        self.scale = scale
        self.translationX = translationX
        self.translationY = translationY
    }

    /// No `position` key: natural size, centred.
    public static let identity = IconComposerPosition(scale: 1, translationX: 0, translationY: 0)
}
