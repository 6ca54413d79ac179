import Foundation
import TestSupport
import Testing

@testable import IconKit
@testable import Pictures

/// Which picture an icon has, decided once for `render` and the chooser.
@Suite struct IconPictureSourceTests {
    @Test func anIconComposerIconHasAPictureAndNoMissingReason() {
        let images = IconImages(source: .iconComposer(bundle: "/p/App.icon"))
        #expect(IconPicture.iconBundle(images) == "/p/App.icon")
        #expect(IconPicture.hasPicture(images))
        #expect(IconPicture.iconBundle(IconImages(source: .files)) == nil)
        #expect(!IconPicture.hasPicture(IconImages(source: .files)))
    }

    @Test func aFolderNamedDotIconIsABundleAndAnyOtherPathAnImageFile() {
        if case .iconBundle(let path) = IconPicture(path: "/p/App.icon/") {
            #expect(path == "/p/App.icon/")
        } else {
            Issue.record("a .icon folder is previewed")
        }
        if case .file(let path) = IconPicture(path: "/p/sun.png") {
            #expect(path == "/p/sun.png")
        } else {
            Issue.record("a PNG is drawn from its file")
        }
    }
}

/// Compiled pictures: the chooser in a real terminal (tmux) on built apps whose icons are all in their car: the `.ipa` of
/// ../shared/cars, and cryptomator's Icon Composer catalog in a built `.app`, whose tile is Apple's own
/// flattened rendering in the light, dark and tinted appearances.
@Suite(.enabled(if: TmuxSession.isAvailable, Comment(rawValue: TmuxSession.skipMessage)), .serialized)
struct IconPictureCompiledTests {
    let state = TemporaryFolder("iconpicker-car-chooser")
    var binary: String { BinaryRunner.binaryPath }
    /// What a tile says instead of a picture.
    static let failures = ["cannot decode", "file missing", "set missing", "no file", "not a bitmap", "image too large"]

    func session() throws -> TmuxSession {
        try TmuxSession(
            width: 100, height: 32,
            environment: [
                "TERM": "tmux-256color", "LANG": "C.UTF-8", "LC_ALL": "C.UTF-8", "ICONPICKER_STATE_DIR": state.path,
                "XDG_CACHE_HOME": state.path + "/cache",
            ])
    }

    /// The chooser's first screen on `path`, drawn and settled, with its colours; quits it.
    func firstScreen(_ path: String, title: String, arguments: String = "") throws -> (text: String, escapes: String) {
        let tmux = try session()
        defer { tmux.close() }
        try tmux.type("\(binary) \(arguments) '\(path)'")
        let text = try tmux.wait(awaiting: "\(title) with its tile drawn") {
            $0.contains(title) && $0.contains("q quit") && $0.contains("\u{2580}")
        }
        let escapes = try tmux.screen(escapes: true)
        try tmux.press("q")
        try tmux.wait(awaiting: "the chooser to end") { !$0.contains("q quit") }
        return (text, escapes)
    }

    @Test func theSharedIPAsIconIsDrawnFromItsCar() throws {
        guard SharedFolder.isPresent else { return print(SharedFolder.skipMessage) }
        defer { state.remove() }
        let screen = try firstScreen(SharedFolder.path + "/cars/iineva__ipa-server__ipa.ipa", title: "Test \u{00B7} iPhone \u{00B7} 1 icon")
        #expect(!Self.failures.contains { screen.text.contains($0) }, "\(screen.text)")
        #expect(screen.escapes.contains("38;5;"), "the tile is in colour")
    }

    /// A compiled bitmap's tile is kept in the tile cache, keyed by its stored bytes: a second look
    /// draws the same tile without decoding it.
    @Test func aCompiledTileIsKeptForTheNextLook() throws {
        defer { state.remove() }
        let folder = TemporaryFolder()
        defer { folder.remove() }
        let sets = [CarFixture.IconSet(name: "AppIcon", images: [.init(idiom: 0, pixels: 1024, scale: 1, rgba: (250, 120, 20, 255))])]
        let ipa = try BuiltAppFixture.ipa(in: folder, plist: BuiltAppFixture.plist(), catalog: CarFixture.catalog(sets))
        let first = try firstScreen(ipa, title: "Built \u{00B7} iPhone \u{00B7} 1 icon")
        let tiles = state.path + "/cache/iconpicker/tiles"
        #expect(!(try FileManager.default.contentsOfDirectory(atPath: tiles)).isEmpty, "the tile is cached")
        let second = try firstScreen(ipa, title: "Built \u{00B7} iPhone \u{00B7} 1 icon")
        #expect(second.escapes == first.escapes, "the cached tile is the decoded one")
    }

    /// Apple's flattened renderings of cryptomator's Icon Composer icon: three appearances, three pictures.
    @Test func anIconComposerIconShowsApplesLightDarkAndTintedRenderings() throws {
        guard SharedFolder.isPresent else { return print(SharedFolder.skipMessage) }
        defer { state.remove() }
        let folder = TemporaryFolder()
        defer { folder.remove() }
        let car = try Data(contentsOf: URL(fileURLWithPath: SharedFolder.path + "/cars/cryptomator__ios__SharedResources_Assets.car"))
        let app = BuiltAppFixture.app(in: folder, name: "Cryptomator.app", plist: BuiltAppFixture.plist(), catalog: car)
        var tiles: [String] = []
        for appearance in ["any", "dark", "tinted"] {
            let screen = try firstScreen(app, title: "Built \u{00B7} iPhone \u{00B7} 1 icon", arguments: "--appearance \(appearance)")
            #expect(!Self.failures.contains { screen.text.contains($0) }, "\(appearance): \(screen.text)")
            // The picture: each row inside the tile's border (drawn in the focus colour), with its colours.
            let rows = screen.escapes.split(separator: "\n").map { $0.components(separatedBy: "\u{2502}") }.filter { $0.count >= 3 }
            tiles.append(rows.map { $0.dropFirst().dropLast().joined() }.joined(separator: "\n"))
        }
        #expect(Set(tiles).count == 3, "each appearance draws its own rendering")
    }
}
