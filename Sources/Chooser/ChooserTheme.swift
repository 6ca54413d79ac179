import TerminalArt

/// Colours and characters for a colour mode and locale.
struct ChooserTheme {
    let colorMode: ColorMode
    let unicode: Bool

    var hasColor: Bool { colorMode != .none }

    /// The focused tile's frame.
    var accent: TerminalColor {
        switch colorMode {
        case .truecolor: return .rgb(10, 132, 255)
        case .palette256: return .indexed(33)
        case .palette16, .palette8: return .indexed(6)
        case .none: return .default
        }
    }

    /// The ✓ badge, iOS green.
    var badge: TerminalColor {
        switch colorMode {
        case .truecolor: return .rgb(52, 199, 89)
        case .palette256: return .indexed(41)
        case .palette16, .palette8: return .indexed(2)
        case .none: return .default
        }
    }

    var placeholder: TerminalColor {
        switch colorMode {
        case .truecolor: return .rgb(58, 58, 60)
        case .palette256: return .indexed(237)
        case .palette16: return .indexed(8)
        case .palette8, .none: return .default
        }
    }

    var error: TerminalColor { hasColor ? .indexed(1) : .default }
    /// Warnings' mark: yellow, as Xcode shows them.
    var warning: TerminalColor {
        switch colorMode {
        case .truecolor: return .rgb(255, 204, 0)
        case .palette256: return .indexed(220)
        case .palette16, .palette8: return .indexed(3)
        case .none: return .default
        }
    }

    var check: String { unicode ? "\u{2713}" : "*" }
    var ellipsis: String { unicode ? "\u{2026}" : "~" }
    var frame: (h: String, v: String, tl: String, tr: String, bl: String, br: String) {
        unicode ? ("\u{2500}", "\u{2502}", "\u{256D}", "\u{256E}", "\u{2570}", "\u{256F}") : ("-", "|", "+", "+", "+", "+")
    }
    var arrows: (up: String, down: String) { unicode ? ("\u{25B2}", "\u{25BC}") : ("^", "v") }
}
