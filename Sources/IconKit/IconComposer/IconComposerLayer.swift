/// One layer of a group: an image from `Assets/`, drawn in its own colours or filled through its alpha.
/// Glass is kept only so lint and the UI can say what the flat preview leaves out.
public struct IconComposerLayer: Equatable, Sendable {
    public var name: String?
    /// File names in `Assets/`; may differ per appearance (`image-name-specializations`).
    public var imageName: IconComposerSpecialized<String>
    /// Absent means `.none`: the image's own colours.
    public var fill: IconComposerSpecialized<IconComposerFill>
    public var opacity: IconComposerSpecialized<Double>
    public var hidden: IconComposerSpecialized<Bool>
    public var blendMode: IconComposerSpecialized<IconComposerBlendMode>
    public var position: IconComposerSpecialized<IconComposerPosition>
    public var glass: IconComposerSpecialized<Bool>
    /// Where the layer is in `icon.json` (`groups[0].layers[1]`), for messages.
    public var keyPath: String

    public init(
        name: String? = nil, imageName: IconComposerSpecialized<String> = .init(),
        fill: IconComposerSpecialized<IconComposerFill> = .init(), opacity: IconComposerSpecialized<Double> = .init(),
        hidden: IconComposerSpecialized<Bool> = .init(), blendMode: IconComposerSpecialized<IconComposerBlendMode> = .init(),
        position: IconComposerSpecialized<IconComposerPosition> = .init(), glass: IconComposerSpecialized<Bool> = .init(),
        keyPath: String
    ) {
        self.name = name
        self.imageName = imageName
        self.fill = fill
        self.opacity = opacity
        self.hidden = hidden
        self.blendMode = blendMode
        self.position = position
        self.glass = glass
        self.keyPath = keyPath
    }
}
