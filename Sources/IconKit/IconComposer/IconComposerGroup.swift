/// A group of layers that Icon Composer lights and shades as one piece of glass. The flat preview
/// uses its layers, position, opacity, blend mode and `hidden`; shadow, translucency, specular,
/// lighting and blur are read by no one and not modelled.
public struct IconComposerGroup: Equatable, Sendable {
    public var name: String?
    /// Front-most first, as `icon.json` lists them.
    public var layers: [IconComposerLayer]
    public var opacity: IconComposerSpecialized<Double>
    public var hidden: IconComposerSpecialized<Bool>
    public var blendMode: IconComposerSpecialized<IconComposerBlendMode>
    public var position: IconComposerSpecialized<IconComposerPosition>
    /// Where the group is in `icon.json` (`groups[0]`), for messages.
    public var keyPath: String

    public init(
        name: String? = nil, layers: [IconComposerLayer] = [], opacity: IconComposerSpecialized<Double> = .init(),
        hidden: IconComposerSpecialized<Bool> = .init(), blendMode: IconComposerSpecialized<IconComposerBlendMode> = .init(),
        position: IconComposerSpecialized<IconComposerPosition> = .init(), keyPath: String
    ) {
        self.name = name
        self.layers = layers
        self.opacity = opacity
        self.hidden = hidden
        self.blendMode = blendMode
        self.position = position
        self.keyPath = keyPath
    }
}
