import IconKit

extension ListReport {
    /// A bitmap of an icon set compiled into `Assets.car`: `{"name", "idiom", "scale", "appearance",
    /// "width", "height", "pointWidth", "bytes"}`.
    struct CompiledImage: Encodable {
        let name: String
        /// `iphone`, `ipad`, `universal`, `ios-marketing`, …
        let idiom: String
        let scale: Int
        /// `any`, `dark` or `tinted`; null for an appearance no iOS icon has.
        @Nullable var appearance: IconAppearance?
        let width: Int
        let height: Int
        /// The size in points its set lists it at, when it does.
        @Nullable var pointWidth: Int?
        /// What it takes in the catalog.
        let bytes: Int

        init(_ image: CompiledRendition) {
            name = image.name
            idiom = image.idiom
            scale = image.scale
            appearance = image.appearance
            width = image.width
            height = image.height
            pointWidth = image.pointWidth
            bytes = image.byteCount
        }
    }

    /// An Icon Composer icon as its compiled stack describes it: the appearances it was stored for, the
    /// names of its groups and layer assets, and per appearance its layers bottom to top.
    struct CompiledStack: Encodable {
        let appearances: [IconAppearance]
        let groups: [String]
        let layerImages: [String]
        let colors: [String]
        let gradients: [String]
        /// By appearance (`any`, `dark`, `tinted`): the fill and the groups, each with its layers.
        let layers: [String: [Layer]]
        let width: Int
        let height: Int

        init(_ stack: CompiledIconStack) {
            appearances = stack.appearances
            groups = stack.groups
            layerImages = stack.layerImages
            colors = stack.colors
            gradients = stack.gradients
            layers = Dictionary(uniqueKeysWithValues: stack.layers.map { ($0.key.rawValue, $0.value.map(Layer.init)) })
            width = stack.width
            height = stack.height
        }
    }

    /// `{"name", "kind", "x", "y", "width", "height", "opacity", "blendMode", "layers"}`: opacity 0 hides
    /// the layer in that appearance; `layers` are a group's own.
    struct Layer: Encodable {
        let name: String
        /// `image`, `group`, `color`, `gradient` (or `part N`).
        let kind: String
        let x: Int
        let y: Int
        let width: Int
        let height: Int
        let opacity: Double
        let blendMode: Int
        let layers: [Layer]

        init(_ layer: CompiledStackLayer) {
            name = layer.name
            kind = layer.kind
            x = layer.x
            y = layer.y
            width = layer.width
            height = layer.height
            opacity = layer.opacity
            blendMode = layer.blendMode
            layers = layer.children.map(Layer.init)
        }
    }
}
