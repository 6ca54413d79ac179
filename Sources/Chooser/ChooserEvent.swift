import Basics
import IconKit
import IconLint
import TerminalArt

/// Everything that can happen to the chooser.
public enum ChooserEvent: Sendable {
    case key(Key)
    /// A mouse click at a screen cell; `double` for a double click.
    case click(x: Int, y: Int, double: Bool)
    /// The mouse wheel turned: rows to scroll, negative towards the top.
    case scroll(rows: Int)
    case resize(width: Int, height: Int)
    /// An icon's art at a tile size is ready.
    case artLoaded(index: Int, size: TileSize, art: CellGrid)
    /// An icon's image could not be decoded; the reason is shown on its tile.
    case artFailed(index: Int, size: TileSize, reason: String)
    /// The manager finished a change the chooser asked for.
    case changeFinished(ChangeResult)
    /// Lint finished: each icon's findings (in `icons` order) and the app-wide ones.
    case findingsLoaded(perIcon: [[LintFinding]], app: [LintFinding])
    /// The change that would make an alternate the project's primary icon, to show and ask about.
    case primaryIconPlanned(PrimaryIconProposal)
    /// The change was written: the alternate is the project's primary icon now.
    case primaryIconChanged(name: String, files: [String])
    /// Planning or writing the change failed; the message says what to do instead.
    case primaryIconFailed(message: String)
}

/// A planned change of the project's primary icon, as the chooser shows it before asking.
public struct PrimaryIconProposal: Equatable, Sendable {
    public var name: String
    /// The files that change, as the user would name them (relative to the working folder).
    public var files: [String]
    /// The diff's changed lines, each file's under a `--- file` line: `-old`, `+new`.
    public var lines: [String]
    /// What the change leaves out that the user should know, shown under the lines.
    public var notes: [String]

    public init(name: String, files: [String], lines: [String], notes: [String] = []) {
        self.name = name
        self.files = files
        self.lines = lines
        self.notes = notes
    }
}

/// The outcome of a change, as the chooser needs it.
public enum ChangeResult: Equatable, Sendable {
    case changed(to: String?)
    case alreadyCurrent
    /// The system's message, and the domain and code to show under it.
    case failed(message: String, detail: String)
}
