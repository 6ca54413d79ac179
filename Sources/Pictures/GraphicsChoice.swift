import CursesTerminal
import Foundation
import TerminalGraphics

/// The graphics protocol this run uses, and what it needs to know about the terminal: the one
/// decision of the graphics mode, for `render` and the chooser alike (`ChooserPictures` then says how
/// the chooser's tiles use it).
///
/// Order: `--graphics`, then `ICONPICKER_GRAPHICS`, then (for `auto`) the environment, then the
/// terminal's answers to a query with a 100 ms deadline. Output that is not a terminal gets symbols
/// unless a protocol is named.
public struct GraphicsChoice {
    public var graphics: GraphicsProtocol
    /// One cell in pixels; 10x20 when the terminal does not say.
    public var cellWidth = 10
    public var cellHeight = 20
    /// Inside tmux: kitty escapes go through passthrough, placed with Unicode placeholders.
    public var insideTmux = false
    /// Advice to print on standard error (tmux passthrough off).
    public var advice: String?
    /// kitty draws Unicode placeholders (0.28 and later; unknown terminals are trusted).
    public var placeholders = true
    /// The terminal (or the kernel) reported the cell size; otherwise 10x20 is a guess.
    public var cellSizeKnown = false
    /// XTVERSION's answer ("kitty(0.26.5)"; inside tmux, tmux's own: "tmux 3.3a").
    public var version: String?
    /// DA1 listed sixel (inside tmux: tmux itself draws sixel, 3.4 or later built with it).
    public var terminalSaysSixel = false

    public static let environmentVariable = "ICONPICKER_GRAPHICS"

    public init(graphics: GraphicsProtocol, insideTmux: Bool = false) {
        self.graphics = graphics
        self.insideTmux = insideTmux
    }

    /// - Parameter requested: `--graphics`, nil or "auto" for detection.
    public static func resolve(requested: String?, environment: [String: String], outputIsTerminal: Bool) throws(UnknownGraphicsProtocol)
        -> GraphicsChoice
    {
        let named = requested ?? environment[environmentVariable]
        let insideTmux = environment["TMUX"] != nil
        if let named, named != "auto" {
            guard let chosen = GraphicsProtocol(rawValue: named) else {
                throw UnknownGraphicsProtocol(name: named)
            }
            var choice = GraphicsChoice(graphics: chosen, insideTmux: insideTmux)
            if chosen.drawsPixels && outputIsTerminal { choice.measure(insideTmux: insideTmux) }
            return choice
        }
        guard outputIsTerminal else { return GraphicsChoice(graphics: .symbols) }
        var choice = GraphicsChoice(graphics: GraphicsDetector.fromEnvironment(environment) ?? .symbols, insideTmux: insideTmux)
        guard GraphicsDetector.worthAsking(environment) else { return choice }
        let replies = askTerminal(insideTmux: insideTmux)
        if choice.graphics == .symbols, let replies, let found = GraphicsDetector.fromReplies(replies) { choice.graphics = found }
        if let size = replies?.cellSize {
            (choice.cellWidth, choice.cellHeight) = size
            choice.cellSizeKnown = true
        }
        choice.placeholders = GraphicsDetector.supportsPlaceholders(version: replies?.version)
        choice.version = replies?.version
        choice.terminalSaysSixel = replies?.sixel ?? false
        if insideTmux && choice.graphics != .symbols && !Self.tmuxAllowsPassthrough() {
            choice.advice =
                "iconpicker: inside tmux, pictures need passthrough: run `tmux set -g allow-passthrough on` "
                + "(tmux 3.3 or later); drawing symbols meanwhile."
            choice.graphics = .symbols
        }
        return choice
    }

    /// Reads the cell size for a named protocol (no protocol detection).
    mutating func measure(insideTmux: Bool) {
        let replies = Self.askTerminal(insideTmux: insideTmux)
        if let size = replies?.cellSize {
            (cellWidth, cellHeight) = size
            cellSizeKnown = true
        }
        placeholders = GraphicsDetector.supportsPlaceholders(version: replies?.version)
        version = replies?.version
        terminalSaysSixel = replies?.sixel ?? false
    }

    /// The terminal's answers to the graphics query, its modes guarded while they are awaited: Ctrl-C
    /// or Ctrl-\ then, or a ^C inside an answer, ends iconpicker with the shell's echo and line
    /// editing back, not without them.
    static func askTerminal(insideTmux: Bool) -> TerminalReplies? {
        TerminalProbe.ask(insideTmux: insideTmux) { descriptor, exchange in
            TerminalRestorer.restoringModes(of: descriptor, exchange)
        }
    }

    /// `tmux show -gv allow-passthrough` says on (or all).
    static func tmuxAllowsPassthrough() -> Bool {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["tmux", "show-options", "-gv", "allow-passthrough"]
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return false }
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let value = String(decoding: output, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        return value == "on" || value == "all"
    }
}

/// A `--graphics` or `ICONPICKER_GRAPHICS` value no protocol has; the command line reports it as a
/// usage error.
public struct UnknownGraphicsProtocol: Error, CustomStringConvertible {
    public var name: String

    public var description: String { "--graphics takes auto, kitty, iterm, sixel or symbols, not \(name)" }
}
