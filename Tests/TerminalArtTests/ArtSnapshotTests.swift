import TerminalArt
import TestSupport
import Testing

/// Golden text of small fixtures in every mode (escapes shown as ␛). Re-record with
/// ICONPICKER_RECORD_SNAPSHOTS=1 after a deliberate change, and look at the diff.
@Suite struct ArtSnapshotTests {
    static let cases: [(name: String, options: ArtOptions)] = [
        ("truecolor", ArtOptions(columns: 8, rows: 4, colorMode: .truecolor)),
        (
            "truecolor-tile-nomask",
            ArtOptions(columns: 8, rows: 4, colorMode: .truecolor, background: ArtOptions.RGB(28, 28, 30), mask: false)
        ),
        ("256", ArtOptions(columns: 8, rows: 4, colorMode: .palette256)),
        ("256-dither", ArtOptions(columns: 8, rows: 4, colorMode: .palette256, dither: true)),
        ("16", ArtOptions(columns: 8, rows: 4, colorMode: .palette16)),
        ("8", ArtOptions(columns: 8, rows: 4, colorMode: .palette8)),
        ("none", ArtOptions(columns: 8, rows: 4, colorMode: .none)),
        ("none-ascii", ArtOptions(columns: 8, rows: 4, colorMode: .none, unicode: false)),
        ("256-ascii", ArtOptions(columns: 8, rows: 4, colorMode: .palette256, unicode: false)),
    ]

    @Test(arguments: cases.map(\.name))
    func smallFixtureInEveryMode(name: String) throws {
        let options = try #require(Self.cases.first { $0.name == name }).options
        let grid = ArtRenderer.render(pattern(width: 24, height: 24, alpha: true), options: options)
        let text = ANSIWriter.text(grid, colorMode: options.colorMode).replacingOccurrences(of: "\u{1B}", with: "\u{241B}")
        if let mismatch = Snapshot.mismatch(text, named: "pattern-\(name)") { Issue.record(Comment(rawValue: mismatch)) }
    }
}
