import Foundation
import TestSupport
import Testing

@testable import IconKit

@Suite struct ImageResolverTests {
    func resolve(_ files: [String], idiom: Idiom = .iphone, in folder: TemporaryFolder, setName: String? = nil) -> IconImages {
        let icon = IconDeclaration(name: "x", keyPath: "CFBundleIcons.CFBundleAlternateIcons.x", iconFiles: files, iconSetName: setName)
        return ImageResolver(index: ImageFileIndex(root: folder.path)).resolve(icon, idiom: idiom, file: "Info.plist")
    }

    @Test func picksTheLargestScaleForIPhone() {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        folder.write("Icons/dark@2x.png", PNGFixture.solid(width: 120, height: 120))
        folder.write("Icons/dark@3x.png", PNGFixture.solid(width: 180, height: 180))
        folder.write("Icons/dark~ipad.png", PNGFixture.solid(width: 256, height: 256))
        let images = resolve(["dark"], in: folder)
        #expect(images.best?.fileName == "dark@3x.png")
        #expect(images.best?.header?.width == 180)
        #expect(images.candidates.count == 3)
        #expect(images.problems.isEmpty)
    }

    @Test func prefersIPadFilesForIPad() {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        folder.write("dark@3x.png", PNGFixture.solid(width: 180, height: 180))
        folder.write("dark@2x~ipad.png", PNGFixture.solid(width: 152, height: 152))
        #expect(resolve(["dark"], idiom: .ipad, in: folder).best?.fileName == "dark@2x~ipad.png")
    }

    @Test func anIconWithOnlyIPadFilesHasNothingForIPhone() {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        folder.write("dark~ipad.png", PNGFixture.solid(width: 76, height: 76))
        let images = resolve(["dark"], in: folder)
        #expect(images.best == nil)
        #expect(images.problems.contains { $0.kind == .noFileForIdiom && $0.message.contains("dark~ipad.png") })
    }

    @Test func usesAnExplicitExtension() {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        folder.write("dark.png", PNGFixture.solid(width: 60, height: 60))
        folder.write("dark@2x.png", PNGFixture.solid(width: 120, height: 120))
        #expect(resolve(["dark.png"], in: folder).best?.fileName == "dark@2x.png")
        #expect(ImageResolver.candidateNames(for: "app-icon--default.beta").first?.name == "app-icon--default.beta.png")
    }

    /// Each candidate's scale and device are what its whole name says (`writtenModifier`), for stems
    /// that carry modifiers of their own, in ASCII and not.
    @Test func writtenModifierOfEachCandidateIsTheWholeNames() {
        let stems = [
            "icon", "icon@2x", "icon@3x", "icon~ipad", "icon@2x~ipad", "icon~iphone", "icon@3x~iphone", "x@2x@3x",
            "图标", "图标@2x", "图标@3x~ipad", "e\u{301}@2x", "@2x", "~ipad", "", "Dark40x40@2x", "a.b@2x.png", "icon@2X",
        ]
        for stem in stems {
            for candidate in ImageResolver.candidateNames(for: stem) {
                let name = String(candidate.name.dropLast(candidate.name.hasSuffix(".png") ? 4 : 0))
                let written = ImageResolver.writtenModifier(of: name) ?? (1, nil)
                #expect(candidate.scale == written.scale && candidate.device == written.device, "\(candidate.name)")
            }
        }
    }

    /// A name's image extension is split off in any letter case and kept as written; anything
    /// else after the last dot is part of the stem. ASCII names take a byte path, others characters.
    @Test func namesSplitIntoStemAndImageExtension() {
        let cases: [(String, String)] = [
            ("icon.png", "icon"), ("icon.PNG", "icon"), ("a.JPeG", "a"), ("app-icon--default.beta", "app-icon--default.beta"),
            ("x.", "x."), (".png", ""), ("icon", "icon"), ("图标.png", "图标"), ("图标.beta", "图标.beta"), ("e\u{301}.Png", "e\u{301}"),
        ]
        for (name, stem) in cases {
            #expect(ImageResolver.stem(of: name) == stem, "\(name)")
        }
        #expect(ImageResolver.candidateNames(for: "icon.PNG").map(\.name).prefix(2) == ["icon.PNG", "icon@2x.PNG"])
        #expect(ImageResolver.candidateNames(for: "图标.beta").first?.name == "图标.beta.png")
    }

    @Test func combinesSeveralBaseNamesAndKeepsTheLargest() {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        folder.write("AppIcon20x20@3x.png", PNGFixture.solid(width: 60, height: 60))
        folder.write("AppIcon60x60@3x.png", PNGFixture.solid(width: 180, height: 180))
        #expect(resolve(["AppIcon20x20", "AppIcon60x60"], in: folder).best?.fileName == "AppIcon60x60@3x.png")
    }

