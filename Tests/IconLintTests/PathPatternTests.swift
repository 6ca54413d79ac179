import IconLint
import Testing

/// `excluded` entries of `.iconpicker.yml`: folders, files and globs, relative to the configuration.
@Suite struct PathPatternTests {
    @Test func aFolderExcludesWhatIsUnderIt() {
        let pattern = PathPattern("Legacy/")
        #expect(pattern.matches("Legacy"))
        #expect(pattern.matches("Legacy/Icons/old.png"))
        #expect(!pattern.matches("LegacyIcons/old.png"), "a folder name is matched whole")
        #expect(!pattern.matches("App/Legacy/old.png"), "relative to the configuration's folder, not anywhere")
        #expect(PathPattern("./Legacy").matches("Legacy/a.png"))
    }

    @Test func aStarStaysInOneFolderAndTwoCrossFolders() {
        #expect(PathPattern("App/*.png").matches("App/old.png"))
        #expect(!PathPattern("App/*.png").matches("App/Icons/old.png"))
        #expect(PathPattern("App/**.png").matches("App/Icons/old.png"))
        #expect(PathPattern("**/Old").matches("Old/a.png"), "**/ may stand for no folder")
        #expect(PathPattern("**/Old").matches("App/Icons/Old/a.png"))
        #expect(!PathPattern("**/Old").matches("App/Older/a.png"))
        #expect(PathPattern("Flavou?s").matches("Flavours/x"))
        #expect(!PathPattern("a?b").matches("a/b"), "? is not a folder separator")
    }

    /// Many stars against a long path is one table of their product, never a search that doubles.
    @Test func manyStarsDoNotBacktrack() {
        let pattern = PathPattern(String(repeating: "*a", count: 40) + "b")
        #expect(!pattern.matches(String(repeating: "a", count: 2_000)))
    }
}
