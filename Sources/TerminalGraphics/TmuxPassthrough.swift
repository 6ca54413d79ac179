import Foundation

/// tmux swallows escapes it does not know; wrapped in its passthrough DCS (`ESC P tmux; … ESC \`,
/// every ESC inside doubled) they reach the outer terminal, when the user's tmux allows it
/// (`set -g allow-passthrough on`, tmux 3.3 and later).
public enum TmuxPassthrough {
    public static func wrap(_ escape: String) -> String {
        var inner = ""
        inner.unicodeScalars.reserveCapacity(escape.unicodeScalars.count + 16)
        for scalar in escape.unicodeScalars {
            if scalar == "\u{1B}" { inner.unicodeScalars.append(scalar) }
            inner.unicodeScalars.append(scalar)
        }
        return "\u{1B}Ptmux;" + inner + "\u{1B}\\"
    }

    /// kitty escapes split into chunks: each chunk wrapped on its own, as tmux caps one passthrough.
    public static func wrapEach(_ escapes: String) -> String {
        escapes.components(separatedBy: "\u{1B}\\").filter { !$0.isEmpty }.map { wrap($0 + "\u{1B}\\") }.joined()
    }
}