    @Test func reportsMissingFilesWithWhatWasTriedAndCaseMistakes() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        folder.write("Dark@2x.png", PNGFixture.solid(width: 120, height: 120))
        let images = resolve(["dark"], in: folder)
        #expect(images.best == nil)
        let problem = try #require(images.problems.first { $0.kind == .missingIconFile })
        #expect(problem.severity == .error)
        #expect(problem.keyPath == "CFBundleIcons.CFBundleAlternateIcons.x")
        #expect(problem.message.contains("dark@2x.png"))
        #expect(problem.message.contains("Dark@2x.png differs only in letter case"))
    }

    @Test func aMissingSecondNameIsOnlyAWarningWhenAnotherResolved() {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        folder.write("a@2x.png", PNGFixture.solid(width: 120, height: 120))
        let images = resolve(["a", "b"], in: folder)
        #expect(images.best != nil)
        #expect(images.problems.map(\.severity) == [.warning])
    }

    @Test func skipsCatalogsGitAndBuildOutput() {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        for place in ["Assets.xcassets/x.appiconset", ".git", "build", "DerivedData/App", ".build/debug"] {
            folder.write("\(place)/dark@2x.png", PNGFixture.solid(width: 120, height: 120))
        }
        let images = resolve(["dark"], in: folder)
        #expect(images.best == nil)
        #expect(images.candidates.isEmpty)
    }

    @Test func aLooseNameThatIsReallyAnIconSetShowsTheSet() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        CatalogFixture.multiSize(in: folder, catalog: "App/Assets.xcassets", set: "AppIcon")
        let images = resolve(["AppIcon"], in: folder)
        #expect(images.best?.header?.width == 180)
        #expect(images.problems.map(\.kind) == [.filesFromIconSet])
        #expect(images.source == .iconSet(name: "AppIcon", catalog: folder.path + "/App/Assets.xcassets/AppIcon.appiconset"))
    }

    @Test func reportsUnexpandedBuildVariablesInsteadOfGuessing() {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        folder.write("app-icon--default@2x.png", PNGFixture.solid(width: 120, height: 120))
        let images = resolve(["app-icon--default${BUNDLE_ID_SUFFIX}"], in: folder)
        #expect(images.best == nil)
        #expect(images.problems.map(\.kind) == [.unexpandedBuildVariable])
        #expect(images.problems.first?.message.contains("BUNDLE_ID_SUFFIX") == true)
    }

    @Test func aFileThatIsNotAPNGIsReported() {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        folder.write("dark@2x.png", text: "not really a png")
        folder.write("dark@3x.png", PNGFixture.solid(width: 180, height: 180))
        let images = resolve(["dark"], in: folder)
        #expect(images.best?.fileName == "dark@3x.png")
        #expect(images.problems.contains { $0.kind == .unreadableImage && $0.message.contains("is not a PNG file") })
    }

    @Test func duplicateFileNamesInTwoFoldersAreWarnedAbout() {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        folder.write("A/dark@2x.png", PNGFixture.solid(width: 120, height: 120))
        folder.write("B/Deeper/dark@2x.png", PNGFixture.solid(width: 120, height: 120))
        let images = resolve(["dark"], in: folder)
        #expect(images.best?.path.hasSuffix("A/dark@2x.png") == true)
        #expect(images.problems.contains { $0.kind == .duplicateFileName })
    }

    /// Pocket Casts lists every file with its modifier (`AppIcon-Dark60x60@2x`, `…76x76@2x~ipad`):
    /// each file keeps the scale and device its name gives, so a 120 px `@2x` is 60 pt, not 120.
    @Test func aNameThatCarriesItsModifierKeepsItsScaleAndDevice() {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        folder.write("Icons/Dark60x60@2x.png", PNGFixture.solid(width: 120, height: 120))
        folder.write("Icons/Dark76x76@2x~ipad.png", PNGFixture.solid(width: 152, height: 152))
        let images = resolve(["Dark60x60@2x", "Dark76x76@2x~ipad"], in: folder)
        let byName = Dictionary(images.candidates.map { ($0.fileName, $0) }) { first, _ in first }
        #expect(byName["Dark60x60@2x.png"]?.scale == 2)
        #expect(byName["Dark60x60@2x.png"]?.device == nil)
        #expect(byName["Dark76x76@2x~ipad.png"]?.scale == 2)
        #expect(byName["Dark76x76@2x~ipad.png"]?.device == .ipad)
        #expect(images.best?.fileName == "Dark60x60@2x.png", "an iPad file is not an iPhone's best")
        let iPadFile = ImageResolver.candidateNames(for: "Dark40x40@2x").first { $0.name == "Dark40x40@2x~ipad.png" }
        #expect(iPadFile?.scale == 2 && iPadFile?.device == .ipad, "the iPad file of an @2x name is @2x too")
    }

    /// Run from the folder searched, the message says so instead of printing "under .".
    @Test func aMissingFileNamesTheFolderSearchedInWords() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        folder.write("App/Other@2x.png", PNGFixture.solid(width: 120, height: 120))
        let icon = IconDeclaration(name: "x", keyPath: "CFBundleIcons.CFBundleAlternateIcons.x", iconFiles: ["gone"])
        let here = ImageResolver(index: ImageFileIndex(root: folder.path), displayBase: folder.path)
        let missing = try #require(here.resolve(icon, idiom: .iphone, file: "Info.plist").problems.first { $0.kind == .missingIconFile })
        #expect(missing.message.contains("under the current folder"), "\(missing.message)")
        let above = ImageResolver(index: ImageFileIndex(root: folder.path + "/App"), displayBase: folder.path)
        let below = try #require(above.resolve(icon, idiom: .iphone, file: "Info.plist").problems.first { $0.kind == .missingIconFile })
        #expect(below.message.contains("under App (looked for"), "\(below.message)")
    }

    /// The paths in the message share the base of every other path the user sees (the working
    /// directory), not the folder the search started from.
    @Test func duplicatePathsAreRelativeToTheWorkingDirectory() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        folder.write("App/A/dark@2x.png", PNGFixture.solid(width: 120, height: 120))
        folder.write("App/B/dark@2x.png", PNGFixture.solid(width: 120, height: 120))
        let icon = IconDeclaration(name: "x", keyPath: "CFBundleIcons.CFBundleAlternateIcons.x", iconFiles: ["dark"])
        let resolver = ImageResolver(index: ImageFileIndex(root: folder.path + "/App"), displayBase: folder.path)
        let images = resolver.resolve(icon, idiom: .iphone, file: "App/Info.plist")
        let duplicate = try #require(images.problems.first { $0.kind == .duplicateFileName })
        #expect(duplicate.message.contains("(App/A/dark@2x.png, App/B/dark@2x.png)"), "\(duplicate.message)")
        #expect(duplicate.message.hasSuffix("using App/A/dark@2x.png"), "\(duplicate.message)")
    }

    @Test func unicodeFileNamesResolve() {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        folder.write("图标/文件名@2x.png", PNGFixture.solid(width: 120, height: 120))
        #expect(resolve(["文件名"], in: folder).best?.fileName == "文件名@2x.png")
    }

    @Test func aSetNoCatalogHoldsIsAnError() {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        let images = resolve([], in: folder, setName: "AppIcon-Dark")
        #expect(images.best == nil)
        #expect(images.problems.map(\.kind) == [.catalogSetMissing])
    }

    @Test func anIconWithNoImageAtAllIsAnError() {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        #expect(resolve([], in: folder).problems.map(\.kind) == [.noImageDeclared])
    }
}

