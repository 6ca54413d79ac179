import Basics
import Testing

@Suite struct PathDisplayTests {
    @Test func pathsInsideTheFolderAreShownRelative() {
        #expect(PathDisplay.relative("/work/app/App/Info.plist", to: "/work/app") == "App/Info.plist")
        #expect(PathDisplay.relative("/work/app/App/Info.plist", to: "/work/app/") == "App/Info.plist")
    }

    @Test func pathsOutsideTheFolderOrUnderTheRootStayAbsolute() {
        #expect(PathDisplay.relative("/work/apple/Info.plist", to: "/work/app") == "/work/apple/Info.plist")
        #expect(PathDisplay.relative("/etc/Info.plist", to: "/") == "/etc/Info.plist")
    }
}
