import Basics
import Testing

@Suite struct PathDisplayTests {
    @Test func pathsInsideTheFolderAreShownRelative() {
        #expect(PathDisplay.relative("/work/app/App/Info.plist", to: "/work/app") == "App/Info.plist")
        #expect(PathDisplay.relative("/work/app/App/Info.plist", to: "/work/app/") == "App/Info.plist")
    }

    @Test func theByteShortcutAgreesWithCharacters() {
        #expect(PathDisplay.relative("/work/app", to: "/work/app/") == "/work/app")
        #expect(PathDisplay.relative("/work/app/", to: "/work/app") == "")
        #expect(PathDisplay.relative("/work/app/\u{2713}.png", to: "/work/app") == "\u{2713}.png")
        // A combining mark right after the slash joins it: as characters the folder is no prefix.
        #expect(PathDisplay.relative("/work/app/\u{301}x.png", to: "/work/app") == "/work/app/\u{301}x.png")
        // A folder spelled with a decomposed letter is still the same folder.
        #expect(PathDisplay.relative("/work/caf\u{E9}/x.png", to: "/work/cafe\u{301}") == "x.png")
    }

    @Test func pathsOutsideTheFolderOrUnderTheRootStayAbsolute() {
        #expect(PathDisplay.relative("/work/apple/Info.plist", to: "/work/app") == "/work/apple/Info.plist")
        #expect(PathDisplay.relative("/etc/Info.plist", to: "/") == "/etc/Info.plist")
    }
}
