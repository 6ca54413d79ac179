import Testing

@testable import IconLint

@Suite struct LooseFileSizeTests {
    @Test func aPointSizeIsReadOnlyWhereANameGivesOne() {
        #expect(LooseFileSize.namedPoints(in: "icon-60") == 60)
        #expect(LooseFileSize.namedPoints(in: "Icon_83.5") == 83.5)
        #expect(LooseFileSize.namedPoints(in: "AppIcon60x60") == 60)
        #expect(LooseFileSize.namedPoints(in: "icon-1024") == 1024)
        #expect(LooseFileSize.namedPoints(in: "crimson_tide_76pt") == 76, "Random-Pro's point sizes end in pt")
        #expect(LooseFileSize.namedPoints(in: "Alternate20") == nil, "a number glued to a word is a name")
        #expect(LooseFileSize.namedPoints(in: "theme-2") == nil, "2 pt is no icon size")
        #expect(LooseFileSize.namedPoints(in: "AppIcon60x40") == nil)
        #expect(LooseFileSize.namedPoints(in: "app-icon--default") == nil)
    }

    @Test func aFileFitsItsNamedSizeOrAnyIconSize() {
        #expect(LooseFileSize.fits(width: 120, scale: 2, .named(points: 60, pixels: 120)))
        #expect(!LooseFileSize.fits(width: 100, scale: 1, .named(points: 60, pixels: 60)))
        #expect(LooseFileSize.fits(width: 167, scale: 2, .anyIconSize))
        #expect(LooseFileSize.fits(width: 1024, scale: 1, .anyIconSize))
        #expect(!LooseFileSize.fits(width: 100, scale: 1, .anyIconSize))
        #expect(!LooseFileSize.fits(width: 1024, scale: 2, .anyIconSize))
        // Pocket Casts' `AppIcon-Patron-Dark-ipad-pro.png`: no scale, so 1x, and 167 pt is no icon size.
        #expect(!LooseFileSize.fits(width: 167, scale: 1, .anyIconSize), "a name without @2x is 1x")
        #expect(!LooseFileSize.fits(width: 110, scale: 1, .anyIconSize))
    }
}
