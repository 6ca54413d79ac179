/// How many colours the output may use.
public enum ColorMode: String, CaseIterable, Sendable {
    case truecolor
    case palette256 = "256"
    case palette16 = "16"
    case palette8 = "8"
    case none

    /// Chooses the mode for a terminal.
    ///
    /// `NO_COLOR` (present and non-empty) wins; then `COLORTERM=truecolor|24bit`, or terminfo's `RGB`
    /// flag, give 24-bit; then terminfo's colour count (256, 16, 8; fewer is none).
    /// - Parameters:
    ///   - terminfoColors: `tigetnum("colors")`, nil when terminfo could not be read.
    ///   - terminfoDirect: terminfo's `RGB` flag (xterm-direct, tmux-direct).
    public static func detect(environment: [String: String], terminfoColors: Int?, terminfoDirect: Bool) -> ColorMode {
        if let noColor = environment["NO_COLOR"], !noColor.isEmpty { return .none }
        let colorTerm = (environment["COLORTERM"] ?? "").lowercased()
        if colorTerm == "truecolor" || colorTerm == "24bit" || terminfoDirect { return .truecolor }
        let colors = terminfoColors ?? fallbackColors(term: environment["TERM"] ?? "")
        switch colors {
        case 256...: return .palette256
        case 16..<256: return .palette16
        case 8..<16: return .palette8
        default: return .none
        }
    }

    /// A guess from `TERM` when terminfo is unavailable.
    static func fallbackColors(term: String) -> Int {
        if term.isEmpty || term == "dumb" { return 0 }
        if term.contains("256color") || term.contains("direct") { return 256 }
        if term.contains("16color") { return 16 }
        return 8
    }
}
