import ArgumentParser
import CursesTerminal
import Foundation
import IconKit
import PNGDecoding
import TerminalArt

extension ColorMode: ExpressibleByArgument {}

/// `iconpicker render FILE…`: icons as colour art on stdout, for a look or a comparison with chafa.
struct RenderCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Print PNG files as terminal art (half blocks, colour with SGR escapes).",
        discussion: """
            Colours: truecolor when COLORTERM says truecolor/24bit or terminfo has RGB, else what terminfo's \
            colour count allows; NO_COLOR turns colour off. A non-UTF-8 locale gets ASCII only. With several \
            files, each is preceded by its name.

            \(ExitStatus.helpText)
            """
    )

    @Argument(help: ArgumentHelp("PNG files (standard or Apple CgBI).", valueName: "file"))
    var files: [String]

    @Option(help: ArgumentHelp("Cell area, columns x rows; the picture keeps its aspect ratio.", valueName: "WxH"))
    var size: CellSize = CellSize(columns: 32, rows: 16)

    @Option(help: ArgumentHelp("truecolor, 256, 16, 8 or none (default: detected).", valueName: "mode"))
    var colors: ColorMode?

    @Option(
        help: ArgumentHelp(
            "Tile colour behind transparent and masked-off areas, #RRGGBB (default: the terminal's background).",
            valueName: "#RRGGBB"))
    var background: String?

    @Flag(help: "Do not clip to the iOS home-screen icon shape.")
    var noMask = false

    @Flag(help: "Ordered dithering in 256, 16 and 8 colours.")
    var dither = false

    @Option(help: ArgumentHelp("Largest width or height decoded, in pixels; a larger image is refused (exit 65).", valueName: "px"))
    var maxDimension = 4096

    func validate() throws {
        if let background, ArtOptions.RGB(hex: background) == nil {
            throw ValidationError("--background takes a colour like #1C1C1E, not \(background)")
        }
        guard maxDimension > 0 else { throw ValidationError("--max-dimension must be positive") }
        guard maxDimension <= Self.maxDimensionCeiling else {
            throw ValidationError(
                "--max-dimension is at most \(Self.maxDimensionCeiling) (an image that size already takes "
                    + "\((Self.maxDimensionCeiling * Self.maxDimensionCeiling * 4) >> 20) MB to decode; icons are 1024 px), not \(maxDimension)"
            )
        }
    }

    /// The largest `--max-dimension` accepted: 100000 let a 74-byte PNG ask for 40 GB (SIGABRT).
    static let maxDimensionCeiling = 8192

    func run() async throws {
        let environment = ProcessInfo.processInfo.environment
        let options = ArtOptions(
            columns: size.columns, rows: size.rows,
            colorMode: colors ?? TerminfoCapabilities.colorMode(environment: environment),
            background: background.flatMap(ArtOptions.RGB.init(hex:)),
            mask: !noMask, dither: dither, unicode: Console.isUTF8)
        let decoder = PNGDecoder(maxDimension: maxDimension)
        var failures: [PNGDecodeError] = []
        var output = ""
        for file in files {
            if files.count > 1 { output += "\(file):\n" }
            do {
                let image = try decoder.decode(path: file)
                output += ANSIWriter.text(ArtRenderer.render(image, options: options), colorMode: options.colorMode)
            } catch {
                FileHandle.standardOutput.write(Data(output.utf8))
                output = ""
                Console.report(error)
                failures.append(error)
            }
        }
        FileHandle.standardOutput.write(Data(output.utf8))
        if !failures.isEmpty { throw CommandLineError.renderFailed(failures) }
    }
}

/// `WxH`, e.g. `32x16`.
struct CellSize: ExpressibleByArgument, Equatable {
    var columns: Int
    var rows: Int

    init(columns: Int, rows: Int) {
        self.columns = columns
        self.rows = rows
    }

    init?(argument: String) {
        let parts = argument.lowercased().split(separator: "x")
        guard parts.count == 2, let columns = Int(parts[0]), let rows = Int(parts[1]),
            (1...1000).contains(columns), (1...1000).contains(rows)
        else { return nil }
        self.init(columns: columns, rows: rows)
    }

    var defaultValueDescription: String { "\(columns)x\(rows)" }
}
