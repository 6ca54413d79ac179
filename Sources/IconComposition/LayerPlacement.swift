import IconKit

/// Where a layer lands on the output: its group's and its own position combined. Positions are in
/// points of the 1024-point canvas, `scale` multiplies the image's natural size, translations move
/// the centre from the canvas centre (a group's scale also scales its layers' translations).
struct LayerPlacement: Equatable, Sendable {
    /// Output pixels.
    var centerX: Double
    var centerY: Double
    var width: Double
    var height: Double

    static let canvasPoints = 1024.0

    init(naturalWidth: Double, naturalHeight: Double, layer: IconComposerPosition, group: IconComposerPosition, outputSize: Int) {
        let pixelsPerPoint = Double(outputSize) / Self.canvasPoints
        let scale = layer.scale * group.scale
        let half = Self.canvasPoints / 2
        centerX = (half + group.translationX + group.scale * layer.translationX) * pixelsPerPoint
        centerY = (half + group.translationY + group.scale * layer.translationY) * pixelsPerPoint
        width = naturalWidth * scale * pixelsPerPoint
        height = naturalHeight * scale * pixelsPerPoint
    }

    var left: Double { centerX - width / 2 }
    var top: Double { centerY - height / 2 }

    /// The output pixel rows and columns the layer touches, clipped to the canvas; nil when none.
    func coveredPixels(canvasSize: Int) -> (columns: Range<Int>, rows: Range<Int>)? {
        guard width > 0, height > 0, width.isFinite, height.isFinite else { return nil }
        let size = Double(canvasSize)
        let x0 = max(0, min(size, left.rounded(.down)))
        let x1 = max(0, min(size, (left + width).rounded(.up)))
        let y0 = max(0, min(size, top.rounded(.down)))
        let y1 = max(0, min(size, (top + height).rounded(.up)))
        guard x1 > x0, y1 > y0, let a = Int(exactly: x0), let b = Int(exactly: x1), let c = Int(exactly: y0), let d = Int(exactly: y1)
        else { return nil }
        return (a..<b, c..<d)
    }
}
