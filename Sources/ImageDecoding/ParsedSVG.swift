import CLibRSVG

/// A drawing librsvg has parsed, with its natural size, kept so the size can be asked for before
/// the drawing is rendered at the scale that size calls for (one parse, as the helper's two requests
/// need). Releases librsvg's handle when it goes.
public final class ParsedSVG {
    let handle: OpaquePointer
    let api: crsvg_api
    /// The drawing's own width and height in pixels (its `width`/`height`, else its `viewBox`).
    public let naturalWidth: Double
    public let naturalHeight: Double

    init(handle: OpaquePointer, api: crsvg_api, naturalWidth: Double, naturalHeight: Double) {
        self.handle = handle
        self.api = api
        self.naturalWidth = naturalWidth
        self.naturalHeight = naturalHeight
    }

    deinit {
        api.object_unref?(UnsafeMutableRawPointer(handle))
    }
}