/// An icon set is looked at once however many icons show it: 4,000 alternates naming one set of
/// 8,000 images were 32 million file checks (minutes); now 8,000.
@Suite struct ImageResolverSetSharingTests {
    @Test func manyIconsShowingOneLargeSetLookAtItOnce() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        let entries = (0..<8_000).map { _ in ["filename": "icon.png", "idiom": "iphone", "size": "60x60", "scale": "2x"] }
        CatalogFixture.write(["images": entries], to: "Assets.xcassets/Big.appiconset/Contents.json", in: folder)
        folder.write("Assets.xcassets/Big.appiconset/icon.png", PNGFixture.solid(width: 120, height: 120))
        let alternates = Dictionary(uniqueKeysWithValues: (0..<4_000).map { ("A\($0)", ["CFBundleIconName": "Big"]) })
        let plist = folder.write(
            "Info.plist",
            PlistFixture.xml([
                "CFBundleDisplayName": "Big",
                "CFBundleIcons": ["CFBundlePrimaryIcon": ["CFBundleIconName": "Big"], "CFBundleAlternateIcons": alternates],
            ]))
        let outcome = HangGuard.run(within: 120) { try TestApp.load(plist, idiom: .iphone).images.count }
        let count = try #require(outcome, "the set was walked once per icon").get()
        #expect(count == 4_001)
    }
}
