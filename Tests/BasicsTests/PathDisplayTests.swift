import Testing

@testable import Basics

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

    /// All-ASCII paths are compared as bytes in place; the answers are the characters' answers.
    @Test func asciiPathsAreComparedAsBytes() {
        #expect(PathDisplay.asciiRelative("/work/app/App/x.png", to: "/work/app") == .some("App/x.png"))
        #expect(PathDisplay.asciiRelative("/work/app/App/x.png", to: "/work/app/") == .some("App/x.png"))
        #expect(PathDisplay.asciiRelative("/work/apple/x.png", to: "/work/app") == .some(nil))
        #expect(PathDisplay.asciiRelative("/work/ap", to: "/work/app") == .some(nil))
        #expect(PathDisplay.asciiRelative("/work/app/\u{2713}.png", to: "/work/app") == nil)
        #expect(PathDisplay.asciiRelative("/work/app/x.png", to: "/work/caf\u{E9}") == nil)
        #expect(PathDisplay.relative("/work/apple/x.png", to: "/work/app") == "/work/apple/x.png")
    }

    @Test func pathsOutsideTheFolderOrUnderTheRootStayAbsolute() {
        #expect(PathDisplay.relative("/work/apple/Info.plist", to: "/work/app") == "/work/apple/Info.plist")
        #expect(PathDisplay.relative("/etc/Info.plist", to: "/") == "/etc/Info.plist")
    }
}
