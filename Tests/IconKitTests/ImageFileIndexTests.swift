import Foundation
import TestSupport
import Testing

@testable import IconKit

/// Which files the index's folder listing vouches for: their headers are read without an `fstat`,
/// so anything else (a FIFO, a link, a file added from outside) must still be judged by one.
@Suite(.timeLimit(.minutes(1))) struct ImageFileIndexTests {
    @Test func onlyFilesTheListingCallsOrdinaryAreListedFiles() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        folder.write("Icons/plain@2x.png", PNGFixture.solid(width: 120, height: 120))
        folder.write("Elsewhere/outside@2x.png", PNGFixture.solid(width: 120, height: 120))
        #expect(mkfifo(folder.path + "/Icons/fifo@2x.png", 0o644) == 0)
        try FileManager.default.createSymbolicLink(atPath: folder.path + "/Icons/link@2x.png", withDestinationPath: "plain@2x.png")
        try FileManager.default.createDirectory(atPath: folder.path + "/Icons/folder@2x.png", withIntermediateDirectories: true)
        var index = ImageFileIndex(root: folder.path + "/Icons")
        #expect(index.isListedFile(folder.path + "/Icons/plain@2x.png"))
        #expect(!index.isListedFile(folder.path + "/Icons/fifo@2x.png"))
        #expect(!index.isListedFile(folder.path + "/Icons/link@2x.png"))
        #expect(index.paths(named: "folder@2x.png").isEmpty)
        index.add(files: [folder.path + "/Elsewhere/outside@2x.png"])
        #expect(!index.isListedFile(folder.path + "/Elsewhere/outside@2x.png"))
        #expect(!ImageFileIndex(root: folder.path, fileNames: ["plain@2x.png"]).isListedFile(folder.path + "/plain@2x.png"))
    }

    /// A FIFO and a folder named like an icon's file are refused or skipped at once, as before.
    @Test func aFIFONamedLikeAnIconIsStillRefusedWithoutBlocking() throws {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        folder.write("Icons/dark@2x.png", PNGFixture.solid(width: 120, height: 120))
        #expect(mkfifo(folder.path + "/Icons/dark@3x.png", 0o644) == 0)
        try FileManager.default.createDirectory(atPath: folder.path + "/Icons/dark~ipad.png", withIntermediateDirectories: true)
        let icon = IconDeclaration(name: "x", keyPath: "CFBundleIcons.CFBundleAlternateIcons.x", iconFiles: ["dark"])
        let images = ImageResolver(index: ImageFileIndex(root: folder.path)).resolve(icon, idiom: .iphone, file: "Info.plist")
        #expect(images.best?.fileName == "dark@2x.png")
        let fifo = try #require(images.candidates.first { $0.fileName == "dark@3x.png" })
        #expect(fifo.failure == .unreadable("it is a FIFO (named pipe), not an ordinary file"))
        #expect(!images.candidates.contains { $0.fileName == "dark~ipad.png" })
    }

    /// Each candidate name finds every folder that holds it, and is compared by `String` equality
    /// (which equates a Kelvin sign with K).
    @Test func candidatesFindEveryFolderHoldingTheirName() {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        folder.write("A/dark@2x.png", PNGFixture.solid(width: 120, height: 120))
        folder.write("B/dark@2x.png", PNGFixture.solid(width: 120, height: 120))
        let index = ImageFileIndex(root: folder.path)
        let dark = ImageResolver.candidateFileNames(for: "dark")
        #expect(index.paths(of: dark)[0].isEmpty)
        #expect(index.paths(of: dark)[1].count == 2 && dark.variants[1].suffix == "@2x")
        folder.write("A/\u{212A}@2x.png", PNGFixture.solid(width: 120, height: 120))
        let other = ImageFileIndex(root: folder.path)
        let kelvin = other.paths(of: ImageResolver.candidateFileNames(for: "K"))
        #expect(kelvin[1] == other.paths(named: "K@2x.png"))
        #expect(kelvin[1] == [folder.path + "/A/\u{212A}@2x.png"])
    }

    /// Near misses in letter case are worked out on the first question, and again after files are added.
    @Test func namesDifferingOnlyInCaseAreFoundWhenAsked() {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        folder.write("A/Dark@2x.png", PNGFixture.solid(width: 120, height: 120))
        folder.write("B/Dark@2x.png", PNGFixture.solid(width: 120, height: 120))
        folder.write("B/DARK@2x.png", PNGFixture.solid(width: 120, height: 120))
        folder.write("Elsewhere/dark@2X.png", PNGFixture.solid(width: 120, height: 120))
        var index = ImageFileIndex(root: folder.path + "/A")
        #expect(index.caseInsensitiveMatches(for: "dark@2x.png").isEmpty == false)
        #expect(index.caseInsensitiveMatches(for: "dark@2x.png") == ["Dark@2x.png"])
        #expect(index.caseInsensitiveMatches(for: "Dark@2x.png").isEmpty)
        index.add(files: [folder.path + "/Elsewhere/dark@2X.png"])
        #expect(Set(index.caseInsensitiveMatches(for: "dark@2x.png")) == ["Dark@2x.png", "dark@2X.png"])
        let both = ImageFileIndex(root: folder.path)
        #expect(Set(both.caseInsensitiveMatches(for: "dark@2x.png")) == ["Dark@2x.png", "DARK@2x.png", "dark@2X.png"])
    }
}
