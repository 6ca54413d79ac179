import ArgumentParser
import Basics
import CursesTerminal
import Foundation
import IconComposition
import IconKit
import ImageDecoding
import Pictures
import TerminalArt
import TerminalGraphics

extension ColorMode: ExpressibleByArgument {}
extension SymbolSet: ExpressibleByArgument {}
extension GraphicsProtocol: ExpressibleByArgument {}

/// `iconpicker render FILE…`: icons as colour art on stdout, for a look or a comparison with chafa.
struct RenderCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract:
            "Print PNG files, .icon folders and built apps' icons as terminal art (block characters, SGR colour).",
        discussion: """
            Colours: truecolor when COLORTERM says truecolor/24bit or terminfo has RGB, else what terminfo's \
            colour count allows; NO_COLOR turns colour off. A non-UTF-8 locale gets ASCII only. With several \
            files, each is preceded by its name. A .icon folder is shown as a flat preview of the appearance \
            --appearance names (glass, specular highlights, shadows, translucency and blur are not drawn). A built \
            app (.app, .ipa) or an Assets.car draws the icon --icon names (default: the primary) as the device \
            shows it: from its compiled Assets.car, in the --appearance asked for (Apple's own flattened \
            rendering of an Icon Composer icon), else from its loose PNGs.

            \(ExitStatus.renderHelpText)
            """
    )

    @Argument(
        help: ArgumentHelp(
            "PNG files (standard or Apple CgBI), Icon Composer .icon folders, built apps (.app, .ipa) or Assets.car files.",
            valueName: "file"))
    var files: [String]

    @Option(
        help: ArgumentHelp(
            "For a built app or an Assets.car: the icon to draw, an alternate's name or an icon set's (default: the primary).",
            valueName: "name"))
    var icon: String?

    @Option(help: "For a built app or an Assets.car: the device whose image is drawn, iphone or ipad.")
    var idiom: Idiom = .iphone

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

    @Option(help: ArgumentHelp("For .icon folders and built apps: default (any), dark or tinted.", valueName: "appearance"))
    var appearance: IconAppearance = .any

    @Option(
        help: ArgumentHelp(
            "Block characters for symbol art: half (▀▄ only), quadrants, sextants or octants (the font or terminal must have them).",
            valueName: "set"))
    var symbols: SymbolSet = .quadrants

    @Option(
        help: ArgumentHelp(
            "auto, kitty, iterm, sixel or symbols (default: ICONPICKER_GRAPHICS, else detected; symbols when not a terminal).",
            valueName: "protocol"))
    var graphics: String?

    @Option(help: ArgumentHelp("Largest width or height decoded, in pixels; a larger image is refused (exit 65).", valueName: "px"))
    var maxDimension = 4096

    func validate() throws {
        if let background, ArtOptions.RGB(hex: background) == nil {
            throw ValidationError("--background takes a colour like #1C1C1E, not \(background)")
        }
        guard maxDimension > 0 else { throw ValidationError("--max-dimension must be positive") }
        if icon != nil, let file = files.first(where: { !AppIconPicture.isAppInput($0) }) {
            throw ValidationError("--icon names an icon of a built app (.app, .ipa) or an Assets.car; \(file) is neither")
        }
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
            mask: !noMask, dither: dither, unicode: Console.isUTF8, symbols: symbols)
        let decoder = PNGDecoder(maxDimension: maxDimension)
        let choice: GraphicsChoice
        do {
            choice = try GraphicsChoice.resolve(requested: graphics, environment: environment, outputIsTerminal: isatty(STDOUT_FILENO) != 0)
        } catch {
            throw ValidationError(error.description)
        }
        if let advice = choice.advice { Console.err(advice) }
        var failures = Failures()
        var output = ""
        for (number, file) in files.enumerated() {
            if files.count > 1 { output += TerminalText.escaped(file) + ":\n" }
            do {
                output += try picture(of: file, number: number, options: options, decoder: decoder, choice: choice)
            } catch {
                Console.outExactly(output)
                output = ""
                Console.report(error)
                failures.add(error)
            }
        }
        Console.outExactly(output)
        try failures.throwIfAny()
    }

    /// What could not be drawn, each reported when it failed, thrown once every file was tried.
    private struct Failures {
        var images: [ImageDecodeError] = []
        var previews: [IconCompositionError] = []
        var appIcons: [Int32] = []

        mutating func add(_ error: any Error) {
            switch error {
            case let error as ImageDecodeError: images.append(error)
            case let error as IconCompositionError: previews.append(error)
            default: appIcons.append(ExitStatus.code(for: error))
            }
        }

        func throwIfAny() throws {
            if !images.isEmpty { throw CommandLineError.renderFailed(images) }
            if !previews.isEmpty { throw CommandLineError.previewFailed(previews) }
            if !appIcons.isEmpty { throw CommandLineError.appIconsFailed(exitCodes: appIcons) }
        }
    }

    /// One file drawn: an app's icon, a `.icon` bundle's flat preview, or a PNG, each reached as the
    /// chooser reaches it (`IconPicture`).
    private func picture(of file: String, number: Int, options: ArtOptions, decoder: PNGDecoder, choice: GraphicsChoice) throws
        -> String
    {
        let drawing = PictureText(options: options, choice: choice)
        let id = UInt32(clamping: 1 + number)
        let previewSize = drawing.previewSize(maxDimension: maxDimension)
        if AppIconPicture.isAppInput(file) {
            let (picture, files) = try AppIconPicture(path: file, icon: icon, idiom: idiom, appearance: appearance).picture()
            let image = try picture.image(files: files, decoder: PNGDecoder(), appearance: appearance, previewSize: previewSize)
            return drawing.text(of: image, id: id)
        }
        let picture = IconPicture(path: file)
        guard case .file = picture else {
            let image = try picture.image(
                files: .disk, decoder: decoder, appearance: appearance, previewSize: previewSize, remark: { Console.err($0) })
            return drawing.text(of: image, id: id)
        }
        return try drawing.text(ofFile: file, decoder: decoder, id: id)
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
