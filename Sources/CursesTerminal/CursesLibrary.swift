import CNcurses

/// Facts about the linked ncurses library; the chooser's screen code lives beside this file.
///
/// This module is the only one that imports `CNcurses`.
public enum CursesLibrary {
    /// The library's own version string, e.g. "ncurses 6.4.20221231".
    public static var version: String {
        guard let text = curses_version() else { return "unknown" }
        return String(cString: text)
    }

    /// True when the wide-character API (needed for half blocks and CJK names) is linked.
    public static var hasWideCharacterSupport: Bool {
        var cell = cchar_t()
        var text: [wchar_t] = [0x2580, 0]
        return setcchar(&cell, &text, 0, 0, nil) == OK
    }
}
