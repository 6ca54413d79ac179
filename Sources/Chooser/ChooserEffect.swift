/// What the update function asks the outside world to do; it never does anything itself.
public enum ChooserEffect: Equatable, Sendable {
    case quit
    /// Change the icon (nil: the primary) through the manager; answer with `.changeFinished`.
    case setIcon(String?)
    /// Decode these icons for this tile size, nearest first; answer with `.artLoaded` / `.artFailed`.
    case loadArt(indices: [Int], size: TileSize)
    /// Decode these when nothing more urgent is waiting (after the first screen: everything else).
    case prefetchArt(indices: [Int], size: TileSize)
}
