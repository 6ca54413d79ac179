import Foundation
import TestSupport
import Testing

@testable import IconKit

/// Resource globs expanded against the disk as `tuist generate` expands them.
@Suite struct TuistResourceGlobTests {
    func tree() -> TemporaryFolder {
        let folder = TemporaryFolder()
        for file in [
            "Res/a.png", "Res/Alternative icons/Blue sky/b@2x.png", "Res/Assets.xcassets/AppIcon.appiconset/Contents.json",
            "Res/Deep/One/Two/c.png", "Res/.hidden.png", "Icons/Dusk.icon/icon.json", "Icons/Old.icon/icon.json", "Icons/readme.md",
        ] {
            folder.write(file, text: "x")
        }
        return folder
    }

    func expand(_ pattern: String, excluding: [String] = [], in folder: TemporaryFolder) -> [String] {
        var glob = TuistResourceGlob()
        return glob.expand(folder.path + "/" + pattern, excluding: excluding.map { folder.path + "/" + $0 })
            .map { String($0.dropFirst(folder.path.count + 1)) }
    }

    @Test func doubleStarFindsFilesAtAnyDepthAndCatalogsAsOneResource() {
        let folder = tree()
        defer { folder.remove() }
        let expected = ["Res/Alternative icons/Blue sky/b@2x.png", "Res/Assets.xcassets", "Res/Deep/One/Two/c.png", "Res/a.png"]
        #expect(expand("Res/**", in: folder) == expected)
        #expect(expand("Res/**/*", in: folder) == expected)
        #expect(expand("Res/*.png", in: folder) == ["Res/a.png"], "hidden files are not matched by *")
    }

    @Test func bundlesAlternativesAndExclusions() {
        let folder = tree()
        defer { folder.remove() }
        #expect(expand("Icons/*.icon", excluding: ["Icons/Old.icon"], in: folder) == ["Icons/Dusk.icon"])
        #expect(expand("{Icons,Res}/*.{icon,png}", in: folder) == ["Icons/Dusk.icon", "Icons/Old.icon", "Res/a.png"])
        #expect(expand("Icons/Dusk.icon", in: folder) == ["Icons/Dusk.icon"], "a plain path is the resource itself")
        #expect(expand("Missing/**", in: folder).isEmpty)
    }

    /// Hedvig: `.glob(pattern: "Config/Production/Resources/**", excluding: ["…/AppIcon.icon/**"])`
    /// keeps the catalog's AppIcon set as the primary: nothing of the `.icon` is copied.
    @Test func excludingABundlesContentsExcludesTheBundle() {
        let folder = tree()
        defer { folder.remove() }
        #expect(expand("Icons/**", excluding: ["Icons/Old.icon/**"], in: folder) == ["Icons/Dusk.icon", "Icons/readme.md"])
        #expect(expand("Icons/**", excluding: ["Icons/Old.icon/**/*"], in: folder) == ["Icons/Dusk.icon", "Icons/readme.md"])
        #expect(expand("Res/**", excluding: ["Res/Deep/**"], in: folder).contains("Res/a.png"), "a plain folder's exclusion is its files")
    }

    @Test func theWalkIsBounded() {
        let folder = tree()
        defer { folder.remove() }
        var glob = TuistResourceGlob(maximumVisited: 3)
        _ = glob.expand(folder.path + "/Res/**")
        #expect(glob.isTruncated)
        #expect(TuistResourceGlob.alternatives(of: String(repeating: "{a,b}", count: 20)).count <= TuistResourceGlob.maximumAlternatives)
    }
}
