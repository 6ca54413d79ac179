import Foundation
import TestSupport
import Testing

/// `render --graphics`: the protocol named, from the environment, or symbols for a file.
@Suite final class RenderGraphicsTests {
    let state = TemporaryFolder("iconpicker-render-graphics")

    /// Every test (each argument of a parameterised one too) gets its own folder: removed here,
    /// as not every test uses it (thousands were left in the temporary directory).
    deinit { state.remove() }
    let icon = BinaryRunner.repositoryRoot + "/Resources/Colourful/Icons/sunset-60@3x.png"

    @Test func eachNamedProtocolWritesItsEscape() throws {
        defer { state.remove() }
        let runner = BinaryRunner(stateDirectory: state.path)
        let kitty = try runner.run(["render", icon, "--graphics", "kitty", "--size", "16x8"])
        #expect(kitty.status == 0 && kitty.stdout.hasPrefix("\u{1B}_Ga=T,f=100"))
        let iterm = try runner.run(["render", icon, "--graphics", "iterm", "--size", "16x8"])
        #expect(iterm.stdout.hasPrefix("\u{1B}]1337;File=inline=1;"))
        let sixel = try runner.run(["render", icon, "--graphics", "sixel", "--size", "16x8"])
        #expect(sixel.stdout.hasPrefix("\u{1B}P0;1;0q\"1;1;160;160"), "16x8 cells of 10x20 px: 160 px square")
        let bad = try runner.run(["render", icon, "--graphics", "braille"])
        #expect(bad.status != 0 && bad.stderr.contains("auto, kitty, iterm, sixel or symbols"))
    }

    @Test func aFileGetsSymbolsUnlessTheEnvironmentNamesAProtocol() throws {
        defer { state.remove() }
        let plain = try BinaryRunner(stateDirectory: state.path, environment: ["TERM": "xterm-kitty", "KITTY_WINDOW_ID": "1"])
            .run(["render", icon, "--size", "8x4", "--colors", "256"])
        #expect(!plain.stdout.contains("\u{1B}_G"), "auto and not a terminal: symbols")
        let named = try BinaryRunner(stateDirectory: state.path, environment: ["ICONPICKER_GRAPHICS": "kitty"])
            .run(["render", icon, "--size", "8x4"])
        #expect(named.stdout.hasPrefix("\u{1B}_G"))
        let flagWins = try BinaryRunner(stateDirectory: state.path, environment: ["ICONPICKER_GRAPHICS": "kitty"])
            .run(["render", icon, "--size", "8x4", "--graphics", "symbols"])
        #expect(!flagWins.stdout.contains("\u{1B}_G"))
    }
}
