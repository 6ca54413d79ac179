import Basics
import ImageDecoding

/// A `.icon` flattened for one appearance: what Icon Composer's glass, specular highlights,
/// shadows, translucency and blur would add is not in it (the UI says so), nor the home-screen mask
/// (the terminal renderer applies that, as for every icon).
public struct FlatIconPreview: Sendable {
    /// Square, straight-alpha sRGB.
    public var image: RGBAImage
    /// Layers left out because their image could not be read; lint reports why.
    public var skippedLayers: [ImageDecodeError]
}
