/// What the update function asks the outside world to do; it never does anything itself.
public enum ChooserEffect: Equatable, Sendable {
    case quit
    /// Change the icon (nil: the primary) through the manager; answer with `.changeFinished`.
    case setIcon(String?)
    /// Plan making this alternate the project's primary icon; answer with `.primaryIconPlanned` or `.primaryIconFailed`.
    case planPrimaryIcon(String)
    /// Write the change planned for this alternate; answer with `.primaryIconChanged` or `.primaryIconFailed`.
    case makePrimaryIcon(String)
    /// Decode these icons for this tile size, nearest first; answer with `.artLoaded` / `.artFailed`.
    case loadArt(indices: [Int], size: TileSize)
    /// Decode these when nothing more urgent is waiting (after the first screen: everything else).
    case prefetchArt(indices: [Int], size: TileSize)
}
