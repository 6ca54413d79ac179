import Foundation
import TestSupport
import Testing

@testable import IconKit

/// Alternates that share their files cost one search and one header read per file, not one per alternate.
@Suite struct ResolverMemoTests {
    @Test func eachHeaderIsReadOncePerResolver() {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        folder.write("Icons/dark@2x.png", PNGFixture.solid(width: 120, height: 120))
        folder.write("Icons/dark@3x.png", PNGFixture.solid(width: 180, height: 180))
        folder.write("Icons/light@2x.png", PNGFixture.solid(width: 120, height: 120))
        let resolver = ImageResolver(index: ImageFileIndex(root: folder.path))
        for index in 0..<300 {
            let icon = IconDeclaration(
                name: "alt\(index)", keyPath: "CFBundleIcons.CFBundleAlternateIcons.alt\(index)",
                iconFiles: [index.isMultiple(of: 2) ? "dark" : "light"])
            let images = resolver.resolve(icon, idiom: .iphone, file: "Info.plist")
            #expect(images.best?.header != nil)
        }
        #expect(resolver.memo.headerReadCount == 3)
    }

    @Test func sharedLookupsKeepEveryIconsOwnProblems() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        folder.write("A/dark@2x.png", PNGFixture.solid(width: 120, height: 120))
        folder.write("B/dark@2x.png", PNGFixture.solid(width: 120, height: 120))
        let resolver = ImageResolver(index: ImageFileIndex(root: folder.path), displayBase: folder.path)
        for name in ["one", "two"] {
            let icon = IconDeclaration(name: name, keyPath: "CFBundleIcons.CFBundleAlternateIcons.\(name)", iconFiles: ["dark"])
            let images = resolver.resolve(icon, idiom: .iphone, file: "Info.plist")
            let duplicate = try #require(images.problems.first { $0.kind == .duplicateFileName })
            #expect(duplicate.keyPath == "CFBundleIcons.CFBundleAlternateIcons.\(name)")
            #expect(duplicate.message.contains("(A/dark@2x.png, B/dark@2x.png)"), "\(duplicate.message)")
        }
    }

    /// The byte-wise reading of an ASCII name agrees with the character-wise one of other names.
    @Test func modifiersReadTheSameFromBytesAndCharacters() {
        #expect(ImageResolver.writtenModifier(of: "图标@2x~ipad")?.scale == 2)
        #expect(ImageResolver.writtenModifier(of: "图标@2x~ipad")?.device == .ipad)
        #expect(ImageResolver.writtenModifier(of: "x@2x~ipad")?.scale == 2)
        #expect(ImageResolver.writtenModifier(of: "x@2x~ipad")?.device == .ipad)
        #expect(ImageResolver.writtenModifier(of: "x@3x")?.scale == 3)
        #expect(ImageResolver.writtenModifier(of: "x~iphone")?.device == .iphone)
        #expect(ImageResolver.writtenModifier(of: "x~iphone")?.scale == 1)
        #expect(ImageResolver.writtenModifier(of: "x@2x~IPAD") == nil)
        #expect(ImageResolver.writtenModifier(of: "x") == nil)
        #expect(ImageResolver.writtenModifier(of: "") == nil)
        #expect(ImageResolver.asciiWrittenModifier(of: "图标") == nil)
        #expect(ImageResolver.asciiWrittenModifier(of: "x@2x")??.scale == 2)
    }
}
