import CursesTerminal
import Testing

/// Proves the CNcurses system-library target links the wide-character ncurses.
@Suite struct CursesLinkTests {
    @Test func linksWideCharacterNcurses() {
        #expect(CursesLibrary.version.hasPrefix("ncurses "))
        #expect(CursesLibrary.hasWideCharacterSupport)
    }
}
